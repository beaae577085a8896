import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { parseEnv } from "../../env.ts";
import { PRODUCTION_ENV, SANDBOX_IN_PRODUCTION, useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { createMailSender } from "./index.ts";

/** A local SMTP server (nodemailer's own smtp-server) that keeps each message it receives. */
function useLocalSmtp() {
  const received: { from: string; to: string[]; raw: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  let url = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return {
    received,
    get url() {
      return url;
    },
  };
}

describeEachDialect("SMTP mail adapter in production", (db) => {
  const smtp = useLocalSmtp();
  beforeEach(() => {
    smtp.received.length = 0;
  });
  const t = useTestApp(db, {
    env: () => ({ ...PRODUCTION_ENV, ...SANDBOX_IN_PRODUCTION, SMTP_URL: smtp.url, MAIL_FROM: "Graha <hub@graha.in>" }),
    mail: createMailSender,
  });

  it("delivers a real verification mail whose link verifies the email", async () => {
    expect(t.current.ctx.mail.name).toBe("smtp");
    const { cookie } = await t.current.login("919876543210");
    const res = await t.current.post(
      "/api/v1/forum/handle",
      { display_name: "asha1", email: "asha@example.com" },
      cookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(smtp.received).toHaveLength(1);
    const [message] = smtp.received;
    expect(message?.from).toBe("hub@graha.in");
    expect(message?.to).toEqual(["asha@example.com"]);
    expect(message?.raw).toContain("Subject: Verify your email for Graha AstroHub");
    // Undo quoted-printable soft line breaks and escapes to read the link as the person would.
    const body = message!.raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
    const link = body.match(/https?:\/\/\S+\/api\/v1\/forum\/verify-email\?token=[\w.%-]+/)?.[0];
    expect(link).toBeDefined();
    const url = new URL(link!);
    const opened = await t.current.get(url.pathname + url.search);
    expect(opened.headers.location).toBe("/profile?email=verified");
    const profile = await t.current.get("/api/v1/forum/profile", cookie);
    expect(profile.json().profile.email_verified).toBe(true);
  });

  it("has no development mail outbox in production", async () => {
    const res = await t.current.get("/api/v1/dev/mail-outbox?email=asha@example.com");
    expect(res.statusCode).toBe(404);
  });
});

it("refuses the console mail adapter in production, and smtp without SMTP_URL", () => {
  const production = { ...PRODUCTION_ENV, ...SANDBOX_IN_PRODUCTION };
  expect(() => parseEnv({ ...production, MAIL_PROVIDER: "console" })).toThrow(/MAIL_PROVIDER/);
  expect(() => parseEnv({ MAIL_PROVIDER: "smtp" })).toThrow(/SMTP_URL/);
  expect(parseEnv({}).MAIL_PROVIDER).toBe("console");
});
