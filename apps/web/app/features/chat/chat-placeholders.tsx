import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import type { KundliChoice } from "./api";
import { KundliPicker } from "./kundli-picker";
import type { AstrologerName } from "./rules";

/** No chat open: "No Chats available" after a delete, a hint, and the kundlis to start from. */
export function ChatEmpty({
  deleted,
  hasHistory,
  kundlis,
  astrologer,
  celeb,
}: {
  deleted: boolean;
  hasHistory: boolean;
  kundlis: KundliChoice[] | null | undefined;
  astrologer: AstrologerName;
  celeb: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="min-h-0 flex-1 overflow-y-auto px-4 py-6 sm:px-6">
      {deleted ? (
        <p data-testid="chat-empty" className="mb-6 text-center font-display text-lg text-cream/80">
          {t("chat.noChats")}
        </p>
      ) : hasHistory ? (
        <p className="mb-5 text-center text-sm text-cream/60">{t("chat.selectChat")}</p>
      ) : null}
      {kundlis !== undefined ? <KundliPicker kundlis={kundlis} astrologer={astrologer} celeb={celeb} /> : null}
    </div>
  );
}

/** A chat that could not start: why, a retry when it may help, and a way to pick a kundli. */
export function ChatStartFailed({
  error,
  onRetry,
  astrologer,
  celeb,
}: {
  error: string | null;
  onRetry: (() => void) | null;
  astrologer: AstrologerName;
  celeb: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`chat.name.${astrologer}`);
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center">
      <p role="alert" className="font-semibold text-red-300">
        {t("chat.startFailed")}
      </p>
      {error ? <p className="text-sm text-cream/70">{error}</p> : null}
      <div className="flex flex-wrap justify-center gap-2">
        {onRetry ? <Button onClick={onRetry}>{t("chat.retry")}</Button> : null}
        <Link to={`?type=${astrologer}`} replace className={buttonClasses("outline", "md")}>
          {t(celeb ? "chat.pickCelebTitle" : "chat.pickTitle", { name })}
        </Link>
      </div>
    </div>
  );
}
