import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import { Button } from "../../components/ui/button";
import { numberFormat } from "../../lib/intl";
import { AstrologerAvatar } from "./astrologer-avatar";
import { HistoryIcon } from "./chat-icons";
import { formatCountdown, type AstrologerName } from "./rules";
import type { LiveCounters } from "./sse";

/** The astrologer's name, the AI disclosure, Stop Chat or Delete Chat, and (on phones) the history button. */
export function ChatHeader({
  astrologer,
  celeb,
  action,
  onAction,
  onOpenHistory,
}: {
  astrologer: AstrologerName;
  celeb: boolean;
  action: "stop" | "delete" | null;
  onAction: (action: "stop" | "delete") => void;
  onOpenHistory: () => void;
}) {
  const { t } = useTranslation();
  const name = t(`chat.name.${astrologer}`);
  return (
    <header className="grid grid-cols-[auto_1fr_auto] items-center gap-x-3 gap-y-1.5 border-b border-white/10 px-3 py-3 sm:px-5">
      <AstrologerAvatar name={astrologer} className="h-11 w-11 sm:row-span-2 sm:h-12 sm:w-12" />
      <div className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5">
        <h1 id="chat-title" className="font-display text-xl font-semibold text-gold-200">
          {name}
        </h1>
        <span className="rounded-full border border-saffron-400/40 bg-saffron-500/10 px-2 py-0.5 text-[0.7rem] font-semibold uppercase tracking-wide text-saffron-300">
          {t("chat.aiBadge")}
        </span>
      </div>
      <div className="flex items-center gap-1.5 sm:row-span-2">
        {action === "stop" ? (
          <Button variant="danger" size="sm" className="px-3" onClick={() => onAction("stop")}>
            {t("chat.stopChat")}
          </Button>
        ) : action === "delete" ? (
          <Button variant="outline" size="sm" className="px-3" onClick={() => onAction("delete")}>
            {t("chat.deleteChat")}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="px-2.5 lg:hidden" aria-haspopup="dialog" onClick={onOpenHistory}>
          <HistoryIcon />
          <span className="sr-only sm:not-sr-only">{t("chat.openHistory")}</span>
        </Button>
      </div>
      <p
        data-testid="chat-info"
        className="col-span-3 text-xs leading-snug text-cream/65 sm:col-span-1 sm:col-start-2 sm:row-start-2 sm:text-[0.8rem]"
      >
        {t("chat.infoText", { name })}
        {celeb ? ` ${t("chat.celebInfo")}` : ""}
      </p>
    </header>
  );
}

/** Questions left, the wallet and, when the wallet pays, the time left (mm:ss). */
export function ChatCounterBar({
  counters,
  lang,
  secondsLeft,
}: {
  counters: LiveCounters;
  lang: string;
  secondsLeft: number | null;
}) {
  const { t } = useTranslation();
  return (
    <dl
      data-testid="chat-counters"
      className="flex flex-wrap items-center gap-x-4 gap-y-1 border-b border-white/5 bg-night-950/40 px-3 py-2 text-xs sm:px-5"
    >
      <Counter label={t("chat.questionsLeft")} testId="questions-left">
        {counters.questionsLeft}
      </Counter>
      <Counter label={t("chat.balance")} testId="balance">
        {t("chat.rupees", { amount: formatRupees(counters.balance, lang) })}
      </Counter>
      {secondsLeft !== null ? (
        <Counter label={t("chat.timeLeft")} testId="time-left" valueClassName="font-mono text-saffron-300">
          {formatCountdown(secondsLeft)}
        </Counter>
      ) : null}
    </dl>
  );
}

/** One counter of the bar: its label, then its value. */
function Counter({
  label,
  testId,
  valueClassName = "text-gold-200",
  children,
}: {
  label: string;
  testId: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className="flex gap-1.5">
      <dt className="text-cream/60">{label}</dt>
      <dd data-testid={testId} className={`font-semibold ${valueClassName}`}>
        {children}
      </dd>
    </div>
  );
}

function formatRupees(amount: number, lang: string): string {
  return numberFormat(lang === "hi" ? "hi-IN" : "en-IN", {
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}
