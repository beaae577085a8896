import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

const PRODUCTION_COMPANY = {
  COMPANY_NAME: "Graha Technologies Pvt. Ltd.",
  COMPANY_ADDRESS: "12 Residency Road, Pune, Maharashtra 411001",
  COMPANY_GSTIN: "27abcde1234f1z5",
};

describe("environment", () => {
  it("works with nothing set: SQLite in ./data, console SMS, port 3000 on 127.0.0.1", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({ PORT: 3000, HOST: "127.0.0.1", DATA_DIR: "./data", SMS_PROVIDER: "console" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("lists every bad variable in one error", () => {
    expect(() => parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", SMS_PROVIDER: "pigeon" })).toThrow(
      /PORT[\s\S]*DATABASE_URL: DATABASE_URL must be a postgres:\/\/ URL[\s\S]*SMS_PROVIDER/,
    );
  });

  it("refuses to run production with the development secret, the console SMS adapter or placeholder invoice details", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(
      /SESSION_SECRET[\s\S]*SMS_PROVIDER[\s\S]*COMPANY_NAME[\s\S]*COMPANY_ADDRESS[\s\S]*COMPANY_GSTIN/,
    );
    const env = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
      ...PRODUCTION_COMPANY,
    });
    expect(env.NODE_ENV).toBe("production");
    expect(env.COMPANY_GSTIN).toBe("27ABCDE1234F1Z5");
  });

  it("refuses a GSTIN that is not one", () => {
    expect(() => parseEnv({ COMPANY_GSTIN: "27ABCDE1234" })).toThrow(/COMPANY_GSTIN/);
  });
});
