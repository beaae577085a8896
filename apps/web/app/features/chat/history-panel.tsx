import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import type { ChatSummary } from "./api";
import { AstrologerAvatar } from "./astrologer-avatar";
import { plainText } from "./markdown";
import { formatChatTime, useHydrated } from "./time";

/** The spec's "Chat History": astrologer name, last message and time; a click opens the chat. */
export function HistoryPanel({
  chats,
  failed,
  openChatId,
  onSelect,
}: {
  chats: ChatSummary[];
  failed: boolean;
  openChatId: string | null;
  onSelect: (chat: ChatSummary) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const hydrated = useHydrated();
  if (failed) {
    return (
      <p role="alert" className="px-4 py-6 text-sm text-red-300">
        {t("chat.loadFailed")}
      </p>
    );
  }
  if (chats.length === 0) return <p className="px-4 py-6 text-sm text-cream/60">{t("chat.noChats")}</p>;
  return (
    <ul className="flex flex-col gap-1 p-2" data-testid="chat-history">
      {chats.map((chat) => {
        const name = chat.to_name.toLowerCase() === "astra" ? "Astra" : "Oracle";
        const open = chat.asst_id === openChatId;
        return (
          <li key={chat.asst_id}>
            <button
              type="button"
              onClick={() => onSelect(chat)}
              aria-current={open ? "true" : undefined}
              className={cn(
                "flex w-full items-start gap-3 rounded-2xl px-3 py-3 text-left transition-colors",
                open ? "bg-white/10 ring-1 ring-gold-400/40" : "hover:bg-white/5",
              )}
            >
              <AstrologerAvatar name={name} className="mt-0.5 h-10 w-10" />
              <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                <span className="flex items-baseline justify-between gap-2">
                  <span className="font-semibold text-gold-200">{t(`chat.name.${name}`)}</span>
                  <time dateTime={chat.chat_time} className="shrink-0 text-xs text-cream/55">
                    {hydrated ? formatChatTime(chat.chat_time, lang) : ""}
                  </time>
                </span>
                <span className="line-clamp-2 text-sm text-cream/70">{plainText(chat.message)}</span>
                {chat.status === "active" ? (
                  <span className="mt-0.5 inline-flex w-fit items-center gap-1 rounded-full bg-emerald-500/15 px-2 py-0.5 text-[0.7rem] font-semibold text-emerald-300">
                    <span aria-hidden="true" className="h-1.5 w-1.5 rounded-full bg-emerald-400" />
                    {t("chat.live")}
                  </span>
                ) : null}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
