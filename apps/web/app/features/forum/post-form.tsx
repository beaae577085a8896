import type { ForumNoticeResponse } from "@graha/contracts";
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "react-toastify/unstyled";
import { Alert } from "../../components/ui/alert";
import { Button } from "../../components/ui/button";
import { Input } from "../../components/ui/input";
import { api, apiError } from "../../lib/api";
import { apiMessage, messageText } from "../../lib/api-message";
import { useFormCall } from "./call";
import { Field } from "./field";
import { forumPaths } from "./links";
import { textareaClasses } from "./report-dialog";
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setAlert(null);
    const checked = validatePost({ title, description });
    setErrors({
      title: checked.title && messageText(lang, checked.title),
      description: checked.description && messageText(lang, checked.description),
    });
    if (checked.title || checked.description) return;
    const body = { title: title.trim(), description: description.trim() };
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
    <Field id={`${id}-${key}`} label={t(`forum.post.${key}`)}>
      {(aria) => <Input {...aria} value={tags[key] ?? t("forum.post.noTag")} readOnly disabled />}
    </Field>
  );

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="flex flex-col gap-4 rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 sm:p-7"
      data-testid="post-form"
    >
      <Field id={`${id}-title`} label={t("forum.post.titleLabel")} error={errors.title}>
        {(aria) => (
          <Input {...aria} maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} disabled={busy} />
        )}
      </Field>
      <Field id={`${id}-description`} label={t("forum.post.descriptionLabel")} error={errors.description}>
        {(aria) => (
          <textarea
            {...aria}
            rows={8}
            maxLength={10000}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            className={textareaClasses}
            disabled={busy}
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold text-night-800">{t("forum.post.tags")}</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          {tag("rashi")}
          {tag("nakshatra")}
          {tag("mahadasha")}
        </div>
      </fieldset>
      {alert ? <Alert>{alert}</Alert> : null}
      <Button type="submit" size="lg" disabled={busy} aria-busy={busy || undefined}>
        {busy ? t("forum.common.saving") : did ? t("forum.post.submitEdit") : t("forum.post.submitCreate")}
      </Button>
    </form>
  );
}
