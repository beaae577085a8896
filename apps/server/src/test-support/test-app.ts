import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { afterEach, beforeEach, expect } from "vitest";
import { buildApp, type BuildAppOptions } from "../app.ts";
import { createContext, type AppContext } from "../context.ts";
import { seedCatalog } from "../db/seed.ts";
import { parseEnv, type Env } from "../env.ts";
import type { PaymentProvider } from "../providers/payments/index.ts";
import { ConsoleMail, type MailSender } from "../providers/mail/index.ts";
import { ConsoleSms, type SmsSender } from "../providers/sms/index.ts";
import type { TestDatabase } from "./test-databases.ts";

/**
 * What production requires but for payments: a real secret, MSG91 (tests point it at the
 * fake), a metrics token, the company details invoices carry and the grievance officer. Add `SANDBOX_IN_PRODUCTION` or Razorpay keys to start.
 */
export const PRODUCTION_ENV = {
  NODE_ENV: "production",
  SESSION_SECRET: "a-production-secret-of-at-least-32-characters",
  SMS_PROVIDER: "msg91",
  MSG91_AUTH_KEY: "test-auth-key",
  MSG91_TEMPLATE_ID: "tmpl-otp-1",
  MAIL_PROVIDER: "smtp",
  SMTP_URL: "smtp://127.0.0.1:2525",
  METRICS_TOKEN: "metrics-token-of-at-least-16-characters",
  COMPANY_NAME: "Graha Technologies Pvt. Ltd.",
  COMPANY_ADDRESS: "12 Residency Road, Pune, Maharashtra 411001",
  COMPANY_GSTIN: "27ABCDE1234F1Z5",
  GRIEVANCE_OFFICER_NAME: "Asha Rao",
  GRIEVANCE_OFFICER_EMAIL: "grievance@graha.in",
} as const;

/** The sandbox named for a staging demo, the one way production runs without Razorpay. */
export const SANDBOX_IN_PRODUCTION = { PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" } as const;

/** A clock the test moves by hand. */
export class TestClock {
  private current: Date;
  constructor(start = new Date("2026-11-22T06:30:00.000Z")) {
    this.current = start;
  }
  now(): Date {
    return new Date(this.current);
  }
  advanceSeconds(seconds: number): void {
    this.current = new Date(this.current.getTime() + seconds * 1000);
  }
}

export interface TestApp {
  app: FastifyInstance;
  ctx: AppContext;
  sms: ConsoleSms;
  /** The silent console mail adapter every test app sends through. */
  mail: ConsoleMail;
  clock: TestClock;
  /** A request as a same-site browser would send it (JSON, 127.0.0.1). */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The same for the plain JSON calls most tests make, signed in when a session cookie is given. */
  get(url: string, cookie?: string): Promise<LightMyRequestResponse>;
  post(url: string, payload?: InjectOptions["payload"], cookie?: string): Promise<LightMyRequestResponse>;
  /** The last code sent to `mobile` through the console adapter. */
  lastCode(mobile: string): string;
  /** Logs `mobile` in through the real endpoints; returns the session cookie and jwt. */
  login(mobile: string, device?: string): Promise<{ cookie: string; jwt: string }>;
}

/** The request was refused with this status, and its JSON body has (at least) these fields. */
export function expectRefused(res: LightMyRequestResponse, status: number, body: object): void {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject(body);
}

/** Builds the real app (API only, no web build) on the test database for each test. */
export function useTestApp(
  db: TestDatabase,
  options: {
    /** Extra environment; a function when it depends on something started in beforeAll (a fake server's URL). */
    env?: Record<string, string> | (() => Record<string, string>);
    /** Another SMS adapter (default: a silent console adapter) and how to read the codes it sent. */
    sms?: { create: (env: Env) => SmsSender; lastCode: (mobile: string) => string };
    logStream?: NodeJS.WritableStream;
    /** Another mail adapter (default: a silent console adapter, read through `mail`). */
    mail?: (env: Env) => MailSender;
    /** Another payment provider (default: the one the environment chooses). */
    payments?: (env: Env, deps: { db: AppContext["database"]["db"]; clock: TestClock }) => PaymentProvider;
    /** Serve pages rendered by this stand-in for the web build (see BuildAppOptions.render). */
    render?: BuildAppOptions["render"];
  } = {},
): { readonly current: TestApp } {
  let current: TestApp | undefined;
  beforeEach(async () => {
    const extraEnv = typeof options.env === "function" ? options.env() : options.env;
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent", BUILTIN_WORDS_PER_SECOND: "100000", ...extraEnv });
    const sms = new ConsoleSms({ print: () => undefined });
    const mail = new ConsoleMail({ print: () => undefined });
    const clock = new TestClock();
    const ctx = createContext(env, db.handle, {
      sms: options.sms?.create(env) ?? sms,
      mail: options.mail?.(env) ?? mail,
      clock,
      ...(options.payments ? { payments: options.payments(env, { db: db.handle.db, clock }) } : {}),
    });
    await seedCatalog(db.handle.db, clock.now());
    const app = await buildApp(ctx, {
      web: false,
      ...(options.render ? { render: options.render } : {}),
      ...(options.logStream ? { logStream: options.logStream } : { logger: false }),
    });
    await app.ready();
    const request = (opts: InjectOptions) => app.inject({ remoteAddress: "127.0.0.1", ...opts });
    const signedIn = (cookie: string | undefined) => (cookie ? { headers: { cookie } } : {});
    const get = (url: string, cookie?: string) => request({ method: "GET", url, ...signedIn(cookie) });
    const post = (url: string, payload?: InjectOptions["payload"], cookie?: string) =>
      request({ method: "POST", url, ...(payload === undefined ? {} : { payload }), ...signedIn(cookie) });
    const lastCode = (mobile: string) => {
      if (options.sms) return options.sms.lastCode(mobile);
      const message = sms.messagesFor(mobile)[0];
      if (!message) throw new Error(`no code was sent to ${mobile}`);
      return message.code;
    };
    const login = async (mobile: string, device = "web") => {
      const sent = await request({ method: "POST", url: "/api/v1/auth/otp", payload: { mobile } });
      if (sent.statusCode !== 200) throw new Error(`otp request failed: ${sent.body}`);
      const verified = await request({
        method: "POST",
        url: "/api/v1/auth/verify",
        payload: { mobile, otp: lastCode(mobile), token: sent.json().token, device },
      });
      if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
      const jwt = verified.json().jwt as string;
      return { cookie: `jwt=${jwt}`, jwt };
    };
    current = { app, ctx, sms, mail, clock, request, get, post, lastCode, login };
  });
  afterEach(async () => {
    await current?.app.close();
    current?.ctx.redis?.disconnect();
    current = undefined;
  });
  return {
    get current() {
      if (!current) throw new Error("the test app is built in beforeEach");
      return current;
    },
  };
}
