import type { AdminUserResponse } from "@graha/contracts";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import { adminLoad, UserDetail } from "../features/admin";

/** One user, for support: balances, statement, chats' metadata, sessions, payments, actions. */
export async function loader(args: LoaderFunctionArgs) {
  return adminLoad<AdminUserResponse>(args, `/api/v1/admin/users/${encodeURIComponent(args.params.id ?? "")}`);
}

export default function AdminUser() {
  const loaded = useLoaderData<typeof loader>();
  return loaded.state === "ok" ? <UserDetail data={loaded.data} /> : null;
}
