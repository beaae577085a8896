import type { NotificationListResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { LoginRequired, PageHeading } from "../features/commerce";
import { forumMeta, NotificationList } from "../features/forum";
import { signedInList } from "../features/forum/loader.server";

export const meta: MetaFunction = (args) => forumMeta(args, "notifications", { noindex: true });

export const loader = (args: LoaderFunctionArgs) =>
  signedInList<"notifications", NotificationListResponse>(args, "/api/v1/notifications", "notifications");

export default function Notifications() {
  const { t } = useTranslation();
  const { login, items: notifications } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <PageHeading title={t("forum.notifications.title")} />
      {login ? <LoginRequired /> : <NotificationList notifications={notifications} />}
    </section>
  );
}
