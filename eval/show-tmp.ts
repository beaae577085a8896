import { buildReadingContext, createBuiltinWriter } from "@graha/server/chat";
import { chartOf, evalBirths, writeReply } from "./eval-births.ts";
import { CORPUS_NOW } from "./understanding-eval.ts";
const qs: [string, "English" | "Hindi"][] = (process.env.QS ?? "")
  .split("|")
  .map((q) => [q.replace(/^HI:/, ""), q.startsWith("HI:") ? "Hindi" : "English"]);
const b = evalBirths(4)[Number(process.env.B ?? 0)]!;
const chart = chartOf(b);
for (const [q, language] of qs) {
  const c = buildReadingContext({
    chart,
    person: { name: "Asha", gender: "Female", language },
    astrologer: "astra",
    question: q,
    now: CORPUS_NOW,
  });
  console.log(
    `### ${q} [${c.topic} ${c.conversation.form} ${JSON.stringify(c.conversation.horizon)}]\n${await writeReply(createBuiltinWriter(), c, chart)}\n`,
  );
}
