import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseSse } from "./fake-llm.ts";
import { freePort } from "./free-port.ts";
import { ASHA_KUNDLI } from "./kundlis.ts";

const MAIN = join(import.meta.dirname, "..", "main.ts");

/** A real server process (src/main.ts) as production runs it, on its own port, its output kept for failure messages. */
export interface ServerProcess {
  readonly url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code, or the signal's name, once it has exited. */
  readonly exited: Promise<number | string | null>;
  /** Whether it is still running. */
  alive(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** SIGTERM, then its exit code. */
  stop(): Promise<number | string | null>;
}

/**
 * Starts `node src/main.ts` with `env` over the test defaults and waits until /health answers.
 * Without a DATA_DIR in `env` it gets a data folder of its own, removed when it exits (pass
 * one to restart a server on the same SQLite file).
 */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  // A port the system has just handed out (a guessed one may collide with another test's server).
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), "graha-process-"));
  const dataDir = env.DATA_DIR ?? ownDataDir!;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      WEB_BUILD_DIR: dataDir,
      BUILTIN_WORDS_PER_SECOND: "100000",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  let running = true;
  const exited = new Promise<number | string | null>((resolve) =>
    // "close", not "exit": by then everything it wrote has been read.
    child.on("close", (code, signal) => {
      running = false;
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    output: () => output,
    exited,
    alive: () => running,
    kill: (signal) => void child.kill(signal),
    stop: async () => {
      if (running) child.kill("SIGTERM");
      return exited;
    },
  };
  for (let i = 0; i < 300 && running; i++) {
    const health = await fetch(`${url}/api/v1/health`).catch(() => undefined);
    if (health) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`the server process never answered:\n${output}`);
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
