import type { RefObject } from "react";
import { useTranslation } from "../../i18n/react";
import { cn } from "../../lib/cn";
import { SendIcon } from "./chat-icons";
import { MESSAGE_MAX } from "./rules";

/**
 * The message box and its send button, with the input's error, inside the caller's form
 * (Enter or the arrow submits it).
 */
export function ChatComposer({
  inputRef,
  draft,
  onDraftChange,
  error,
  live,
  pending,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  draft: string;
  onDraftChange: (value: string) => void;
  error: string | null;
  live: boolean;
  pending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="flex items-center gap-2">
        <label htmlFor="chat-input" className="sr-only">
          {t("chat.messageLabel")}
        </label>
        <input
          ref={inputRef}
          id="chat-input"
          type="text"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          placeholder={t("chat.placeholder")}
          maxLength={MESSAGE_MAX}
          enterKeyHint="send"
          autoComplete="off"
          disabled={!live}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "chat-input-error" : undefined}
          className={cn(
            "h-12 min-w-0 flex-1 rounded-full border border-gold-400/25 bg-night-950/70 px-5 text-base text-cream placeholder:text-cream/40",
            "focus:border-saffron-400 focus:outline-none focus:ring-2 focus:ring-saffron-400/30 disabled:opacity-50",
            "aria-[invalid=true]:border-red-400",
          )}
        />
        <button
          type="submit"
          aria-label={t("chat.send")}
          disabled={!live || pending}
          className="inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-saffron-500 to-gold-400 text-night-950 shadow-md shadow-saffron-600/20 transition-colors hover:from-saffron-400 hover:to-gold-300 disabled:cursor-not-allowed disabled:opacity-50"
        >
          <SendIcon />
        </button>
      </div>
      {error ? (
        <p id="chat-input-error" role="alert" className="mt-1.5 px-4 text-xs text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}
