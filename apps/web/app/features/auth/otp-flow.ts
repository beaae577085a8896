import { field, postJson, serverMessage } from "../../lib/api";

// The request-code / verify-code calls shared by login, account deletion and (later) the
// subscription cancel flow, with the spec's error catalogue decided in one place.

export type FlowErrorKey =
  "getOtpFailedWith" | "getOtpFailedLater" | "generic" | "tokenMissing" | "verifyFailed" | "server";

export interface FlowError {
  /** The spec shows most failures as an alert in the dialog, one as a toast. */
  display: "alert" | "toast";
  key: FlowErrorKey;
  /** The server's text, for `getOtpFailedWith` and `server`. */
  message?: string;
}

export type Outcome<T> = { ok: true; value: T } | { ok: false; error: FlowError };

export async function requestCode(
  path: string,
  mobile: string,
  fetchImpl?: typeof fetch,
): Promise<Outcome<{ token: string; message?: string }>> {
  let result;
  try {
    result = await postJson(path, { mobile }, fetchImpl);
  } catch {
    return { ok: false, error: { display: "alert", key: "generic" } };
  }
  const { ok, status, data } = result;
  const message = serverMessage(data);
  if (ok) {
    const token = field(data, "token");
    if (field(data, "status") === "success" && typeof token === "string" && token) {
      return { ok: true, value: { token, ...(message ? { message } : {}) } };
    }
    return { ok: false, error: { display: "alert", key: "getOtpFailedWith", message: message ?? "" } };
  }
  // A refused number (400), a throttle (429) or another refusal the server explains.
  if (status >= 400 && status < 500 && message) {
    return { ok: false, error: { display: "alert", key: "getOtpFailedWith", message } };
  }
  return { ok: false, error: { display: "toast", key: "getOtpFailedLater" } };
}

export async function verifyCode<T extends Record<string, unknown>>(
  path: string,
  body: { mobile: string; otp: string; token: string | null | undefined } & Record<string, unknown>,
  options: { requireJwt?: boolean; fetchImpl?: typeof fetch } = {},
): Promise<Outcome<T>> {
  if (!body.token) return { ok: false, error: { display: "alert", key: "tokenMissing" } };
  let result;
  try {
    result = await postJson(path, body, options.fetchImpl);
  } catch {
    return { ok: false, error: { display: "alert", key: "generic" } };
  }
  const { ok, status, data } = result;
  const message = serverMessage(data);
  if (ok && field(data, "status") === "success" && (!options.requireJwt || typeof field(data, "jwt") === "string")) {
    return { ok: true, value: data as T };
  }
  if (message && (ok || status < 500)) {
    return { ok: false, error: { display: "alert", key: "server", message } };
  }
  return { ok: false, error: { display: "alert", key: "verifyFailed" } };
}
