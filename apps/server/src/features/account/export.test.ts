import { CONSENT_VERSION } from "@graha/contracts/patterns";
import { expect, it } from "vitest";
import { ask, startChat } from "../../test-support/chats.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const ASHA = "918765432109";
const RAVI = "919988776655";

describeEachDialect("downloading my data", (db) => {
  const t = useTestApp(db);

  /** A user who has used every part of the product, each trace carrying `mark`. */
  async function activeUser(mobile: string, mark: string) {
    const { cookie } = await t.current.login(mobile);
    const { started } = await startChat(t.current, cookie, "Oracle", { ...ASHA_KUNDLI, full_name: `${mark} Verma` });
    const chatId = started.json().asst_id as string;
    const asked = await ask(t.current, cookie, chatId, `Will my career grow, ${mark}?`);
    expect(asked.statusCode, asked.body).toBe(200);
    const handle = await t.current.post(
      "/api/v1/forum/handle",
      { display_name: `${mark}1`, email: `${mark}@example.com` },
      cookie,
    );
    expect(handle.statusCode, handle.body).toBe(200);
    const post = await t.current.post(
      "/api/v1/forum/discussions",
      { title: `${mark} asks about Saturn`, description: `Is Sade Sati hard for ${mark}?` },
      cookie,
    );
    expect(post.statusCode, post.body).toBe(200);
    const contact = await t.current.post("/api/v1/contact", {
      name: mark,
      reach: mobile.slice(2),
      message: `Please call ${mark} back soon`,
    });
    expect(contact.statusCode, contact.body).toBe(200);
    return { cookie, did: post.json().did as string };
  }

  it("gives the user their own profile, consent, kundlis, chats, ledger, forum and contact messages, and nothing of another user", async () => {
    const asha = await activeUser(ASHA, "Asha");
    const ravi = await activeUser(RAVI, "Ravi");
    const comment = await t.current.post(
      `/api/v1/forum/discussions/${ravi.did}/comments`,
      { comment: "Asha says Saturn rewards patience" },
      asha.cookie,
    );
    expect(comment.statusCode, comment.body).toBe(200);
    const sent = await t.current.post("/api/v1/transfers", { mobile: RAVI.slice(2), questions: 1 }, asha.cookie);
    expect(sent.statusCode, sent.body).toBe(200);

    const res = await t.current.get("/api/v1/account/export", asha.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-disposition"]).toBe('attachment; filename="graha-my-data-2026-11-22.json"');
    expect(res.headers["cache-control"]).toBe("no-store");
    const data = res.json();
    const ashaId = (
      await db.handle.db.selectFrom("users").select("id").where("mobile", "=", ASHA).executeTakeFirstOrThrow()
    ).id;

    expect(data.format).toBe("graha-account-export/1");
    expect(data.profile).toMatchObject({ id: ashaId, mobile: ASHA });
    expect(data.consents).toEqual([{ version: CONSENT_VERSION, accepted_at: "2026-11-22T06:30:00.000Z" }]);
    expect(data.kundlis.map((k: { full_name: string }) => k.full_name)).toEqual(["Asha Verma"]);
    expect(data.chats).toHaveLength(1);
    // The astrologer's greeting, the question, the reply.
    expect(data.chats[0].messages.map((m: { role: string }) => m.role)).toEqual(["assistant", "user", "assistant"]);
    expect(data.chats[0].messages[1].content).toBe("Will my career grow, Asha?");
    expect(data.wallet.statement.length).toBeGreaterThan(0);
    expect(data.wallet.transfers).toEqual([
      expect.objectContaining({ direction: "sent", other_mobile: "91******6655", questions: 1 }),
    ]);
    expect(data.forum.handle).toMatchObject({ display_name: "Asha1", email: "Asha@example.com" });
    expect(data.forum.discussions.map((d: { title: string }) => d.title)).toEqual(["Asha asks about Saturn"]);
    expect(data.forum.comments.map((c: { comment: string }) => c.comment)).toEqual([
      "Asha says Saturn rewards patience",
    ]);
    expect(data.contact_messages.map((m: { message: string }) => m.message)).toEqual(["Please call Asha back soon"]);

    // Nothing of Ravi: his number, id, name, question, post, contact message.
    const raviId = (
      await db.handle.db.selectFrom("users").select("id").where("mobile", "=", RAVI).executeTakeFirstOrThrow()
    ).id;
    const text = res.body;
    for (const trace of [RAVI, raviId, "Ravi"]) expect(text).not.toContain(trace);
    // …and no secret.
    expect(text).not.toMatch(/code_hash|email_verify_nonce|"jwt"/);

    const his = (await t.current.get("/api/v1/account/export", ravi.cookie)).json();
    expect(his.profile.mobile).toBe(RAVI);
    expect(his.wallet.transfers).toEqual([
      expect.objectContaining({ direction: "received", other_mobile: "91******2109" }),
    ]);
    expect(his.forum.comments).toEqual([]);
    // Asha's private traces are not in his; her public forum name may be, in his notification of her comment.
    for (const trace of [ASHA, ashaId, "Asha Verma", "career grow, Asha", "Asha asks", "call Asha", "Asha says"]) {
      expect(JSON.stringify(his)).not.toContain(trace);
    }
    expect(his.notifications).toHaveLength(1);
  });

  it("records a consent version once per version, and needs a login to export", async () => {
    await t.current.login(ASHA);
    t.current.clock.advanceSeconds(3600);
    const { cookie } = await t.current.login(ASHA);
    const data = (await t.current.get("/api/v1/account/export", cookie)).json();
    expect(data.consents).toEqual([{ version: CONSENT_VERSION, accepted_at: "2026-11-22T06:30:00.000Z" }]);
    expect(data.sessions).toHaveLength(2);
    expect((await t.current.get("/api/v1/account/export")).statusCode).toBe(401);
  });
});

describeEachDialect("deleting an account removes its consents and shared links", (db) => {
  const t = useTestApp(db);

  it("leaves no consent or share of the deleted user, and the shared link answers 404", async () => {
    const { cookie } = await t.current.login(ASHA);
    const { bid } = await startChat(t.current, cookie);
    const shared = (await t.current.post("/api/v1/shares", { kind: "kundli", bid }, cookie)).json();
    t.current.clock.advanceSeconds(60);
    const sent = await t.current.post("/api/v1/account/delete/otp", { mobile: ASHA }, cookie);
    const deleted = await t.current.post(
      "/api/v1/account/delete/verify",
      { mobile: ASHA, otp: t.current.lastCode(ASHA), token: sent.json().token },
      cookie,
    );
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await db.handle.db.selectFrom("consents").selectAll().execute()).toEqual([]);
    expect(await db.handle.db.selectFrom("shares").selectAll().execute()).toEqual([]);
    expect((await t.current.get(`/api/v1/shares/${shared.id}`)).statusCode).toBe(404);
    expect((await t.current.get(shared.image_path)).statusCode).toBe(404);
  });
});
