import { GRAHAS } from "@graha/jyotish";
import { DIGNITY_WORDS } from "./direct-answer.ts";
import { grahaName, houseName, nakshatraName, ordinalEn, signName } from "./names.ts";
import type { PeriodFact, ReadingContext, TopicLink } from "./reading-context.ts";
import { TELE_MANAS_NUMBER } from "./safety.ts";
import { TOPIC_RULES } from "./topics.ts";
import type { PredictionFact } from "./prediction.ts";
import type { TransitFact } from "./transits.ts";
import type { MuhuratDay } from "./muhurat.ts";

const SAFETY_RULES: Readonly<Record<ReadingContext["safety"], string>> = {
  none: "none",
  self_harm: `self-harm: do not read the chart; reply with care, urge the person to talk to someone they trust now, and give the Tele-MANAS helpline ${TELE_MANAS_NUMBER} (free, 24x7)`,
  missing_person:
    "missing person: do not read the chart; urge calling 112 and reporting to the nearest police station at once",
  domestic_violence:
    "being hurt at home: do not read the chart; safety first: 112 in danger, the Women Helpline 181, tell someone trusted; never advise staying",
  death: "death prediction: never predict death, lifespan or the death of anyone; reframe kindly to wellbeing",
  illness:
    "specific illness: never predict or diagnose an illness; suggest seeing a doctor; only general wellbeing and routine",
  legal: "legal certainty: never promise an outcome of a case; suggest a lawyer; speak only of patience and timing",
  financial:
    "financial certainty: never promise gains or advise buying a stock, lottery or crypto; suggest a registered adviser",
};

const en = (g: Parameters<typeof grahaName>[0]) => grahaName(g, "en");

function linksText(links: readonly TopicLink[]): string {
  if (links.length === 0) return "has no direct tie to the topic's houses";
  return links
    .map((l) =>
      l.kind === "rules"
        ? `rules the ${ordinalEn(l.house!)}`
        : l.kind === "occupies"
          ? `sits in the ${ordinalEn(l.house!)}`
          : l.kind === "aspects"
            ? `aspects the ${ordinalEn(l.house!)}`
            : "is a natural significator of the topic",
    )
    .join(", ");
}

function periodText(p: PeriodFact): string {
  const rules = p.lordRules.length ? `; lord of the ${p.lordRules.map(ordinalEn).join(" and ")}` : "";
  return `${en(p.lord)} ${p.level} ${p.start} to ${p.end} (${en(p.lord)} in ${signName(p.lordSignIndex, "en")}, ${houseName(p.lordHouse, "en")}${rules}; for this topic it ${linksText(p.topicLinks)})`;
}

function transitText(t: TransitFact): string {
  const stays = t.stays
    .slice(1)
    .map((s) => `enters ${signName(s.signIndex, "en")} on ${s.from} (${ordinalEn(s.houseFromMoon)} from the Moon)`)
    .join("; ");
  return `Transit ${en(t.graha)}: ${signName(t.signIndex, "en")}${t.retrograde && t.graha !== "rahu" && t.graha !== "ketu" ? " (retrograde)" : ""}, ${ordinalEn(t.houseFromMoon)} from the Moon sign, ${ordinalEn(t.houseFromAscendant)} from the ascendant, ${t.favourable ? "favourable" : "not favourable"} by gochara${stays ? `; next: ${stays}` : ""}`;
}

/** The facts block for an LLM system prompt: English, one fact per line. */
export function readingContextAsText(c: ReadingContext): string {
  const lines: string[] = [];
  const push = (s: string) => lines.push(s);
  push(
    `Astrologer: ${c.astrologer === "oracle" ? "Oracle (personal readings, life path)" : "Astra (relationships, compatibility, career, the future)"}`,
  );
  // (ADR 051: the astrologers have no grammatical gender in Hindi.)
  push(
    `Reply language: ${c.language}${c.language === "Hindi" ? " (Devanagari script; speak of yourself without a gendered verb: no सकता/सकती हूँ, बताऊँगा/बताऊँगी)" : ""}`,
  );
  const relative = c.person.relative;
  push(
    relative
      ? `Person: ${relative.label.en} (the chart's owner; the asker is ${c.person.name}), ${relative.pronoun}`
      : `Person: ${c.person.name}, ${c.person.gender}`,
  );
  push(`Today: ${c.asOf.slice(0, 10)}`);
  push(
    `Question topic: ${TOPIC_RULES[c.topic].label.en}${
      c.topics.length > 1
        ? ` (also: ${c.topics
            .slice(1)
            .map((t) => TOPIC_RULES[t].label.en)
            .join(", ")})`
        : ""
    }`,
  );
  if (c.derived?.bond)
    push(
      `About the asker's relationship with their ${c.derived.who}, not anyone's marriage: read from the ${c.derived.who}'s own house, the asker's ${ordinalEn(c.derived.house)} (the "Topic house" line below), and ${c.karakas[0]}, the ${c.derived.who}'s natural significator. Speak of "your relationship with your ${c.derived.who}", name that house and its lord, and add one gentle sentence that the ${c.derived.who}'s own birth chart would tell more`,
    );
  else if (c.derived)
    push(
      `About the asker's ${c.derived.who}, not the asker: read by the derived house (bhavat bhavam) — the ${ordinalEn(c.derived.matterHouse)} counted from the ${ordinalEn(c.derived.relativeHouse)} (the ${c.derived.who}'s house) is the asker's ${ordinalEn(c.derived.house)} house: the "Topic house" lines below are already these derived houses. Say whose matter it is ("your ${c.derived.who}'s …"), never "your career/marriage" for it, name the ${ordinalEn(c.derived.house)} house and its lord, and add one gentle sentence that the ${c.derived.who}'s own birth chart would tell more (offer to read it if the user shares their birth details)`,
    );
  push(`Asks when: ${c.asksWhen ? "yes — give a time window from the dasha periods and transits below" : "no"}`);
  const asked = c.conversation;
  push(`Question form: ${asked.form.replace("_", "/")}`);
  if (c.second)
    push(
      `Second question in the message: "${c.second.question}" (${TOPIC_RULES[c.second.topic].label.en}, ${c.second.conversation.form.replace("_", "/")}) — answer it directly too, in a sentence or two`,
    );
  if (asked.horizon) push(`Period asked: ${asked.horizon.start} to ${asked.horizon.end} (keep timing inside it)`);
  if (c.horizonTiming) {
    for (const w of c.horizonTiming.inside)
      push(
        `Topic period inside the period asked: ${en(w.mahadasha)}–${en(w.antardasha)} ${w.start} to ${w.end} (${en(w.antardasha)} ${linksText(w.links)})`,
      );
    if (c.horizonTiming.inside.length === 0) push("Topic periods inside the period asked: none");
    const after = c.horizonTiming.after;
    if (after)
      push(
        `First topic period after it: ${en(after.mahadasha)}–${en(after.antardasha)} ${after.start} to ${after.end}`,
      );
  }
  if (c.muhurat) {
    const m = c.muhurat;
    const day = (d: MuhuratDay) =>
      `${d.date} (weekday ${d.weekday}, 0 = Sunday): ${nakshatraName(d.nakshatra.index, "en")} nakshatra${d.nakshatra.until ? ` until ${d.nakshatra.until}` : ""}, tithi ${d.tithi.name}${d.rahuKaal ? `, Rahu kaal ${d.rahuKaal.start}–${d.rahuKaal.end}` : ""}`;
    push(
      `Muhurat asked for ${m.activity.replace("_", " ")}, days searched ${m.from} to ${m.to}; a day passes when its nakshatra suits the activity, the weekday is Mon/Wed/Thu/Fri, the tithi is no rikta or Amavasya, its tara from the birth nakshatra is not 3, 5 or 7, and the Moon is not 4th, 8th or 12th from the natal Moon. Lead with these days (or months), name no other; the exact lagna is for a pandit (times are at the birth place)`,
    );
    if (m.months) {
      // A month asked: the months with the most days that pass, each with its count and best day.
      for (const month of m.months)
        push(`Muhurat month: ${month.month}, ${month.count} days pass; best ${day(month.best)}`);
      if (m.months.length === 0) push("Muhurat months: none in the days searched");
    } else {
      for (const d of m.days) push(`Muhurat day: ${day(d)}`);
      if (m.days.length === 0) push(`Muhurat days inside: none${m.next ? `; first after: ${day(m.next)}` : ""}`);
    }
  }
  if (c.day)
    push(
      `Day asked: ${c.day.date} (weekday ${c.day.weekday}, 0 = Sunday): the Moon in ${nakshatraName(c.day.nakshatra.index, "en")} nakshatra, tara ${c.day.tara} from the birth nakshatra (3, 5, 7 unfavourable), the Moon ${c.day.moonFromMoon} signs from the natal Moon (4, 8, 12 unfavourable)${c.day.rahuKaal ? `, Rahu kaal ${c.day.rahuKaal.start}–${c.day.rahuKaal.end}` : ""} — lead with how that day falls for the asker`,
    );
  if (asked.carried) push("Follow-up: yes — it continues the previous question");
  if (asked.understanding.outOfScope === "not_astrology") push("Out of scope: not a question about astrology");
  push(`Safety class: ${SAFETY_RULES[c.safety]}`);
  for (const d of c.direct) push(`Direct answer (state exactly): ${d.en}`);
  push(
    `Ascendant (lagna): ${signName(c.ascendant.signIndex, "en")}, lord ${en(c.ascendant.lord)}, rising degree in ${nakshatraName(c.ascendant.nakshatraIndex, "en")} nakshatra`,
  );
  push(
    `Moon sign (rashi): ${signName(c.moon.signIndex, "en")}; birth nakshatra ${nakshatraName(c.moon.nakshatraIndex, "en")} pada ${c.moon.pada} (lord ${en(c.moon.nakshatraLord)})`,
  );
  for (const g of GRAHAS) {
    const p = c.planets[g];
    const flags = [p.retrograde && g !== "rahu" && g !== "ketu" ? "retrograde" : "", p.combust ? "combust" : ""].filter(
      Boolean,
    );
    const rules = p.rules.length ? `, lord of the ${p.rules.map(ordinalEn).join(" and ")}` : "";
    push(
      `Natal ${en(g)}: ${signName(p.signIndex, "en")}, ${houseName(p.house, "en")}, ${nakshatraName(p.nakshatraIndex, "en")} pada ${p.pada}, ${DIGNITY_WORDS[p.dignity].en}${flags.length ? `, ${flags.join(", ")}` : ""}${rules}`,
    );
  }
  for (const h of c.topicHouses) {
    push(
      `Topic house ${ordinalEn(h.house)}: ${signName(h.signIndex, "en")}; lord ${en(h.lord)} in ${signName(h.lordSignIndex, "en")} (${houseName(h.lordHouse, "en")}, ${DIGNITY_WORDS[h.lordDignity].en}); occupants: ${h.occupants.map(en).join(", ") || "none"}; aspected by: ${h.aspectedBy.map(en).join(", ") || "none"}`,
    );
  }
  push(`Karakas (significators) of the topic: ${c.karakas.map(en).join(", ")}`);
  for (const y of c.yogas)
    push(`Yoga present: ${y.name} (${y.details.join("; ")})${y.bearsOnTopic ? " — bears on the topic" : ""}`);
  const md = c.mangalDosha;
  push(
    `Mangal dosha: ${md.present ? (md.effective ? "present" : "present but cancelled by an exception") : "absent"} (Mars ${ordinalEn(md.fromAscendant.house)} from the ascendant, ${ordinalEn(md.fromMoon.house)} from the Moon)`,
  );
  const d = c.dasha;
  if (d.mahadasha) push(`Running ${periodText(d.mahadasha)}`);
  if (d.antardasha) push(`Running ${periodText(d.antardasha)}`);
  if (d.pratyantardasha) push(`Running ${periodText(d.pratyantardasha)}`);
  for (const p of d.nextAntardashas) push(`Next ${periodText(p)}`);
  if (d.nextMahadasha) push(`Next ${periodText(d.nextMahadasha)}`);
  for (const w of c.timingWindows) {
    push(
      `Timing window for the topic: ${en(w.mahadasha)}–${en(w.antardasha)} ${w.start} to ${w.end} (${en(w.antardasha)} ${linksText(w.links)})`,
    );
  }
  const t = c.transits;
  for (const tr of [t.saturn, t.jupiter, t.rahu, t.ketu]) push(transitText(tr));
  const ss = t.sadeSati;
  push(
    `Sade Sati: ${ss.active ? `active, ${ss.phase} phase` : "not active"}${ss.start ? ` (${ss.active ? "running" : "next"} ${ss.start} to ${ss.end})` : ""}`,
  );
  push(`Saturn dhaiya: ${t.dhaiya.active ? `active (${t.dhaiya.kind})` : "not active"}`);
  if (c.prediction) lines.push(...predictionLines(c.prediction));
  return lines.join("\n");
}

/** The prediction's period and its transits, one line per graha, for the model's facts block. */
function predictionLines(p: PredictionFact): string[] {
  const lines = [`Prediction period: ${p.type}, ${p.from} to ${p.to} (India time)`];
  for (const t of p.transits) {
    const points =
      t.bindus === null
        ? `sarvashtakavarga ${t.sarva}`
        : `${t.bindus} of 8 ashtakavarga bindus, sarvashtakavarga ${t.sarva}`;
    const moves = t.ingresses
      .map(
        (i) =>
          `enters ${signName(i.signIndex, "en")} on ${i.date} (${ordinalEn(i.houseFromMoon)} from the Moon, ${ordinalEn(i.houseFromAscendant)} house)`,
      )
      .join("; ");
    lines.push(
      `Period transit ${en(t.graha)}: ${signName(t.signIndex, "en")}${t.retrograde ? " (retrograde)" : ""}, ${ordinalEn(t.houseFromMoon)} from the Moon sign, ${ordinalEn(t.houseFromAscendant)} house from the ascendant, ${t.favourable ? "favourable" : "not favourable"} by gochara, ${points}${moves ? `; then ${moves}` : ""}`,
    );
  }
  return lines;
}
