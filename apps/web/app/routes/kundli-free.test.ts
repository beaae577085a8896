import { describe, expect, it } from "vitest";
import { createLoadContext } from "../load-context";
import { loader } from "./kundli-free";

const calls: string[] = [];
const context = createLoadContext({
  cspNonce: "n",
  apiFetch: async (path) => {
    calls.push(path);
    return new Response(JSON.stringify({ error: { code: "invalid_request", message: "bad date" } }), { status: 400 });
  },
});
const load = (query: string) =>
  loader({
    request: new Request(`https://graha.example/kundli/free${query}`),
    params: {},
    context,
  } as unknown as Parameters<typeof loader>[0]);

describe("/kundli/free", () => {
  it.each(["", "?name=Asha", "?datetime=1990-01-01T10:00&latitude=28.6", "?datetime=%20&latitude=28.6&longitude=77.2"])(
    "sends a visitor without the form's data (%s) to the free kundli form, asking the API nothing",
    async (query) => {
      calls.length = 0;
      const thrown = await load(query).catch((error: unknown) => error);
      expect(thrown).toBeInstanceOf(Response);
      expect((thrown as Response).status).toBe(302);
      expect((thrown as Response).headers.get("Location")).toBe("/free-kundli");
      expect(calls).toEqual([]);
    },
  );

  it("still asks the API for a chart when the data is there", async () => {
    calls.length = 0;
    await load("?datetime=1990-01-01T10:00&latitude=28.6&longitude=77.2");
    expect(calls).toEqual(["/api/v1/charts"]);
  });
});
