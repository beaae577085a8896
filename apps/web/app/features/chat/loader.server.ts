import type { RouterContextProvider } from "react-router";
import { getAppContext } from "../../load-context";
import { parseAstrologers, parseChatList, parseKundlis, type AstrologerInfo } from "./api";
import type { ChatsPageData } from "./chat-screen";

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

const accept = { headers: { accept: "application/json" } };

/**
 * /chats and /chatsceleb: the chat history and, when no `bid` is given, the saved kundlis to
 * pick from (celebrity ones on /chatsceleb). A visitor gets nothing: the page asks to log in.
 */
export async function loadChatsPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  celeb: boolean,
): Promise<ChatsPageData> {
  if (!request.headers.get("cookie")?.includes("jwt=")) return { chats: [] };
  const { apiFetch } = getAppContext(context, request);
  const bid = new URL(request.url).searchParams.get("bid");
  const [chats, kundlis] = await Promise.all([
    apiFetch("/api/v1/chats", accept)
      .then(async (response) => (response.ok ? parseChatList(await readJson(response)) : null))
      .catch(() => null),
    bid
      ? Promise.resolve(undefined)
      : apiFetch(`/api/v1/kundlis?celebrity=${celeb ? "true" : "false"}`, accept)
          .then(async (response) => (response.ok ? parseKundlis(await readJson(response)) : null))
          .catch(() => null),
  ]);
  return kundlis === undefined ? { chats } : { chats, kundlis };
}

/** /oracle and /astra: the astrologers' descriptions and prices (public). Null when the API fails. */
export async function loadAstrologers(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AstrologerInfo[] | null> {
  const { apiFetch } = getAppContext(context, request);
  try {
    const response = await apiFetch("/api/v1/astrologers", accept);
    return response.ok ? parseAstrologers(await readJson(response)) : null;
  } catch {
    return null;
  }
}
