// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse as json, renderPage } from "../../test-support/render-page";
import { LoginDialogProvider } from "../auth";
import { ChatScreen, type ChatsPageData } from "./chat-screen";

const toasts = vi.hoisted(() => ({ warn: vi.fn(), error: vi.fn(), success: vi.fn() }));
vi.mock("react-toastify/unstyled", () => ({ toast: toasts }));

const started = {
  status: "success",
  asst_id: "c1",
  time_left_seconds: 0,
  balance: 0,
  questions_left: 3,
  message: "Namaste Asha! I am Oracle.",
  user_name: "Asha Verma",
  gender: "Female",
};
const oldChat = {
  asst_id: "c0",
  to_name: "Astra",
  chat_time: "2026-11-20T10:00:00.000Z",
  message: "Your Venus is strong.",
  status: "stopped",
};

let reply: ReadableStreamDefaultController<Uint8Array> | undefined;
const calls: string[] = [];
/** When set, starting a chat answers with this refusal instead. */
let startRefusal: Response | undefined;

/** The JSON bodies sent, by `METHOD url`. */
const sent = new Map<string, unknown[]>();

function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.pathname : input.url;
  const call = `${init?.method ?? "GET"} ${url}`;
  calls.push(call);
  if (typeof init?.body === "string") sent.set(call, [...(sent.get(call) ?? []), JSON.parse(init.body)]);
  if (url.endsWith("/feedback")) {
    return Promise.resolve(
      json({ status: "success", rating: (JSON.parse(String(init?.body)) as { rating: string }).rating }),
    );
  }
  if (url === "/api/v1/chats/start") return Promise.resolve(startRefusal ?? json(started));
  if (url === "/api/v1/chats") return Promise.resolve(json({ chats: [{ ...oldChat }] }));
  if (url === "/api/v1/chats/c1/messages") {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        reply = controller;
      },
    });
    return Promise.resolve(new Response(body, { headers: { "content-type": "text/event-stream" } }));
  }
  return Promise.resolve(json({ error: { code: "not_found", message: "Not found." } }, 404));
}

function send(text: string) {
  act(() => reply?.enqueue(new TextEncoder().encode(text)));
}

function renderChat(path: string, data: ChatsPageData) {
  return renderPage(
    <LoginDialogProvider>
      <Outlet />
    </LoginDialogProvider>,
    { path, children: [{ path: "chats", Component: () => <ChatScreen data={data} celeb={false} /> }] },
  );
}

beforeEach(() => {
  calls.length = 0;
  sent.clear();
  reply = undefined;
  startRefusal = undefined;
  vi.stubGlobal("fetch", vi.fn(fakeApi));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe("ChatScreen", () => {
  it("starts a chat from the bid and streams the reply into its bubble piece by piece", async () => {
    const user = userEvent.setup();
    renderChat("/chats?type=Oracle&bid=b1", { chats: [] });
    expect(await screen.findByText("Namaste Asha! I am Oracle.")).toBeTruthy();
    expect(calls).toContain("POST /api/v1/chats/start");
    expect(screen.getByTestId("questions-left").textContent).toBe("3");

    const input = screen.getByPlaceholderText("Type your message here");
    await user.type(input, "hi{Enter}");
    expect(screen.getByRole("alert").textContent).toBe("Please type at least 6 characters.");

    await user.clear(input);
    await user.type(input, "  What is my moon sign?  {Enter}");
    await waitFor(() => expect(reply).toBeDefined());
    expect(screen.getByTestId("typing").textContent).toBe("Please wait! Oracle is typing....");
    expect((screen.getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("user-message").textContent).toContain("What is my moon sign?");

    // The first piece, and half of the second event: the bubble shows the first piece only.
    send('event: delta\ndata: {"text":"Your **Moon"}\n\nevent: del');
    const reply$ = () => screen.getAllByTestId("astrologer-message").at(-1)!;
    const bubble = () => reply$().querySelector('[data-testid="bubble"]')!;
    await waitFor(() => expect(bubble().textContent).toBe("Your Moon"));
    expect(reply$().getAttribute("data-state")).toBe("streaming");
    expect(bubble().querySelector("strong")?.textContent).toBe("Moon");

    send('ta\ndata: {"text":"** is in Taurus."}\n\n');
    await waitFor(() => expect(bubble().textContent).toBe("Your Moon is in Taurus."));

    send(
      'event: done\ndata: {"status":"success","charged":true,"questions_left":2,"balance":0,"time_left_seconds":0}\n\n',
    );
    act(() => reply?.close());
    await waitFor(() => expect(reply$().getAttribute("data-state")).toBe("complete"));
    expect(screen.getByTestId("questions-left").textContent).toBe("2");
    expect(screen.queryByTestId("typing")).toBeNull();
  });

  it("refuses another history entry while the chat is live, with the spec's alert", async () => {
    const user = userEvent.setup();
    renderChat("/chats?type=Oracle&bid=b1", { chats: [{ ...oldChat, status: "stopped" }] });
    expect(await screen.findByText("Namaste Asha! I am Oracle.")).toBeTruthy();
    await user.click(await screen.findByRole("button", { name: /Your Venus is strong/ }));
    expect(toasts.warn).toHaveBeenCalledWith("Current chat going on! Please end the chat");
    expect(calls).not.toContain("GET /api/v1/chats/c0");
    expect(screen.getByRole("button", { name: "Stop Chat" })).toBeTruthy();
  });

  it("offers the saved kundlis when no bid is given", async () => {
    renderChat("/chats?type=Astra", {
      chats: [],
      kundlis: [
        { bid: "b9", full_name: "Ravi Kumar", dob: "09/08/1985", tob: "06:15", pob: "Varanasi", language: "Hindi" },
      ],
    });
    expect(await screen.findByRole("heading", { name: "Choose a kundli to chat with Astra" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Ravi Kumar/ }).getAttribute("href")).toBe("/chats?type=Astra&bid=b9");
    expect(screen.getByRole("link", { name: /Create a new kundli/ }).getAttribute("href")).toBe(
      "/create-kundli?type=Astra",
    );
    expect(calls).toEqual([]);
  });

  it("with nothing to pay with, says what is left with the other astrologer and offers to switch", async () => {
    const message =
      "You have no questions left with Oracle and not enough money in your wallet for a question. You still have 2 Astra questions: chat with Astra, or recharge.";
    startRefusal = json(
      {
        error: {
          code: "insufficient_balance",
          message,
          message_code: "chat.start_nothing_to_pay_switch",
          params: { astrologer: "Oracle", other: "Astra", count: 2 },
        },
        recharge_url: "/recharges",
        subscribe_url: "/subscription",
      },
      402,
    );
    renderChat("/chats?type=Oracle&bid=b1", { chats: [] });
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByRole("alert").textContent).toBe("No questions left to ask Oracle");
    expect(screen.getByRole("link", { name: "Chat with Astra" }).getAttribute("href")).toBe("/chats?type=Astra&bid=b1");
    expect(screen.getByRole("link", { name: "Recharge" }).getAttribute("href")).toBe("/recharges");
    expect(screen.queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("shows a reply's fact chips, asks a tapped suggestion, and takes a thumbs up", async () => {
    const user = userEvent.setup();
    renderChat("/chats?type=Oracle&bid=b1", { chats: [] });
    expect(await screen.findByText("Namaste Asha! I am Oracle.")).toBeTruthy();
    await user.type(screen.getByPlaceholderText("Type your message here"), "How will my career go?{Enter}");
    await waitFor(() => expect(reply).toBeDefined());
    const done = {
      status: "success",
      charged: true,
      questions_left: 2,
      balance: 0,
      time_left_seconds: 0,
      message_id: "m1",
      facts: [{ label: "Saturn · Capricorn · 6th house · Shravana 2", kind: "placement", sign: "Capricorn", house: 6 }],
      suggestions: ["When will my career grow?", "Is a job or business better for me?"],
    };
    send(
      `event: delta\ndata: {"text":"Your career grows steadily."}\n\nevent: done\ndata: ${JSON.stringify(done)}\n\n`,
    );
    act(() => reply?.close());
    const chips = await screen.findByTestId("fact-chips");
    expect(chips.textContent).toBe("Saturn · Capricorn · 6th house · Shravana 2");

    await user.click(screen.getByRole("button", { name: "Saturn · Capricorn · 6th house · Shravana 2" }));
    expect((await screen.findByTestId("fact-popover")).textContent).toContain("Capricorn");
    await user.keyboard("{Escape}");

    const up = screen.getByRole("button", { name: "Helpful" });
    expect(up.getAttribute("aria-pressed")).toBe("false");
    await user.click(up);
    await waitFor(() => expect(up.getAttribute("aria-pressed")).toBe("true"));
    expect(sent.get("POST /api/v1/chats/c1/messages/m1/feedback")).toEqual([{ rating: "up" }]);

    const first = reply;
    await user.click(screen.getByRole("button", { name: "Is a job or business better for me?" }));
    await waitFor(() => expect(reply).not.toBe(first));
    expect(sent.get("POST /api/v1/chats/c1/messages")).toEqual([
      { message: "How will my career go?" },
      { message: "Is a job or business better for me?" },
    ]);
    expect(screen.getAllByTestId("user-message").at(-1)!.textContent).toContain("Is a job or business better for me?");
    // Only the last reply offers questions, and none while it is being written.
    expect(screen.queryByTestId("suggestions")).toBeNull();
    expect(screen.getByTestId("typing")).toBeTruthy();
  });
});
