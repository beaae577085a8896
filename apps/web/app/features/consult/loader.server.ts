import type { ConsultantsResponse } from "@graha/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../lib/api";

/** The consult page's astrologers in the visitor's language; null (and logged) when they could not be read. */
export async function consultLoader({ request, context }: LoaderFunctionArgs) {
  const answer = await loaderApi(context, request)<ConsultantsResponse>("/api/v1/astrologers/consultants");
  if (!answer.ok) console.warn(`Error fetching consultants: ${answer.status || "network"}`);
  return { consultants: answer.ok ? answer.data.consultants : null };
}
