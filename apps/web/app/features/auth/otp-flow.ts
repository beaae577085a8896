import type { RequestOtpResponse } from "@graha/contracts";
import { api, type ApiFetch } from "../../lib/api";
import { apiMessage } from "../../lib/api-message";

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
  fetchImpl?: ApiFetch,
  /** The page's language: API messages are shown from their code in it. */
  lang = "en",
): Promise<Outcome<{ token: string; message?: string }>> {
  const result = await api<RequestOtpResponse>(path, { body: { mobile }, ...(fetchImpl ? { fetch: fetchImpl } : {}) });
  if (result.status === 0) return { ok: false, error: { display: "alert", key: "generic" } };
  if (result.ok) {
    // The spec's API may answer 200 with `status: "fail"` and a reason.
    const { status, token } = result.data;
    const message = apiMessage(result.data, lang);
    if (status === "success" && token) return { ok: true, value: { token, ...(message ? { message } : {}) } };
    return { ok: false, error: { display: "alert", key: "getOtpFailedWith", message: message ?? "" } };
  }
  const { status } = result;
  const message = apiMessage(result.body, lang);
  // A refused number (400), a throttle (429) or another refusal the server explains.
  if (status >= 400 && status < 500 && message) {
    return { ok: false, error: { display: "alert", key: "getOtpFailedWith", message } };
  }
  return { ok: false, error: { display: "toast", key: "getOtpFailedLater" } };
}

/** Checks a code; `T` is the contract's success answer of `path`. */
export async function verifyCode<T extends { status: "success" }>(
  path: string,
  body: { mobile: string; otp: string; token: string | null | undefined } & Record<string, unknown>,
  options: { requireJwt?: boolean; fetchImpl?: ApiFetch; lang?: string } = {},
): Promise<Outcome<T>> {
  if (!body.token) return { ok: false, error: { display: "alert", key: "tokenMissing" } };
  const result = await api<T>(path, { body, ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}) });
  if (result.status === 0) return { ok: false, error: { display: "alert", key: "generic" } };
  const { ok, status } = result;
  const data: unknown = result.ok ? result.data : result.body;
  if (result.ok && result.data.status === "success" && (!options.requireJwt || "jwt" in result.data)) {
    return { ok: true, value: result.data };
  }
  const message = apiMessage(data, options.lang ?? "en");
  if (message && (ok || status < 500)) {
    return { ok: false, error: { display: "alert", key: "server", message } };
  }
  return { ok: false, error: { display: "alert", key: "verifyFailed" } };
}
