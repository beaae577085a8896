import { errorStatusByCode, type ErrorCode } from "@graha/contracts";

/**
 * An error the API means to show. Services throw these; only the error handler turns them
 * into responses. Anything else becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: Record<string, string> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra top-level body properties kept for the spec's `{ status, message }` answers. */
  readonly extraBody: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: {
      fields?: Record<string, string>;
      headers?: Record<string, string>;
      extraBody?: Record<string, unknown>;
    } = {},
  ) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.extraBody = options.extraBody;
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}

export const notFound = (message = "Not found.") => new AppError("not_found", message);
export const unauthorized = (message = "Please log in to continue.") => new AppError("unauthorized", message);
