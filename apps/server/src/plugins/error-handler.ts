import type { ErrorBody, ErrorCode } from "@graha/contracts";
import { isMessageCode, type MessageRef, type PlainMessageCode } from "@graha/contracts/messages";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { isDatabaseUnavailable } from "../db/database.ts";
import { AppError, type MessageArg } from "../errors.ts";
import { renderNotice, requestLanguage } from "../i18n/messages.ts";

/** A message by code, maybe with parameters the compiler cannot check (a zod issue's). */
type LooseMessage = MessageRef | PlainMessageCode;

const FASTIFY_CODES: Record<string, { code: ErrorCode; said: MessageArg }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "validation_failed", said: "http.invalid_json" },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "validation_failed", said: "http.empty_body" },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", said: "http.body_too_large" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: "unsupported_media_type", said: "http.json_only" },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "validation_failed", said: "http.bad_content_length" },
};

interface IssueParams {
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  params?: Record<string, string | number>;
}

/**
 * The message of one zod issue: the catalogue code the contract gave it, with the limit it
 * names, else a general message for the kind of issue.
 */
function issueMessage(keyword: string, message: string | undefined, issue: IssueParams): LooseMessage {
  const limits = {
    ...(issue.minimum !== undefined ? { minimum: Number(issue.minimum) } : {}),
    ...(issue.maximum !== undefined ? { maximum: Number(issue.maximum) } : {}),
  };
  if (isMessageCode(message)) return { code: message, params: { ...limits, ...issue.params } };
  const text = issue.origin === "string" || issue.origin === "array";
  switch (keyword) {
    case "too_small":
      return { code: text ? "validation.too_short" : "validation.too_small", params: limits };
    case "too_big":
      return { code: text ? "validation.too_long" : "validation.too_big", params: limits };
    case "invalid_value":
      return "validation.invalid_option";
    default:
      return "validation.invalid_value";
  }
}

function fieldsFromValidation(error: FastifyError): Record<string, LooseMessage> {
  const fields: Record<string, LooseMessage> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.split("/").filter(Boolean);
    if (issue.keyword === "unrecognized_keys") {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      for (const key of keys) fields[[...path, key].join(".")] = "validation.field_not_allowed";
      continue;
    }
    const name = path.length > 0 ? path.join(".") : "body";
    fields[name] ??= issueMessage(issue.keyword, issue.message, issue.params as IssueParams);
  }
  return fields;
}

interface Failure {
  status: number;
  code: ErrorCode;
  said: LooseMessage;
  fields?: Record<string, LooseMessage>;
}

function failureOf(error: FastifyError): Failure {
  if (error instanceof AppError) {
    return {
      status: error.statusCode,
      code: error.code,
      said: error.said,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }
  if (error.validation) {
    const fields = fieldsFromValidation(error);
    return { status: 400, code: "validation_failed", said: Object.values(fields)[0] ?? "http.invalid_request", fields };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: error.statusCode ?? 400, ...known };
  if (error.statusCode === 429) return { status: 429, code: "rate_limited", said: "http.rate_limited" };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const status = error.statusCode;
    return { status, code: status === 404 ? "not_found" : "validation_failed", said: "http.invalid_request" };
  }
  if (isDatabaseUnavailable(error)) {
    return { status: 503, code: "service_unavailable", said: "http.database_unavailable" };
  }
  return { status: 500, code: "internal", said: "http.internal" };
}

/**
 * The one place errors become responses: `{ error: { code, message, message_code, params?,
 * fields? } }` with the code's status, every text in the caller's language. A database that
 * cannot be reached is a 503 (worth retrying); other unknown errors are logged in full and
 * answered with a bland 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const failure = failureOf(error);
    const meant = error instanceof AppError ? error : undefined;
    if (!meant && failure.status === 500) request.log.error({ err: error }, "unhandled error");
    else if (failure.status >= 500) request.log.warn({ err: error }, "service error");
    const language = requestLanguage(request);
    const render = (said: LooseMessage) => renderNotice(language, said);
    const notice = render(failure.said);
    const fields = failure.fields
      ? Object.fromEntries(Object.entries(failure.fields).map(([name, said]) => [name, render(said).message]))
      : undefined;
    const body: ErrorBody & Record<string, unknown> = {
      ...meant?.extraBody,
      ...(meant?.topLevelMessage ? notice : {}),
      error: { code: failure.code, ...notice, ...(fields ? { fields } : {}) },
    };
    for (const [name, value] of Object.entries(meant?.headers ?? {})) reply.header(name, value);
    return reply.status(failure.status).type("application/json; charset=utf-8").send(JSON.stringify(body));
  });

  app.setNotFoundHandler((request, reply) => {
    const said = {
      code: "http.no_route",
      params: { method: request.method, path: request.url.split("?")[0] ?? "" },
    } as const;
    const body: ErrorBody = { error: { code: "not_found", ...renderNotice(requestLanguage(request), said) } };
    return reply.status(404).type("application/json; charset=utf-8").send(JSON.stringify(body));
  });
}
