import type { AdminUserResponse } from "@graha/contracts";
import { adminLoader, adminPage, UserDetail } from "../features/admin";

/** One user, for support: balances, statement, chats' metadata, sessions, payments, actions. */
export const loader = adminLoader<AdminUserResponse>(
  ({ params }) => `/api/v1/admin/users/${encodeURIComponent(params.id ?? "")}`,
);

export default adminPage<typeof loader>(UserDetail);
