import type { KundliView } from "@graha/contracts";
import type { BirthRecord } from "../../db/schema.ts";

/** What leaves the server about a birth record (spec field names; `bid` is its id). */
export function presentKundli(record: BirthRecord): KundliView {
  return {
    bid: record.id,
    full_name: record.full_name,
    dob: record.dob,
    tob: record.tob,
    pob: record.pob,
    lat: record.latitude,
    lng: record.longitude,
    timezone: record.timezone,
    gender: record.gender as KundliView["gender"],
    marital_status: record.marital_status as KundliView["marital_status"],
    language: record.language as KundliView["language"],
    is_celebrity: record.is_celebrity === 1,
    celebrity_info: record.celebrity_info,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}
