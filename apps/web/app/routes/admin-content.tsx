import type { AdminContentResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, ContentEditor, SectionHeading } from "../features/admin";

/** The site's editable content: home figures, testimonials, videos, astrologers, offers and plans. */
export async function loader(args: LoaderFunctionArgs) {
  const loaded = await adminLoad<AdminContentResponse>(args, "/api/v1/admin/content");
  return { content: loaded.state === "ok" ? loaded.data : null };
}

export default function AdminContent() {
  const { t } = useTranslation();
  const { content } = useLoaderData<typeof loader>();
  if (!content) return null;
  return (
    <>
      <SectionHeading title={t("admin.content.title")} intro={t("admin.content.intro")} />
      <ContentEditor content={content} />
    </>
  );
}
