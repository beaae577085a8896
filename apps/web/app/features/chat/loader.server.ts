import type { AstrologersResponse, ChatListResponse, KundliListResponse } from "@graha/contracts";
import type { RouterContextProvider } from "react-router";
import { hasSessionCookie, loaderApi } from "../../lib/api";
import type { AstrologerInfo } from "./api";
import type { ChatsPageData } from "./chat-screen";

/**
 * /chats and /chatsceleb: the chat history and, when no `bid` is given, the saved kundlis to
 * pick from (celebrity ones on /chatsceleb). A visitor gets nothing: the page asks to log in.
 */
export async function loadChatsPage(
  request: Request,
  context: Readonly<RouterContextProvider>,
  celeb: boolean,
): Promise<ChatsPageData> {
  if (!hasSessionCookie(request)) return { chats: [] };
  const load = loaderApi(context, request);
  const bid = new URL(request.url).searchParams.get("bid");
  const [chats, kundlis] = await Promise.all([
    load<ChatListResponse>("/api/v1/chats").then((result) => (result.ok ? result.data.chats : null)),
    bid
      ? Promise.resolve(undefined)
      : load<KundliListResponse>(`/api/v1/kundlis?celebrity=${celeb ? "true" : "false"}`).then((result) =>
          result.ok ? result.data.births : null,
        ),
  ]);
  return kundlis === undefined ? { chats } : { chats, kundlis };
}

/** /oracle and /astra: the astrologers' descriptions and prices (public). Null when the API fails. */
export async function loadAstrologers(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<AstrologerInfo[] | null> {
  const result = await loaderApi(context, request)<AstrologersResponse>("/api/v1/astrologers");
  return result.ok ? result.data.astrologers : null;
}
