import type { ForumNoticeResponse, ModerationItemView, SilenceBody } from "@graha/contracts";
import { FORUM_SILENCE_DAYS } from "@graha/contracts/patterns";
import { useId, useState } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useRevalidator } from "react-router";
import { Button } from "../../components/ui/button";
import { NativeSelectField } from "../../components/ui/field";
import { api } from "../../lib/api";
import { ItemAuthorAndReports } from "./item-reports";
import { forumAction, useFormCall } from "./call";
import { postPath } from "./links";
import { ReasonDialog, useReasonForm } from "./report-dialog";
import { excerpt } from "./text";

/** The moderators' review queue: each item with why it is here and its reports; restore, remove, silence. */
export function ModerationQueue({ items }: { items: readonly ModerationItemView[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <p className="text-cream/70">{t("forum.moderation.empty")}</p>;
  return (
    <ul className="flex flex-col gap-4" data-testid="moderation-queue">
      {items.map((item) => (
        <QueueItem key={`${item.kind}:${item.id}`} item={item} />
      ))}
    </ul>
  );
}

function QueueItem({ item }: { item: ModerationItemView }) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const [busy, setBusy] = useState(false);
  const { lang } = useFormCall();
  const act = async (action: "restore" | "remove") => {
    setBusy(true);
    const path = `/api/v1/forum/moderation/${item.kind}/${encodeURIComponent(item.id)}/${action}`;
    await forumAction<ForumNoticeResponse>(path, { method: "POST" }, lang, t("forum.common.somethingWrong"));
    setBusy(false);
    void revalidate();
  };
  const state = !item.hidden
    ? t("forum.moderation.reported")
    : item.held_reason === "link"
      ? t("forum.moderation.heldLink")
      : t("forum.moderation.heldReports");
  const name = item.display_name ?? t("forum.common.anonymous");
  return (
    <li
      className="rounded-3xl bg-cream p-5 text-night-900 shadow-xl shadow-black/30"
      data-testid="moderation-item"
      data-kind={item.kind}
    >
      <p className="text-xs font-semibold uppercase tracking-wide text-night-800/70">
        {item.kind === "discussion" ? t("forum.moderation.discussion") : t("forum.moderation.comment", item)} ·{" "}
        <span className="text-red-800">{state}</span>
      </p>
      {item.kind === "discussion" ? <h2 className="mt-1 font-display text-lg font-semibold">{item.title}</h2> : null}
      <p className="mt-1 break-words">{excerpt(item.text, 400)}</p>
      <ItemAuthorAndReports item={item} labels="forum.moderation" anonymous={t("forum.common.anonymous")} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" onClick={() => void act("restore")} disabled={busy}>
          {t("forum.moderation.restore")}
        </Button>
        <Button size="sm" variant="danger" onClick={() => void act("remove")} disabled={busy}>
          {t("forum.moderation.remove")}
        </Button>
        {item.uid ? <SilenceDialog uid={item.uid} name={name} onDone={() => void revalidate()} /> : null}
        {item.hidden ? null : (
          <Link to={postPath(item.did, item.title)} className="self-center text-sm underline">
            {t("forum.moderation.open")}
          </Link>
        )}
      </div>
    </li>
  );
}

function SilenceDialog({ uid, name, onDone }: { uid: string; name: string; onDone: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const form = useReasonForm();
  const [days, setDays] = useState<SilenceBody["days"]>(1);
  const submit = async () => {
    const body: SilenceBody = { days, reason: form.reason };
    const path = `/api/v1/forum/moderation/users/${encodeURIComponent(uid)}/silence`;
    if (await form.send(() => api<ForumNoticeResponse>(path, { body }), t("forum.moderation.silence"))) onDone();
  };
  return (
    <ReasonDialog
      trigger={(open) => (
        <Button size="sm" variant="outline" onClick={open}>
          {t("forum.moderation.silence")}
        </Button>
      )}
      testId="silence-dialog"
      title={t("forum.moderation.silenceTitle", { name })}
      intro={t("forum.moderation.silenceIntro")}
      reasonLabel={t("forum.moderation.reason")}
      form={form}
      submitLabel={t("forum.moderation.silenceSubmit")}
      onSubmit={submit}
    >
      <NativeSelectField
        id={`${id}-days`}
        label={t("forum.moderation.duration")}
        value={days}
        onChange={(event) => setDays(Number(event.target.value) as SilenceBody["days"])}
      >
        {FORUM_SILENCE_DAYS.map((d) => (
          <option key={d} value={d}>
            {t("forum.moderation.days", { count: d })}
          </option>
        ))}
      </NativeSelectField>
    </ReasonDialog>
  );
}
