import { expect, it } from "vitest";
import { ask, startChat } from "../../test-support/chats.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { expectRefused, useTestApp } from "../../test-support/test-app.ts";

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(body: Buffer) {
  expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  return { width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

describeEachDialect("sharing a chart and an answer", (db) => {
  const t = useTestApp(db);

  it("shares a kundli's chart without the birth details unless asked, with its Open Graph card", async () => {
    const { cookie } = await t.current.login("918765432109");
    const { bid } = await startChat(t.current, cookie);
    const made = await t.current.post("/api/v1/shares", { kind: "kundli", bid }, cookie);
    expect(made.statusCode, made.body).toBe(200);
    const { id, path, image_path } = made.json();
    expect(path).toBe(`/share/${id}`);
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const view = await t.current.get(`/api/v1/shares/${id}`);
    expect(view.statusCode).toBe(200);
    const { kundli } = view.json();
    expect(kundli.birth).toBeNull();
    expect(kundli.houses).toHaveLength(12);
    expect(kundli.houses.flat().sort()).toEqual(
      ["jupiter", "ketu", "mars", "mercury", "moon", "rahu", "saturn", "sun", "venus"].sort(),
    );
    expect(view.body).not.toMatch(/Asha|14\/08\/1990|Varanasi|06:45/);

    const image = await t.current.get(image_path);
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });

    const withBirth = await t.current.post("/api/v1/shares", { kind: "kundli", bid, birth_details: true }, cookie);
    const shown = (await t.current.get(`/api/v1/shares/${withBirth.json().id}`)).json();
    expect(shown.kundli.birth).toEqual({ name: "Asha Verma", dob: "14/08/1990", tob: "06:45", pob: "Varanasi" });
  });

  it("shares a finished answer with its question; never another user's kundli or reply", async () => {
    const { cookie } = await t.current.login("918765432109");
    const { bid, started } = await startChat(t.current, cookie);
    const chatId = started.json().asst_id as string;
    expect((await ask(t.current, cookie, chatId, "Will my career grow this year?")).statusCode).toBe(200);
    const reply = await db.handle.db
      .selectFrom("chat_messages")
      .select(["id", "content"])
      .where("chat_id", "=", chatId)
      .where("role", "=", "assistant")
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    const made = await t.current.post("/api/v1/shares", { kind: "answer", message_id: reply.id }, cookie);
    expect(made.statusCode, made.body).toBe(200);
    const view = (await t.current.get(`/api/v1/shares/${made.json().id}`)).json();
    expect(view).toMatchObject({
      kind: "answer",
      answer: { astrologer: "Oracle", question: "Will my career grow this year?", answer: reply.content },
    });
    const image = await t.current.get(`/og/share/${made.json().id}.png`);
    expect(pngSize(image.rawPayload)).toEqual({ width: 1200, height: 630 });

    const other = await t.current.login("919988776655");
    expectRefused(await t.current.post("/api/v1/shares", { kind: "kundli", bid }, other.cookie), 404, {
      error: { message_code: "share.kundli_not_found" },
    });
    expectRefused(await t.current.post("/api/v1/shares", { kind: "answer", message_id: reply.id }, other.cookie), 404, {
      error: { message_code: "share.answer_not_found" },
    });
    expect((await t.current.post("/api/v1/shares", { kind: "kundli", bid })).statusCode).toBe(401);
    expectRefused(await t.current.post("/api/v1/shares", { kind: "kundli", bid: "a\u0000b" }, cookie), 400, {
      error: { fields: { bid: expect.any(String) } },
    });
  });

  it("answers 404 for an unknown link and its image, and draws the twelve sign cards", async () => {
    expect((await t.current.get("/api/v1/shares/nosuchlink")).statusCode).toBe(404);
    expect((await t.current.get("/og/share/nosuchlink.png")).statusCode).toBe(404);
    const aries = await t.current.get("/og/horoscope/Aries.png");
    expect(aries.statusCode).toBe(200);
    expect(aries.headers["cache-control"]).toBe("public, max-age=86400");
    expect(pngSize(aries.rawPayload)).toEqual({ width: 1200, height: 630 });
    expect((await t.current.get("/og/horoscope/pisces.png")).statusCode).toBe(200);
    expect((await t.current.get("/og/horoscope/pluto.png")).statusCode).toBe(404);
  });
});
