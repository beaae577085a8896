import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { ASHA_KUNDLI } from "../../test-support/kundlis.ts";
import { useTestApp } from "../../test-support/test-app.ts";

const VARANASI = { ...ASHA_KUNDLI, pob: "Varanasi, Uttar Pradesh, India", language: "Hindi" };

describeEachDialect("kundli API", (db) => {
  const t = useTestApp(db);
  const call = (method: "GET" | "POST" | "PUT" | "DELETE", url: string, cookie: string, payload?: object) =>
    t.current.request({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });

  it("saves, lists, shows with its chart, updates and deletes a kundli", async () => {
    const { cookie } = await t.current.login("919876543210");
    const saved = await call("POST", "/api/v1/kundlis", cookie, VARANASI);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      status: "success",
      message: "Kundli saved successfully",
      bid: expect.any(String),
    });
    const bid = saved.json().bid;

    const list = await call("GET", "/api/v1/kundlis", cookie);
    expect(list.json().births).toEqual([
      expect.objectContaining({
        bid,
        full_name: "Asha Verma",
        dob: "14/08/1990",
        tob: "06:45",
        timezone: "Asia/Kolkata",
        is_celebrity: false,
      }),
    ]);

    const detail = await call("GET", `/api/v1/kundlis/${bid}`, cookie);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().birth.bid).toBe(bid);
    expect(detail.json().chart).toMatchObject({
      utc: "1990-08-14T01:15:00.000Z",
      timezone: "Asia/Kolkata",
      utcOffsetMinutes: 330,
    });
    expect(detail.json().chart.planets.sun.sign).toBe("Cancer");
    // Today's transits come with the chart, so the report needs no second call for Saturn.
    const { transit } = detail.json().chart;
    expect(transit.asOf).toBe(t.current.clock.now().toISOString());
    expect(transit.grahas.saturn.sign).toBe("Pisces");
    expect(transit.sadeSati).toHaveProperty("active");

    const updated = await call("PUT", `/api/v1/kundlis/${bid}`, cookie, {
      ...VARANASI,
      tob: "18:45:30",
      marital_status: "Married",
    });
    expect(updated.statusCode).toBe(200);
    const after = (await call("GET", `/api/v1/kundlis/${bid}`, cookie)).json();
    expect(after.birth).toMatchObject({ tob: "18:45:30", marital_status: "Married" });
    expect(after.chart.utc).toBe("1990-08-14T13:15:30.000Z");

    expect((await call("DELETE", `/api/v1/kundlis/${bid}`, cookie)).statusCode).toBe(200);
    const gone = await call("GET", `/api/v1/kundlis/${bid}`, cookie);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error).toEqual({
      code: "not_found",
      message: "This kundli was not found.",
      message_code: "kundli.not_found",
    });
    expect((await call("DELETE", `/api/v1/kundlis/${bid}`, cookie)).statusCode).toBe(404);
    expect((await call("PUT", `/api/v1/kundlis/${bid}`, cookie, VARANASI)).statusCode).toBe(404);
  });

  it("keeps each user's kundlis their own: another user's bid is a 404 and unchanged", async () => {
    const owner = await t.current.login("919876543210");
    const bid = (await call("POST", "/api/v1/kundlis", owner.cookie, VARANASI)).json().bid;
    const other = await t.current.login("919812345678");
    expect((await call("GET", `/api/v1/kundlis/${bid}`, other.cookie)).statusCode).toBe(404);
    expect(
      (await call("PUT", `/api/v1/kundlis/${bid}`, other.cookie, { ...VARANASI, full_name: "Hacked" })).statusCode,
    ).toBe(404);
    expect((await call("DELETE", `/api/v1/kundlis/${bid}`, other.cookie)).statusCode).toBe(404);
    expect((await call("GET", "/api/v1/kundlis", other.cookie)).json().births).toEqual([]);
    const mine = (await call("GET", `/api/v1/kundlis/${bid}`, owner.cookie)).json();
    expect(mine.birth.full_name).toBe("Asha Verma");
  });

  it("needs a login", async () => {
    expect((await t.current.get("/api/v1/kundlis")).statusCode).toBe(401);
    const res = await t.current.post("/api/v1/kundlis", VARANASI);
    expect(res.statusCode).toBe(401);
    expect(await db.handle.db.selectFrom("birth_records").selectAll().execute()).toEqual([]);
  });

  it("saves a celebrity record with its info, listed apart", async () => {
    const { cookie } = await t.current.login("919876543210");
    await call("POST", "/api/v1/kundlis", cookie, VARANASI);
    const celeb = await call("POST", "/api/v1/kundlis", cookie, {
      ...VARANASI,
      full_name: "A Famous Singer",
      celebrity_info: "Playback singer, born in Varanasi",
    });
    expect(celeb.statusCode).toBe(200);
    const celebs = (await call("GET", "/api/v1/kundlis?celebrity=true", cookie)).json().births;
    expect(celebs).toEqual([
      expect.objectContaining({
        full_name: "A Famous Singer",
        is_celebrity: true,
        celebrity_info: "Playback singer, born in Varanasi",
      }),
    ]);
    const own = (await call("GET", "/api/v1/kundlis?celebrity=false", cookie)).json().births;
    expect(own.map((b: { full_name: string }) => b.full_name)).toEqual(["Asha Verma"]);
  });

  it("derives the time zone from the place and honours an explicit one", async () => {
    const { cookie } = await t.current.login("919876543210");
    const london = await call("POST", "/api/v1/kundlis", cookie, {
      ...VARANASI,
      pob: "London",
      lat: 51.51,
      lng: -0.13,
      dob: "01/07/2000",
      tob: "12:00",
    });
    const chart = (await call("GET", `/api/v1/kundlis/${london.json().bid}`, cookie)).json();
    expect(chart.birth.timezone).toBe("Europe/London");
    expect(chart.chart.utc).toBe("2000-07-01T11:00:00.000Z");
  });

  describe("validation names the field and saves nothing", () => {
    it.each([
      ["an empty name", { full_name: "   " }, "full_name", "Error: The field 'name' is required and cannot be empty."],
      [
        "a missing birth place",
        { pob: undefined },
        "pob",
        "Error: The field 'birth place' is required and cannot be empty.",
      ],
      [
        "a place over 100 characters",
        { pob: "x".repeat(101) },
        "pob",
        "The field 'birth place' can be at most 100 characters.",
      ],
      ["an impossible date", { dob: "31/02/1990" }, "dob", "Enter the date of birth as DD/MM/YYYY."],
      ["a date in another format", { dob: "1990-08-14" }, "dob", "Enter the date of birth as DD/MM/YYYY."],
      ["a year before 1900", { dob: "14/08/1899" }, "dob", "The year of birth must be 1900 or later."],
      ["a year after this one", { dob: "01/01/2027" }, "dob", "The year of birth cannot be after this year."],
      [
        "a moment in the future",
        { dob: "22/11/2026", tob: "23:00" },
        "dob",
        "The date and time of birth cannot be in the future.",
      ],
      ["hour 24", { tob: "24:00" }, "tob", "Enter the time of birth as HH:MM (hours 0–23, minutes and seconds 0–59)."],
      [
        "minute 60",
        { tob: "10:60" },
        "tob",
        "Enter the time of birth as HH:MM (hours 0–23, minutes and seconds 0–59).",
      ],
      [
        "second 60",
        { tob: "10:10:60" },
        "tob",
        "Enter the time of birth as HH:MM (hours 0–23, minutes and seconds 0–59).",
      ],
      ["latitude out of range", { lat: -91 }, "lat", "Latitude must be a number between -90 and 90."],
      ["longitude out of range", { lng: 181 }, "lng", "Longitude must be a number between -180 and 180."],
      ["an unknown gender", { gender: "Other" }, "gender", "Choose Male or Female."],
      [
        "an unknown marital status",
        { marital_status: "Widowed" },
        "marital_status",
        "Choose Single, Married or Divorced.",
      ],
      ["an unknown language", { language: "Tamil" }, "language", "Choose English or Hindi."],
      [
        "an unknown time zone",
        { timezone: "India/Delhi" },
        "timezone",
        "Unknown time zone: use an IANA name such as Asia/Kolkata.",
      ],
      [
        "a time skipped by the clocks",
        { timezone: "America/New_York", lat: 40.7, lng: -74, dob: "14/03/2021", tob: "02:30" },
        "tob",
        "This time did not exist at that place (the clocks skipped it).",
      ],
      ["an extra field", { bid: "123" }, "bid", "This field is not allowed."],
    ])("refuses %s", async (_label, change, field, message) => {
      const { cookie } = await t.current.login("919876543210");
      const res = await call("POST", "/api/v1/kundlis", cookie, { ...VARANASI, ...change });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
      expect(await db.handle.db.selectFrom("birth_records").selectAll().execute()).toEqual([]);
    });
  });

  it("lists the birth languages", async () => {
    const res = await t.current.get("/api/v1/languages");
    expect(res.json()).toEqual({ languages: ["English", "Hindi"] });
  });

  it("deleting the account removes its kundlis", async () => {
    const { cookie } = await t.current.login("919876543210");
    await call("POST", "/api/v1/kundlis", cookie, VARANASI);
    t.current.clock.advanceSeconds(60);
    const sent = await call("POST", "/api/v1/account/delete/otp", cookie, { mobile: "919876543210" });
    await call("POST", "/api/v1/account/delete/verify", cookie, {
      mobile: "919876543210",
      otp: t.current.lastCode("919876543210"),
      token: sent.json().token,
    });
    expect(await db.handle.db.selectFrom("birth_records").selectAll().execute()).toEqual([]);
  });
});
