import { contactBody, trimmedText } from "@graha/contracts";
import { expect, it } from "vitest";
import { formKit } from "../../test-support/form-endpoint.ts";
import { describeEachDialect } from "../../test-support/test-databases.ts";
import { PRODUCTION_ENV, useTestApp } from "../../test-support/test-app.ts";
import { CONTACT_LIMIT_PER_HOUR } from "./routes.ts";

const valid = { name: "Meera Iyer", reach: "98765 43210", message: "My payment went through but no questions came." };

describeEachDialect("GET /api/v1/company", (db) => {
  const t = useTestApp(db, {
    env: {
      COMPANY_NAME: PRODUCTION_ENV.COMPANY_NAME,
      COMPANY_ADDRESS: PRODUCTION_ENV.COMPANY_ADDRESS,
      COMPANY_GSTIN: PRODUCTION_ENV.COMPANY_GSTIN,
      GRIEVANCE_OFFICER_NAME: PRODUCTION_ENV.GRIEVANCE_OFFICER_NAME,
      GRIEVANCE_OFFICER_EMAIL: PRODUCTION_ENV.GRIEVANCE_OFFICER_EMAIL,
    },
  });

  it("answers with the configured company and grievance officer, no login needed", async () => {
    const res = await t.current.get("/api/v1/company");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      name: "Graha Technologies Pvt. Ltd.",
      address: "12 Residency Road, Pune, Maharashtra 411001",
      gstin: "27ABCDE1234F1Z5",
      grievance_officer: { name: "Asha Rao", email: "grievance@graha.in" },
      external_language_model: false,
    });
  });
});

describeEachDialect("GET /api/v1/company with a language-model provider", (db) => {
  const t = useTestApp(db, { env: { LLM_PROVIDER: "openai", LLM_API_KEY: "k" } });

  it("says replies go to an external language model, so the privacy policy names it", async () => {
    expect((await t.current.get("/api/v1/company")).json().external_language_model).toBe(true);
  });
});

describeEachDialect("POST /api/v1/contact", (db) => {
  const t = useTestApp(db);
  const stored = () => t.current.ctx.database.db.selectFrom("contact_messages").selectAll().execute();
  const form = formKit({ t, url: "/api/v1/contact", valid, stored });

  it("stores the message as a new lead, the number as 91 and its 10 digits, and thanks the sender", async () => {
    const thanks = {
      message_code: "contact.received",
      message: "Thank you, we have your message. We reply within 24 hours on working days.",
    };
    expect(await form.postAccepted({ ...valid, name: "  Meera Iyer " }, thanks)).toEqual([
      expect.objectContaining({
        name: "Meera Iyer",
        mobile: "919876543210",
        email: null,
        message: valid.message,
        language: "en",
        status: "new",
        created_at: "2026-11-22T06:30:00.000Z",
      }),
    ]);
  });

  it("takes an email instead, and answers in Hindi for a Hindi visitor", async () => {
    const res = await t.current.request({
      method: "POST",
      url: "/api/v1/contact",
      payload: { ...valid, reach: "Meera@Example.in" },
      headers: { cookie: "lang=hi" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe("धन्यवाद, हमें आपका संदेश मिल गया है। कार्य-दिवसों में हम 24 घंटे के भीतर उत्तर देते हैं।");
    expect(await stored()).toEqual([
      expect.objectContaining({ mobile: null, email: "meera@example.in", language: "hi" }),
    ]);
  });

  form.itRefusesFields([
    ...form.refusals("name", "Please enter your name.", { "a missing name": undefined, "a blank name": "   " }),
    ...form.refusals("name", "Your name can be at most 100 characters.", { "a long name": "a".repeat(101) }),
    ...form.refusals("reach", "Please enter your mobile number or email, so we can reply.", {
      "no way to reply": " ",
    }),
    ...form.refusals("reach", "Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or a valid email address.", {
      "a number starting with 5": "5876543210",
      "an email without a domain": "meera@",
    }),
    ...form.refusals("message", "Please write your message.", { "no message": "" }),
    ...form.refusals("message", "Please write at least 10 characters, so we can understand your question.", {
      "a short message": "  help    ",
    }),
    ...form.refusals("message", "Your message can be at most 2000 characters.", {
      "a long message": "a".repeat(2001),
    }),
  ]);
  form.itRefusesNul(Object.keys(contactBody.shape));
  form.itLimitsPerHour(CONTACT_LIMIT_PER_HOUR, "messages");
});

it("builds every contact string on text(): trimmedText refuses a NUL like the contact body", () => {
  const field = trimmedText(1, 10, { required: "contact.name_required", tooLong: "contact.name_too_long" });
  expect(field.safeParse("a\u0000").success).toBe(false);
});
