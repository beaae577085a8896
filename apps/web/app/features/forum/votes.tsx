import type { VoteResponse } from "@graha/contracts";
import { useState } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { forumAction } from "./call";

type Target = { did: string } | { cid: string };

function Arrow({ down }: { down?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={cn("h-5 w-5", down && "rotate-180")} fill="currentColor">
      <path d="M12 4l8 9h-5v7H9v-7H4l8-9z" />
    </svg>
  );
}

/**
 * Up and down votes with the score between: the caller's vote is the pressed button; the
 * same vote again removes it, the other flips it (the API decides and answers the counts).
 */
export function VoteButtons({
  target,
  upvotes,
  downvotes,
  initialVote = null,
}: {
  target: Target;
  upvotes: number;
  downvotes: number;
  initialVote?: 1 | 0 | null;
}) {
  const { t } = useTranslation();
  const { user, lang } = useRootData();
  const [vote, setVote] = useState<1 | 0 | null>(initialVote);
  const [score, setScore] = useState(upvotes - downvotes);
  const [busy, setBusy] = useState(false);

  const cast = async (type: 1 | 0) => {
    if (!user) {
      toast.info(t("forum.common.voiceLogin"));
      return;
    }
    if (busy) return;
    setBusy(true);
    const done = await forumAction<VoteResponse>(
      "/api/v1/forum/votes",
      { body: { ...target, type } },
      lang,
      t("forum.common.somethingWrong"),
    );
    if (done) {
      setVote(done.vote);
      setScore(done.score);
    }
    setBusy(false);
  };

  const button = (type: 1 | 0) => (
    <button
      type="button"
      aria-pressed={vote === type}
      aria-label={type === 1 ? t("forum.post.upvote") : t("forum.post.downvote")}
      disabled={busy}
      onClick={() => void cast(type)}
      className={cn(
        "inline-flex h-9 w-9 items-center justify-center rounded-full transition-colors hover:bg-white/10 disabled:opacity-60",
        vote === type
          ? type === 1
            ? "bg-emerald-500/20 text-emerald-300"
            : "bg-red-500/20 text-red-300"
          : "text-cream/70",
      )}
    >
      <Arrow down={type === 0} />
    </button>
  );

  return (
    <div className="inline-flex items-center gap-1" aria-busy={busy || undefined}>
      {button(1)}
      <span className="min-w-6 text-center font-semibold" aria-label={t("forum.post.scoreLabel")} data-testid="score">
        {score}
      </span>
      {button(0)}
    </div>
  );
}
