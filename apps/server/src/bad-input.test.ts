import { formatMessage } from "@graha/contracts/messages";
import { expect, it } from "vitest";
import { useTestApp } from "./test-support/test-app.ts";
import { describeEachDialect } from "./test-support/test-databases.ts";

/** The parts of an OpenAPI 3.1 document this test walks. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
}
interface Operation {
  description?: string;
  parameters?: { in: string; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
interface OpenApi {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** One string a request carries: where it goes, and whether it is free text (no closed list, pattern or format). */
interface Target {
  where: "path" | "query" | "body";
  /** The field as the error names it: `name`, `groom.full_name`. */
  field: string;
  freeText: boolean;
}

const BAD_CHARACTERS = { nul: "a\u0000b", "lone surrogate": "a\ud800b" };
const FORBIDDEN = formatMessage("en", "validation.forbidden_character");

function resolve(doc: OpenApi, schema: JsonSchema): JsonSchema {
  const name = schema.$ref?.replace("#/components/schemas/", "");
  return name ? resolve(doc, doc.components?.schemas?.[name] ?? {}) : schema;
}

/** Every string in a schema, as dotted paths (array items as `.0`). */
function stringsIn(doc: OpenApi, raw: JsonSchema, path: string[] = []): Target[] {
  const schema = resolve(doc, raw);
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])];
  if (branches.length > 0) {
    const found = branches.flatMap((branch) => stringsIn(doc, branch, path));
    return found.filter((target, i) => found.findIndex((other) => other.field === target.field) === i);
  }
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (schema.properties) {
    return Object.entries(schema.properties).flatMap(([name, property]) => stringsIn(doc, property, [...path, name]));
  }
  if (types.includes("array") && schema.items) return stringsIn(doc, schema.items, [...path, "0"]);
  if (!types.includes("string") || schema.const !== undefined) return [];
  const freeText = !schema.enum && !schema.pattern && !schema.format;
  return [{ where: "body", field: path.join("."), freeText }];
}

/** The body carrying `value` at `field` and nothing else. */
function bodyWith(field: string, value: string): unknown {
  return field
    .split(".")
    .reverse()
    .reduce<unknown>((inner, key) => (/^\d+$/.test(key) ? [inner] : { [key]: inner }), value);
}

describeEachDialect("characters the database refuses, in every string of every endpoint", (db) => {
  const ADMIN = "919999900099";
  const t = useTestApp(db, { env: { ADMIN_MOBILES: `+${ADMIN}` } });

  it("are refused as 400 field errors, never 500", async () => {
    const doc = (await t.current.get("/api/docs/json")).json<OpenApi>();
    // Staff routes (the console's, the forum's moderation) answer 404 to anyone but staff
    // before reading the request: they are sent by an admin who has confirmed a fresh code (ADR 033).
    const admin = (await t.current.login(ADMIN)).cookie;
    const sentCode = (await t.current.post("/api/v1/admin/confirm/send", undefined, admin)).json().token as string;
    await t.current.post("/api/v1/admin/confirm", { code: t.current.lastCode(ADMIN), token: sentCode }, admin);
    let sent = 0;
    const failures: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const parameters = (operation.parameters ?? []).filter((p) => p.in === "path" || p.in === "query");
        const bodySchema = operation.requestBody?.content["application/json"]?.schema;
        const targets: Target[] = [
          ...parameters.flatMap((p) =>
            stringsIn(doc, p.schema).map((target) => ({ ...target, where: p.in as "path" | "query", field: p.name })),
          ),
          ...(bodySchema ? stringsIn(doc, bodySchema) : []),
        ];
        for (const target of targets) {
          // A URL carries UTF-8, which has no lone surrogates: those can only come in a JSON body.
          const cases: [string, string][] =
            target.where === "body" ? Object.entries(BAD_CHARACTERS) : [["nul", BAD_CHARACTERS.nul]];
          for (const [what, value] of cases) {
            // Other path parameters get a harmless value: the first of a closed list, else "x".
            const fill = (name: string) => {
              const schema = parameters.find((p) => p.name === name)?.schema;
              const options = schema ? resolve(doc, schema).enum : undefined;
              return options ? String(options[0]) : "x";
            };
            const param = (name: string) => (target.where === "path" && name === target.field ? value : fill(name));
            let url = path.replace(/\{(\w+)\}/g, (_match, name: string) => encodeURIComponent(param(name)));
            if (target.where === "query") url += `?${target.field}=${encodeURIComponent(value)}`;
            const res = await t.current.request({
              method: method.toUpperCase() as "GET",
              url,
              // Each request from its own address, so no rate limit answers first.
              remoteAddress: `10.0.${Math.floor(sent / 250)}.${(sent % 250) + 1}`,
              ...(target.where === "body" ? { payload: bodyWith(target.field, value) as object } : {}),
              ...(operation.description?.startsWith("Staff only") ? { headers: { cookie: admin } } : {}),
            });
            sent++;
            const error =
              res.statusCode === 400 ? res.json<{ error: { fields?: Record<string, string> } }>().error : {};
            const said = error.fields?.[target.field];
            const ok = said !== undefined && (!target.freeText || said === FORBIDDEN);
            if (!ok)
              failures.push(
                `${method.toUpperCase()} ${path} ${target.where} ${target.field} (${what}): ${res.statusCode} ${res.body}`,
              );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The document was walked: the kundli form's text fields and a path id are among what was sent.
    expect(sent).toBeGreaterThan(40);
  });
});
