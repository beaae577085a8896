import type { Redis } from "ioredis";
import type { DatabaseHandle } from "./db/database.ts";
import type { Env } from "./env.ts";
import type { Clock } from "./lib/clock.ts";
import type { PlaceSearch } from "./providers/places/index.ts";
import type { SmsSender } from "./providers/sms/index.ts";

/** What every feature's routes receive: configuration, data and adapters, built once at boot. */
export interface AppContext {
  env: Env;
  database: DatabaseHandle;
  sms: SmsSender;
  clock: Clock;
  redis: Redis | undefined;
  places: PlaceSearch;
}
