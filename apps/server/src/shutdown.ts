import type { FastifyInstance } from "fastify";
import type { AppContext } from "./context.ts";

const IDLE_SWEEP_MS = 100;
/** Past the grace period, how long the interrupted streams and the closing steps may take. */
const LAST_RESORT_MS = 15_000;

/**
 * Stops one server process gracefully: stop accepting at once; let streamed answers finish
 * within SHUTDOWN_GRACE_SECONDS, then end the rest with their `interrupted` event (unanswered,
 * uncharged, holds released); then stop the job runner (waiting for a job in progress) and
 * close the database and Redis. Resolves when all of that is done; `onStuck` is called only if
 * something hangs well past the grace period.
 */
export async function shutDown(app: FastifyInstance, ctx: AppContext, onStuck: () => void): Promise<void> {
  const graceMs = ctx.env.SHUTDOWN_GRACE_SECONDS * 1000;
  const stuck = setTimeout(onStuck, graceMs + LAST_RESORT_MS);
  stuck.unref();
  const closing = app.close();
  const grace = setTimeout(() => {
    if (ctx.streams.size > 0) app.log.warn({ streams: ctx.streams.size }, "grace period over: interrupting streams");
    ctx.streams.interruptAll();
  }, graceMs);
  await ctx.streams.drained();
  // A finished stream leaves a keep-alive connection behind; close those as they go idle. The
  // grace timer stays set: a question accepted just before the signal may start streaming now.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  app.server.closeIdleConnections();
  try {
    await closing;
  } finally {
    clearInterval(sweep);
    clearTimeout(grace);
  }
  await ctx.jobs.stop();
  await ctx.database.close();
  await ctx.redis?.quit();
  clearTimeout(stuck);
}
