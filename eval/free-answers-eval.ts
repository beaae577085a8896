// The chat's free answers, checked on the labelled corpus (corpus/): every question labelled
// out of scope and every sensitive eval case must be a refusal, which is never charged;
// every question giving a partner's full birth details must get the guna score the engine
// gives for those details (the reader, the place lookup and the match together).
import { computeChart, gunaMilan, type Chart } from "@graha/jyotish";
import {
  buildReadingContext,
  builtinPlaceSearch,
  partnerOutcome,
  placeNamed,
  type ReadingContext,
} from "@graha/server/chat";
import { EVAL_CASES } from "./eval-cases.ts";
import { CORPUS_NOW, readCorpus, unseenSplits, type Label } from "./understanding-eval.ts";

/** The asker of every question: a birth (local time at a place) and the record's gender. */
export interface Asker {
  readonly datetime: string;
  readonly timezone: string;
  readonly latitude: number;
  readonly longitude: number;
  readonly gender: "Male" | "Female";
}

export interface FreeAnswersReport {
  /**
   * Refusals the chat would charge: labelled out of scope in the tuning split, or a
   * self-harm, death or illness eval case (these fail the run), and in the held-out split
   * (since issue #12's second part these fail the run too: a refusal is always free).
   */
  readonly refusalsCharged: number;
  readonly refusals: number;
  readonly heldOutCharged: number;
  readonly heldOutRefusals: number;
  readonly partnerRight: number;
  readonly partnerQuestions: number;
  /** Each never-seen split (corpus/unseen-*.jsonl), measured alone. */
  readonly unseen: readonly {
    readonly split: string;
    readonly charged: number;
    readonly refusals: number;
    readonly partnerRight: number;
    readonly partnerQuestions: number;
  }[];
  readonly misses: readonly string[];
}

const TUNING = new URL("corpus/questions.jsonl", import.meta.url);
const HELD_OUT = new URL("corpus/test.jsonl", import.meta.url);
const REFUSED_SAFETY = new Set(["self_harm", "death", "illness"]);

const chartOfAsker = (asker: Asker) =>
  computeChart({
    datetimeLocal: asker.datetime,
    timezone: asker.timezone,
    latitudeDeg: asker.latitude,
    longitudeDeg: asker.longitude,
    dashaLevels: 2,
  });

function contextOf(chart: Chart, asker: Asker, question: string): ReadingContext {
  return buildReadingContext({
    chart,
    person: { name: "Asha", gender: asker.gender, language: "English" },
    astrologer: "astra",
    question,
    now: CORPUS_NOW,
  });
}

const moonOf = (datetime: string, place: { timezone: string; latitude: number; longitude: number }) =>
  computeChart({
    datetimeLocal: datetime,
    timezone: place.timezone,
    latitudeDeg: place.latitude,
    longitudeDeg: place.longitude,
    ayanamsa: "lahiri",
  }).planets.moon.longitudeDeg;

/** Runs both checks over the tuning and held-out splits together, then over each never-seen split alone. */
export async function freeAnswersReport(asker: Asker): Promise<FreeAnswersReport> {
  const tuning = readCorpus(TUNING);
  const heldOut = readCorpus(HELD_OUT);
  const misses: string[] = [];
  const chart = chartOfAsker(asker);
  const charged = (questions: readonly string[]) => {
    const out = questions.filter((q) => !contextOf(chart, asker, q).unchargeable);
    for (const q of out) misses.push(`refusal charged: ${q}`);
    return out.length;
  };
  const refusals = [
    ...tuning.filter((l) => l.out_of_scope).map((l) => l.q),
    ...EVAL_CASES.filter((c) => REFUSED_SAFETY.has(c.safety)).map((c) => c.question),
  ];
  const heldOutRefusals = heldOut.filter((l) => l.out_of_scope).map((l) => l.q);
  const refusalsCharged = charged(refusals);
  const heldOutCharged = charged(heldOutRefusals);
  const partner = await partnerScores([...tuning, ...heldOut], chart, asker, misses);
  const unseen: FreeAnswersReport["unseen"][number][] = [];
  for (const [split, url] of unseenSplits()) {
    const labels = readCorpus(url);
    const splitRefusals = labels.filter((l) => l.out_of_scope).map((l) => l.q);
    const scores = await partnerScores(labels, chart, asker, misses);
    unseen.push({
      split,
      charged: charged(splitRefusals),
      refusals: splitRefusals.length,
      partnerRight: scores.right,
      partnerQuestions: scores.questions,
    });
  }
  return {
    refusalsCharged,
    refusals: refusals.length,
    heldOutCharged,
    heldOutRefusals: heldOutRefusals.length,
    partnerRight: partner.right,
    partnerQuestions: partner.questions,
    unseen,
    misses,
  };
}

/** The questions giving a partner's full birth details: how many get the engine's guna score for them. */
async function partnerScores(
  labels: readonly Label[],
  chart: Chart,
  asker: Asker,
  misses: string[],
): Promise<{ right: number; questions: number }> {
  // A partner's full birth details asked to be matched (a daughter's, asked about her studies, is not).
  const partnerLabels = labels.filter(
    (l) => l.topics?.includes("compatibility") && l.other_birth?.date && l.other_birth.time && l.other_birth.place,
  );
  const askerMoon = chart.planets.moon.longitudeDeg;
  const birth = {
    datetime: asker.datetime,
    timezone: asker.timezone,
    latitude: asker.latitude,
    longitude: asker.longitude,
    ayanamsa: "lahiri" as const,
    node: "true" as const,
  };
  let partnerRight = 0;
  for (const label of partnerLabels) {
    const { date, time, place } = label.other_birth!;
    const found = await placeNamed(builtinPlaceSearch, place!);
    const partnerMoon = found ? moonOf(`${date}T${time}:00`, found) : null;
    const expected =
      partnerMoon === null
        ? null
        : asker.gender === "Male"
          ? gunaMilan({ moonLongitudeDeg: askerMoon }, { moonLongitudeDeg: partnerMoon }).totalPoints
          : gunaMilan({ moonLongitudeDeg: partnerMoon }, { moonLongitudeDeg: askerMoon }).totalPoints;
    const outcome = await partnerOutcome(
      contextOf(chart, asker, label.q),
      { birth, gender: asker.gender },
      builtinPlaceSearch,
    );
    // A match for a child, a sibling, a cousin or a nephew (someone besides the partner named in
    // a match question: "लड़का मेरा भांजा है", "mere cousin ke liye ladka dekha hai") has two sides
    // other than the asker: it is sent to Kundli Milan for both births, not scored against the
    // asker's chart.
    if (label.people?.some((p) => p !== "partner")) {
      if (outcome?.kind === "for_relative") partnerRight++;
      else misses.push(`relative's match ${outcome?.kind ?? "none"}, expected for_relative: ${label.q}`);
      continue;
    }
    const got = outcome?.kind === "match" ? outcome.facts.totalPoints : null;
    if (expected !== null && got === expected) partnerRight++;
    else misses.push(`partner score ${got ?? outcome?.kind ?? "none"}, expected ${expected ?? "no place"}: ${label.q}`);
  }
  return { right: partnerRight, questions: partnerLabels.length };
}

export function printFreeAnswersReport(report: FreeAnswersReport): void {
  console.log("\nFree answers and partner matches");
  for (const miss of report.misses) console.log(`  ${miss}`);
  console.log(
    `charges on refusals: ${report.refusalsCharged} (of ${report.refusals}: tuning split and eval cases); held out: ${report.heldOutCharged} (of ${report.heldOutRefusals})`,
  );
  console.log(`partner questions with the right score: ${report.partnerRight}/${report.partnerQuestions}`);
  for (const u of report.unseen)
    console.log(
      `${u.split}: charges on refusals ${u.charged} (of ${u.refusals}); partner questions with the right score ${u.partnerRight}/${u.partnerQuestions}`,
    );
}
