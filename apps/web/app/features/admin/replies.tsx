import type { AdminRepliesResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { recordPath } from "./model";
import { Badge, Panel } from "./ui";

/** What the guard did, as readable lines (its JSON pretty-printed, or the text as sent). */
export function guardText(guard: string | null): string | null {
  if (!guard) return null;
  try {
    return JSON.stringify(JSON.parse(guard), null, 2);
  } catch {
    return guard;
  }
}

/** Replies users marked thumbs-down and replies the guard changed, with the question. */
export function RepliesList({ data: { replies } }: { data: AdminRepliesResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  if (replies.length === 0) return <Panel>{t("admin.none")}</Panel>;
  return (
    <ul className="flex flex-col gap-4" data-testid="replies">
      {replies.map((reply) => {
        const guard = guardText(reply.guard);
        return (
          <li key={reply.message_id}>
            <Panel>
              <p className="flex flex-wrap items-center gap-2 text-xs text-night-800/80">
                <span>{reply.astrologer}</span>·<span>{formatDateTime(reply.created_at, lang)}</span>·
                <Link to={recordPath("users", reply.user_id)} className="underline">
                  {t("admin.replies.user")}
                </Link>
                {reply.rating === "down" ? <Badge tone="bad">{t("admin.replies.down")}</Badge> : null}
                {guard ? <Badge>{t("admin.replies.guarded")}</Badge> : null}
              </p>
              <h3 className="mt-2 text-sm font-semibold">{t("admin.replies.question")}</h3>
              <p className="whitespace-pre-wrap break-words">{reply.question}</p>
              <h3 className="mt-2 text-sm font-semibold">{t("admin.replies.reply")}</h3>
              <p className="whitespace-pre-wrap break-words">{reply.reply}</p>
              {reply.facts.length > 0 ? (
                <>
                  <h3 className="mt-2 text-sm font-semibold">{t("admin.replies.facts")}</h3>
                  <ul className="mt-1 flex flex-wrap gap-2" data-testid="reply-facts">
                    {reply.facts.map((fact) => (
                      <li key={fact}>
                        <Badge>{fact}</Badge>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {reply.comment ? (
                <>
                  <h3 className="mt-2 text-sm font-semibold">{t("admin.replies.comment")}</h3>
                  <p className="whitespace-pre-wrap break-words">{reply.comment}</p>
                </>
              ) : null}
              {guard ? (
                <>
                  <h3 className="mt-2 text-sm font-semibold">{t("admin.replies.guard")}</h3>
                  <pre className="mt-1 max-h-60 overflow-auto whitespace-pre-wrap break-words rounded-xl bg-night-900/5 p-2 text-xs">
                    {guard}
                  </pre>
                </>
              ) : null}
            </Panel>
          </li>
        );
      })}
    </ul>
  );
}
