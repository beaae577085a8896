import type { StaffListResponse } from "@graha/contracts";
import { useTranslation } from "react-i18next";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, SectionHeading, StaffPage } from "../features/admin";

export async function loader(args: LoaderFunctionArgs) {
  const loaded = await adminLoad<StaffListResponse>(args, "/api/v1/admin/staff");
  return { staff: loaded.state === "ok" ? loaded.data.staff : null };
}

export default function AdminStaff() {
  const { t } = useTranslation();
  const { staff } = useLoaderData<typeof loader>();
  if (!staff) return null;
  return (
    <>
      <SectionHeading title={t("admin.staff.title")} />
      <StaffPage staff={staff} />
    </>
  );
}
