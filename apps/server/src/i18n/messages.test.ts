import { describe, expect, it } from "vitest";
import { describeEachDialect } from "../test-support/test-databases.ts";
import { useTestApp } from "../test-support/test-app.ts";
import { HINDI_MESSAGES } from "./messages-hi.ts";
import { translateMessage } from "./translate.ts";

describe("API messages in Hindi", () => {
  it("translates exact messages and ones with numbers and names", () => {
    expect(translateMessage("Please log in to continue.", "hi")).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
    expect(translateMessage("Incorrect code. 1 try left.", "hi")).toBe("गलत कोड। 1 प्रयास शेष हैं।");
    expect(translateMessage("Please wait! Astra is still replying.", "hi")).toBe(
      "कृपया प्रतीक्षा करें! एस्ट्रा अभी उत्तर दे रही हैं।",
    );
    expect(translateMessage("Something unknown", "hi")).toBe("Something unknown");
    expect(translateMessage("Please log in to continue.", "en")).toBe("Please log in to continue.");
  });

  it("every Hindi message is in Devanagari", () => {
    for (const text of Object.values(HINDI_MESSAGES)) expect(text).toMatch(/[\u0900-\u097F]/);
  });
});

describeEachDialect("the API speaks the caller's language", (db) => {
  const t = useTestApp(db);

  it("answers errors, field errors and success messages in Hindi for a Hindi visitor", async () => {
    const unauth = await t.current.request({ method: "GET", url: "/api/v1/me", headers: { cookie: "lang=hi" } });
    expect(unauth.json().error.message).toBe("आगे बढ़ने के लिए कृपया लॉग इन करें।");
    const bad = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { "accept-language": "hi-IN,hi;q=0.9" },
      payload: { mobile: "12345" },
    });
    expect(bad.json().error.fields.mobile).toBe("6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का सही मोबाइल नंबर डालें।");
    const sent = await t.current.request({
      method: "POST",
      url: "/api/v1/auth/otp",
      headers: { cookie: "lang=hi" },
      payload: { mobile: "919876543210" },
    });
    expect(sent.json().message).toBe("OTP +91 ******3210 पर भेजा गया");
    const english = await t.current.request({ method: "GET", url: "/api/v1/me" });
    expect(english.json().error.message).toBe("Please log in to continue.");
  });
});
