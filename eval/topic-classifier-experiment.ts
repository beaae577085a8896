// Would a trained topic classifier read never-seen questions better than the rules? (ADR 045)
//
// For each never-seen split, as it stood when it was committed and before any fix made
// after reading it: the question reader of that commit (the rules) is run on it, and a
// classifier is trained on every other corpus file of that commit (the tuning split, the
// held-out split and the earlier never-seen splits), so neither has seen the split. Printed:
// the wrong-topic rate of the rules, of the classifier alone, and of the two combined
// (the rules' topics plus any the classifier is confident of; the classifier's only when
// the rules find none). Needs the git history: `node eval/topic-classifier-experiment.ts`.
//
// The classifier: one logistic regression per topic (AdaGrad, L2) over words, word pairs
// and the 3- to 5-letter pieces of each word (so "marrige" still shares most of
// "marriage"), on the text lower-cased with the nukta dropped.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { CORPUS_NOW, readCorpus, unseenSplits, type Label } from "./understanding-eval.ts";

const TOPICS = [
  "life_path",
  "career",
  "money",
  "marriage",
  "compatibility",
  "health",
  "education",
  "children",
  "travel",
  "property",
  "spirituality",
  "remedies",
] as const;

function featuresOf(q: string): string[] {
  const words = q
    .normalize("NFC")
    .toLowerCase()
    .replace(/\u093c/g, "")
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter(Boolean);
  const out = new Set<string>();
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    if (i + 1 < words.length) out.add(`b:${w}_${words[i + 1]}`);
    const padded = `^${w}$`;
    for (let n = 3; n <= 5; n++) for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  });
  return [...out];
}

class TopicClassifier {
  private readonly vocab = new Map<string, number>();
  private readonly weights: Float64Array[] = [];
  private readonly bias: number[] = [];

  constructor(rows: readonly Label[], epochs = 30, rate = 0.5, l2 = 1e-4) {
    const rowFeatures = rows.map((r) => featuresOf(r.q));
    for (const fs of rowFeatures) for (const f of fs) if (!this.vocab.has(f)) this.vocab.set(f, this.vocab.size);
    const x = rowFeatures.map((fs) => fs.map((f) => this.vocab.get(f)!));
    for (const [k, topic] of TOPICS.entries()) {
      const w = new Float64Array(this.vocab.size);
      const g2 = new Float64Array(this.vocab.size).fill(1e-8);
      let b = 0;
      let gb = 1e-8;
      const y = rows.map((r) => (r.topics.includes(topic) ? 1 : 0));
      const order = rows.map((_, i) => i);
      let seed = 7 + k;
      for (let e = 0; e < epochs; e++) {
        for (let i = order.length - 1; i > 0; i--) {
          seed = (seed * 1103515245 + 12345) & 0x7fffffff;
          const j = seed % (i + 1);
          [order[i], order[j]] = [order[j]!, order[i]!];
        }
        for (const i of order) {
          const xi = x[i]!;
          const scale = 1 / Math.sqrt(xi.length || 1);
          let z = b;
          for (const f of xi) z += w[f]! * scale;
          const g = 1 / (1 + Math.exp(-z)) - y[i]!;
          for (const f of xi) {
            const gf = g * scale + l2 * w[f]!;
            g2[f]! += gf * gf;
            w[f]! -= (rate * gf) / Math.sqrt(g2[f]!);
          }
          gb += g * g;
          b -= (rate * g) / Math.sqrt(gb);
        }
      }
      this.weights.push(w);
      this.bias.push(b);
    }
  }

  probabilities(q: string): Map<string, number> {
    const xi = featuresOf(q)
      .map((f) => this.vocab.get(f))
      .filter((i) => i !== undefined);
    const scale = 1 / Math.sqrt(xi.length || 1);
    return new Map(
      TOPICS.map((t, k) => {
        let z = this.bias[k]!;
        for (const f of xi) z += this.weights[k]![f]! * scale;
        return [t, 1 / (1 + Math.exp(-z))];
      }),
    );
  }
}

type Reader = (q: string, now: Date) => { topics: readonly string[] };

const ways: Record<string, (rules: readonly string[], p: Map<string, number>) => string[]> = {
  rules: (rules) => [...rules],
  classifier: (_, p) => TOPICS.filter((t) => p.get(t)! > 0.5),
  "rules + confident (> 0.85)": (rules, p) => TOPICS.filter((t) => rules.includes(t) || p.get(t)! > 0.85),
  "classifier when rules find none": (rules, p) => (rules.length ? [...rules] : TOPICS.filter((t) => p.get(t)! > 0.85)),
};

const root = fileURLToPath(new URL("..", import.meta.url));
const git = (...args: string[]) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
const key = (xs: readonly string[]) => [...xs].sort().join(",");
const scratch = mkdtempSync(join(tmpdir(), "graha-topic-experiment-"));
const sums = new Map<string, number>();
try {
  const splits = unseenSplits();
  console.log(["split".padEnd(22), ...Object.keys(ways).map((w) => w.padStart(33))].join(""));
  for (const [name, url] of splits) {
    const file = fileURLToPath(url).slice(root.length);
    const commit = git("log", "--diff-filter=A", "--format=%H", "--", file).split("\n").at(-1)!;
    const dir = join(scratch, commit);
    mkdirSync(dir);
    execFileSync("sh", ["-c", `git archive ${commit} apps/server/src packages eval/corpus | tar -x -C '${dir}'`], {
      cwd: root,
    });
    symlinkSync(join(root, "node_modules"), join(dir, "node_modules"));
    const reader = (await import(join(dir, "apps/server/src/features/chat/understanding/understand.ts")))
      .understandQuestion as Reader;
    const corpusDir = join(dir, "eval/corpus");
    const ownFile = file.slice("eval/corpus/".length);
    const training = readdirSync(corpusDir)
      .filter((f) => f.endsWith(".jsonl") && f !== ownFile)
      .flatMap((f) => readCorpus(new URL(`file://${join(corpusDir, f)}`)));
    const classifier = new TopicClassifier(training);
    const labels = readCorpus(new URL(`file://${join(corpusDir, ownFile)}`));
    const cells = Object.entries(ways).map(([way, combine]) => {
      const wrong = labels.filter(
        (l) => key(combine(reader(l.q, CORPUS_NOW).topics, classifier.probabilities(l.q))) !== key(l.topics),
      ).length;
      const pct = (100 * wrong) / labels.length;
      sums.set(way, (sums.get(way) ?? 0) + pct);
      return `${pct.toFixed(1)} %`.padStart(33);
    });
    console.log([`${name} (${training.length})`.padEnd(22), ...cells].join(""));
  }
  console.log(
    [
      "mean".padEnd(22),
      ...Object.keys(ways).map((w) => `${(sums.get(w)! / splits.length).toFixed(1)} %`.padStart(33)),
    ].join(""),
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
