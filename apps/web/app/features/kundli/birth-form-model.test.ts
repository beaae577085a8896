import { describe, expect, it } from "vitest";
import {
  emptyBirthForm,
  freeChartHref,
  keptTimezone,
  localNow,
  nextPath,
  pad2,
  round2,
  validateBirthForm,
  valuesFromRecord,
  type BirthFormValues,
} from "./birth-form-model";

const NOW = new Date("2026-11-22T10:00:00Z"); // 15:30 in India

const filled = (over: Partial<BirthFormValues> = {}): BirthFormValues => ({
  ...emptyBirthForm(),
  gender: "Female",
  name: "Asha Verma",
  day: "5",
  month: "3",
  year: "1990",
  hours: "7",
  minute: "5",
  second: "0",
  place: "Varanasi, Uttar Pradesh, India",
  latitude: "25.32",
  longitude: "83.01",
  status: "Single",
  language: "Hindi",
  timezone: "Asia/Kolkata",
  placeCoords: { latitude: "25.32", longitude: "83.01" },
  ...over,
});

describe("validateBirthForm: required fields", () => {
  it("names the first empty field in the form's order", () => {
    expect(validateBirthForm(emptyBirthForm(), { now: NOW })).toEqual({ ok: false, required: "gender" });
    expect(validateBirthForm(filled({ name: "  " }), { now: NOW })).toEqual({ ok: false, required: "name" });
    expect(validateBirthForm(filled({ month: "" }), { now: NOW })).toEqual({ ok: false, required: "month" });
    expect(validateBirthForm(filled({ second: "" }), { now: NOW })).toEqual({ ok: false, required: "second" });
    expect(validateBirthForm(filled({ place: "" }), { now: NOW })).toEqual({ ok: false, required: "place" });
    expect(validateBirthForm(filled({ language: "" }), { now: NOW })).toEqual({ ok: false, required: "language" });
  });

  it("starts the second at 0", () => {
    expect(emptyBirthForm().second).toBe("0");
  });

  it("requires the celebrity info on the celebrity form only", () => {
    expect(validateBirthForm(filled(), { now: NOW, celebrity: true })).toEqual({
      ok: false,
      required: "celebrityInfo",
    });
    expect(validateBirthForm(filled(), { now: NOW }).ok).toBe(true);
  });
});

describe("validateBirthForm: bounds (product.md)", () => {
  const errors = (over: Partial<BirthFormValues>) => {
    const result = validateBirthForm(filled(over), { now: NOW });
    return result.ok || result.required ? null : result.errors;
  };

  it("accepts the years 1900 to this year and nothing else", () => {
    expect(errors({ year: "1899" })).toEqual({ date: "year" });
    expect(errors({ year: "1900" })).toBeNull();
    expect(errors({ year: "2027" })).toEqual({ date: "year" });
  });

  it("refuses days outside 1–31 and dates that do not exist", () => {
    expect(errors({ day: "0" })).toEqual({ date: "day" });
    expect(errors({ day: "32" })).toEqual({ date: "day" });
    expect(errors({ day: "31", month: "4" })).toEqual({ date: "date" });
    expect(errors({ day: "29", month: "2", year: "1991" })).toEqual({ date: "date" });
    expect(errors({ day: "29", month: "2", year: "1992" })).toBeNull();
  });

  it("refuses a moment in the future at the birth place", () => {
    expect(errors({ year: "2026", month: "11", day: "22", hours: "15", minute: "31" })).toEqual({ date: "future" });
    expect(errors({ year: "2026", month: "11", day: "22", hours: "15", minute: "29" })).toBeNull();
  });

  it("takes hours 0–23, minutes and seconds 0–59", () => {
    expect(errors({ hours: "0", minute: "0" })).toBeNull();
    expect(errors({ hours: "24" })).toEqual({ time: "hours" });
    expect(errors({ minute: "60" })).toEqual({ time: "minute" });
    expect(errors({ second: "60" })).toEqual({ time: "second" });
    expect(errors({ hours: "23", minute: "59", second: "59" })).toBeNull();
  });

  it("checks the coordinates", () => {
    expect(errors({ latitude: "91" })).toEqual({ latitude: "latitude" });
    expect(errors({ longitude: "-181" })).toEqual({ longitude: "longitude" });
    expect(errors({ latitude: "abc" })).toEqual({ latitude: "latitude" });
  });
});

describe("validateBirthForm: the body sent", () => {
  it("pads day, month, hours and minute to two digits", () => {
    const result = validateBirthForm(filled(), { now: NOW });
    expect(result).toMatchObject({
      ok: true,
      datetime: "1990-03-05T07:05:00",
      body: {
        full_name: "Asha Verma",
        dob: "05/03/1990",
        tob: "07:05",
        pob: "Varanasi, Uttar Pradesh, India",
        lat: 25.32,
        lng: 83.01,
        gender: "Female",
        marital_status: "Single",
        language: "Hindi",
        timezone: "Asia/Kolkata",
      },
    });
  });

  it("sends the seconds when they are not zero", () => {
    const result = validateBirthForm(filled({ second: "9" }), { now: NOW });
    expect(result.ok && result.body.tob).toBe("07:05:09");
  });

  it("drops the place's time zone once the coordinates were typed over", () => {
    const values = filled({ latitude: "19.07", longitude: "72.88" });
    expect(keptTimezone(values)).toBeNull();
    const result = validateBirthForm(values, { now: NOW });
    expect(result.ok && "timezone" in result.body).toBe(false);
  });

  it("cuts the place text to 100 characters and sends celebrity_info", () => {
    const result = validateBirthForm(filled({ place: "x".repeat(150), celebrityInfo: " Actor " }), {
      now: NOW,
      celebrity: true,
    });
    expect(result.ok && result.body.pob.length).toBe(100);
    expect(result.ok && result.body.celebrity_info).toBe("Actor");
  });
});

describe("helpers", () => {
  it("pads and rounds", () => {
    expect(pad2(7)).toBe("07");
    expect(pad2("12")).toBe("12");
    expect(round2(25.3167)).toBe(25.32);
    expect(round2(83.0104)).toBe(83.01);
    expect(round2(-0.125)).toBe(-0.12);
  });

  it("reads the wall clock of a zone", () => {
    expect(localNow(NOW, "Asia/Kolkata")).toBe("2026-11-22T15:30:00");
  });

  it("fills the form from a saved record", () => {
    const values = valuesFromRecord({
      bid: "b1",
      full_name: "Ravi",
      dob: "09/08/1985",
      tob: "23:04:05",
      pob: "Bengaluru, Karnataka, India",
      lat: 12.97,
      lng: 77.59,
      timezone: "Asia/Kolkata",
      gender: "Male",
      marital_status: "Married",
      language: "English",
      is_celebrity: false,
      celebrity_info: null,
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    });
    expect(values).toMatchObject({ day: "09", month: "8", year: "1985", hours: "23", minute: "04", second: "5" });
    expect(keptTimezone(values)).toBe("Asia/Kolkata");
  });

  it("goes where the spec says after a submit", () => {
    const base = { type: null, predictions: false, pType: null, celebrity: false };
    expect(nextPath("b1", { ...base, type: "Oracle" })).toBe("/chats?type=Oracle&bid=b1");
    expect(nextPath("b1", { ...base, type: "Astra", celebrity: true })).toBe("/chatsceleb?type=Astra&bid=b1");
    expect(nextPath("b1", { ...base, predictions: true, pType: "weekly" })).toBe(
      "/daily-prediction?bid=b1&p_type=weekly",
    );
    expect(nextPath("b1", base)).toBe("/kundli/b1");
  });

  it("builds the address of an unsaved chart", () => {
    expect(freeChartHref(filled(), "1990-03-05T07:05:00")).toBe(
      "/kundli/free?datetime=1990-03-05T07%3A05%3A00&latitude=25.32&longitude=83.01&timezone=Asia%2FKolkata&name=Asha+Verma&place=Varanasi%2C+Uttar+Pradesh%2C+India",
    );
  });
});
