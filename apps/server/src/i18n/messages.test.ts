import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { useTestApp } from "../test-support/test-app.ts";

describeEachDialect("the API speaks the caller's language, by message code", (db) => {
  const t = useTestApp(db);

  it("answers errors, field errors and success messages in Hindi for a Hindi visitor", async () => {
    const unauth = await t.current.request({ method: "GET", url: "/api/v1/me", headers: { cookie: "lang=hi" } });
    expect(unauth.json().error).toEqual({
      code: "unauthorized",
      message_code: "auth.login_required",
      message: "आगे बढ़ने के लिए कृपया लॉग इन करें।",
    });
    const bad = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { mobile: "12345" },
    });
    expect(bad.json().error.message_code).toBe("auth.mobile_invalid");
    expect(bad.json().error.fields.mobile).toBe("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर डालें।");
    const sent = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { cookie: "lang=hi" },
      payload: { mobile: "919876543210" },
    });
    expect(sent.json()).toMatchObject({
      message: "OTP +91 ******3210 पर भेजा गया",
      message_code: "otp.sent",
      params: { mobile: "+91 ******3210" },
    });
    const english = await t.current.request({ method: "GET", url: "/api/v1/me" });
    expect(english.json().error.message).toBe("Please log in to continue.");
  });

  it("renders a field's limit from the contract into the message, in either language", async () => {
    const query = `/api/v1/places?q=${"a".repeat(101)}`;
    const hindi = await t.current.request({ method: "GET", url: query, headers: { cookie: "lang=hi" } });
    expect(hindi.json().error).toMatchObject({
      message_code: "place.too_long",
      params: { maximum: 100 },
      fields: { q: "जन्म स्थान अधिकतम 100 अक्षरों का हो सकता है।" },
    });
    const english = await t.current.request({ method: "GET", url: query });
    expect(english.json().error.fields.q).toBe("The birth place can be at most 100 characters.");
  });

  it("names checks zod makes without a message of ours by a general code", async () => {
    const extra = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { cookie: "lang=hi" },
      payload: { mobile: "919876543210", extra: 1 },
    });
    expect(extra.json().error).toMatchObject({
      message_code: "validation.field_not_allowed",
      fields: { extra: "यह फ़ील्ड स्वीकार्य नहीं है।" },
    });
    const noRoute = await t.current.request({ method: "GET", url: "/api/v1/nowhere?x=1" });
    expect(noRoute.json().error).toEqual({
      code: "not_found",
      message_code: "http.no_route",
      params: { method: "GET", path: "/api/v1/nowhere" },
      message: "No route for GET /api/v1/nowhere.",
    });
  });
});

describe("the server's messages", () => {
  it("hold no Hindi outside the catalogues, the astrologers' and horoscopes' writing, the question reader's words and the seed content", async () => {
    // Services and routes name messages by code: Hindi written here would bypass the catalogue.
    // (What reads Hindi — the question reader, the guard, the partner match, the Devanagari place
    // names, the forum's Check with AI — what writes the astrologers' words, chips included, the
    // seeded Hindi content and the bilingual share cards hold Devanagari by nature.)
    const { readdir, readFile } = await import("node:fs/promises");
    const root = new URL("../", import.meta.url);
    const files = (await readdir(root, { recursive: true })).filter(
      (name) =>
        name.endsWith(".ts") &&
        !name.endsWith(".test.ts") &&
        !/^(test-support\/|db\/(seed\.ts|blog-articles\/)|features\/chat\/(writers|reading|understanding|guard|follow-ups|eval)\/|features\/chat\/partner-match\.ts|features\/forum\/check\.ts|features\/share\/(cards|og-image)\.ts|providers\/places\/devanagari\.ts|features\/horoscopes\/compose\/)/.test(
          name,
        ),
    );
    const offenders: string[] = [];
    for (const name of files) {
      const text = await readFile(new URL(name, root), "utf8");
      if (/[\u0900-\u097F]/.test(text)) offenders.push(name);
    }
    expect(offenders).toEqual([]);
  });
});
