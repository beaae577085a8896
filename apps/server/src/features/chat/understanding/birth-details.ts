// Another person's birth details written in a message: the date, the time and the place, as
// people write them in English, Hinglish and Hindi ("her DOB 12/04/1996, 10:30 pm, Jaipur",
// "ladke ka janam 7 aug 95 raat 11:15 baje Kanpur me hua").
import type { BirthDetails, PersonMention } from "./types.ts";
import { asciiDigits } from "./text.ts";

const MONTH_NUMBERS: Readonly<Record<string, number>> = {
  jan: 1,
  january: 1,
  feb: 2,
  february: 2,
  mar: 3,
  march: 3,
  apr: 4,
  april: 4,
  may: 5,
  jun: 6,
  june: 6,
  jul: 7,
  july: 7,
  aug: 8,
  august: 8,
  sep: 9,
  sept: 9,
  september: 9,
  oct: 10,
  october: 10,
  nov: 11,
  november: 11,
  dec: 12,
  december: 12,
  जनवरी: 1,
  फरवरी: 2,
  मार्च: 3,
  अप्रैल: 4,
  मई: 5,
  जून: 6,
  जुलाई: 7,
  अगस्त: 8,
  सितंबर: 9,
  सितम्बर: 9,
  अक्टूबर: 10,
  नवंबर: 11,
  नवम्बर: 11,
  दिसंबर: 12,
  दिसम्बर: 12,
};
const MONTH = Object.keys(MONTH_NUMBERS).join("|");

const pad = (n: number) => String(n).padStart(2, "0");
const fullYear = (y: string) => (y.length === 4 ? Number(y) : Number(y) > 30 ? 1900 + Number(y) : 2000 + Number(y));

function validDate(y: number, m: number, d: number): string | undefined {
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1900 || y > 2030) return undefined;
  return `${y}-${pad(m)}-${pad(d)}`;
}

interface Found<T> {
  value: T;
  index: number;
  end: number;
}

function findDates(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  const push = (m: RegExpExecArray, value: string | undefined) => {
    if (value) out.push({ value, index: m.index, end: m.index + m[0].length });
  };
  for (const m of text.matchAll(/(?<![\d])(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?![\d])/g))
    push(m, validDate(Number(m[1]), Number(m[2]), Number(m[3])));
  for (const m of text.matchAll(/(?<![\d])(\d{1,2})[-/.](\d{1,2})[-/.](\d{4}|\d{2})(?![\d])/g))
    push(m, validDate(fullYear(m[3]!), Number(m[2]), Number(m[1])));
  for (const m of text.matchAll(
    // "12 may 1996", also with two digits for the year ("12 may 96"), not a time ("12 may 10:30");
    // a full stop may end the sentence after it.
    new RegExp(
      String.raw`(?<![\d])(\d{1,2})(?:st|nd|rd|th)?[ -](?:of )?(${MONTH})[a-z]*,?[ -](\d{4}|\d{2})(?![\d:]|\.\d)`,
      "gu",
    ),
  ))
    push(m, validDate(fullYear(m[3]!), MONTH_NUMBERS[m[2]!]!, Number(m[1])));
  for (const m of text.matchAll(
    new RegExp(String.raw`\b(${MONTH})[a-z]* (\d{1,2})(?:st|nd|rd|th)?,? (\d{4})(?![\d])`, "gu"),
  ))
    push(m, validDate(Number(m[3]), MONTH_NUMBERS[m[1]!]!, Number(m[2])));
  // "her birth 1997 Sept 18": the year first.
  for (const m of text.matchAll(
    new RegExp(String.raw`(?<![\d])(\d{4}),? (${MONTH})[a-z]*\.? (\d{1,2})(?:st|nd|rd|th)?(?![\d:]|\.\d)`, "gu"),
  ))
    push(m, validDate(Number(m[1]), MONTH_NUMBERS[m[2]!]!, Number(m[3])));
  return out.sort((a, b) => a.index - b.index);
}

const NIGHT = /raat|^rat$|रात|night/u;
// (Bengali too: "sokal" morning, "bikel" afternoon, "sondhe" evening, "rat" night.)
const DAY_PARTS: readonly [RegExp, number][] = [
  [/subah|savere|सुबह|morning|sokal/u, 0],
  [/dopahar|dopehar|दोपहर|afternoon|bikel/u, 12],
  [/shaam|sham|शाम|evening|sondhe|sondhya/u, 12],
  [NIGHT, 12],
];

function findTimes(text: string): Found<string>[] {
  const out: Found<string>[] = [];
  const re =
    /(?:(subah|savere|dopahar|dopehar|shaam|sham|raat|rat|sokal|bikel|sondhe|sondhya|सुबह|दोपहर|शाम|रात|morning|evening|night|afternoon) )?(?<![\d/.-])(\d{1,2})(?:[:.](\d{2}))? ?(am|pm|a m|p m|baje|बजे|hrs|hours|o clock)?(?:\s?(?:in the |at )?(morning|evening|night|afternoon|subah|shaam|raat|dopahar|dopehar|ko)\b(?!\s*\d))?(?![\d/])(?![.-]\d)/gu;
  for (const m of text.matchAll(re)) {
    const [, partBefore, h, min, suffix, partAfter] = m;
    // "4", "12": no time without minutes, a suffix or a part of the day ("around 4 in the morning", "subah 6").
    if (!min && !suffix && !partBefore && !(partAfter && partAfter !== "ko")) continue;
    if (!min && suffix && /hrs|hours/.test(suffix)) continue;
    let hour = Number(h);
    if (hour > 23 || (min && Number(min) > 59)) continue;
    const part = partBefore ?? partAfter ?? "";
    if (suffix && /p ?m/.test(suffix) && hour < 12) hour += 12;
    if (suffix && /a ?m/.test(suffix) && hour === 12) hour = 0;
    const bump = DAY_PARTS.find(([p]) => p.test(part))?.[1] ?? 0;
    // "रात 2:05" is two at night, not two in the afternoon.
    const smallHours = NIGHT.test(part) && hour < 5;
    if (!/[ap] ?m/.test(suffix ?? "") && hour < 12 && !smallHours) hour += bump;
    if (NIGHT.test(part) && hour === 24) hour = 0;
    out.push({ value: `${pad(hour)}:${min ?? "00"}`, index: m.index, end: m.index + m[0].length });
  }
  // "रात 11 बजकर 20 मिनट", "subah 6 bajkar 5 minute": the hour, then its minutes in words.
  const spoken =
    /(?:(subah|savere|dopahar|dopehar|shaam|sham|raat|सुबह|दोपहर|शाम|रात) )?(\d{1,2}) (?:बजकर|bajkar|baj kar) (\d{1,2}) (?:मिनट|minute|minutes|min)/gu;
  for (const m of text.matchAll(spoken)) {
    let hour = Number(m[2]);
    const min = Number(m[3]);
    if (hour > 23 || min > 59) continue;
    const bump = DAY_PARTS.find(([p]) => p.test(m[1] ?? ""))?.[1] ?? 0;
    if (hour < 12) hour += bump;
    if (/raat|रात/u.test(m[1] ?? "") && hour === 24) hour = 0;
    // The spoken time stands for the digits found inside it ("11", "20"), which are not times.
    for (let i = out.length - 1; i >= 0; i--)
      if (out[i]!.index >= m.index && out[i]!.end <= m.index + m[0].length) out.splice(i, 1);
    out.push({ value: `${pad(hour)}:${pad(min)}`, index: m.index, end: m.index + m[0].length });
  }
  return out.sort((a, b) => a.index - b.index);
}

const STOP_WORDS = new Set([
  // ("jagah bilaspur dono ki jodi banegi": "dono" (both) ends the place.)
  "dono",
  "donon",
  "at",
  "on",
  "and",
  "in",
  "the",
  "time",
  "dob",
  "born",
  "is",
  "was",
  "will",
  "are",
  "we",
  "our",
  "my",
  "his",
  "her",
  "me",
  "mein",
  "hua",
  "tha",
  "thi",
  "hui",
  "ko",
  "compatible",
  "match",
  "around",
  "approx",
  "approximately",
  "lagbhag",
  // "janm sthan bhopal batao kundli milti hai ya nahi": a request ends the place.
  "batao",
  "bataiye",
  "btao",
  "please",
  "plz",
  "kya",
  "kundli",
]);

function findPlaces(original: string): Found<string>[] {
  const out: Found<string>[] = [];
  const patterns = [
    /\b(?:born in|born at|birth ?place|place of birth|pob|place|jagah|jagaah|sthan|sthaan|from|in|at)\s*[:-]?\s*([A-Za-z][A-Za-z]+(?:\s+[A-Za-z][A-Za-z]+)?)/gu,
    // "ladka 27-Oct-96 ka hai, Bhopal ka.": the place the person is "of".
    /(?:^|[,.]\s*)([A-Z][a-z]{2,})\s+(?:ka|ki|ke)(?=\s*[.,;!?]|\s*$|\s+(?:hai|h|tha|thi)\b)/gu,
    // "Indore me paida hui", "ko Varanasi me hua (janam)".
    /([A-Za-z][A-Za-z]+)\s+(?:me|mein|main)\s+(?:paida|janm|janam|born|hua|hui|huyi)\b/gu,
    /([\u0900-\u097F]+)\s+में\s+(?:जन्म|पैदा|हुआ|हुई)/gu,
    // "09.10.1994 को पटना में": the place after the date's "को".
    /\d\s+को\s+([\u0900-\u097F]{2,})\s+में(?=\s|$)/gu,
    // "28 feb 2001 ko hua tha Nashik me".
    /\b(?:hua|hui|huyi|huaa)\s+(?:tha\s+|thi\s+)?([A-Za-z][A-Za-z]+)\s+(?:me|mein|main)\b/gu,
    // "subah 6:15 baje Ludhiana ka hai": the place the birth is "of".
    /\b(?:baje|am|pm)\s+([A-Za-z][A-Za-z]+)\s+(?:ka|ki|ke)\s+(?:hai|h|tha|thi)\b/giu,
    // "raat 11:05 surat ka h", "janam bhopal ka": the place after the time, or after "janam".
    /\d[:.]\d{2}\s+([A-Za-z][A-Za-z]+)\s+(?:ka|ki|ke)\s+(?:hai|h|tha|thi)\b/gu,
    /\b(?:janam|janm|birth)\s+([A-Za-z][A-Za-z]+)\s+(?:ka|ki|ke)\b/giu,
    /(?:जन्म ?स्थान|स्थान)\s*[:-]?\s*([\u0900-\u097F]+)/gu,
  ];
  for (const re of patterns) {
    for (const m of original.matchAll(re)) {
      let words = m[1]!.split(/\s+/);
      const stop = words.findIndex((w) => STOP_WORDS.has(w.toLowerCase()));
      if (stop >= 0) words = words.slice(0, stop);
      if (words.length === 0) continue;
      const word = words.join(" ");
      const lower = word.toLowerCase();
      // "in 1995", "at 10", "in the morning": not a place; a capital letter or a marker makes one.
      if (
        /^(morning|evening|night|afternoon|am|pm|my|his|her|the|a|an|this|that|which|what|india|love|future|life)$/.test(
          lower,
        )
      )
        continue;
      if (re === patterns[0] && !/born|place|pob|jagah|jagaah|sthan/i.test(m[0]) && !/^[A-Z]/.test(word)) continue;
      if (Object.hasOwn(MONTH_NUMBERS, lower)) continue;
      // "time place nahi pata": no place given.
      if (/^(nahi|nahin|pata|unknown|not|na|dont|don|do not|no idea)\b/u.test(lower)) continue;
      out.push({ value: word, index: m.index, end: m.index + m[0].length });
    }
  }
  return out.sort((a, b) => a.index - b.index);
}

// "…, 10:30 pm, Jaipur." / "…, समय 10:15 सुबह, भोपाल।" / "time raat 11:45, janam Kanpur.": a
// single word after the time or date.
function placeRightAfter(original: string, from: number): Found<string> | undefined {
  const m =
    /^\s*(?:am|pm|baje|बजे|सुबह|शाम|रात|दोपहर|subah|shaam|raat|dopahar|dopehar)?\s*[,;]?\s*(?:(?:place|janam|janm|jonmo|birth ?place|jagah)\s*[:-]?\s*|in\s+|at\s+)?([A-Za-z]{3,}(?:\s+(?:[Cc]antt|[Cc]antonment))?|[\u0900-\u097F]{2,})(?=\s*[,.;।!?]|\s*$|\s+(?:me|mein|में))/u.exec(
      original.slice(from),
    );
  // Spoken on without a stop, a place after "in" or "at" right after the time ("at 4:10 in the
  // morning in jaipur we have met twice", "at 11:20 am in lucknow my parents are against it").
  const spoken =
    m ??
    /^\s*(?:am|pm|baje|subah|shaam|raat)?\s*(?:in the (?:early )?(?:morning|evening|night|afternoon)\s+)?(?:in|at)\s+([A-Za-z]{3,})\b/u.exec(
      original.slice(from),
    );
  if (!spoken) return undefined;
  const word = spoken[1]!;
  if (!m && /^(hospital|home|ghar|night|morning|evening|afternoon|noon|midnight|around|about|approx\w*)$/iu.test(word))
    return undefined;
  if (
    STOP_WORDS.has(word.toLowerCase()) ||
    /^(time|dob|samay|समय|कृपया|please|pls|nahi|nahin|pata|unknown|नहीं|पता|hai|h|tha|thi|है|था|थी)$/iu.test(word)
  )
    return undefined;
  return { value: word, index: from, end: from + spoken[0].length };
}

/** A message of a few words or about a birth, that names no one's own birth as the asker's ("my birth time"). */
const ABOUT_BIRTH = /\b(born|birth|janam|janm|paida|dob|tob|pob)\b|जन्म|पैदा/u;
const OWN_BIRTH = /\b(my|mera|meri|mere) (birth|janam|janm|dob|tob|date of birth)\b|मेरा जन्म|मेरी जन्म/u;

const TIME_NOT_KNOWN =
  /\b(time|samay|tym|tob)\s+(pata nahi|pata nahin|nahi pata|nahin pata|pta nahi|pta nhi|nhi pta|nai pta|not known|unknown|nahi malum|malum nahi)\b\s*[,;]?|(समय|टाइम)\s+(पता नहीं|नहीं पता|मालूम नहीं)\s*[,;]?/u;

/** Words just before a date that make it the asker's own: "mine is", "aur mera", "मेरी". */
// ("मेरा नाम सुनीता है, जन्म 8 अगस्त 1976": a self-introduction before the date; "girl: 8 Oct 1997,
// 11:50 am, Kochi. me: 3 May 1995": the asker's own after a label.)
const OWN_DATE =
  /\b(my name is|mera naam|i am) \S+( \S+)?( hai| h)?,? (born|dob|janm|janam)\b\W*$|मेरा नाम \S+( \S+)? (है)?,? ?(जन्म)\W*$|\b(my|mine|mera|meri|mere|apna|apni)\b[^,.;]{0,18}$|\b(me|myself|self|mine)\s*[:=-]\s*$|(मेरा|मेरी|मेरे|अपना|अपनी)[^,.;।]{0,18}$/u;

// "my wife's dob", "mere bete ka janm": someone else's, though "my" stands before the date.
const SOMEONE_ELSE =
  /\b(wife|husband|hubby|pati|patni|biwi|son|daughter|beta|beti|bete|bhai|brother|sister|behen|father|mother|dad|mom|papa|mummy|maa|ladke|ladki|ladka|girl|boy|partner|bf|gf|boyfriend|girlfriend|fiance|fiancee|friend|dost|grandson|granddaughter|grandchild|pota|poti|pote|nati|natin|child|kid|baby|bachch\w*|bacch\w*|cousin|niece|nephew|uncle|aunt|chacha|mama|saas|sasur|crush)\b|\bfiancée?|पति|पत्नी|बेट|भाई|बहन|पिता|पापा|माँ|मां|मम्मी|लड़क|मंगेतर|दोस्त|पोत|नाती|नातिन|बच्च|सास|ससुर/u;

/** Whether the words just before a date make it the asker's own. */
const ownDate = (before: string) => {
  const m = OWN_DATE.exec(before);
  return m !== null && !SOMEONE_ELSE.test(m[0]);
};

/** Whether the message speaks of a birth ("birth time 4:10 pm", "janam", "जन्म"). */
export const speaksOfBirth = (text: string): boolean => ABOUT_BIRTH.test(text.toLowerCase());

/**
 * The rest of a birth a follow-up gives after being asked for it ("10:10 pm in Kolkata",
 * "she was born at 6:15 am in Indore"): a time and a place without a date, in a message
 * that is about a birth or says little else.
 */
function timeAndPlaceOnly(original: string, text: string): BirthDetails | null {
  if (OWN_BIRTH.test(text) || (!ABOUT_BIRTH.test(text) && text.split(/\s+/).length > 8)) return null;
  const time = findTimes(text)[0];
  if (!time) return null;
  const place = findPlaces(original)[0] ?? placeRightAfter(original, time.end);
  return place ? { time: time.value, place: place.value.replace(/[।.]+$/u, "") } : null;
}

/**
 * Another person's birth details written in the message ("her DOB 12/04/1996, 10:30 pm,
 * Jaipur"). A message that names only the asker ("my dob is…") gives none: the asker's
 * chart is the saved kundli. With two dates the second is taken (the first is mostly the
 * asker's own), unless it is told as the asker's own ("aur mera 18 april 1998 hai").
 */
export function detectOtherBirth(message: string, people: readonly PersonMention[]): BirthDetails | null {
  // "जन्म १७ जून १९९६, सकाळी ६:२०": Devanagari digits read as digits.
  const original = asciiDigits(message);
  const text = original.toLowerCase();
  const dates = findDates(text);
  if (dates.length === 0) return timeAndPlaceOnly(original, text);
  const other =
    people.length > 0 ||
    // "match my kundli with a girl born…", "girl 19-02-1999 08:05 am bhopal": the one to be matched.
    /\b(his|her|him|their|uska|uski|unka|unki|partner|she|he|girl|boy|ladki|ladka|chhokri|chhokro|fiance|fiancee|match\w*|milan|milao|melap|compatib\w*)\b|उसकी|उसका|उनकी|उनका|लड़की|लड़का/u.test(
      text,
    ) ||
    // "mera aur Neha ka match": the other one is named.
    /\b(mera|meri) aur \w+ (ka|ki|ke)\b|(मेरा|मेरी) और \S+ (का|की|के)/u.test(text);
  if (!other) return null;
  // "ladke ka janm 11 nov 1995 … aur mera 18 april 1998 hai": a date told as the asker's own is passed over.
  const others = dates.filter(
    (d, i) => !ownDate(text.slice(Math.max(i > 0 ? dates[i - 1]!.end : 0, d.index - 30), d.index)),
  );
  // Every date the asker's own ("मेरा नाम सुनीता है, जन्म 8 अगस्त 1976 … पति शराब पीते हैं"): no one else's birth.
  if (others.length === 0) return null;
  const date = others.at(-1)!;
  const dateSpans = dates.map((d) => [d.index, d.end] as const);
  const times = findTimes(text).filter((t) => !dateSpans.some(([a, b]) => t.index < b && t.end > a));
  const time = times.find((t) => t.index >= date.index) ?? (dates.length === 1 ? times[0] : undefined);
  const places = findPlaces(original);
  // "DOB 17/06/1958 hai, time pata nahi, Amritsar.": the place after the time not known.
  const noTime = TIME_NOT_KNOWN.exec(text.slice(date.end));
  const place =
    places.find((p) => p.index >= date.index - 40) ??
    (dates.length === 1 ? places[0] : undefined) ??
    placeRightAfter(original, Math.max(date.end, time?.end ?? 0)) ??
    (noTime ? placeRightAfter(original, date.end + noTime.index + noTime[0].length) : undefined);
  return {
    date: date.value,
    ...(time ? { time: time.value } : {}),
    // A danda or a full stop ending the sentence is not part of the place ("वाराणसी।").
    ...(place ? { place: place.value.replace(/[।.]+$/u, "") } : {}),
  };
}
