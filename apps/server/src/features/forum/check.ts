import { FORUM_CHECKS_PER_DAY, type forumCheckKinds } from "@graha/contracts";
import type { Message } from "@graha/contracts/messages";
import type { User } from "../../db/schema.ts";
import { AppError } from "../../errors.ts";
import { newId } from "../../lib/ids.ts";
import { checkClaims, classifySafety, sells } from "../chat/index.ts";
import { chartOfRecord, findBirthRecord } from "../kundli/index.ts";
import { indiaDayStart } from "./points.ts";
import * as repo from "./repository.ts";
import type { ForumDeps } from "./service.ts";

// "Check with AI" (issue #13): Oracle reads a draft post against the author's own chart and the
// forum's rules before it is published. Free, a few a day; it changes nothing, it only suggests.

export interface CheckSuggestion {
  kind: (typeof forumCheckKinds)[number];
  text: string;
  message: Message;
}

// Words that frighten rather than inform: doom, curses, ruin, "very dangerous" placements.
const FEAR = new RegExp(
  [
    String.raw`\b(?:doom(?:ed)?|curse[ds]?|cursed|disaster|catastroph\w*|ruin(?:ed|s)?|destroy(?:ed|s)?|destruction|terrible|horrible|very dangerous|extremely dangerous|evil|black magic|kala jadu|barbaad|sarvanash)\b`,
    "बर्बाद|विनाश|सर्वनाश|श्राप|शाप|अभिशाप|काला जादू|भयानक|बहुत खतरनाक|बहुत ख़तरनाक|तबाह|नाश",
  ].join("|"),
  "iu",
);

/** A draft in sentences, as the chat guard splits a reply. */
const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?।])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length > 0);

/** The author's default kundli's chart, when the handle names one. */
async function authorChart(deps: ForumDeps, userId: string, birthRecordId: string | null) {
  if (!birthRecordId) return undefined;
  const record = await findBirthRecord(deps.db, userId, birthRecordId);
  return record ? chartOfRecord(record, 1).chart : undefined;
}

/** The suggestions for a draft: wrong placements for the author's chart, fear, death or illness, selling. */
export function suggestionsFor(
  draft: string,
  chart: Parameters<typeof checkClaims>[1] | undefined,
  now: Date,
): CheckSuggestion[] {
  const out: CheckSuggestion[] = [];
  if (chart) {
    for (const claim of checkClaims(draft, chart, now).falseClaims) {
      out.push({
        kind: "wrong_placement",
        text: claim.text,
        message: { code: "forum.check_wrong_placement", params: { text: claim.text } },
      });
    }
  }
  for (const sentence of sentencesOf(draft)) {
    const fear = FEAR.exec(sentence);
    if (fear)
      out.push({ kind: "fear", text: fear[0], message: { code: "forum.check_fear", params: { text: fear[0] } } });
    const safety = classifySafety(sentence);
    if (safety === "death" || safety === "illness") {
      out.push({ kind: "death", text: sentence, message: { code: "forum.check_death", params: { text: sentence } } });
    }
    if (sells(sentence)) {
      out.push({
        kind: "selling",
        text: sentence,
        message: { code: "forum.check_selling", params: { text: sentence } },
      });
    }
  }
  return out;
}

/** Checks a draft for its author (a handle is needed), at most FORUM_CHECKS_PER_DAY times an Indian day. */
export async function checkDraft(deps: ForumDeps, user: User, draft: { title: string; description: string }) {
  const handle = await repo.findHandle(deps.db, user.id);
  if (!handle) throw new AppError("forbidden", "forum.handle_required");
  const now = deps.clock.now();
  const used = await deps.db
    .selectFrom("forum_checks")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("user_id", "=", user.id)
    .where("created_at", ">=", indiaDayStart(now).toISOString())
    .executeTakeFirstOrThrow();
  if (Number(used.n) >= FORUM_CHECKS_PER_DAY) {
    throw new AppError("rate_limited", { code: "forum.check_limit", params: { limit: FORUM_CHECKS_PER_DAY } });
  }
  await deps.db
    .insertInto("forum_checks")
    .values({ id: newId(), user_id: user.id, created_at: now.toISOString() })
    .execute();
  const chart = await authorChart(deps, user.id, handle.birth_record_id);
  return {
    suggestions: suggestionsFor(`${draft.title}.\n${draft.description}`, chart, now),
    checksLeft: FORUM_CHECKS_PER_DAY - Number(used.n) - 1,
  };
}
