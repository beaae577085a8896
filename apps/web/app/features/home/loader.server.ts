import type { HomeResponse } from "@graha/contracts";
import type { LoaderFunctionArgs } from "react-router";
import { loaderApi } from "../../lib/api";

/**
 * The home page's content from the database, in the visitor's language. A failure is only
 * logged (the spec's landing fetch): the page then shows its built-in hero and figures and
 * leaves out the testimonials and videos.
 */
export async function homeLoader({ request, context }: LoaderFunctionArgs): Promise<{ content: HomeResponse | null }> {
  const answer = await loaderApi(context, request)<HomeResponse>("/api/v1/home");
  if (!answer.ok) {
    console.warn(`Error fetching home content: ${answer.status || "network"}`);
    return { content: null };
  }
  return { content: answer.data };
}
