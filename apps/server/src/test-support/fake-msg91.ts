import type { Env } from "../env.ts";
import { createSmsSender } from "../providers/sms/index.ts";
import { useFakeServer } from "./fake-server.ts";

export interface Msg91Request {
  path: string;
  authkey: string | undefined;
  body: { template_id?: string; short_url?: string; recipients?: { mobiles: string; otp: string }[] };
}

/**
 * A small local stand-in for MSG91's Flow API: records what it receives and answers like
 * MSG91 does, or with an error when told to. The real adapter talks to it over HTTP.
 */
export function useFakeMsg91() {
  const requests: Msg91Request[] = [];
  let mode: "ok" | "reject" | "http-500" = "ok";
  const server = useFakeServer((req, res, raw) => {
    requests.push({
      path: req.url ?? "",
      authkey: req.headers.authkey as string | undefined,
      body: JSON.parse(raw || "{}"),
    });
    res.setHeader("content-type", "application/json");
    if (mode === "http-500") {
      res.statusCode = 500;
      res.end("{}");
    } else if (mode === "reject" || req.headers.authkey !== "test-auth-key") {
      res.statusCode = 200;
      res.end(JSON.stringify({ type: "error", message: "Invalid authkey" }));
    } else {
      res.end(JSON.stringify({ type: "success", message: "3763646c6a6c343138393430" }));
    }
  });

  return {
    requests,
    get baseUrl() {
      return server.baseUrl;
    },
    setMode(next: typeof mode) {
      mode = next;
    },
    /** The `sms` option of useTestApp: the real MSG91 adapter, talking to this fake. */
    get sms() {
      return {
        create: (env: Env) => createSmsSender({ ...env, MSG91_BASE_URL: server.baseUrl }),
        lastCode: (mobile: string) => this.lastCode(mobile),
      };
    },
    lastCode(mobile: string): string {
      const last = [...requests].reverse().find((r) => r.body.recipients?.[0]?.mobiles === mobile);
      if (!last) throw new Error(`MSG91 received no message for ${mobile}`);
      return last.body.recipients![0]!.otp;
    },
  };
}
