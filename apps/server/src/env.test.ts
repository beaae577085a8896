import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.ts";

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

  it("refuses to run production with the development secret or the console SMS adapter", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET[\s\S]*SMS_PROVIDER/);
    const env = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SMS_PROVIDER: "msg91",
      MSG91_AUTH_KEY: "k",
      MSG91_TEMPLATE_ID: "t",
    });
    expect(env.NODE_ENV).toBe("production");
  });
});
