import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { toast } from "../../lib/toast";
import { Button, buttonClasses } from "../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "../../components/ui/dialog";
import type { ChatRating } from "@graha/contracts";
import type { Message } from "@graha/contracts/messages";
import { messageText } from "../../lib/api-message";
import { cn } from "../../lib/cn";
import { links } from "../../lib/links";
import { useRootData } from "../../lib/session";
import { useLoginDialog } from "../../lib/login-dialog";
import {
  askQuestion,
  deleteChat,
  loadChat,
  loadCounters,
  rateReply,
  startChat,
  stopChat,
  toAstrologerName,
  type ChatRefusal,
  type ChatSummary,
  type KundliChoice,
} from "./api";
import { AstrologerAvatar } from "./astrologer-avatar";
import { chatReducer, initialChatState, type ChatMessage, type ChatState } from "./chat-state";
import { HistoryPanel } from "./history-panel";
import { ChatComposer } from "./chat-composer";
import { ConfirmDialog, EndedDialog } from "./chat-dialogs";
import { ChatCounterBar, ChatHeader } from "./chat-header";
import { LoginPrompt } from "./login-prompt";
import { ChatEmpty, ChatStartFailed, type NoMeans } from "./chat-placeholders";
import { MessageList } from "./message-list";
import { secondsLeft, useTicker } from "./ticker";
import { useChatHistory } from "./use-chat-history";
import {
  astrologerFromParam,
  checkMessage,
  countdownApplies,
  historyClickAction,
  MESSAGE_MAX,
  MESSAGE_MIN,
  otherAstrologer,
  type AstrologerName,
} from "./rules";

/** What the /chats and /chatsceleb loaders give: history (null: failed) and, without a bid, kundlis. */
export interface ChatsPageData {
  chats: ChatSummary[] | null;
  kundlis?: KundliChoice[] | null;
}

const nowIso = () => new Date().toISOString();

export function ChatScreen({ data, celeb }: { data: ChatsPageData; celeb: boolean }) {
  const { user } = useRootData();
  return user ? <ChatWorkspace data={data} celeb={celeb} /> : <LoginPrompt />;
}

interface Notice {
  message: string;
  rechargeUrl: string;
  subscribeUrl: string;
}

function ChatWorkspace({ data, celeb }: { data: ChatsPageData; celeb: boolean }) {
  const { t } = useTranslation();
  const { lang } = useRootData();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const typeParam = astrologerFromParam(params.get("type"));
  const bidParam = params.get("bid");
  const chatParam = params.get("chat");

  const [state, dispatch] = useReducer(chatReducer, undefined, () => {
    const initial = initialChatState(typeParam, bidParam);
    return !bidParam && chatParam ? { ...initial, phase: "loading" as const } : initial;
  });
  // Event handlers read the latest state through this ref (they may run after awaits).
  const stateRef = useRef<ChatState>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });

  const { history, historyFailed, refreshHistory, forget: forgetChat } = useChatHistory(data.chats);

  const [draft, setDraft] = useState("");
  const [inputError, setInputError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [startError, setStartError] = useState<string | null>(null);
  const [noMeans, setNoMeans] = useState<NoMeans | null>(null);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [confirm, setConfirm] = useState<"stop" | "delete" | null>(null);
  const [endedOpen, setEndedOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  const astrologer = state.astrologer;
  const name = t(`chat.name.${astrologer}`);
  const live = state.phase === "live";
  const busy = state.phase === "starting" || state.phase === "loading";
  const running = live && countdownApplies(state.counters);
  const now = useTicker(running);

  /** A server refusal: the server's text (it answers in the visitor's language), else the same message from the catalogue. */
  const say = (failure: ChatRefusal, message: Message) => failure.message ?? messageText(lang, message);
  const tooShort = messageText(lang, { code: "chat.too_short", params: { minimum: MESSAGE_MIN } });

  // A `bid` in the URL starts a session: the render that sees a new one switches to
  // "starting" (the loading overlay), and the effect below makes the call, once per attempt.
  const startKey = bidParam ? `${typeParam}:${bidParam}` : null;
  const [seenStartKey, setSeenStartKey] = useState(startKey);
  if (startKey !== seenStartKey) {
    setSeenStartKey(startKey);
    if (bidParam) dispatch({ type: "start", astrologer: typeParam, bid: bidParam });
  }

  const attempted = useRef(-1);
  const { phase, bid: stateBid, attempt } = state;
  useEffect(() => {
    if (phase !== "starting" || !stateBid || attempted.current === attempt) return;
    attempted.current = attempt;
    const who = astrologer;
    void (async () => {
      const result = await startChat(stateBid, who);
      setNotice(null);
      setInputError(null);
      setStartError(null);
      setNoMeans(null);
      if (!result.ok) {
        dispatch({ type: "startFailed" });
        if (result.status === 401) openLogin();
        else if (result.status === 404) setStartError(t("chat.kundliNotFound"));
        else if (result.status === 402) {
          // Nothing to pay for a question with: the server's message says what is left elsewhere.
          setStartError(
            result.message ?? messageText(lang, { code: "chat.start_nothing_to_pay", params: { astrologer: who } }),
          );
          const other = result.params?.other;
          setNoMeans({
            switchTo: typeof other === "string" && other !== who ? toAstrologerName(other) : null,
            bid: stateBid,
            rechargeUrl: result.rechargeUrl ?? links.recharge,
            subscribeUrl: result.subscribeUrl ?? links.subscribe,
          });
        }
        return;
      }
      dispatch({ type: "started", chat: result.chat, now: nowIso() });
      // The URL names the chat from now on: a reload reopens it instead of starting another.
      void navigate(`?type=${who}&chat=${encodeURIComponent(result.chat.asst_id)}`, {
        replace: true,
        preventScrollReset: true,
      });
      void refreshHistory();
      inputRef.current?.focus({ preventScroll: true });
    })();
  }, [phase, stateBid, attempt, astrologer, navigate, openLogin, refreshHistory, t, lang]);

  const fetchChat = useCallback(
    async (id: string) => {
      const result = await loadChat(id);
      if (!result.ok) {
        dispatch({ type: "loadFailed" });
        if (result.status === 401) openLogin();
        else toast.error(t("chat.genericError"));
        return;
      }
      dispatch({ type: "loaded", conversation: result.conversation });
      if (result.conversation.status === "active") {
        const counters = await loadCounters(result.conversation.astrologer);
        if (counters) dispatch({ type: "counters", chatId: id, counters, now: nowIso() });
      }
    },
    [openLogin, t],
  );

  // A `chat` in the URL (a reload, a shared link) opens that conversation once.
  const initialChat = useRef(bidParam ? null : chatParam);
  useEffect(() => {
    const id = initialChat.current;
    initialChat.current = null;
    if (id) void fetchChat(id);
  }, [fetchChat]);

  const begin = (who: AstrologerName, bid: string) => {
    setNotice(null);
    setStartError(null);
    setNoMeans(null);
    setInputError(null);
    dispatch({ type: "start", astrologer: who, bid });
  };

  const selectFromHistory = (chat: ChatSummary) => {
    const current = stateRef.current;
    const action = historyClickAction({
      liveChatId: current.phase === "live" ? current.chatId : null,
      busy: current.phase === "starting" || current.phase === "loading",
      openChatId: current.chatId,
      clickedId: chat.asst_id,
    });
    setDrawerOpen(false);
    if (action === "alert") {
      toast.warn(t("chat.liveChatAlert"));
      return;
    }
    if (action === "none") return;
    const who = toAstrologerName(chat.to_name);
    setNotice(null);
    setInputError(null);
    dispatch({ type: "loading", astrologer: who });
    void navigate(`?type=${who}&chat=${encodeURIComponent(chat.asst_id)}`, { replace: true, preventScrollReset: true });
    void fetchChat(chat.asst_id);
  };

  const handleRefusal = (failure: ChatRefusal) => {
    const named = { astrologer: name };
    if (failure.status === 401) openLogin();
    else if (failure.status === 402) {
      setNotice({
        message: say(failure, { code: "chat.no_questions_left", params: named }),
        rechargeUrl: failure.rechargeUrl ?? links.recharge,
        subscribeUrl: failure.subscribeUrl ?? links.subscribe,
      });
    } else if (failure.status === 400) {
      setInputError(lang === "en" ? (failure.field ?? failure.message ?? tooShort) : tooShort);
    } else if (failure.status === 409) {
      if (failure.code === "reply_in_progress")
        toast.warn(say(failure, { code: "chat.still_replying", params: named }));
      else {
        // chat_ended: the chat was stopped, or its kundli deleted (the message says which).
        dispatch({ type: "ended" });
        toast.warn(say(failure, { code: "chat.ended" }));
      }
    } else if (failure.status === 404) {
      dispatch({ type: "ended" });
      toast.error(t("chat.genericError"));
    } else toast.error(t("chat.genericError"));
  };

  /** Sends the composer's text, or `text` (a tapped suggestion, put into the composer first). */
  const send = async (event?: FormEvent, text = draft) => {
    event?.preventDefault();
    const current = stateRef.current;
    if (current.phase !== "live" || current.pending || !current.chatId) return;
    if (text !== draft) setDraft(text);
    const check = checkMessage(text);
    if (!check.ok) {
      if (check.reason === "empty") setDraft("");
      else
        setInputError(
          check.reason === "tooShort"
            ? tooShort
            : messageText(lang, { code: "chat.too_long", params: { maximum: MESSAGE_MAX } }),
        );
      return;
    }
    setInputError(null);
    setNotice(null);
    const id = `q${current.messages.length}-${nowIso()}`;
    dispatch({ type: "ask", id, text: check.message, now: nowIso() });
    setDraft("");
    const outcome = await askQuestion(current.chatId, check.message, (streamEvent) => {
      if (streamEvent.type === "delta") dispatch({ type: "delta", text: streamEvent.text });
      else if (streamEvent.type === "done") {
        const { counters, messageId, facts, suggestions } = streamEvent;
        dispatch({ type: "done", counters, now: nowIso(), messageId, facts, suggestions });
      } else {
        // A Hindi page says the reply failed in the catalogue's Hindi, as it always has.
        const failed = messageText(lang, { code: "chat.reply_failed", params: { astrologer: name } });
        const message = lang === "hi" || !streamEvent.message ? failed : streamEvent.message;
        dispatch({ type: "replyFailed", message, now: nowIso() });
      }
    });
    if (!outcome.ok) {
      dispatch({ type: "refused", id });
      setDraft(check.message);
      handleRefusal(outcome);
      return;
    }
    if (outcome.end === "cut") dispatch({ type: "replyCut", message: t("chat.genericError"), now: nowIso() });
    void refreshHistory();
  };

  /** Thumbs up or down: shown at once, put back if the server did not take it. */
  const rate = async (message: ChatMessage, rating: ChatRating) => {
    const chatId = stateRef.current.chatId;
    if (!chatId || !message.serverId || message.rating === rating) return;
    const before = message.rating ?? null;
    dispatch({ type: "rated", serverId: message.serverId, rating });
    const result = await rateReply(chatId, message.serverId, rating);
    if (!result.ok) {
      dispatch({ type: "rated", serverId: message.serverId, rating: before });
      if (result.status === 401) openLogin();
      else toast.error(t("chat.feedbackFailed"));
    }
  };

  const confirmStop = async () => {
    setConfirm(null);
    const id = stateRef.current.chatId;
    if (!id) return;
    dispatch({ type: "stopping" });
    const result = await stopChat(id);
    if (!result.ok && result.status !== 404) {
      dispatch({ type: "stopFailed" });
      if (result.status === 401) openLogin();
      else toast.error(t("chat.genericError"));
      return;
    }
    dispatch({ type: "stopped" });
    setNotice(null);
    setEndedOpen(true);
    void refreshHistory();
  };

  const confirmDelete = async () => {
    setConfirm(null);
    const id = stateRef.current.chatId;
    if (!id) return;
    const result = await deleteChat(id);
    if (!result.ok && result.status !== 404) {
      if (result.status === 401) openLogin();
      else toast.error(t("chat.genericError"));
      return;
    }
    dispatch({ type: "deleted" });
    forgetChat(id);
    void navigate(`?type=${stateRef.current.astrologer}`, { replace: true, preventScrollReset: true });
    toast.success(t("chat.deleted"));
  };

  const startAgain = (who: AstrologerName) => {
    setEndedOpen(false);
    const bid = stateRef.current.bid;
    if (!bid) {
      void navigate(`?type=${who}`, { replace: true });
      return;
    }
    begin(who, bid);
  };

  const history$ = (
    <HistoryPanel chats={history} failed={historyFailed} openChatId={state.chatId} onSelect={selectFromHistory} />
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] min-h-[30rem] max-w-7xl gap-4 sm:px-4 sm:py-4">
      <aside
        aria-labelledby="chat-history-title"
        className="hidden w-80 shrink-0 flex-col overflow-hidden rounded-3xl border border-gold-400/15 bg-night-900/70 lg:flex"
      >
        <h2
          id="chat-history-title"
          className="border-b border-white/10 px-5 py-4 font-display text-lg font-semibold text-gold-200"
        >
          {t("chat.historyTitle")}
        </h2>
        <div className="min-h-0 flex-1 overflow-y-auto">{history$}</div>
      </aside>

      <section
        aria-labelledby="chat-title"
        aria-busy={busy}
        className="relative flex min-w-0 flex-1 flex-col overflow-hidden border-gold-400/15 bg-night-900/70 sm:rounded-3xl sm:border"
      >
        <ChatHeader
          astrologer={astrologer}
          celeb={celeb}
          action={live ? "stop" : state.phase === "viewing" && state.chatId ? "delete" : null}
          onAction={setConfirm}
          onOpenHistory={() => setDrawerOpen(true)}
        />

        {live && state.counters ? (
          <ChatCounterBar
            counters={state.counters}
            lang={lang}
            secondsLeft={running ? secondsLeft(state.counters, state.countersAt, now) : null}
          />
        ) : null}

        {state.phase === "empty" || state.phase === "deleted" ? (
          <ChatEmpty
            deleted={state.phase === "deleted"}
            hasHistory={history.length > 0}
            kundlis={data.kundlis}
            astrologer={astrologer}
            celeb={celeb}
          />
        ) : state.phase === "startFailed" ? (
          <ChatStartFailed
            error={startError}
            noMeans={noMeans}
            onRetry={state.bid && !startError ? () => state.bid && begin(astrologer, state.bid) : null}
            astrologer={astrologer}
            celeb={celeb}
          />
        ) : (
          <MessageList
            messages={state.messages}
            astrologer={astrologer}
            pending={state.pending}
            canAsk={live}
            onAsk={(question) => void send(undefined, question)}
            onRate={(message, rating) => void rate(message, rating)}
          />
        )}

        {busy ? (
          <div
            data-testid="chat-loading"
            className="absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 bg-night-950/75 backdrop-blur-sm"
          >
            <AstrologerAvatar name={astrologer} className="h-16 w-16 animate-pulse" />
            <span className="h-8 w-8 animate-spin rounded-full border-2 border-gold-300 border-t-transparent" />
            <p role="status" className="text-sm text-cream/80">
              {state.phase === "starting" ? t("chat.starting", { name }) : t("chat.loadingChat")}
            </p>
          </div>
        ) : null}

        <footer
          className={cn(
            "border-t border-white/10 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] pt-2 sm:px-5",
            !state.chatId && !busy && "hidden",
          )}
        >
          {state.pending ? (
            <p role="status" data-testid="typing" className="mb-2 text-xs italic text-gold-300">
              {t("chat.typing", { name })}
            </p>
          ) : null}
          {notice ? (
            <div
              role="alert"
              className="mb-2 rounded-2xl border border-saffron-400/40 bg-saffron-500/10 px-3 py-2 text-sm"
            >
              <p className="text-cream">{notice.message}</p>
              <div className="mt-2 flex flex-wrap gap-2">
                <Link to={notice.rechargeUrl} className={buttonClasses("primary", "sm")}>
                  {t("chat.recharge")}
                </Link>
                <Link to={notice.subscribeUrl} className={buttonClasses("outline", "sm")}>
                  {t("chat.subscribe")}
                </Link>
              </div>
            </div>
          ) : null}
          {state.phase === "viewing" ? (
            <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm text-cream/70">
              <span>{t("chat.endedBanner")}</span>
              {state.bid ? (
                <Button size="sm" onClick={() => startAgain(astrologer)}>
                  {t("chat.newChat")}
                </Button>
              ) : null}
            </div>
          ) : null}
          <form onSubmit={(event) => void send(event)} noValidate>
            <ChatComposer
              inputRef={inputRef}
              draft={draft}
              onDraftChange={(value) => {
                setDraft(value);
                if (inputError) setInputError(null);
              }}
              error={inputError}
              live={live}
              pending={state.pending}
            />
          </form>
        </footer>
      </section>

      <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
        <DialogContent side="left" closeLabel={t("common.close")} className="flex flex-col p-0">
          <DialogTitle className="border-b border-white/10 px-5 py-4 pr-14 text-lg text-gold-200">
            {t("chat.historyTitle")}
          </DialogTitle>
          <DialogDescription className="sr-only">{t("chat.historyTitle")}</DialogDescription>
          <div className="min-h-0 flex-1 overflow-y-auto">{history$}</div>
        </DialogContent>
      </Dialog>

      <ConfirmDialog
        kind={confirm}
        name={name}
        onCancel={() => setConfirm(null)}
        onConfirm={() => void (confirm === "delete" ? confirmDelete() : confirmStop())}
      />

      <EndedDialog
        open={endedOpen}
        onOpenChange={setEndedOpen}
        astrologer={astrologer}
        userName={state.userName}
        canRestart={Boolean(state.bid)}
        onNewChat={() => startAgain(astrologer)}
        onOtherAstrologer={() => startAgain(otherAstrologer(astrologer))}
      />
    </div>
  );
}
