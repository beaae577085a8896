import type { AdminRepliesResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, RepliesList, SectionHeading } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const loaded = await adminLoad<AdminRepliesResponse>(args, "/api/v1/admin/replies");
  return { replies: loaded.state === "ok" ? loaded.data.replies : null };
}

export default function AdminReplies() {
  const { t } = useTranslation();
  const { replies } = useLoaderData<typeof loader>();
  if (!replies) return null;
  return (
    <>
      <SectionHeading title={t("admin.replies.title")} intro={t("admin.replies.intro")} />
      <RepliesList replies={replies} />
    </>
  );
}
