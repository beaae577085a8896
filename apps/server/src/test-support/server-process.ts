import { spawn } from "node:child_process";
import { join } from "node:path";
import { parseSse } from "./fake-llm.ts";
import { ASHA_KUNDLI } from "./kundlis.ts";

const MAIN = join(import.meta.dirname, "..", "main.ts");

/** A real server process (`main.ts`) on a free-ish port, with its output kept for failure messages. */
export interface ServerProcess {
  url: string;
  output(): string;
  /** The exit code once the process has ended (null when killed by a signal). */
  exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

/** Starts `main.ts` with `env` added to this environment and waits until /health answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = 3900 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [MAIN], {
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "info", PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let health: Response | undefined;
  for (let i = 0; i < 200 && !health && child.exitCode === null; i++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    health = await fetch(`${url}/api/v1/health`).catch(() => undefined);
  }
  if (health?.status !== 200) {
    child.kill("SIGKILL");
    throw new Error(`the server did not start:\n${output}`);
  }
  return { url, output: () => output, exited, kill: (signal) => child.kill(signal) };
}

export interface ApiClient {
  call(method: string, path: string, body?: unknown): Promise<Response>;
  json(method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
  login(mobile: string): Promise<void>;
  startChat(astrologer: "Oracle" | "Astra"): Promise<string>;
  balance(): Promise<Record<string, unknown>>;
  on(other: { url: string }): ApiClient;
}

/** JSON calls to a server process, signed in with a bearer token once `login` has run. */
export function apiClient(server: { url: string }, signedInAs = ""): ApiClient {
  let jwt = signedInAs;
  const call = async (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const json = async (method: string, path: string, body?: unknown) => {
    const res = await call(method, path, body);
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  return {
    call,
    json,
    /** Logs `mobile` in with the code from the development outbox. */
    async login(mobile: string) {
      const { token } = await json("POST", "/auth/otp", { mobile });
      const outbox = await json("GET", `/dev/sms-outbox?mobile=${mobile}`);
      const [message] = outbox.messages as { code: string }[];
      jwt = (await json("POST", "/auth/verify", { mobile, otp: message!.code, token, device: "web" })).jwt as string;
    },
    /** Saves Asha's kundli and starts a chat on it with `astrologer`; the chat's id. */
    async startChat(astrologer: "Oracle" | "Astra") {
      const { bid } = await json("POST", "/kundlis", ASHA_KUNDLI);
      return (await json("POST", "/chats/start", { bid, astrologer, device: "web" })).asst_id as string;
    },
    balance: () => json("GET", "/balance"),
    /** The same user's client for another server process (on the same database). */
    on: (other: { url: string }) => apiClient(other, jwt),
  };
}

/** A Server-Sent Events response read as it arrives: its events so far, and when the first `delta` came. */
export function readEvents(response: Response) {
  const events: { event: string; data: Record<string, unknown> }[] = [];
  let buffer = "";
  let firstDelta: () => void = () => undefined;
  const started = new Promise<void>((resolve) => (firstDelta = resolve));
  const decoder = new TextDecoder();
  const finished = (async () => {
    const reader = response.body!.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const [parsed] = parseSse(block);
          if (!parsed) continue;
          events.push(parsed);
          if (parsed.event === "delta") firstDelta();
        }
      }
    } catch {
      // The connection was cut: the events so far are what the client got.
    }
    return events;
  })();
  return { events, started, finished };
}
