import type { AppContext } from "./context.ts";
import { holdLifetimeMs } from "./env.ts";
import { deleteSpentCodesAndSessions } from "./features/auth/index.ts";
import { warmHoroscopes } from "./features/horoscopes/index.ts";
import { paymentDepsOf, settleLapsedPlans } from "./features/payments/index.ts";
import { releaseStaleHolds } from "./features/wallet/index.ts";
import type { JobDefinition } from "./jobs/index.ts";
import { isoAt } from "./lib/clock.ts";

const EVERY_MINUTE = "* * * * *";

/**
 * Graha's scheduled jobs (ADR 019), each idempotent and safe on two instances at once. The
 * composition root wires them from the features' public entries; `main.ts` starts them.
 */
export function scheduledJobs(ctx: AppContext): JobDefinition[] {
  const db = ctx.database.db;
  return [
    {
      // A process that died mid-reply left its credit held: give it back once no reply can
      // still be running (a reply is capped at LLM_TIMEOUT_SECONDS; holds live a margin longer).
      name: "release-stale-holds",
      cron: EVERY_MINUTE,
      atStart: true,
      run: () => {
        const now = ctx.clock.now();
        return releaseStaleHolds(db, isoAt(new Date(now.getTime() - holdLifetimeMs(ctx.env))), isoAt(now));
      },
    },
    {
      // Plans past their period: renewed from the provider's charge, else expired.
      name: "settle-lapsed-plans",
      cron: EVERY_MINUTE,
      atStart: true,
      run: () => settleLapsedPlans(paymentDepsOf(ctx)),
    },
    {
      name: "delete-spent-codes-and-sessions",
      cron: "17 * * * *",
      atStart: true,
      run: () => deleteSpentCodesAndSessions(db, ctx.clock.now()),
    },
    {
      // Five minutes after midnight in India (18:30 UTC), and at start.
      name: "warm-horoscopes",
      cron: "35 18 * * *",
      atStart: true,
      maxSeconds: 900,
      run: () => warmHoroscopes({ db, clock: ctx.clock }),
    },
  ];
}
