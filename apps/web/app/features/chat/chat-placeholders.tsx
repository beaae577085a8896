import { useTranslation } from "../../i18n/react";
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

/** Where a user who cannot pay for a question can go: the other astrologer (when they have questions there), recharge, subscribe. */
export interface NoMeans {
  switchTo: AstrologerName | null;
  bid: string | null;
  rechargeUrl: string;
  subscribeUrl: string;
}

/** A chat that could not start: why, a retry when it may help, and a way to pick a kundli (or to pay). */
export function ChatStartFailed({
  error,
  onRetry,
  astrologer,
  celeb,
  noMeans,
}: {
  error: string | null;
  onRetry: (() => void) | null;
  astrologer: AstrologerName;
  celeb: boolean;
  noMeans?: NoMeans | null;
}) {
  const { t } = useTranslation();
  const name = t(`chat.name.${astrologer}`);
  return (
    <div
      className="flex flex-1 flex-col items-center justify-center gap-3 px-6 text-center"
      data-testid="chat-start-failed"
    >
      <p role="alert" className="font-semibold text-red-300">
        {noMeans ? t("chat.noMeansTitle", { name }) : t("chat.startFailed")}
      </p>
      {error ? <p className="max-w-md text-sm text-cream/80">{error}</p> : null}
      {noMeans ? (
        <div className="flex flex-wrap justify-center gap-2">
          {noMeans.switchTo && noMeans.bid ? (
            <Link
              to={`?type=${noMeans.switchTo}&bid=${encodeURIComponent(noMeans.bid)}`}
              replace
              className={buttonClasses("primary", "md")}
            >
              {t("chat.switchTo", { name: t(`chat.name.${noMeans.switchTo}`) })}
            </Link>
          ) : null}
          <Link to={noMeans.rechargeUrl} className={buttonClasses(noMeans.switchTo ? "outline" : "primary", "md")}>
            {t("chat.recharge")}
          </Link>
          <Link to={noMeans.subscribeUrl} className={buttonClasses("outline", "md")}>
            {t("chat.subscribe")}
          </Link>
        </div>
      ) : (
        <div className="flex flex-wrap justify-center gap-2">
          {onRetry ? <Button onClick={onRetry}>{t("chat.retry")}</Button> : null}
          <Link to={`?type=${astrologer}`} replace className={buttonClasses("outline", "md")}>
            {t(celeb ? "chat.pickCelebTitle" : "chat.pickTitle", { name })}
          </Link>
        </div>
      )}
    </div>
  );
}
