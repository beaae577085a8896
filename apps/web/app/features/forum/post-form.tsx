import type { ForumCheckResponse, ForumNoticeResponse } from "@graha/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { useNavigate } from "react-router";
import { toast } from "../../lib/toast";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { api, apiError } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useFormCall } from "./call";
import { InputField, TextareaField } from "../../components/ui/field";
import { forumPaths } from "./links";
import { validatePost } from "./validate";

export interface PostTags {
  rashi: string | null;
  nakshatra: string | null;
  mahadasha: string | null;
}

/**
 * Create or edit a discussion: title and description (at least 5 characters each) and the
 * chart tags, read-only (the server takes them from the default kundli). Success goes to /forum.
 */
export function PostForm({
  did,
  initial,
  tags,
  onHandleMissing,
}: {
  did?: string;
  initial?: { title: string; description: string };
  tags: PostTags;
  onHandleMissing?: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const { busy, alert, setAlert, run, lang } = useFormCall();
  const [title, setTitle] = useState(initial?.title ?? "");
  const [description, setDescription] = useState(initial?.description ?? "");
  const [errors, setErrors] = useState<Partial<Record<"title" | "description", string>>>({});
  const [advice, setAdvice] = useState<ForumCheckResponse | null>(null);

  /** The draft, trimmed, when it passes the spec's checks (else their messages are shown). */
  const draft = () => {
    setAlert(null);
    const checked = validatePost({ title, description });
    setErrors({
      title: checked.title && messageText(lang, checked.title),
      description: checked.description && messageText(lang, checked.description),
    });
    return checked.title || checked.description ? null : { title: title.trim(), description: description.trim() };
  };

  /** "Check with AI": Oracle's suggestions for the draft (nothing in it is changed). */
  const check = async () => {
    if (busy) return;
    const body = draft();
    if (!body) return;
    setAdvice(await run(() => api<ForumCheckResponse>("/api/v1/forum/check", { body })));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const body = draft();
    if (!body) return;
    const done = await run(
      () =>
        did
          ? api<ForumNoticeResponse>(`/api/v1/forum/discussions/${encodeURIComponent(did)}`, { method: "PUT", body })
          : api<ForumNoticeResponse>("/api/v1/forum/discussions", { body }),
      // The spec: a create refused for want of a handle opens the registration form.
      (refused) => {
        if (apiError(refused).message_code === "forum.handle_required") onHandleMissing?.();
      },
    );
    if (!done) return;
    toast.success(apiMessage(done, lang) ?? t("forum.post.createTitle"));
    void navigate(forumPaths.list);
  };

  const tag = (key: keyof PostTags) => (
    <InputField
      id={`${id}-${key}`}
      label={t(`forum.post.${key}`)}
      value={tags[key] ?? t("forum.post.noTag")}
      readOnly
      disabled
    />
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 sm:p-7"
      data-testid="post-form"
    >
      <InputField
        id={`${id}-title`}
        label={t("forum.post.titleLabel")}
        error={errors.title}
        maxLength={200}
        value={title}
        onChange={(e) => setTitle(e.target.value)}
        disabled={busy}
      />
      <TextareaField
        id={`${id}-description`}
        label={t("forum.post.descriptionLabel")}
        error={errors.description}
        rows={8}
        maxLength={10000}
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        disabled={busy}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-night-800">{t("forum.post.tags")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {tag("rashi")}
          {tag("nakshatra")}
          {tag("mahadasha")}
        </div>
      </fieldset>
      {alert ? <Alert>{alert}</Alert> : null}
      {advice ? (
        <section aria-live="polite" className="rounded-2xl bg-white p-4" data-testid="check-advice">
          <h2 className="font-semibold">{t("forum.check.title")}</h2>
          <p className="mt-1">{advice.message}</p>
          {advice.suggestions.length > 0 ? (
            <ul className="mt-2 list-disc pl-5">
              {advice.suggestions.map((s, i) => (
                <li key={i} data-kind={s.kind}>
                  {s.message}
                </li>
              ))}
            </ul>
          ) : null}
          <p className="mt-2 text-sm text-night-800/70">{t("forum.check.note", { count: advice.checks_left })}</p>
        </section>
      ) : null}
      <div className="flex flex-col gap-3 sm:flex-row">
        <Button type="button" variant="outline" size="lg" onClick={() => void check()} disabled={busy}>
          {busy ? t("forum.check.busy") : t("forum.check.button")}
        </Button>
        <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined} className="sm:flex-1">
          {busy ? t("forum.common.saving") : did ? t("forum.post.submitEdit") : t("forum.post.submitCreate")}
        </Button>
      </div>
    </form>
  );
}
