/** The API's one error shape: `{ error: { code, message, fields? } }`. */
export interface ApiErrorBody {
  error?: { code?: string; message?: string; fields?: Record<string, string> };
  status?: string;
  message?: string;
}

export interface JsonResult {
  ok: boolean;
  status: number;
  data: unknown;
}

/**
 * POSTs JSON to the API from the browser. The server accepts only `application/json` on
 * state-changing requests (its CSRF protection), so every POST carries a JSON body, even `{}`.
 * Network failures throw; HTTP failures resolve with `ok: false`.
 */
export async function postJson(path: string, body: unknown = {}, fetchImpl: typeof fetch = fetch): Promise<JsonResult> {
  const response = await fetchImpl(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body ?? {}),
  });
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  return { ok: response.ok, status: response.status, data };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The human message of an API answer: `message`, else `error.message`. */
export function serverMessage(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  if (typeof data.message === "string" && data.message) return data.message;
  const error = data.error;
  if (isRecord(error) && typeof error.message === "string" && error.message) return error.message;
  return undefined;
}

export function field(data: unknown, name: string): unknown {
  return isRecord(data) ? data[name] : undefined;
}
