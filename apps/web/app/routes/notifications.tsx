import type { NotificationListResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { LoginRequired, PageHeading } from "../features/commerce";
import { forumMeta, NotificationList } from "../features/forum";
import { hasSessionCookie, loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "notifications", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!hasSessionCookie(request)) return { login: true, notifications: [] };
  const result = await loaderApi(context, request)<NotificationListResponse>("/api/v1/notifications");
  if (!result.ok && result.status === 401) return { login: true, notifications: [] };
  return { login: false, notifications: result.ok ? result.data.notifications : [] };
}

export default function Notifications() {
  const { t } = useTranslation();
  const { login, notifications } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("forum.notifications.title")} />
      {login ? <LoginRequired /> : <NotificationList notifications={notifications} />}
    </section>
  );
}
