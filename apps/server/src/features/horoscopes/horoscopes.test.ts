import { HOROSCOPE_CATEGORIES, SIGN_NAMES } from "@graha/jyotish";
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test-support/test-app.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { composeHoroscope } from "./compose/index.ts";
import { HOROSCOPE_ENGINE_VERSION, horoscopeService } from "./index.ts";
import { signIndexOfName } from "./signs.ts";

const DEVANAGARI = /[\u0900-\u097F]/;

describe("sign names", () => {
  it("reads English names in any case and the spec's Saggitarius", () => {
    expect(signIndexOfName("aries")).toBe(0);
    expect(signIndexOfName("LEO")).toBe(4);
    expect(signIndexOfName("Saggitarius")).toBe(8);
    expect(signIndexOfName("sagittarius")).toBe(8);
    expect(signIndexOfName("Ophiuchus")).toBeUndefined();
  });
});

describeEachDialect("horoscopes API", (db) => {
  const t = useTestApp(db);
  const rows = () => db.handle.db.selectFrom("horoscope_readings").selectAll().execute();

  it("answers every sign and period with six scored categories and lucky items", async () => {
    for (const period of ["daily", "weekly", "monthly", "yearly"] as const) {
      for (const sign of SIGN_NAMES) {
        const res = await t.current.get(`/api/v1/horoscopes/${sign.en.toLowerCase()}?period=${period}&date=2026-11-22`);
        expect(res.statusCode, `${sign.en} ${period}`).toBe(200);
        const body = res.json();
        expect(body).toMatchObject({ sign: sign.en, period, date: "2026-11-22", lang: "en" });
        expect(body.categories.map((c: { key: string }) => c.key)).toEqual(HOROSCOPE_CATEGORIES);
        for (const c of body.categories) {
          expect(c.score).toBeGreaterThanOrEqual(0);
          expect(c.score).toBeLessThanOrEqual(100);
          expect(c.text.length).toBeGreaterThan(20);
          expect(c.reason.length).toBeGreaterThan(5);
          expect(body.bot_response[c.key]).toEqual({ score: c.score, split_response: c.text });
        }
        expect(body.lucky).toMatchObject({ number: expect.any(Number), compatibleSign: expect.any(String) });
        expect(body.lucky.timeWindow === null).toBe(period !== "daily");
      }
    }
    const weekly = await t.current.get("/api/v1/horoscopes/Aries?period=weekly&date=2026-11-22");
    expect(weekly.json()).toMatchObject({ start: "2026-11-16", end: "2026-11-22" });
  }, 120_000);

  it("defaults to today's daily reading in India and the request's language", async () => {
    // The test clock stands at 2026-11-22T06:30Z: 12:00 in India.
    const res = await t.current.request({
      method: "GET",
      url: "/api/v1/horoscopes/Leo",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sign: "Leo", signName: "सिंह", period: "daily", date: "2026-11-22", lang: "hi" });
    expect(res.headers["cache-control"]).toBe("no-store");
    const fixed = await t.current.get("/api/v1/horoscopes/Leo?date=2026-11-22&lang=en");
    expect(fixed.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("refuses a bad sign, date or period with field errors", async () => {
    const cases = [
      ["/api/v1/horoscopes/Ophiuchus", "sign"],
      ["/api/v1/horoscopes/Leo?date=2026-02-30", "date"],
      ["/api/v1/horoscopes/Leo?date=22-11-2026", "date"],
      ["/api/v1/horoscopes/Leo?period=hourly", "period"],
    ] as const;
    for (const [url, field] of cases) {
      const res = await t.current.get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe("validation_failed");
      expect(res.json().error.fields).toHaveProperty(field);
    }
    const hindi = await t.current.get("/api/v1/horoscopes/Ophiuchus?lang=hi");
    expect(hindi.json().error.message).toMatch(DEVANAGARI);
  });

  it("is deterministic, in Hindi in Devanagari, and accepts Saggitarius", async () => {
    const a = await t.current.get("/api/v1/horoscopes/Virgo?date=2025-03-14&lang=hi");
    const b = await t.current.get("/api/v1/horoscopes/virgo?date=2025-03-14&lang=hi");
    expect(a.json()).toEqual(b.json());
    for (const c of a.json().categories) expect(c.text).toMatch(DEVANAGARI);
    // The same computation, not served from the cache, gives the same text.
    await db.handle.db.deleteFrom("horoscope_readings").execute();
    const c = await t.current.get("/api/v1/horoscopes/VIRGO?date=2025-03-14&lang=hi");
    expect(c.json()).toEqual(a.json());

    const sag = await t.current.get("/api/v1/horoscopes/Saggitarius?date=2025-03-14");
    expect(sag.statusCode).toBe(200);
    expect(sag.json().sign).toBe("Sagittarius");
  });

  it("caches a reading in both languages and serves the second request from the database", async () => {
    await t.current.get("/api/v1/horoscopes/Taurus?period=monthly&date=2024-07-19");
    const stored = await rows();
    expect(stored.map((r) => [r.sign, r.period, r.period_start, r.lang, r.engine_version]).sort()).toEqual([
      ["Taurus", "monthly", "2024-07-01", "en", HOROSCOPE_ENGINE_VERSION],
      ["Taurus", "monthly", "2024-07-01", "hi", HOROSCOPE_ENGINE_VERSION],
    ]);
    // A cached row is what the API answers: change it and the answer changes.
    const body = JSON.parse(stored.find((r) => r.lang === "en")!.body);
    body.categories[0].text = "From the cache.";
    await db.handle.db
      .updateTable("horoscope_readings")
      .set({ body: JSON.stringify(body) })
      .where("lang", "=", "en")
      .execute();
    const again = await t.current.get("/api/v1/horoscopes/taurus?period=monthly&date=2024-07-25");
    expect(again.json().categories[0].text).toBe("From the cache.");
    expect(again.json().date).toBe("2024-07-25");
    expect(await rows()).toHaveLength(2);
  });

  it("computes once: the second request does not compose again", async () => {
    let composed = 0;
    const service = horoscopeService({
      db: db.handle.db,
      clock: t.current.clock,
      compose: (h, options) => {
        composed++;
        return composeHoroscope(h, options);
      },
    });
    const first = await service.reading({ sign: "Gemini", period: "daily", date: "2024-01-20", lang: "en" });
    expect(composed).toBe(2);
    const second = await service.reading({ sign: "gemini", period: "daily", date: "2024-01-20", lang: "hi" });
    const third = await service.reading({ sign: "Gemini", period: "daily", date: "2024-01-20", lang: "en" });
    expect(composed).toBe(2);
    expect(third).toEqual(first);
    expect(second.lang).toBe("hi");
  });

  it("lets concurrent first requests all succeed with one stored row per language", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.current.get("/api/v1/horoscopes/Pisces?period=weekly&date=2023-05-10")),
    );
    for (const res of answers) expect(res.statusCode).toBe(200);
    expect(new Set(answers.map((r) => r.body)).size).toBe(1);
    expect(await rows()).toHaveLength(2);
  });

  it("is documented in OpenAPI with its periods and the Horoscope schema", async () => {
    const spec = (await t.current.get("/api/docs/json")).json();
    const op = spec.paths["/api/v1/horoscopes/{sign}"].get;
    expect(op.tags).toEqual(["horoscopes"]);
    const period = op.parameters.find((p: { name: string }) => p.name === "period");
    expect(period.schema.enum).toEqual(["daily", "weekly", "monthly", "yearly"]);
    expect(spec.components.schemas).toHaveProperty("Horoscope");
  });

  it("warms today and tomorrow for all signs, periods and languages, then skips them", async () => {
    const service = horoscopeService({ db: db.handle.db, clock: t.current.clock });
    // 2026-11-22 is a Sunday: tomorrow starts another week (daily ×2, weekly ×2, monthly, yearly).
    expect(await service.warm()).toBe(6);
    expect(await rows()).toHaveLength(6 * 12 * 2);
    expect(await service.warm()).toBe(0);
  }, 60_000);
});
