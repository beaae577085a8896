import type { AdminMeResponse } from "@graha/contracts";
import { data, Outlet, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { AdminShell, adminLoad } from "../features/admin";
import { featureMeta } from "../lib/meta";

export const meta: MetaFunction = (args) => featureMeta(args, "admin.meta.console", { noindex: true });

/**
 * The operations console's frame (ADR 033): the caller's roles and permissions from the API.
 * A visitor is asked to log in (a 401, so the logged-out page is never kept in the page
 * cache); to anyone without a staff role the API answers 404 and so does the console.
 */
export async function loader(args: LoaderFunctionArgs) {
  const me = await adminLoad<AdminMeResponse>(args, "/api/v1/admin/me");
  if (me.state !== "ok") return data({ me: null }, { status: 401 });
  return { me: me.data };
}

export default function AdminLayout() {
  const { me } = useLoaderData<typeof loader>();
  return (
    <AdminShell me={me}>
      <Outlet />
    </AdminShell>
  );
}
