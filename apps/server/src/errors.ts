import { errorStatusByCode, type ErrorCode } from "@graha/contracts";
import { formatMessage, type Message, type PlainMessageCode } from "@graha/contracts/messages";

/** A catalogue message: a code alone when its text has no parameters. */
export type MessageArg = Message | PlainMessageCode;

/**
 * An error the API means to show. Services throw these with a message code; only the
 * error handler turns them into responses, rendering the message in the caller's
 * language. Anything else becomes a 500 whose details stay in the log.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** What to tell the user, by code. */
  readonly said: MessageArg;
  readonly fields: Record<string, MessageArg> | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Extra top-level body properties kept for the spec's `{ status, message }` answers. */
  readonly extraBody: Record<string, unknown> | undefined;
  /** The message also at the top level of the body, as the spec's `{ status: "fail", message }`. */
  readonly topLevelMessage: boolean;

  constructor(
    code: ErrorCode,
    said: MessageArg,
    options: {
      fields?: Record<string, MessageArg>;
      headers?: Record<string, string>;
      extraBody?: Record<string, unknown>;
      topLevelMessage?: boolean;
    } = {},
  ) {
    // The English text, for the log.
    super(formatMessage("en", said));
    this.name = "AppError";
    this.code = code;
    this.said = said;
    this.fields = options.fields;
    this.headers = options.headers;
    this.extraBody = options.extraBody;
    this.topLevelMessage = options.topLevelMessage ?? false;
  }

  get statusCode(): number {
    return errorStatusByCode[this.code];
  }
}

/** A refused field: the message is the error's and the field's. */
export const fieldError = (field: string, said: MessageArg) =>
  new AppError("validation_failed", said, { fields: { [field]: said } });

export const notFound = (said: MessageArg = "http.not_found") => new AppError("not_found", said);
export const unauthorized = (said: MessageArg = "auth.login_required") => new AppError("unauthorized", said);
