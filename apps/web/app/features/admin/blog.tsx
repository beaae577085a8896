import type { AdminBlogPost, AdminBlogPostBody, AdminBlogPostResponse, AdminBlogPostsResponse } from "@graha/contracts";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { Alert } from "../../components/ui/alert";
import { Button, buttonClasses } from "../../components/ui/button";
import { Label, NativeSelect } from "../../components/ui/input";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import { useRootData } from "../../lib/session";
import { formatDateTime } from "../commerce";
import { useAdminAction } from "./action";
import { Badge, Cell, Panel, Table, TextField, textareaClasses } from "./ui";

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
        {posts.length === 0 ? (
          <p>{t("admin.none")}</p>
        ) : (
          <Table
            testId="blog-posts"
            head={[
              t("admin.blog.postTitle"),
              t("admin.blog.language"),
              t("admin.payments.status"),
              t("admin.users.when"),
            ]}
          >
            {posts.map((post) => (
              <tr key={post.id}>
                <Cell>
                  <Link to={`/admin/content/blog/${encodeURIComponent(post.id)}`} className="font-semibold underline">
                    {post.title}
                  </Link>
                  <span className="block text-xs text-night-800/70">/{post.slug}</span>
                </Cell>
                <Cell>{t(`admin.blog.languages.${post.language}`)}</Cell>
                <Cell>
                  {post.draft ? (
                    <Badge>{t("admin.blog.draft")}</Badge>
                  ) : (
                    <Badge tone="good">{t("admin.blog.published")}</Badge>
                  )}
                </Cell>
                <Cell>{formatDateTime(post.updated_at, lang)}</Cell>
              </tr>
            ))}
          </Table>
        )}
      </Panel>
    </div>
  );
}

type Fields = "slug" | "language" | "title" | "excerpt" | "body_markdown" | "cover_image";

/** The markdown editor: address, language, title, summary, body; preview; save as a draft or publish. */
export function BlogPostEditor({ post }: { post: AdminBlogPost | null }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const navigate = useNavigate();
  const action = useAdminAction();
  const [form, setForm] = useState({
    slug: post?.slug ?? "",
    language: post?.language ?? ("en" as "en" | "hi"),
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
    if (saved && !post) void navigate(`/admin/content/blog/${encodeURIComponent(saved.post.id)}`);
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
              {post.draft ? (
                <Badge>{t("admin.blog.draft")}</Badge>
              ) : (
                <Badge tone="good">{t("admin.blog.published")}</Badge>
              )}
              {t("admin.blog.updated", { at: formatDateTime(post.updated_at, lang) })}
              {post.draft ? null : (
                <a href={`/blogs/${post.slug}`} className="underline">
                  {t("admin.blog.view")}
                </a>
              )}
            </p>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="post-language">{t("admin.blog.language")}</Label>
            <NativeSelect
              id="post-language"
              value={form.language}
              onChange={(event) => set("language")(event.target.value)}
            >
              <option value="en">{t("admin.blog.languages.en")}</option>
              <option value="hi">{t("admin.blog.languages.hi")}</option>
            </NativeSelect>
          </div>
          <TextField
            id="post-slug"
            label={t("admin.blog.slug")}
            hint={t("admin.blog.slugHint")}
            value={form.slug}
            onChange={set("slug")}
            error={error("slug")}
          />
          <TextField
            id="post-title"
            label={t("admin.blog.postTitle")}
            value={form.title}
            onChange={set("title")}
            error={error("title")}
          />
          <TextField
            id="post-excerpt"
            label={t("admin.blog.excerpt")}
            value={form.excerpt}
            onChange={set("excerpt")}
            error={error("excerpt")}
          />
          <TextField
            id="post-cover"
            label={t("admin.blog.cover")}
            value={form.cover_image}
            onChange={set("cover_image")}
            error={error("cover_image")}
          />
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="post-body">{t("admin.blog.body")}</Label>
            <textarea
              id="post-body"
              rows={16}
              value={form.body_markdown}
              onChange={(event) => set("body_markdown")(event.target.value)}
              className={`${textareaClasses} font-mono text-sm`}
              aria-invalid={error("body_markdown") ? true : undefined}
            />
            {error("body_markdown") ? <p className="text-sm text-red-700">{error("body_markdown")}</p> : null}
          </div>
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
