// The baselines bench/web.ts measures Graha beside, each started as its own process like
// the real server: `node web-baselines.ts fastify <port>` — a bare Fastify answering
// "hello" as HTML (/html) and as JSON (/json); `node web-baselines.ts react-router <port>`
// — the smallest React Router page rendered on the server: one route whose loader returns
// a title, rendered by the static handler into a document, on Fastify; `node web-baselines.ts
// react-router-app <port>` — the same page as a React Router app (framework mode, as Graha's
// web app is): bench/minimal-app, built by bench/web.ts, its document (meta, links, the
// hydration scripts and data) rendered by the request handler and streamed, on Fastify.
import { Readable } from "node:stream";
import Fastify from "fastify";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import {
  createRequestHandler,
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type ServerBuild,
} from "react-router";

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
} else if (kind === "react-router-app") {
  const build = (await import(new URL("minimal-app/build/server/index.js", import.meta.url).href)) as ServerBuild;
  const handle = createRequestHandler(build, "production");
  app.get("/*", async (request, reply) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers))
      if (typeof value === "string") headers.set(name, value);
    const response = await handle(new Request(new URL(request.url, `http://${request.headers.host}`), { headers }));
    reply.status(response.status).headers(Object.fromEntries(response.headers));
    return reply.send(
      response.body ? Readable.fromWeb(response.body as import("node:stream/web").ReadableStream) : null,
    );
  });
} else {
  throw new Error(`unknown baseline ${kind}: fastify, react-router or react-router-app`);
}

await app.listen({ port, host: "127.0.0.1" });
process.on("SIGTERM", () => void app.close().then(() => process.exit(0)));
