import type { Generated, Insertable, Selectable } from "kysely";

/**
 * The database as Kysely sees it. One schema for SQLite and PostgreSQL: ids are text made
 * by the application, instants are ISO 8601 UTC text, money is integer paise, flags are
 * integers 0/1.
 */
export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  otp_challenges: OtpChallengesTable;
  ledger_entries: LedgerEntriesTable;
  notifications: NotificationsTable;
  site_content: SiteContentTable;
  birth_records: BirthRecordsTable;
}

export interface UsersTable {
  id: string;
  mobile: string;
  created_at: string;
  updated_at: string;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  device: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OtpChallengesTable {
  id: string;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  ip_hash: string;
  created_at: string;
  expires_at: string;
  consumed_at: string | null;
}

/**
 * Append-only ledger of every balance (questions, predictions, paise). A balance is the
 * sum of its entries; `idempotency_key` makes each grant or charge happen at most once.
 */
export interface LedgerEntriesTable {
  id: string;
  user_id: string;
  account: string;
  amount: number;
  reason: string;
  idempotency_key: string;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  message: string;
  link: string | null;
  seen_at: string | null;
  created_at: string;
}

export interface SiteContentTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface BirthRecordsTable {
  id: string;
  user_id: string;
  full_name: string;
  /** "DD/MM/YYYY" as entered. */
  dob: string;
  /** "HH:MM" or "HH:MM:SS" local civil time at the place. */
  tob: string;
  pob: string;
  latitude: number;
  longitude: number;
  timezone: string;
  /** The birth instant, computed once from dob, tob and timezone. */
  birth_utc: string;
  gender: string;
  marital_status: string;
  language: string;
  is_celebrity: number;
  celebrity_info: string | null;
  created_at: string;
  updated_at: string;
}

export type User = Selectable<UsersTable>;
export type BirthRecord = Selectable<BirthRecordsTable>;
export type Session = Selectable<SessionsTable>;
export type OtpChallenge = Selectable<OtpChallengesTable>;
export type NewLedgerEntry = Insertable<LedgerEntriesTable>;
