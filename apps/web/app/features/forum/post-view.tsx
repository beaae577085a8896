import type { CommentView, DiscussionDetailResponse, ForumNoticeResponse } from "@graha/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { Button, buttonClasses } from "../../components/ui/button";
import { ActionButton } from "../../components/ui/action-button";
import { Label, Textarea } from "../../components/ui/input";
import { messageText } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { forumAction } from "./call";
import { Tags } from "./discussion-card";
import { forumPaths } from "./links";
import { ReportButton } from "./report-dialog";
import { Avatar, PlainText } from "./text";
import { validateComment } from "./validate";
import { VoteButtons } from "./votes";

/** Author and date line of a post or comment, the name linking to the profile. */
function Byline({
  uid,
  name,
  avatar,
  at,
}: {
  uid: string | null;
  name: string | null;
  avatar: string | null;
  at: string;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const shown = name ?? t("forum.common.anonymous");
  return (
    <div className="flex items-center gap-2 text-sm text-cream/70">
      <Avatar name={shown} avatar={avatar} />
      {uid ? (
        <Link to={forumPaths.profile(uid)} className="font-semibold text-cream hover:text-gold-200">
          {shown}
        </Link>
      ) : (
        <span className="font-semibold text-cream">{shown}</span>
      )}
      <span aria-hidden="true">·</span>
      <time dateTime={at}>{formatDateTime(at, lang)}</time>
    </div>
  );
}

function CommentBox({ did }: { did: string }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { revalidate } = useRevalidator();
  const id = useId();
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const code = validateComment(comment);
    setError(code ? messageText(lang, code) : null);
    if (code) return;
    setBusy(true);
    const done = await forumAction<ForumNoticeResponse>(
      `/api/v1/forum/discussions/${encodeURIComponent(did)}/comments`,
      { body: { comment: comment.trim() } },
      lang,
      t("forum.common.somethingWrong"),
    );
    setBusy(false);
    if (done) {
      setComment("");
      void revalidate();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-2">
      <Label htmlFor={`${id}-comment`} className="text-cream">
        {t("forum.post.commentLabel")}
      </Label>
      <Textarea
        id={`${id}-comment`}
        rows={3}
        maxLength={2000}
        placeholder={t("forum.post.commentPlaceholder")}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
      <Button type="submit" className="self-end" disabled={busy} aria-busy={busy || undefined}>
        {t("forum.post.commentSubmit")}
      </Button>
    </form>
  );
}

/** A delete button for one's own post or comment: the API call, its toast, then `after`. */
function DeleteButton({ path, label, after }: { path: string; label: string; after: () => void }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const remove = async () => {
    const done = await forumAction<ForumNoticeResponse>(
      path,
      { method: "DELETE" },
      lang,
      t("forum.common.somethingWrong"),
    );
    if (done) after();
  };
  return (
    <ActionButton
      action={remove}
      className="rounded-full px-3 py-1.5 text-sm text-red-300 hover:bg-red-500/10 disabled:opacity-60"
    >
      {label}
    </ActionButton>
  );
}

function CommentItem({ comment, myVote }: { comment: CommentView; myVote: 1 | 0 | null }) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const { revalidate } = useRevalidator();
  const own = Boolean(user && comment.uid === user.id);
  return (
    <li className="border-t border-white/10 py-4" data-testid="comment">
      <Byline uid={comment.uid} name={comment.display_name} avatar={comment.avatar} at={comment.created_at} />
      <PlainText text={comment.comment} className="mt-2 text-cream/90" />
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <VoteButtons
          target={{ cid: comment.cid }}
          upvotes={comment.upvotes}
          downvotes={comment.downvotes}
          initialVote={myVote}
        />
        {own ? (
          <DeleteButton
            path={`/api/v1/forum/comments/${encodeURIComponent(comment.cid)}`}
            label={t("forum.post.deleteComment")}
            after={() => void revalidate()}
          />
        ) : (
          <ReportButton target={{ cid: comment.cid }} />
        )}
      </div>
    </li>
  );
}

/** The post view: the discussion, its votes, report, edit/delete for its author, and comments. */
export function PostView({
  detail,
}: {
  detail: Pick<DiscussionDetailResponse, "discussion" | "comments" | "my_votes">;
}) {
  const { t } = useTranslation();
  const { user } = useRootData();
  const navigate = useNavigate();
  const { discussion, comments, my_votes: myVotes } = detail;
  const own = Boolean(user && discussion.uid === user.id);
  return (
    <article className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <button type="button" onClick={() => void navigate(-1)} className={buttonClasses("ghost", "sm")}>
          ← {t("forum.common.goBack")}
        </button>
        <Link to={forumPaths.learnMore} className="text-sm text-gold-200 underline underline-offset-4">
          {t("forum.list.learnMore")}
        </Link>
      </div>
      <div className="rounded-3xl border border-white/10 bg-night-900/60 p-4 sm:p-6">
        <Byline
          uid={discussion.uid}
          name={discussion.display_name}
          avatar={discussion.avatar}
          at={discussion.created_at}
        />
        <h1 className="mt-3 break-words font-display text-2xl font-semibold sm:text-3xl">{discussion.title}</h1>
        {discussion.hidden ? <p className="mt-2 text-sm text-red-300">{t("forum.list.hidden")}</p> : null}
        <PlainText text={discussion.description} className="mt-3 text-cream/90" />
        <div className="mt-4">
          <Tags discussion={discussion} />
        </div>
        <div className="mt-4 flex flex-wrap items-center gap-2">
          <VoteButtons
            target={{ did: discussion.did }}
            upvotes={discussion.upvotes}
            downvotes={discussion.downvotes}
            initialVote={myVotes[discussion.did] ?? null}
          />
          <ReportButton target={{ did: discussion.did }} />
          {own ? (
            <>
              <Link to={forumPaths.edit(discussion.did)} className={buttonClasses("outline", "sm")}>
                {t("forum.post.edit")}
              </Link>
              <DeleteButton
                path={`/api/v1/forum/discussions/${encodeURIComponent(discussion.did)}`}
                label={t("forum.post.delete")}
                after={() => void navigate(forumPaths.list)}
              />
            </>
          ) : null}
        </div>
      </div>
      <section
        aria-labelledby="comments-title"
        className="rounded-3xl border border-white/10 bg-night-900/40 p-4 sm:p-6"
      >
        <h2 id="comments-title" className="mb-3 font-display text-xl font-semibold">
          {t("forum.post.commentsTitle")} ({comments.length})
        </h2>
        {user ? (
          <CommentBox did={discussion.did} />
        ) : (
          <p className="text-sm text-cream/70">{t("forum.common.voiceLogin")}</p>
        )}
        {comments.length === 0 ? (
          <p className="mt-4 text-sm text-cream/60">{t("forum.post.noComments")}</p>
        ) : (
          <ul className="mt-4">
            {comments.map((comment) => (
              <CommentItem key={comment.cid} comment={comment} myVote={myVotes[comment.cid] ?? null} />
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}
