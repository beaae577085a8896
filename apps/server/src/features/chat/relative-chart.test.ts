import { expect, it } from "vitest";
import { askForReply, startChat } from "../../test-support/chats.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp, type TestApp } from "../../test-support/test-app.ts";

async function chatIn(t: TestApp, language: "English" | "Hindi") {
  const { cookie } = await t.login("919876543210");
  const kundli = language === "Hindi" ? { ...ASHA_KUNDLI, language } : ASHA_KUNDLI;
  const chatId = (await startChat(t, cookie, "Astra", kundli)).started.json().asst_id as string;
  return { cookie, chatId };
}

/** The chart /api/v1/charts gives for a birth at a place the gazetteer knows. */
async function chartAt(t: TestApp, datetime: string, where: string) {
  const found = (await t.get(`/api/v1/places?q=${encodeURIComponent(where)}`)).json().places[0];
  const body = { datetime, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone };
  return (await t.post("/api/v1/charts", body)).json() as { planets: Record<string, { sign: string; house: number }> };
}

/** Each placement chip names the sign and house the chart has for its graha. */
function expectChipsOf(done: { data: Record<string, unknown> }, chart: Awaited<ReturnType<typeof chartAt>>) {
  const chips = (done.data.facts as { kind: string; graha?: string; house?: number }[]).filter(
    (f) => f.kind === "placement",
  );
  expect(chips.length).toBeGreaterThan(0);
  for (const chip of chips) expect(chip.house, chip.graha).toBe(chart.planets[chip.graha!]!.house);
}

describeEachDialect("a relative's own chart from the birth details in the question", (db) => {
  const t = useTestApp(db);

  it("reads a son's career from his own chart, speaking of him, and charges it as a reading", async () => {
    const { cookie, chatId } = await chatIn(t.current, "English");
    const son = await chartAt(t.current, "2010-02-14T06:15:00", "Indore");
    const asha = await chartAt(t.current, "1990-08-14T06:45:00", "Varanasi");
    // The two charts differ where the chips look, so a reading of Asha's chart would fail here.
    expect(son.planets.moon!.house).not.toBe(asha.planets.moon!.house);
    const { text, done } = await askForReply(
      t.current,
      cookie,
      chatId,
      "My son was born on 14/02/2010 at 6:15 am in Indore. Which career suits him?",
    );
    expect(text).toContain("This is read from your son's own chart (born 14/02/2010, 06:15, Indore).");
    expect(text).toMatch(/\bhis 10th house\b/);
    // Spoken of, not to: every "your" is "your son".
    expect(text.match(/\byour\b(?! son)/gi)).toBeNull();
    expectChipsOf(done, son);
    expect(done.data).toMatchObject({ charged: true });
  });

  it("reads a daughter's studies from her own chart in Hindi", async () => {
    const { cookie, chatId } = await chatIn(t.current, "Hindi");
    const daughter = await chartAt(t.current, "2015-05-03T06:00:00", "Indore");
    const { text, done } = await askForReply(
      t.current,
      cookie,
      chatId,
      "मेरी बेटी का जन्म 3 मई 2015 सुबह 6 बजे इंदौर में हुआ, उसकी पढ़ाई कैसी रहेगी?",
    );
    expect(text).toMatch(/यह आपकी बेटी की अपनी कुंडली \(जन्म 03\/05\/2015, 06:00, [^)]+\) से पढ़ा गया है।/u);
    expect(text).not.toMatch(/आपकी (?!बेटी)|आपके|आपका/u);
    expectChipsOf(done, daughter);
  });

  it("asks, free, for the parts of a mother's birth it lacks, then reads her chart when the next message gives them", async () => {
    const { cookie, chatId } = await chatIn(t.current, "English");
    const asked = await askForReply(
      t.current,
      cookie,
      chatId,
      "My mother was born on 5 May 1965. Will she be able to buy a flat?",
    );
    expect(asked.text).toContain("to read your mother's own kundli I need her birth time and place.");
    expect(asked.done.data).toMatchObject({ charged: false, refusal: "needs_details", questions_left: 3 });
    const { text, done } = await askForReply(t.current, cookie, chatId, "10:10 pm in Kolkata");
    expect(text).toContain("This is read from your mother's own chart (born 05/05/1965, 22:10, Kolkata).");
    expect(text).toMatch(/\bher 4th house\b/);
    expectChipsOf(done, await chartAt(t.current, "1965-05-05T22:10:00", "Kolkata"));
    expect(done.data).toMatchObject({ charged: true, questions_left: 2 });
  });
});
