import { buildReadingContext, createBuiltinWriter } from "@graha/server/chat";
import { chartOf, evalBirths, writeReply } from "./eval-births.ts";
import { EVAL_CASES } from "./eval-cases.ts";
import { CORPUS_NOW } from "./understanding-eval.ts";
const sentences = new Map<string, number>();
for (const b of evalBirths(4)) {
  const chart = chartOf(b);
  const seen = new Set<string>();
  for (const q of EVAL_CASES) {
    const c = buildReadingContext({
      chart,
      person: { name: "Asha", gender: "Female", language: q.language },
      astrologer: q.astrologer,
      question: q.question,
      now: CORPUS_NOW,
    });
    if (c.refusal) continue;
    const r = await writeReply(createBuiltinWriter(), c, chart);
    for (const s of r.split(/\n+/).flatMap((p) => p.split(/(?<=[.!?।])\s+/u)))
      if (s.split(" ").length >= 6 && !seen.has(s)) {
        seen.add(s);
        sentences.set(s, (sentences.get(s) ?? 0) + 1);
      }
  }
}
const shared = [...sentences.entries()].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]);
for (const [s, n] of shared.slice(0, 60)) console.log(n, s.slice(0, 150));
