import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const MAIN = join(import.meta.dirname, "..", "main.ts");

/** A real server process (src/main.ts) as production runs it, on its own port and data folder. */
export interface ServerProcess {
  readonly url: string;
  /** Everything it wrote to stdout and stderr so far. */
  output(): string;
  /** The exit code, or the signal's name, once it has exited. */
  readonly exited: Promise<number | string | null>;
  /** Whether it is still running. */
  alive(): boolean;
  /** SIGTERM, then its exit code; removes its data folder. */
  stop(): Promise<number | string | null>;
}

/** Starts `node src/main.ts` with `env` over the test defaults and waits until /health answers. */
export async function startServerProcess(env: Record<string, string> = {}): Promise<ServerProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), "graha-process-"));
  const port = 3900 + Math.floor(Math.random() * 2000);
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "info",
      WEB_BUILD_DIR: dataDir,
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
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code ?? signal);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    output: () => output,
    exited,
    alive: () => running,
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
