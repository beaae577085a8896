import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/**
 * Runs a small local HTTP stand-in for a third party during a suite: `handle` gets each
 * request with its whole body; `baseUrl` is the server's address once beforeAll has run.
 */
export function useFakeServer(
  handle: (req: IncomingMessage, res: ServerResponse, body: string) => unknown,
  options: { beforeClose?: () => void } = {},
) {
  let server: Server | undefined;
  let baseUrl = "";
  beforeAll(async () => {
    const started = createServer((req, res) => {
      let raw = "";
      req.on("data", (chunk) => (raw += chunk));
      req.on("end", () => void handle(req, res, raw));
    });
    await new Promise<void>((resolve) => started.listen(0, "127.0.0.1", resolve));
    server = started;
    baseUrl = `http://127.0.0.1:${(started.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    options.beforeClose?.();
    await new Promise((resolve) => server?.close(resolve));
  });
  return {
    get baseUrl() {
      return baseUrl;
    },
  };
}
