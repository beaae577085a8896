import { parseDob, parseTob, type BirthInput, type KundliBody } from "@graha/contracts";
import { localTimeToUtc, LocalTimeError } from "@graha/jyotish";
import type { Kysely } from "kysely";
import type { BirthRecord, Database } from "../../db/schema.ts";
import { fieldError, notFound } from "../../errors.ts";
import { isoAt, type Clock } from "../../lib/clock.ts";
import { newId } from "../../lib/ids.ts";
import { timeZoneAt } from "../../providers/places/time-zone.ts";
import { chartOfBirth } from "../charts/index.ts";
import * as repo from "./kundli-repository.ts";

export interface KundliDeps {
  db: Kysely<Database>;
  clock: Clock;
}

const pad = (n: number) => String(n).padStart(2, "0");
const kundliNotFound = () => notFound("kundli.not_found");

/**
 * Checks what the schema cannot alone — the year against the current one and the birth
 * moment against now, at the place's zone (product.md: 1900 to now, nothing in the
 * future) — and returns the normalised fields to store.
 */
function normalise(deps: KundliDeps, body: KundliBody) {
  const dob = parseDob(body.dob)!;
  const tob = parseTob(body.tob)!;
  const now = deps.clock.now();
  if (dob.year > now.getUTCFullYear()) throw fieldError("dob", "kundli.dob_after_this_year");
  const timezone = body.timezone ?? timeZoneAt(body.lat, body.lng);
  const local = `${dob.year}-${pad(dob.month)}-${pad(dob.day)}T${pad(tob.hour)}:${pad(tob.minute)}:${pad(tob.second)}`;
  let birthUtc: string;
  try {
    birthUtc = new Date(localTimeToUtc(local, timezone).epochMs).toISOString();
  } catch (error) {
    if (error instanceof LocalTimeError && error.code === "NONEXISTENT_LOCAL_TIME") {
      throw fieldError("tob", "kundli.tob_skipped");
    }
    throw error;
  }
  if (Date.parse(birthUtc) > now.getTime()) throw fieldError("dob", "kundli.birth_in_future");
  return {
    full_name: body.full_name,
    dob: `${pad(dob.day)}/${pad(dob.month)}/${dob.year}`,
    tob:
      tob.second === 0
        ? `${pad(tob.hour)}:${pad(tob.minute)}`
        : `${pad(tob.hour)}:${pad(tob.minute)}:${pad(tob.second)}`,
    pob: body.pob,
    latitude: body.lat,
    longitude: body.lng,
    timezone,
    birth_utc: birthUtc,
    gender: body.gender,
    marital_status: body.marital_status,
    language: body.language,
    is_celebrity: body.celebrity_info ? 1 : 0,
    celebrity_info: body.celebrity_info || null,
  };
}

export function listKundlis(deps: KundliDeps, userId: string, celebrity?: boolean) {
  return repo.listBirthRecords(deps.db, userId, celebrity);
}

export async function createKundli(deps: KundliDeps, userId: string, body: KundliBody): Promise<BirthRecord> {
  const nowIso = isoAt(deps.clock.now());
  const record: BirthRecord = {
    id: newId(),
    user_id: userId,
    ...normalise(deps, body),
    created_at: nowIso,
    updated_at: nowIso,
  };
  await repo.insertBirthRecord(deps.db, record);
  return record;
}

export async function updateKundli(deps: KundliDeps, userId: string, id: string, body: KundliBody): Promise<void> {
  const changes = { ...normalise(deps, body), updated_at: isoAt(deps.clock.now()) };
  if (!(await repo.updateBirthRecord(deps.db, userId, id, changes))) throw kundliNotFound();
}

export async function deleteKundli(deps: KundliDeps, userId: string, id: string): Promise<void> {
  if (!(await repo.deleteBirthRecord(deps.db, userId, id))) throw kundliNotFound();
}

/** A saved record with its chart, computed from the stored birth details. */
export async function kundliWithChart(deps: KundliDeps, userId: string, id: string, dashaLevels?: number) {
  const record = await repo.findBirthRecord(deps.db, userId, id);
  if (!record) throw kundliNotFound();
  const { chart, timezone } = chartOfRecord(record, dashaLevels);
  return { record, chart, timezone };
}

/** The birth of a stored record as the chart and matching APIs take it (its own zone, Lahiri, true node). */
export function birthInputOfRecord(record: BirthRecord): BirthInput {
  const [day, month, year] = record.dob.split("/");
  return {
    datetime: `${year}-${month}-${day}T${record.tob.length === 5 ? `${record.tob}:00` : record.tob}`,
    timezone: record.timezone,
    latitude: record.latitude,
    longitude: record.longitude,
    ayanamsa: "lahiri",
    node: "true",
  };
}

/** The chart of a stored birth record. */
export function chartOfRecord(record: BirthRecord, dashaLevels?: number) {
  return chartOfBirth(birthInputOfRecord(record), "", dashaLevels);
}
