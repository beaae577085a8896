// Chat spellings: the short forms people type, read as the words the reader's lists know
// (normalize in text.ts calls this on text already lower-cased, padded with one space each side).

// Chat spellings of Hinglish with the vowels dropped ("ho rha h", "ho gya", "nhi pta"), read
// as the full words the word lists know. "h" is "hai" unless a number follows ("H-1B").
const CHAT_SPELLINGS: Readonly<Record<string, string>> = {
  rha: "raha",
  rhi: "rahi",
  rhe: "rahe",
  gya: "gaya",
  gyi: "gayi",
  gye: "gaye",
  nhi: "nahi",
  pta: "pata",
  kr: "kar",
  kro: "karo",
  krna: "karna",
  bhot: "bahut",
  bohot: "bahut",
  bht: "bahut",
  // SMS English and Hinglish: "hw will my helth b this yr", "wat abt", "plz jldi btao".
  hw: "how",
  wat: "what",
  wht: "what",
  abt: "about",
  yrs: "years",
  u: "you",
  ur: "your",
  r: "are",
  gud: "good",
  jldi: "jaldi",
  btao: "batao",
  lgta: "lagta",
  lgti: "lagti",
  kb: "kab",
  tk: "tak",
  skta: "sakta",
  skti: "sakti",
  skte: "sakte",
  kru: "karu",
  krun: "karun",
  kre: "kare",
  krein: "karein",
  lgega: "lagega",
  lgegi: "lagegi",
};
// "yr" is a year after "this", "next" or a number ("this yr", "2 yr"), else "yaar" ("kb sab thik
// hoga yr"); "ni" is "nahi" before a verb or after "ya" ("mann ni lgta", "lagau ya ni"), not
// Gujarati's "of" ("dukaan ni").
const YR = /(?<= )yr(?= )/gu;
const YEAR_BEFORE = /(?:this|next|last|every|each|per|a|one|is|agle|pichhle|\d+) $/u;
const NI_NAHI =
  / ni(?= (?:lg\w*|lag\w*|ho\w*|hai|mil\w*|aa\w*|kar\w*|chal\w*|ban\w*|pata|pta|de\w*|le\w*) )|(?<= ya) ni(?= )/gu;
const CHAT_WORD = new RegExp(String.raw`(?<= )(${Object.keys(CHAT_SPELLINGS).join("|")}|h(?! \d))(?= )`, "gu");

/** Padded, lower-case text with its chat spellings written out ("kb" → "kab", "h" → "hai"). */
export const expandChatSpellings = (padded: string): string =>
  padded
    .replace(CHAT_WORD, (word) => CHAT_SPELLINGS[word] ?? "hai")
    .replace(YR, (_, at: number, all: string) => (YEAR_BEFORE.test(all.slice(0, at)) ? "year" : "yaar"))
    .replace(NI_NAHI, " nahi");
