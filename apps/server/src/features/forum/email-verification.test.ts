import { expect, it } from "vitest";
import { useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { EMAIL_LINK_TTL_SECONDS } from "./email-verification.ts";

describeEachDialect("forum email verification by link", (db) => {
  const t = useTestApp(db);
  const profileUrl = "/api/v1/forum/profile";

  const signUp = async (email = "asha@example.com") => {
    const { cookie } = await t.current.login("919876543210");
    const res = await t.current.post("/api/v1/forum/handle", { display_name: "asha1", email }, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return cookie;
  };
  const verified = async (cookie: string) => (await t.current.get(profileUrl, cookie)).json().profile.email_verified;
  /** The link in the newest mail to `email`, as a path on this server. */
  const lastLink = (email: string) => {
    const mail = t.current.mail.messagesFor(email)[0];
    const link = mail?.text.match(/https?:\/\/\S+\/api\/v1\/forum\/verify-email\?token=\S+/)?.[0];
    if (!link) throw new Error(`no verification link was mailed to ${email}`);
    const url = new URL(link);
    return url.pathname + url.search;
  };
  const open = async (path: string) => {
    const res = await t.current.get(path);
    expect(res.statusCode).toBe(303);
    return res.headers.location;
  };
  const verifiedAt = async () =>
    (await db.handle.db.selectFrom("forum_handles").select("email_verified_at").executeTakeFirstOrThrow())
      .email_verified_at;

  it("mails a link on registration that verifies the email once; a second use changes nothing", async () => {
    const cookie = await signUp();
    expect(await verified(cookie)).toBe(false);
    const [mail] = t.current.mail.messagesFor("asha@example.com");
    expect(mail?.subject).toBe("Verify your email for Graha AstroHub");
    // The development outbox shows the same mail.
    const outbox = await t.current.get("/api/v1/dev/mail-outbox?email=asha@example.com");
    expect(outbox.json().messages[0].text).toBe(mail?.text);
    expect((await t.current.get("/api/v1/dev/mail-outbox?email=nope")).statusCode).toBe(400);

    const link = lastLink("asha@example.com");
    expect(await open(link)).toBe("/profile?email=verified");
    expect(await verified(cookie)).toBe(true);
    const at = await verifiedAt();

    t.current.clock.advanceSeconds(60);
    expect(await open(link)).toBe("/profile?email=link_invalid");
    expect(await verifiedAt()).toBe(at);
    expect(await verified(cookie)).toBe(true);
  });

  it("refuses an expired, forged or missing token and verifies nothing", async () => {
    const cookie = await signUp();
    const link = lastLink("asha@example.com");
    const forged = link.replace(/token=([^&]+)/, (_m, token: string) => {
      const [header, payload] = decodeURIComponent(token).split(".");
      return `token=${header}.${payload}.${"A".repeat(43)}`;
    });
    expect(await open(forged)).toBe("/profile?email=link_invalid");
    expect(await open("/api/v1/forum/verify-email?token=not-a-token")).toBe("/profile?email=link_invalid");
    expect(await open("/api/v1/forum/verify-email")).toBe("/profile?email=link_invalid");
    t.current.clock.advanceSeconds(EMAIL_LINK_TTL_SECONDS + 1);
    expect(await open(link)).toBe("/profile?email=link_invalid");
    expect(await verified(cookie)).toBe(false);
    expect(await verifiedAt()).toBeNull();
  });

  it("un-verifies a changed email and mails a new link; the old link no longer works", async () => {
    const cookie = await signUp();
    const oldLink = lastLink("asha@example.com");
    // Saving the same email again sends nothing and keeps it verified.
    expect(await open(oldLink)).toBe("/profile?email=verified");
    const same = await t.current.request({
      method: "PUT",
      url: profileUrl,
      headers: { cookie },
      payload: { email: "asha@example.com", bid: 0 },
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(t.current.mail.messagesFor("asha@example.com")).toHaveLength(1);
    expect(await verified(cookie)).toBe(true);

    const changed = await t.current.request({
      method: "PUT",
      url: profileUrl,
      headers: { cookie, "accept-language": "hi" },
      payload: { email: "asha.new@example.com", bid: 0 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await verified(cookie)).toBe(false);
    const [hindi] = t.current.mail.messagesFor("asha.new@example.com");
    expect(hindi?.subject).toBe("Graha AstroHub के लिए अपना ईमेल सत्यापित करें");
    expect(await open(oldLink)).toBe("/profile?email=link_invalid");
    expect(await verified(cookie)).toBe(false);
    expect(await open(lastLink("asha.new@example.com"))).toBe("/profile?email=verified");
    expect(await verified(cookie)).toBe(true);
  });
});
