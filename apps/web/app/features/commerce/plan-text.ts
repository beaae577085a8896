import type { TFunction } from "i18next";
import type { PlanView } from "@graha/contracts";

// The server's plan names and bullets are English; the plans we know read in Hindi too.
const KNOWN = {
  free: { name: "commerce.subscription.planFree", bullets: ["freeB1", "freeB2", "freeB3"] },
  monthly: { name: "commerce.subscription.planMonthly", bullets: ["monthlyB1", "monthlyB2", "monthlyB3", "monthlyB4"] },
} as const;

export function planText(plan: PlanView, lang: string, t: TFunction): { name: string; bullets: string[] } {
  const known = KNOWN[plan.id as keyof typeof KNOWN];
  if (lang !== "hi" || !known) return { name: plan.name, bullets: plan.bullet_points };
  return {
    name: t(known.name),
    bullets: known.bullets.map((key) => t(`commerce.subscription.${key}`)),
  };
}
