import type { ErrorBody, ErrorCode } from "@graha/contracts";
import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { AppError } from "../errors.ts";
import { requestLanguage, translateMessage, type ApiLanguage } from "../i18n/translate.ts";

/** Puts the user-facing texts of an error body into the caller's language. */
function localiseBody(body: ErrorBody & Record<string, unknown>, language: ApiLanguage): void {
  if (language === "en") return;
  body.error.message = translateMessage(body.error.message, language);
  if (typeof body.message === "string") body.message = translateMessage(body.message, language);
  if (body.error.fields) {
    for (const [name, text] of Object.entries(body.error.fields))
      body.error.fields[name] = translateMessage(text, language);
  }
}

const FASTIFY_CODES: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: "validation_failed", message: "The request body is not valid JSON." },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: "validation_failed", message: "The request body is empty." },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: "payload_too_large", message: "The request body is too large." },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "unsupported_media_type",
    message: "Send the request body as application/json.",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: "validation_failed", message: "The Content-Length header is wrong." },
};

function fieldsFromValidation(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!hasZodFastifySchemaValidationErrors(error)) return fields;
  for (const issue of error.validation) {
    const path = issue.instancePath.split("/").filter(Boolean);
    if (issue.keyword === "unrecognized_keys") {
      const keys = (issue.params as { keys?: string[] }).keys ?? [];
      for (const key of keys) fields[[...path, key].join(".")] = "This field is not allowed.";
      continue;
    }
    const name = path.length > 0 ? path.join(".") : "body";
    fields[name] ??= issue.message ?? "This value is not valid.";
  }
  return fields;
}

/**
 * The one place errors become responses: `{ error: { code, message, fields? } }` with the
 * code's status. Unknown errors are logged in full and answered with a bland 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let body: ErrorBody & Record<string, unknown>;
    let status: number;
    if (error instanceof AppError) {
      status = error.statusCode;
      body = {
        ...error.extraBody,
        error: { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
      };
      for (const [name, value] of Object.entries(error.headers ?? {})) reply.header(name, value);
    } else if (error.validation) {
      const fields = fieldsFromValidation(error);
      const message = Object.values(fields)[0] ?? "The request is not valid.";
      status = 400;
      body = { error: { code: "validation_failed", message, fields } };
    } else if (error.code && FASTIFY_CODES[error.code]) {
      const known = FASTIFY_CODES[error.code]!;
      status = error.statusCode ?? 400;
      body = { error: { code: known.code, message: known.message } };
    } else if (error.statusCode === 429) {
      status = 429;
      body = { error: { code: "rate_limited", message: "Too many requests. Please slow down and try again." } };
    } else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        error: { code: status === 404 ? "not_found" : "validation_failed", message: "The request is not valid." },
      };
    } else {
      request.log.error({ err: error }, "unhandled error");
      status = 500;
      body = { error: { code: "internal", message: "Something went wrong. Please try again later." } };
    }
    if (status >= 500 && error instanceof AppError) request.log.warn({ err: error }, "service error");
    localiseBody(body, requestLanguage(request));
    return reply.status(status).type("application/json; charset=utf-8").send(JSON.stringify(body));
  });

  app.setNotFoundHandler((request, reply) => {
    const body: ErrorBody = {
      error: { code: "not_found", message: `No route for ${request.method} ${request.url.split("?")[0]}.` },
    };
    return reply.status(404).type("application/json; charset=utf-8").send(JSON.stringify(body));
  });
}
