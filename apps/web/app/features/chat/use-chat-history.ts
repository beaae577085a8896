import { useCallback, useState } from "react";
import { listChats, type ChatSummary } from "./api";

/**
 * The history panel's chats: the loader's list, refreshed in place after each change; a new
 * loader answer (navigation, language switch) replaces it.
 */
export function useChatHistory(loaded: ChatSummary[] | null) {
  const [source, setSource] = useState(loaded);
  const [history, setHistory] = useState<ChatSummary[]>(loaded ?? []);
  const [historyFailed, setHistoryFailed] = useState(loaded === null);
  if (source !== loaded) {
    setSource(loaded);
    setHistory(loaded ?? []);
    setHistoryFailed(loaded === null);
  }
  const refreshHistory = useCallback(async () => {
    const result = await listChats();
    if (result.ok) {
      setHistory(result.chats);
      setHistoryFailed(false);
    }
  }, []);
  /** Drops a deleted chat from the list without a round trip. */
  const forget = useCallback(
    (chatId: string) => setHistory((chats) => chats.filter((chat) => chat.asst_id !== chatId)),
    [],
  );
  return { history, historyFailed, refreshHistory, forget };
}
