// The baselines bench/web.ts measures Graha beside, each started as its own process like
// the real server: `node web-baselines.ts fastify <port>` — a bare Fastify answering
// "hello" as HTML (/html) and as JSON (/json); `node web-baselines.ts react-router <port>`
// — the smallest React Router page rendered on the server: one route whose loader returns
// a title, rendered by the static handler into a document, on Fastify.
import Fastify from "fastify";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";

const [kind, portText] = process.argv.slice(2);
const port = Number(portText);
const app = Fastify({ logger: false });

if (kind === "fastify") {
  app.get("/html", async (_request, reply) => reply.type("text/html").send("<!doctype html><p>hello</p>"));
  app.get("/json", async () => ({ status: "ok" }));
} else if (kind === "react-router") {
  function Page() {
    const { title } = useLoaderData<{ title: string }>();
    return createElement("main", null, createElement("h1", null, title), createElement("p", null, "hello"));
  }
  const handler = createStaticHandler([{ path: "/", loader: () => ({ title: "Minimal page" }), Component: Page }]);
  app.get("/", async (request, reply) => {
    const context = await handler.query(new Request(`http://localhost${request.url}`));
    if (context instanceof Response) return reply.code(context.status).send();
    const router = createStaticRouter(handler.dataRoutes, context);
    const body = renderToString(createElement(StaticRouterProvider, { router, context }));
    return reply
      .type("text/html")
      .send(`<!doctype html><html><head><title>Minimal</title></head><body>${body}</body></html>`);
  });
} else {
  throw new Error(`unknown baseline ${kind}: fastify or react-router`);
}

await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
