import type { CreateShareBody, ShareCreated } from "@graha/contracts";
import { toast } from "../../lib/toast";
import { api } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";
import type { Lang } from "../../i18n";
import type { ShareTarget } from "./share-button";

/**
 * Asks the server for a public link to a kundli or an answer (`POST /api/v1/shares`), and
 * returns what to share; on failure shows the API's message and returns null.
 */
export async function createShareLink(
  body: CreateShareBody,
  words: { title: string; text: string; failed: string },
  lang: Lang,
): Promise<ShareTarget | null> {
  const made = await api<ShareCreated>("/api/v1/shares", { body });
  if (!made.ok) {
    toast.error(apiMessage(made.body, lang) ?? words.failed);
    return null;
  }
  return { title: words.title, text: words.text, url: `${window.location.origin}${made.data.path}` };
}
