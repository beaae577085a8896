import type { InjectOptions } from "fastify";
import { expect, it } from "vitest";
import type { TestApp } from "./test-app.ts";

/** A public form the API stores (Contact Us, consultation requests), as its tests reach it. */
export interface FormEndpoint {
  t: { readonly current: TestApp };
  url: string;
  /** A body the endpoint takes. */
  valid: Record<string, unknown>;
  /** The rows it has stored so far. */
  stored: () => Promise<unknown[]>;
}

/** Posts a body the endpoint takes: expects 200 with its thanks (`message_code`, `message`); answers the rows stored then. */
async function postAccepted(
  form: FormEndpoint,
  body: InjectOptions["payload"],
  thanks: { message_code: string; message: string },
): Promise<unknown[]> {
  const res = await form.t.current.post(form.url, body);
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: "success", ...thanks });
  return form.stored();
}

/** A body the endpoint refuses: its label, the body, the field the refusal names and the text on it. */
export type RefusedField = readonly [label: string, body: InjectOptions["payload"], field: string, text: string];

/** Cases that put other values in one field of the valid body, each refused with the same text: label → value. */
function refusalsOf(
  form: Pick<FormEndpoint, "valid">,
  field: string,
  text: string,
  values: Record<string, unknown>,
): RefusedField[] {
  return Object.entries(values).map(([label, value]) => [label, { ...form.valid, [field]: value }, field, text]);
}

/** Each case (label, body, field, text) is refused with 400 and its own text on the field, and stores nothing. */
function itRefusesFields(form: FormEndpoint, cases: readonly RefusedField[]): void {
  it.each(cases)("refuses %s with its own text and stores nothing", async (_label, body, field, text) => {
    const res = await form.t.current.post(form.url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(text);
    expect(await form.stored()).toEqual([]);
  });
}

/** A NUL in any of these fields is refused with the field's error before any query. */
function itRefusesNul(form: FormEndpoint, fields: readonly string[]): void {
  it.each(fields)("refuses a NUL in %s before any query", async (field) => {
    const res = await form.t.current.post(form.url, { ...form.valid, [field]: `${form.valid[field] ?? "ab"}\u0000cd` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(
      "Remove the invalid character (such as a null character) from this field.",
    );
    expect(await form.stored()).toEqual([]);
  });
}

/** One address may post `limit` valid bodies an hour; the next is answered 429 and not stored. */
function itLimitsPerHour(form: FormEndpoint, limit: number, what: string): void {
  it(`takes ${limit} ${what} an hour from one address, then answers 429`, async () => {
    for (let i = 0; i < limit; i++) {
      expect((await form.t.current.post(form.url, form.valid)).statusCode).toBe(200);
    }
    const res = await form.t.current.post(form.url, form.valid);
    expect(res.statusCode).toBe(429);
    expect(await form.stored()).toHaveLength(limit);
  });
}

/** The tests of a public form, bound to it: `const form = formKit({ t, url, valid, stored })`, then `form.itRefusesNul(fields)`. */
export function formKit(form: FormEndpoint) {
  return {
    postAccepted: (body: InjectOptions["payload"], thanks: { message_code: string; message: string }) =>
      postAccepted(form, body, thanks),
    refusals: (field: string, text: string, values: Record<string, unknown>) => refusalsOf(form, field, text, values),
    itRefusesFields: (cases: readonly RefusedField[]) => itRefusesFields(form, cases),
    itRefusesNul: (fields: readonly string[]) => itRefusesNul(form, fields),
    itLimitsPerHour: (limit: number, what: string) => itLimitsPerHour(form, limit, what),
  };
}
