// Prints the builtin writer's replies, to read them as the person who asked would:
//   node eval/print-replies.ts "law or CA, which is right for me?" "कल की यात्रा शुभ रहेगी?"
//   node eval/print-replies.ts --split unseen-2026-11-27 [--from u040] [--count 30]
// Each question is asked on the first eval chart as at the corpus's "now", in Hindi when it
// is written in Devanagari, else in English (`--hindi` asks every one in Hindi), and
// answered as the chat answers it: a relative's own chart, a partner match, a refusal.
import { pathToFileURL } from "node:url";
import { builtinPlaceSearch, checkClaims, createBuiltinWriter, devanagariShare, planAnswer } from "@graha/server/chat";
import { chartOf, evalBirths, NAMES, writeReply } from "./eval-births.ts";
import { CORPUS_NOW, readCorpus } from "./understanding-eval.ts";

function option(args: readonly string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The questions named by the arguments: a corpus split's slice, or the texts given. */
export function questionsOf(args: readonly string[]): { id: string; q: string }[] {
  const split = option(args, "--split");
  if (!split)
    return args
      .filter((a, i) => !a.startsWith("--") && !args[i - 1]?.startsWith("--"))
      .map((q, i) => ({ id: `#${i + 1}`, q }));
  const labels = readCorpus(new URL(`corpus/${split}.jsonl`, import.meta.url));
  const from = Math.max(
    0,
    labels.findIndex((l) => l.id === (option(args, "--from") ?? labels[0]?.id)),
  );
  return labels.slice(from, from + Number(option(args, "--count") ?? labels.length));
}

async function main(args: readonly string[]): Promise<void> {
  const birth = evalBirths(Number(option(args, "--births") ?? 1)).at(-1)!;
  const chart = chartOf(birth);
  const [name, gender] = NAMES[0]!;
  const writer = createBuiltinWriter();
  for (const { id, q } of questionsOf(args)) {
    const language = args.includes("--hindi") || devanagariShare(q) > 0.3 ? "Hindi" : "English";
    const plan = await planAnswer(
      { chart, person: { name, gender, language }, astrologer: "astra", question: q, now: CORPUS_NOW },
      { ...birth, ayanamsa: "lahiri", node: "true" },
      builtinPlaceSearch,
    );
    const { context } = plan;
    const reply = plan.fixed?.text ?? (await writeReply(writer, context, plan.chart));
    const words = reply.match(/\S+/g)?.length ?? 0;
    // The claim checker's verdict, as the guard would give it: a false claim is printed under the reply.
    const claims = checkClaims(reply, plan.chart, CORPUS_NOW);
    const falseOnes = claims.falseClaims.map((c) => `\n  FALSE CLAIM: ${JSON.stringify(c)}`).join("");
    console.log(
      `\n=== ${id} ${q}\n[topic ${context.topic}, form ${context.conversation.understanding.form}, ${words} words, claims ${claims.trueCount} true ${claims.falseCount} false${context.unchargeable || plan.fixed?.refusal ? ", free" : ""}]\n${reply}${falseOnes}`,
    );
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main(process.argv.slice(2));
