import { useEffect, useRef } from "react";
import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { useRootData } from "../../lib/session";
import { AstrologerAvatar } from "./astrologer-avatar";
import type { ChatRating } from "@graha/contracts";
import type { ChatMessage } from "./chat-state";
import { FactChips, FeedbackButtons, SuggestionChips } from "./reply-extras";
import { Markdown } from "./markdown";
import { ShareButton } from "../../components/ui/share-button";
import { createShareLink } from "../../components/ui/share-link";
import type { AstrologerName } from "./rules";
import { formatChatTime, useHydrated } from "./time";

/** The conversation: the astrologer's replies on the left (markdown), the user's on the right. */
export function MessageList({
  messages,
  astrologer,
  pending,
  canAsk = false,
  onAsk,
  onRate,
}: {
  messages: ChatMessage[];
  astrologer: AstrologerName;
  pending: boolean;
  /** The chat takes questions now: the last reply's suggestions can be tapped. */
  canAsk?: boolean;
  onAsk?: (question: string) => void;
  onRate?: (message: ChatMessage, rating: ChatRating) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const hydrated = useHydrated();
  const scroller = useRef<HTMLDivElement>(null);
  const log = useRef<HTMLOListElement>(null);
  const stick = useRef(true);
  const lastTop = useRef(0);

  // Follow the reply as it grows, unless the reader scrolled up to read earlier messages.
  const last = messages[messages.length - 1];
  useEffect(() => {
    const element = scroller.current;
    if (element && stick.current) element.scrollTop = element.scrollHeight;
  }, [messages.length, last?.text, last?.state, pending]);
  // ...and whatever grows the conversation after that: the fact chips and the suggestions that
  // come with the finished reply, a line wrapping on a narrow phone.
  useEffect(() => {
    const list = log.current;
    if (!list || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(() => {
      const element = scroller.current;
      if (element && stick.current) element.scrollTop = element.scrollHeight;
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={scroller}
      onScroll={(event) => {
        // Near the end, follow; scrolled up by the reader, stop following. Content that grew
        // under a late scroll event (the chips and suggestions at once, on a slow phone) does
        // not count as scrolling up.
        const element = event.currentTarget;
        if (element.scrollHeight - element.scrollTop - element.clientHeight < 80) stick.current = true;
        else if (element.scrollTop < lastTop.current) stick.current = false;
        lastTop.current = element.scrollTop;
      }}
      className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-5"
    >
      <ol
        ref={log}
        role="log"
        aria-busy={pending}
        aria-label={t("chat.conversation", { name: t(`chat.name.${astrologer}`) })}
        className="flex flex-col gap-4"
      >
        {messages.map((message, index) => {
          const mine = message.role === "user";
          const streaming = message.state === "streaming";
          // A reply to a question (the greeting is not one) gets chips and feedback.
          const finishedReply = !mine && message.state === "complete" && messages[index - 1]?.role === "user";
          const isLast = index === messages.length - 1;
          return (
            <li
              key={message.id}
              data-testid={mine ? "user-message" : "astrologer-message"}
              data-state={message.state}
              className={cn("flex items-end gap-2", mine ? "justify-end" : "justify-start")}
            >
              {mine ? null : <AstrologerAvatar name={astrologer} className="mb-5 hidden h-8 w-8 sm:block" />}
              <div className={cn("flex max-w-[88%] flex-col gap-1 sm:max-w-[75%]", mine ? "items-end" : "items-start")}>
                <div
                  data-testid="bubble"
                  className={cn(
                    "rounded-3xl px-4 py-3 text-[0.95rem] leading-relaxed shadow-md",
                    mine
                      ? "rounded-br-md bg-gradient-to-br from-saffron-400 to-gold-400 text-night-950"
                      : "rounded-bl-md border border-gold-400/20 bg-night-800/90 text-cream",
                  )}
                >
                  {mine ? (
                    <p className="whitespace-pre-wrap break-words">{message.text}</p>
                  ) : message.text ? (
                    <Markdown text={message.text} streaming={streaming} />
                  ) : streaming ? (
                    <span className="inline-flex gap-1 py-1" aria-hidden="true">
                      <span className="h-2 w-2 animate-bounce rounded-full bg-gold-300 [animation-delay:-0.3s]" />
                      <span className="h-2 w-2 animate-bounce rounded-full bg-gold-300 [animation-delay:-0.15s]" />
                      <span className="h-2 w-2 animate-bounce rounded-full bg-gold-300" />
                    </span>
                  ) : null}
                  {streaming && message.text ? (
                    <span
                      aria-hidden="true"
                      className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-gold-300 align-middle"
                    />
                  ) : null}
                  {message.state === "error" && message.note ? (
                    <p
                      role="alert"
                      className={cn("text-sm text-red-300", message.text && "mt-2 border-t border-white/10 pt-2")}
                    >
                      {message.note}
                    </p>
                  ) : null}
                  {message.state === "stopped" ? (
                    <p className={cn("text-xs italic text-cream/60", message.text && "mt-2")}>
                      {t("chat.replyStopped")}
                    </p>
                  ) : null}
                </div>
                <div className="flex max-w-full flex-wrap items-center gap-2 px-2">
                  <span className="text-[0.7rem] text-cream/45">
                    {mine ? t("chat.you") : t(`chat.name.${astrologer}`)}
                    {hydrated && message.time ? ` · ${formatChatTime(message.time, lang)}` : ""}
                  </span>
                  {finishedReply && message.serverId && onRate ? (
                    <FeedbackButtons rating={message.rating} onRate={(rating) => onRate(message, rating)} />
                  ) : null}
                  {finishedReply && message.serverId && onRate ? (
                    <ShareButton
                      variant="ghost"
                      size="sm"
                      className="h-8 px-3 text-xs text-cream/70"
                      target={() =>
                        createShareLink(
                          { kind: "answer", message_id: message.serverId! },
                          {
                            title: t("chat.shareTitle", { name: t(`chat.name.${astrologer}`) }),
                            text: t("chat.shareText", { name: t(`chat.name.${astrologer}`) }),
                            failed: t("chat.shareFailed"),
                          },
                          lang,
                        )
                      }
                    />
                  ) : null}
                </div>
                {finishedReply && message.facts ? <FactChips facts={message.facts} /> : null}
                {finishedReply && isLast && message.suggestions && onAsk ? (
                  <SuggestionChips suggestions={message.suggestions} disabled={!canAsk || pending} onAsk={onAsk} />
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
