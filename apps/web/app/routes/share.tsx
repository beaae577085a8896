import type { SharedView } from "@graha/contracts";
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { SharedPage, sharedMeta } from "../features/share";
import { loaderApi } from "../lib/api";

export const meta: MetaFunction<typeof loader> = (args) => sharedMeta(args, args.loaderData?.shared);

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const result = await loaderApi(context, request)<SharedView>(`/api/v1/shares/${encodeURIComponent(params.id ?? "")}`);
  if (result.ok) return { shared: result.data };
  if (result.status === 404 || result.status === 400) throw data(null, { status: 404 });
  throw data(null, { status: result.status >= 500 ? result.status : 502 });
}

export default function Share() {
  const { shared } = useLoaderData<typeof loader>();
  return <SharedPage shared={shared} />;
}
