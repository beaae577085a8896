import { describe, expect, it, vi } from "vitest";
import { requestCode, verifyCode } from "./otp-flow";

function respond(status: number, body: unknown): typeof fetch {
  return vi.fn(
    async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

describe("requestCode", () => {
  it("posts the mobile as JSON and returns the token", async () => {
    const fetchImpl = respond(200, { status: "success", token: "tok", message: "sent" });
    const outcome = await requestCode("/api/v1/auth/otp", "919876543210", fetchImpl);
    expect(outcome).toEqual({ ok: true, value: { token: "tok", message: "sent" } });
    const [path, init] = vi.mocked(fetchImpl).mock.calls[0]!;
    expect(path).toBe("/api/v1/auth/otp");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("same-origin");
    expect(new Headers(init?.headers).get("content-type")).toBe("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ mobile: "919876543210" });
  });

  it("shows Failed to get OTP. with the server's message on a throttle", async () => {
    const outcome = await requestCode(
      "/x",
      "919876543210",
      respond(429, {
        error: { code: "RATE_LIMITED", message: "Please wait 25 seconds before requesting a new code." },
      }),
    );
    expect(outcome).toEqual({
      ok: false,
      error: {
        display: "alert",
        key: "getOtpFailedWith",
        message: "Please wait 25 seconds before requesting a new code.",
      },
    });
  });

  it("shows the server's message for a refused number", async () => {
    const outcome = await requestCode(
      "/x",
      "915",
      respond(400, { error: { code: "VALIDATION", message: "Invalid mobile", fields: { mobile: "bad" } } }),
    );
    expect(outcome).toMatchObject({ ok: false, error: { key: "getOtpFailedWith", message: "Invalid mobile" } });
  });

  it("treats a 200 without success as a failure with its message", async () => {
    const outcome = await requestCode("/x", "919876543210", respond(200, { status: "fail", message: "Nope" }));
    expect(outcome).toMatchObject({ ok: false, error: { display: "alert", key: "getOtpFailedWith", message: "Nope" } });
  });

  it("toasts Please try again later on a server error", async () => {
    const outcome = await requestCode(
      "/x",
      "919876543210",
      respond(500, { error: { code: "INTERNAL", message: "x" } }),
    );
    expect(outcome).toEqual({ ok: false, error: { display: "toast", key: "getOtpFailedLater" } });
  });

  it("alerts the generic message when the network fails", async () => {
    const fetchImpl = vi.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    const outcome = await requestCode("/x", "919876543210", fetchImpl);
    expect(outcome).toEqual({ ok: false, error: { display: "alert", key: "generic" } });
  });
});

describe("verifyCode", () => {
  const body = { mobile: "919876543210", otp: "123456", token: "tok", device: "web" };

  it("refuses to send without a token", async () => {
    const fetchImpl = respond(200, {});
    const outcome = await verifyCode("/x", { ...body, token: null }, { fetchImpl });
    expect(outcome).toEqual({ ok: false, error: { display: "alert", key: "tokenMissing" } });
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it("succeeds with a jwt", async () => {
    const outcome = await verifyCode("/x", body, {
      requireJwt: true,
      fetchImpl: respond(200, { status: "success", jwt: "j", message: "ok" }),
    });
    expect(outcome.ok).toBe(true);
  });

  it("fails without a jwt when one is required", async () => {
    const outcome = await verifyCode("/x", body, {
      requireJwt: true,
      fetchImpl: respond(200, { status: "success", message: "odd" }),
    });
    expect(outcome).toMatchObject({ ok: false, error: { key: "server", message: "odd" } });
  });

  it("shows the server's message for a wrong code", async () => {
    const outcome = await verifyCode("/x", body, {
      fetchImpl: respond(400, {
        status: "fail",
        message: "Incorrect code. 4 tries left.",
        error: { code: "OTP_INCORRECT", message: "Incorrect code. 4 tries left." },
      }),
    });
    expect(outcome).toEqual({
      ok: false,
      error: { display: "alert", key: "server", message: "Incorrect code. 4 tries left." },
    });
  });

  it("shows Failed to verify OTP on a server error", async () => {
    const outcome = await verifyCode("/x", body, { fetchImpl: respond(502, null) });
    expect(outcome).toEqual({ ok: false, error: { display: "alert", key: "verifyFailed" } });
  });
});
