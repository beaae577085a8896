import { useTranslation } from "../../i18n/react";
import { Button } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { AstrologerAvatar } from "./astrologer-avatar";
import { otherAstrologer, type AstrologerName } from "./rules";

/** The quit (Stop Chat) or Delete Chat confirmation. */
export function ConfirmDialog({
  kind,
  name,
  onCancel,
  onConfirm,
}: {
  kind: "stop" | "delete" | null;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={kind !== null} onOpenChange={(open) => !open && onCancel()}>
      <DialogContent closeLabel={t("common.close")} data-testid="chat-confirm">
        <DialogTitle>{t(kind === "delete" ? "chat.deleteTitle" : "chat.stopTitle")}</DialogTitle>
        <DialogDescription className="mt-2 text-base">
          {kind === "delete" ? t("chat.deleteText") : t("chat.stopText", { name })}
        </DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghostLight" onClick={onCancel}>
            {t("chat.no")}
          </Button>
          <Button variant="danger" onClick={onConfirm}>
            {kind === "delete" ? t("chat.deleteConfirm") : t("chat.yes")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** After a chat ends: start again, or chat with the other astrologer. */
export function EndedDialog({
  open,
  onOpenChange,
  astrologer,
  userName,
  canRestart,
  onNewChat,
  onOtherAstrologer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  astrologer: AstrologerName;
  userName: string;
  canRestart: boolean;
  onNewChat: () => void;
  onOtherAstrologer: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`chat.name.${astrologer}`);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("common.close")} data-testid="chat-ended">
        <div className="flex flex-col items-center gap-3 text-center">
          <AstrologerAvatar name={astrologer} className="h-16 w-16" />
          <DialogTitle>{t("chat.endedTitle")}</DialogTitle>
          <DialogDescription className="text-base">
            {userName
              ? t("chat.endedText", { user: userName.split(/\s+/)[0], name })
              : t("chat.endedTextNoName", { name })}
          </DialogDescription>
          <div className="mt-3 flex w-full flex-col gap-2">
            {canRestart ? (
              <>
                <Button onClick={onNewChat}>{t("chat.newChat")}</Button>
                <Button variant="secondary" onClick={onOtherAstrologer}>
                  {t("chat.chatWith", { name: t(`chat.name.${otherAstrologer(astrologer)}`) })}
                </Button>
              </>
            ) : null}
            <Button variant="ghostLight" onClick={() => onOpenChange(false)}>
              {t("common.close")}
            </Button>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
