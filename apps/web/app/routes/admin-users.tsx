import type { AdminUsersResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, SectionHeading, UserSearch, withQuery } from "../features/admin";

/** Find users by mobile digits. */
export async function loader(args: LoaderFunctionArgs) {
  const mobile = new URL(args.request.url).searchParams.get("mobile")?.trim() ?? "";
  if (!mobile) return { mobile, users: null, refused: null };
  const found = await adminLoad<AdminUsersResponse>(args, withQuery("/api/v1/admin/users", { mobile }));
  return {
    mobile,
    users: found.state === "ok" ? found.data.users : null,
    refused: found.state === "refused" ? found.body : null,
  };
}

export default function AdminUsers() {
  const { t } = useTranslation();
  const { mobile, users, refused } = useLoaderData<typeof loader>();
  return (
    <>
      <SectionHeading title={t("admin.users.title")} />
      <UserSearch mobile={mobile} users={users} refused={refused} />
    </>
  );
}
