import type { AdminModerationResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, ModerationList, SectionHeading } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const loaded = await adminLoad<AdminModerationResponse>(args, "/api/v1/admin/moderation");
  return { items: loaded.state === "ok" ? loaded.data.items : null };
}

export default function AdminModeration() {
  const { t } = useTranslation();
  const { items } = useLoaderData<typeof loader>();
  if (!items) return null;
  return (
    <>
      <SectionHeading title={t("admin.moderation.title")} intro={t("admin.moderation.intro")} />
      <ModerationList items={items} />
    </>
  );
}
