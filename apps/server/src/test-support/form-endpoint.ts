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

/** Each case (label, body, field, text) is refused with 400 and its own text on the field, and stores nothing. */
export function itRefusesFields(
  form: FormEndpoint,
  cases: readonly (readonly [label: string, body: InjectOptions["payload"], field: string, text: string])[],
): void {
  it.each(cases)("refuses %s with its own text and stores nothing", async (_label, body, field, text) => {
    const res = await form.t.current.post(form.url, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(text);
    expect(await form.stored()).toEqual([]);
  });
}

/** A NUL in any of these fields is refused with the field's error before any query. */
export function itRefusesNul(form: FormEndpoint, fields: readonly string[]): void {
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
export function itLimitsPerHour(form: FormEndpoint, limit: number, what: string): void {
  it(`takes ${limit} ${what} an hour from one address, then answers 429`, async () => {
    for (let i = 0; i < limit; i++) {
      expect((await form.t.current.post(form.url, form.valid)).statusCode).toBe(200);
    }
    const res = await form.t.current.post(form.url, form.valid);
    expect(res.statusCode).toBe(429);
    expect(await form.stored()).toHaveLength(limit);
  });
}
