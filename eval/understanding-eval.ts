// Accuracy of the question reader (`understandQuestion`) on the labelled corpus in
// corpus/: per field, on the tuning split (questions.jsonl), on the held-out test split
// (test.jsonl, written after tuning, since seen) and on each never-seen split
// (unseen-<date>.jsonl, written before its author read the reader's word lists and never
// used to tune). See corpus/README.md.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { understandQuestion, type Understanding } from "@graha/server/chat";

/** "Now" of every label in the corpus: 10 March 2026, noon in India. */
export const CORPUS_NOW = new Date("2026-03-10T06:30:00Z");

export interface Label {
  id: string;
  q: string;
  topics: string[];
  form: string;
  horizon?: { start: string; end: string };
  people?: string[];
  other_birth?: { date?: string; time?: string; place?: string };
  distress?: boolean;
  urgent?: boolean;
  refers_back?: boolean;
  out_of_scope?: string;
}

const sorted = (xs: readonly string[]) => [...xs].sort().join(",");
const birthKey = (b: { date?: string; time?: string; place?: string } | null | undefined) =>
  b ? `${b.date ?? ""}|${b.time ?? ""}|${(b.place ?? "").toLowerCase()}` : "";

/** Each field as a comparable string: the label's and the reader's. */
export const FIELDS: readonly [string, (l: Label) => string, (u: Understanding) => string][] = [
  ["topics", (l) => sorted(l.topics), (u) => sorted(u.topics)],
  ["form", (l) => l.form, (u) => u.form],
  [
    "horizon",
    (l) => (l.horizon ? `${l.horizon.start}..${l.horizon.end}` : ""),
    (u) => (u.horizon ? `${u.horizon.start}..${u.horizon.end}` : ""),
  ],
  ["people", (l) => sorted(l.people ?? []), (u) => sorted([...new Set(u.people.map((p) => p.relation))])],
  ["other_birth", (l) => birthKey(l.other_birth), (u) => birthKey(u.otherBirth)],
  ["distress", (l) => String(l.distress ?? false), (u) => String(u.distress)],
  ["urgent", (l) => String(l.urgent ?? false), (u) => String(u.urgent)],
  ["refers_back", (l) => String(l.refers_back ?? false), (u) => String(u.refersBack)],
  ["out_of_scope", (l) => l.out_of_scope ?? "", (u) => u.outOfScope ?? ""],
];

export interface SplitReport {
  split: string;
  questions: number;
  accuracy: Record<string, number>;
  misses: { id: string; field: string; q: string; expected: string; got: string }[];
}

export function readCorpus(url: URL): Label[] {
  return readFileSync(url, "utf8")
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Label);
}

export function scoreSplit(split: string, labels: readonly Label[]): SplitReport {
  const right: Record<string, number> = Object.fromEntries(FIELDS.map(([f]) => [f, 0]));
  const misses: SplitReport["misses"] = [];
  for (const label of labels) {
    const u = understandQuestion(label.q, CORPUS_NOW);
    for (const [field, expected, got] of FIELDS) {
      const e = expected(label);
      const g = got(u);
      if (e === g) right[field]! += 1;
      else misses.push({ id: label.id, field, q: label.q, expected: e, got: g });
    }
  }
  const accuracy = Object.fromEntries(FIELDS.map(([f]) => [f, labels.length ? right[f]! / labels.length : 0]));
  return { split, questions: labels.length, accuracy, misses };
}

export const TARGET = 0.95;

const CORPUS_DIR = new URL("corpus/", import.meta.url);

/** The never-seen splits, oldest first: `corpus/unseen-<date>.jsonl`, named "unseen <date>". */
export function unseenSplits(): [string, URL][] {
  return readdirSync(CORPUS_DIR)
    .filter((f) => /^unseen-[\d-]+[a-z]?\.jsonl$/.test(f))
    .sort()
    .map((f) => [`unseen ${f.slice("unseen-".length, -".jsonl".length)}`, new URL(f, CORPUS_DIR)]);
}

/** Every split, scored: tuning first, then the held-out test split and the never-seen ones that exist. */
export function understandingReport(): SplitReport[] {
  const splits: [string, URL][] = [
    ["tuning", new URL("questions.jsonl", CORPUS_DIR)],
    ["test (held out)", new URL("test.jsonl", CORPUS_DIR)],
    ...unseenSplits(),
  ];
  return splits.filter(([, url]) => existsSync(url)).map(([name, url]) => scoreSplit(name, readCorpus(url)));
}

export function printUnderstandingReport(reports: readonly SplitReport[], showMisses = false): void {
  console.log("\nQuestion understanding (target ≥ 95 % per field)");
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const width = Math.max(22, ...reports.map((r) => `${r.split} (${r.questions})`.length + 2));
  console.log(["field".padEnd(14), ...reports.map((r) => `${r.split} (${r.questions})`.padStart(width))].join(""));
  for (const [field] of FIELDS) {
    const cells = reports.map((r) => {
      const a = r.accuracy[field]!;
      return `${pct(a)}${a < TARGET ? " (below)" : ""}`.padStart(width);
    });
    console.log([field.padEnd(14), ...cells].join(""));
  }
  // The subject read wrong is the reading of the wrong topic (issue #12: target under 3 %).
  console.log(["wrong topic".padEnd(14), ...reports.map((r) => pct(1 - r.accuracy.topics!).padStart(width))].join(""));
  if (showMisses) {
    for (const r of reports)
      for (const m of r.misses)
        console.log(`  [${r.split}] ${m.id} ${m.field}: expected "${m.expected}", got "${m.got}" — ${m.q}`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  printUnderstandingReport(understandingReport(), process.argv.includes("--misses"));
}
