// What sits under a finished reply: the chart facts it used (chips that open where each sits
// in the chart), questions to ask next, and thumbs up/down. Chips wrap, so a 360-px phone
// shows them all without scrolling sideways.
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import type { ChatFact, ChatRating } from "@graha/contracts";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import { ThumbIcon } from "../../components/layout/icons";
import { cn } from "../../lib/cn";

const chip =
  "inline-flex max-w-full items-center rounded-full border px-3 py-1 text-left text-xs leading-snug break-words transition-colors focus-visible:outline-2 focus-visible:outline-gold-300";

/** The chart facts a reply used; tapping one opens where it sits in the chart. */
export function FactChips({ facts }: { facts: readonly ChatFact[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<ChatFact | null>(null);
  if (facts.length === 0) return null;
  return (
    <>
      <ul aria-label={t("chat.facts")} data-testid="fact-chips" className="flex max-w-full flex-wrap gap-1.5">
        {facts.map((fact) => (
          <li key={fact.label} className="max-w-full">
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={() => setOpen(fact)}
              className={cn(chip, "border-gold-400/30 bg-night-800/70 text-gold-200 hover:bg-night-700")}
            >
              {fact.label}
            </button>
          </li>
        ))}
      </ul>
      <Dialog open={open !== null} onOpenChange={(isOpen) => !isOpen && setOpen(null)}>
        <DialogContent closeLabel={t("common.close")} data-testid="fact-popover" className="max-w-sm">
          <DialogTitle className="pr-10 text-base">{open?.label}</DialogTitle>
          <DialogDescription className="mt-1 text-sm">{t("chat.factTitle")}</DialogDescription>
          {open ? <FactDetails fact={open} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function FactDetails({ fact }: { fact: ChatFact }) {
  const { t } = useTranslation();
  const rows: [string, string | number | undefined][] = [
    [t("chat.factSign"), fact.sign],
    [t("chat.factHouse"), fact.house],
    [t("chat.factNakshatra"), fact.nakshatra],
    [t("chat.factDignity"), fact.dignity],
    [t("chat.factUntil"), fact.until],
  ];
  return (
    <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
      {rows
        .filter((row): row is [string, string | number] => row[1] !== undefined && row[1] !== "")
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-night-900/60">{term}</dt>
            <dd className="font-medium text-night-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

/** Questions to ask next: tapping one asks it. */
export function SuggestionChips({
  suggestions,
  disabled,
  onAsk,
}: {
  suggestions: readonly string[];
  disabled: boolean;
  onAsk: (question: string) => void;
}) {
  const { t } = useTranslation();
  if (suggestions.length === 0) return null;
  return (
    <ul aria-label={t("chat.suggestions")} data-testid="suggestions" className="flex max-w-full flex-wrap gap-1.5">
      {suggestions.map((question) => (
        <li key={question} className="max-w-full">
          <button
            type="button"
            disabled={disabled}
            onClick={() => onAsk(question)}
            className={cn(
              chip,
              "border-saffron-400/40 bg-saffron-500/10 text-cream hover:bg-saffron-500/20 disabled:opacity-50",
            )}
          >
            {question}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Thumbs up and down on a reply, the chosen one pressed. */
export function FeedbackButtons({
  rating,
  onRate,
}: {
  rating: ChatRating | null | undefined;
  onRate: (rating: ChatRating) => void;
}) {
  const { t } = useTranslation();
  const button = (value: ChatRating, label: string) => (
    <button
      type="button"
      aria-pressed={rating === value}
      aria-label={label}
      title={label}
      onClick={() => onRate(value)}
      className={cn(
        "inline-flex h-8 w-8 items-center justify-center rounded-full border text-sm transition-colors",
        rating === value
          ? "border-gold-300 bg-gold-400/25 text-gold-100"
          : "border-white/10 text-cream/60 hover:bg-white/10",
      )}
    >
      <ThumbIcon className="h-4 w-4" down={value === "down"} />
    </button>
  );
  return (
    <div role="group" aria-label={t("chat.feedback")} data-testid="feedback" className="flex gap-1">
      {button("up", t("chat.thumbsUp"))}
      {button("down", t("chat.thumbsDown"))}
    </div>
  );
}
