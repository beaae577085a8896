import type { AdminBlogPost, AdminBlogPostBody, AdminBlogPostResponse, AdminBlogPostsResponse } from "@graha/contracts";
import type { ParseKeys } from "i18next";
import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { useAdminAction } from "./action";
import { recordPath } from "./model";
import { Badge, DataTable, Panel, SelectField, TextAreaField, TextField } from "./ui";

/** The blog's posts, drafts and published, with a link to write a new one. */
export function BlogPostList({ data: { posts } }: { data: AdminBlogPostsResponse }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  return (
    <div className="flex flex-col gap-4">
      <div>
        <Link to="/admin/content/blog/new" className={buttonClasses("primary", "md")} data-testid="new-post">
          {t("admin.blog.newPost")}
        </Link>
      </div>
      <Panel>
        <DataTable
          testId="blog-posts"
          rows={posts}
          columns={[
            {
              head: t("admin.blog.postTitle"),
              cell: (post) => (
                <>
                  <Link to={recordPath("content/blog", post.id)} className="font-semibold underline">
                    {post.title}
                  </Link>
                  <span className="block text-xs text-night-800/70">/{post.slug}</span>
                </>
              ),
            },
            { head: t("admin.blog.language"), cell: (post) => t(`admin.blog.languages.${post.language}`) },
            { head: t("admin.payments.status"), cell: (post) => <PostState draft={post.draft} /> },
            { head: t("admin.users.when"), cell: (post) => formatDateTime(post.updated_at, lang) },
          ]}
        />
      </Panel>
    </div>
  );
}

/** A post's state as a badge: a draft, or published. */
function PostState({ draft }: { draft: boolean }) {
  const { t } = useTranslation();
  return draft ? <Badge>{t("admin.blog.draft")}</Badge> : <Badge tone="good">{t("admin.blog.published")}</Badge>;
}

type Fields = "slug" | "language" | "title" | "excerpt" | "body_markdown" | "cover_image";
const LANGUAGES = ["en", "hi"] as const;

/** The editor's one-line fields, in order. */
const TEXT_FIELDS: readonly {
  field: Exclude<Fields, "language" | "body_markdown">;
  id: string;
  label: ParseKeys;
  hint?: ParseKeys;
}[] = [
  { field: "slug", id: "post-slug", label: "admin.blog.slug", hint: "admin.blog.slugHint" },
  { field: "title", id: "post-title", label: "admin.blog.postTitle" },
  { field: "excerpt", id: "post-excerpt", label: "admin.blog.excerpt" },
  { field: "cover_image", id: "post-cover", label: "admin.blog.cover" },
];

/** The markdown editor: address, language, title, summary, body; preview; save as a draft or publish. */
export function BlogPostEditor({ post }: { post: AdminBlogPost | null }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigate = useNavigate();
  const action = useAdminAction();
  const [form, setForm] = useState({
    slug: post?.slug ?? "",
    language: post?.language ?? ("en" as (typeof LANGUAGES)[number]),
    title: post?.title ?? "",
    excerpt: post?.excerpt ?? "",
    body_markdown: post?.body_markdown ?? "",
    cover_image: post?.cover_image ?? "",
  });
  const [preview, setPreview] = useState<string | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const set = (field: Fields) => (value: string) => setForm((current) => ({ ...current, [field]: value }));
  const error = (field: Fields) => action.fields[field];

  const save = async (draft: boolean, event?: FormEvent) => {
    event?.preventDefault();
    const body: AdminBlogPostBody = { ...form, cover_image: form.cover_image.trim() || null, draft };
    const path = post ? `/api/v1/admin/blog-posts/${encodeURIComponent(post.id)}` : "/api/v1/admin/blog-posts";
    const saved = await action.submit<AdminBlogPostResponse>(path, body);
    if (saved && !post) void navigate(recordPath("content/blog", saved.post.id));
  };

  const showPreview = async () => {
    setPreviewing(true);
    setPreviewError(null);
    const answer = await api<{ html: string }>("/api/v1/admin/blog-posts/preview", {
      body: { body_markdown: form.body_markdown },
    });
    setPreviewing(false);
    if (answer.ok) setPreview(answer.data.html);
    else setPreviewError(apiMessage(answer.body, lang) ?? t("admin.somethingWrong"));
  };

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <Panel title={post ? t("admin.blog.editTitle") : t("admin.blog.newTitle")}>
        <form
          onSubmit={(event) => void save(true, event)}
          noValidate
          className="flex flex-col gap-3"
          data-testid="blog-editor"
        >
          {post ? (
            <p className="flex flex-wrap items-center gap-2 text-sm">
              <PostState draft={post.draft} />
              {t("admin.blog.updated", { at: formatDateTime(post.updated_at, lang) })}
              {post.draft ? null : (
                <a href={`/blogs/${post.slug}`} className="underline">
                  {t("admin.blog.view")}
                </a>
              )}
            </p>
          ) : null}
          <SelectField
            id="post-language"
            label={t("admin.blog.language")}
            value={form.language}
            onChange={set("language")}
            options={LANGUAGES}
            optionText={(language) => t(`admin.blog.languages.${language}`)}
          />
          {TEXT_FIELDS.map(({ field, id, label, hint }) => (
            <TextField
              key={field}
              id={id}
              label={t(label)}
              hint={hint ? t(hint) : undefined}
              value={form[field]}
              onChange={set(field)}
              error={error(field)}
            />
          ))}
          <TextAreaField
            id="post-body"
            label={t("admin.blog.body")}
            rows={16}
            value={form.body_markdown}
            onChange={set("body_markdown")}
            className="font-mono text-sm"
            error={error("body_markdown")}
          />
          {action.alert ? <Alert>{action.alert}</Alert> : null}
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" onClick={() => void showPreview()} disabled={previewing}>
              {previewing ? t("admin.blog.previewing") : t("admin.blog.preview")}
            </Button>
            <Button type="submit" variant="secondary" disabled={action.busy}>
              {t("admin.blog.saveDraft")}
            </Button>
            <Button onClick={() => void save(false)} disabled={action.busy}>
              {t("admin.blog.publish")}
            </Button>
          </div>
        </form>
      </Panel>
      <Panel title={t("admin.blog.previewTitle")} testId="blog-preview">
        {previewError ? <Alert>{previewError}</Alert> : null}
        {/* Rendered and sanitised by the server, as /blogs renders a post. */}
        {preview !== null ? (
          <div className="prose-sm break-words" dangerouslySetInnerHTML={{ __html: preview }} />
        ) : null}
      </Panel>
    </div>
  );
}
