import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";
import { PRODUCTION_ENV as production } from "./test-support/test-app.ts";

describe("environment", () => {
  it("works with nothing set: SQLite in ./data, console SMS, port 3000 on 127.0.0.1", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data", SMS_PROVIDER: "console" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("gives a development server an admin to open the console with, and nobody else one", () => {
    expect(parseEnv({}).ADMIN_MOBILES).toEqual(["919999999999"]);
    expect(parseEnv({ ADMIN_MOBILES: "+91 98765 43210" }).ADMIN_MOBILES).toEqual(["919876543210"]);
    expect(parseEnv({ NODE_ENV: "test" }).ADMIN_MOBILES).toEqual([]);
    expect(
      parseEnv({ ...production, PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" }).ADMIN_MOBILES,
    ).toEqual([]);
    expect(() => parseEnv({ ADMIN_MOBILES: "12345" })).toThrow(/ADMIN_MOBILES takes \+91 mobile numbers/);
  });

  it("lists every bad variable in one error", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", SMS_PROVIDER: "pigeon" })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL[\s\S]*SMS_PROVIDER/,
    );
  });

  it("refuses to run production with the development secret, the console SMS adapter or placeholder invoice details", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET[\s\S]*SMS_PROVIDER[\s\S]*COMPANY_NAME[\s\S]*COMPANY_ADDRESS[\s\S]*COMPANY_GSTIN[\s\S]*GRIEVANCE_OFFICER_NAME[\s\S]*GRIEVANCE_OFFICER_EMAIL/,
    );
    const env = parseEnv({ ...production, ...razorpay, COMPANY_GSTIN: "27abcde1234f1z5" });
    expect(env.NODE_ENV).toBe("production");
    expect(env.COMPANY_GSTIN).toBe("27ABCDE1234F1Z5");
  });

  it("refuses a grievance officer email that is not one", () => {
    expect(() => parseEnv({ GRIEVANCE_OFFICER_EMAIL: "grievance at graha" })).toThrow(/GRIEVANCE_OFFICER_EMAIL/);
  });

  it("reads blog posts from the database unless WordPress is named with its URL", () => {
    expect(parseEnv({}).BLOG_PROVIDER).toBe("builtin");
    expect(() => parseEnv({ BLOG_PROVIDER: "wordpress" })).toThrow(/BLOG_WORDPRESS_URL: BLOG_PROVIDER=wordpress needs/);
    expect(() => parseEnv({ BLOG_PROVIDER: "wordpress", BLOG_WORDPRESS_URL: "blog.example.in" })).toThrow(
      /BLOG_WORDPRESS_URL must be the WordPress site's URL/,
    );
    expect(parseEnv({ BLOG_PROVIDER: "wordpress", BLOG_WORDPRESS_URL: "https://blog.example.in" }).BLOG_PROVIDER).toBe(
      "wordpress",
    );
  });

  it("refuses a GSTIN that is not one", () => {
    expect(() => parseEnv({ COMPANY_GSTIN: "27ABCDE1234" })).toThrow(/COMPANY_GSTIN/);
  });

  it("refuses production without real payments: the sandbox credits without payment", () => {
    expect(() => parseEnv(production)).toThrow(/PAYMENT_PROVIDER: the sandbox checkout credits without payment/);
    expect(() => parseEnv({ ...production, PAYMENT_PROVIDER: "sandbox" })).toThrow(/PAYMENT_PROVIDER/);
    // The flag alone does not do: the sandbox must be named too.
    expect(() => parseEnv({ ...production, ALLOW_SANDBOX_PAYMENTS: "true" })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => parseEnv({ ...production, PAYMENT_PROVIDER: "razorpay" })).toThrow(/RAZORPAY_KEY_ID/);
    expect(parseEnv({ ...production, ...razorpay }).PAYMENT_PROVIDER).toBe("razorpay");
    const staging = parseEnv({ ...production, PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: "true" });
    expect(staging).toMatchObject({ PAYMENT_PROVIDER: "sandbox", ALLOW_SANDBOX_PAYMENTS: true });
    // Elsewhere the sandbox stays the default.
    expect(parseEnv({}).PAYMENT_PROVIDER).toBe("sandbox");
  });

  it("requires METRICS_TOKEN in production only", () => {
    const { METRICS_TOKEN: _, ...withoutToken } = production;
    expect(() => parseEnv({ ...withoutToken, ...razorpay })).toThrow(/METRICS_TOKEN: set METRICS_TOKEN in production/);
    expect(() => parseEnv({ ...production, ...razorpay, METRICS_TOKEN: "short" })).toThrow(/METRICS_TOKEN/);
    expect(parseEnv({}).METRICS_TOKEN).toBeUndefined();
  });
});

const razorpay = {
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
};
