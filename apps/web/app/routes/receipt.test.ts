import { describe, expect, it } from "vitest";
import { createLoadContext } from "../load-context";
import { loader } from "./receipt";

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

function load(id: string, answer: Response, cookie = "jwt=t") {
  const context = createLoadContext({ cspNonce: "n", apiFetch: async () => answer });
  const request = new Request(`https://graha.example/receipts/${id}`, { headers: { cookie } });
  const args = { request, context, params: { id }, url: new URL(request.url), pattern: "/receipts/:id" };
  return loader(args as unknown as Parameters<typeof loader>[0]);
}

describe("the receipt page's loader", () => {
  it("throws a 404 for a receipt that does not exist (or is someone else's), so the page answers 404", async () => {
    // A thrown `data(…, { status: 404 })`: React Router renders the error boundary (the 404 page) with that status.
    const thrown: unknown = await load("nope", json(404, { error: { code: "not_found", message: "x" } })).then(
      () => "returned",
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ type: "DataWithResponseInit", init: { status: 404 } });
  });

  it("answers 401 with the login prompt for a visitor", async () => {
    const answer = await load("p1", json(200, {}), "");
    expect(answer).toMatchObject({ init: { status: 401 }, data: { receipt: null } });
  });
});
