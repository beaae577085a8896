import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { useTestApp } from "../../test-support/test-app.ts";
import { foldPlaceName, sharedGazetteer } from "../../providers/places/gazetteer.ts";

describe("birth-place gazetteer", () => {
  const gazetteer = sharedGazetteer();

  it.each([
    ["Varanasi", "Varanasi", "Uttar Pradesh"],
    ["varan", "Varanasi", "Uttar Pradesh"],
    ["Bangalore", "Bengaluru", "Karnataka"],
    ["Bombay", "Mumbai", "Maharashtra"],
    ["Calcutta", "Kolkata", "West Bengal"],
    ["Benares", "Varanasi", "Uttar Pradesh"],
    ["Madras", "Chennai", "Tamil Nadu"],
    ["Prayagraj", "Allahabad", "Uttar Pradesh"],
    ["Gurugram", "Gurgaon", "Haryana"],
    ["Trichy", "Tiruchirappalli", "Tamil Nadu"],
    ["Thanjavur", "Tanjore", "Tamil Nadu"],
    ["Palakkad", "Palghat", "Kerala"],
    ["Delhi", "Delhi", "Delhi"],
    ["hyderab", "Hyderabad", "Telangana"],
  ])("finds %s → %s first", (query, name, state) => {
    const [first] = gazetteer.search(query, 10);
    expect(first).toMatchObject({ name, state, country: "India", timezone: "Asia/Kolkata" });
  });

  it("gives coordinates and the place's own time zone abroad", () => {
    const [paris] = gazetteer.search("Paris", 10);
    expect(paris).toMatchObject({ name: "Paris", country: "France", timezone: "Europe/Paris", state: null });
    expect(paris!.latitude).toBeCloseTo(48.85, 1);
    expect(paris!.longitude).toBeCloseTo(2.35, 1);
    const [ny] = gazetteer.search("New York", 1);
    expect(ny).toMatchObject({ country: "United States", timezone: "America/New_York" });
  });

  it("puts Indian places and bigger towns first, at most 10, without duplicates", () => {
    const results = gazetteer.search("ban", 10);
    expect(results).toHaveLength(10);
    expect(results[0]!.country).toBe("India");
    const keys = results.map((p) => `${p.name}|${p.state}|${p.country}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = gazetteer.search("Delhi", 10).map((p) => p.name);
    expect(names.slice(0, 2)).toEqual(["Delhi", "New Delhi"]);
  });

  it("folds accents and punctuation", () => {
    expect(foldPlaceName("Allahābād")).toBe("allahabad");
    expect(foldPlaceName("  Dehra-Dūn ")).toBe("dehra dun");
    expect(gazetteer.search("dehra dun", 1)[0]?.name).toBe("Dehra Dun");
  });

  it("finds nothing for nonsense", () => {
    expect(gazetteer.search("qqqzzz", 10)).toEqual([]);
  });
});

describeEachDialect("GET /api/v1/places", (db) => {
  const t = useTestApp(db);

  it("answers with up to 10 places", async () => {
    const res = await t.current.get("/api/v1/places?q=Bangalore");
    expect(res.statusCode).toBe(200);
    expect(res.json().places[0]).toEqual({
      name: "Bengaluru",
      state: "Karnataka",
      country: "India",
      latitude: expect.closeTo(12.97, 1),
      longitude: expect.closeTo(77.59, 1),
      timezone: "Asia/Kolkata",
    });
  });

  it.each([
    ["fewer than 3 letters", "/api/v1/places?q=va", "Type at least 3 letters of the birth place."],
    ["blank", "/api/v1/places?q=%20%20%20", "Type at least 3 letters of the birth place."],
    ["missing", "/api/v1/places", "Type at least 3 letters of the birth place."],
    ["over 100 characters", `/api/v1/places?q=${"a".repeat(101)}`, "The birth place can be at most 100 characters."],
  ])("refuses a query %s", async (_label, url, message) => {
    const res = await t.current.request({ method: "GET", url });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.q).toBe(message);
  });
});
