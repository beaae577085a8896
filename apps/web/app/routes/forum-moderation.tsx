import type { ModerationQueueResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { LoginRequired, PageHeading } from "../features/commerce";
import { forumMeta, ModerationQueue } from "../features/forum";
import { hasSessionCookie, loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "moderation", { noindex: true });

/** The moderators' queue; to anyone else the page does not exist (the API answers 404). */
export async function loader({ context, request }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { login: true, items: [] };
  const result = await loaderApi(context, request)<ModerationQueueResponse>("/api/v1/forum/moderation");
  if (result.ok) return { login: false, items: result.data.items };
  if (result.status === 401) return { login: true, items: [] };
  throw data(null, { status: 404 });
}

export default function ForumModeration() {
  const { t } = useTranslation();
  const { login, items } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageHeading title={t("forum.moderation.title")} />
      <p className="mb-6 text-cream/80">{t("forum.moderation.intro")}</p>
      {login ? <LoginRequired /> : <ModerationQueue items={items} />}
    </section>
  );
}
