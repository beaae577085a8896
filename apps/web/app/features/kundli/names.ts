import type { Lang } from "../../i18n";

// Names of signs, grahas and nakshatras in English and Hindi. A copy of the small tables of
// packages/jyotish/src/names.ts (the web app does not depend on the engine's package).

export const GRAHAS = ["sun", "moon", "mars", "mercury", "jupiter", "venus", "saturn", "rahu", "ketu"] as const;
export type Graha = (typeof GRAHAS)[number];

interface Name {
  en: string;
  hi: string;
}

export const SIGN_NAMES: readonly Name[] = [
  { en: "Aries", hi: "मेष" },
  { en: "Taurus", hi: "वृषभ" },
  { en: "Gemini", hi: "मिथुन" },
  { en: "Cancer", hi: "कर्क" },
  { en: "Leo", hi: "सिंह" },
  { en: "Virgo", hi: "कन्या" },
  { en: "Libra", hi: "तुला" },
  { en: "Scorpio", hi: "वृश्चिक" },
  { en: "Sagittarius", hi: "धनु" },
  { en: "Capricorn", hi: "मकर" },
  { en: "Aquarius", hi: "कुंभ" },
  { en: "Pisces", hi: "मीन" },
];

export const GRAHA_NAMES: Readonly<Record<Graha, Name>> = {
  sun: { en: "Sun", hi: "सूर्य" },
  moon: { en: "Moon", hi: "चंद्र" },
  mars: { en: "Mars", hi: "मंगल" },
  mercury: { en: "Mercury", hi: "बुध" },
  jupiter: { en: "Jupiter", hi: "गुरु" },
  venus: { en: "Venus", hi: "शुक्र" },
  saturn: { en: "Saturn", hi: "शनि" },
  rahu: { en: "Rahu", hi: "राहु" },
  ketu: { en: "Ketu", hi: "केतु" },
};

/** Two-letter marks used inside the chart drawings. */
export const GRAHA_SHORT: Readonly<Record<Graha, Name>> = {
  sun: { en: "Su", hi: "सू" },
  moon: { en: "Mo", hi: "चं" },
  mars: { en: "Ma", hi: "मं" },
  mercury: { en: "Me", hi: "बु" },
  jupiter: { en: "Ju", hi: "गु" },
  venus: { en: "Ve", hi: "शु" },
  saturn: { en: "Sa", hi: "श" },
  rahu: { en: "Ra", hi: "रा" },
  ketu: { en: "Ke", hi: "के" },
};

export const NAKSHATRA_NAMES: readonly Name[] = (
  [
    ["Ashwini", "अश्विनी"],
    ["Bharani", "भरणी"],
    ["Krittika", "कृत्तिका"],
    ["Rohini", "रोहिणी"],
    ["Mrigashira", "मृगशिरा"],
    ["Ardra", "आर्द्रा"],
    ["Punarvasu", "पुनर्वसु"],
    ["Pushya", "पुष्य"],
    ["Ashlesha", "आश्लेषा"],
    ["Magha", "मघा"],
    ["Purva Phalguni", "पूर्वा फाल्गुनी"],
    ["Uttara Phalguni", "उत्तरा फाल्गुनी"],
    ["Hasta", "हस्त"],
    ["Chitra", "चित्रा"],
    ["Swati", "स्वाति"],
    ["Vishakha", "विशाखा"],
    ["Anuradha", "अनुराधा"],
    ["Jyeshtha", "ज्येष्ठा"],
    ["Mula", "मूल"],
    ["Purva Ashadha", "पूर्वाषाढ़ा"],
    ["Uttara Ashadha", "उत्तराषाढ़ा"],
    ["Shravana", "श्रवण"],
    ["Dhanishta", "धनिष्ठा"],
    ["Shatabhisha", "शतभिषा"],
    ["Purva Bhadrapada", "पूर्वा भाद्रपद"],
    ["Uttara Bhadrapada", "उत्तरा भाद्रपद"],
    ["Revati", "रेवती"],
  ] as const
).map(([en, hi]) => ({ en, hi }));

export const VARGA_KEYS = [
  "d1",
  "d2",
  "d3",
  "d4",
  "d7",
  "d9",
  "d10",
  "d12",
  "d16",
  "d20",
  "d24",
  "d27",
  "d30",
  "d40",
  "d45",
  "d60",
] as const;
export type VargaKey = (typeof VARGA_KEYS)[number];

export const VARGA_NAMES: Readonly<Record<VargaKey, Name>> = {
  d1: { en: "Rashi", hi: "राशि" },
  d2: { en: "Hora", hi: "होरा" },
  d3: { en: "Drekkana", hi: "द्रेष्काण" },
  d4: { en: "Chaturthamsha", hi: "चतुर्थांश" },
  d7: { en: "Saptamsha", hi: "सप्तांश" },
  d9: { en: "Navamsha", hi: "नवांश" },
  d10: { en: "Dashamsha", hi: "दशमांश" },
  d12: { en: "Dwadashamsha", hi: "द्वादशांश" },
  d16: { en: "Shodashamsha", hi: "षोडशांश" },
  d20: { en: "Vimshamsha", hi: "विंशांश" },
  d24: { en: "Chaturvimshamsha", hi: "चतुर्विंशांश" },
  d27: { en: "Bhamsha", hi: "भांश" },
  d30: { en: "Trimshamsha", hi: "त्रिंशांश" },
  d40: { en: "Khavedamsha", hi: "खवेदांश" },
  d45: { en: "Akshavedamsha", hi: "अक्षवेदांश" },
  d60: { en: "Shashtiamsha", hi: "षष्ट्यंश" },
};

export const signName = (index: number, lang: Lang) => SIGN_NAMES[((index % 12) + 12) % 12]![lang];
export const grahaName = (graha: string, lang: Lang) => GRAHA_NAMES[graha as Graha]?.[lang] ?? graha;
export const nakshatraName = (index: number, lang: Lang) => NAKSHATRA_NAMES[index]?.[lang] ?? String(index);
export const vargaLabel = (key: VargaKey, lang: Lang) => `${key.toUpperCase()} · ${VARGA_NAMES[key][lang]}`;

/** Hindi names of the 27 panchang yogas, index 0 = Vishkambha (the API gives English only). */
const PANCHANG_YOGA_HI = [
  "विष्कम्भ",
  "प्रीति",
  "आयुष्मान",
  "सौभाग्य",
  "शोभन",
  "अतिगण्ड",
  "सुकर्मा",
  "धृति",
  "शूल",
  "गण्ड",
  "वृद्धि",
  "ध्रुव",
  "व्याघात",
  "हर्षण",
  "वज्र",
  "सिद्धि",
  "व्यतीपात",
  "वरीयान",
  "परिघ",
  "शिव",
  "सिद्ध",
  "साध्य",
  "शुभ",
  "शुक्ल",
  "ब्रह्म",
  "इन्द्र",
  "वैधृति",
];

const KARANA_HI: Record<string, string> = {
  Kimstughna: "किंस्तुघ्न",
  Bava: "बव",
  Balava: "बालव",
  Kaulava: "कौलव",
  Taitila: "तैतिल",
  Garaja: "गरज",
  Vanija: "वणिज",
  Vishti: "विष्टि",
  Shakuni: "शकुनि",
  Chatushpada: "चतुष्पद",
  Naga: "नाग",
};

const CLASSICAL_YOGA_HI: Record<string, string> = {
  gajakesari: "गजकेसरी योग",
  budhaditya: "बुधादित्य योग",
  ruchaka: "रुचक योग",
  bhadra: "भद्र योग",
  hamsa: "हंस योग",
  malavya: "मालव्य योग",
  shasha: "शश योग",
  "chandra-mangala": "चंद्र-मंगल योग",
  kemadruma: "केमद्रुम योग",
  raja: "राज योग",
  dhana: "धन योग",
  "vipareeta-raja": "विपरीत राज योग",
};

export const panchangYogaName = (index: number, english: string, lang: Lang) =>
  lang === "hi" ? (PANCHANG_YOGA_HI[index] ?? english) : english;
export const karanaName = (english: string, lang: Lang) => (lang === "hi" ? (KARANA_HI[english] ?? english) : english);
export const classicalYogaName = (key: string, english: string, lang: Lang) =>
  lang === "hi" ? (CLASSICAL_YOGA_HI[key] ?? `${english} योग`) : `${english} Yoga`;

/** The engine's Mangal dosha exceptions, in Hindi (English as the API words them). */
export function mangalException(text: string, lang: Lang): string {
  if (lang === "en") return text;
  const house = /^Mars in house (\d+) in a sign that exempts it$/.exec(text);
  if (house) return `मंगल भाव ${house[1]} में ऐसी राशि में है जो दोष से मुक्त करती है`;
  const known: Record<string, string> = {
    "Mars in its own sign": "मंगल अपनी राशि में",
    "Mars exalted in Capricorn": "मंगल मकर में उच्च का",
    "Jupiter conjunct Mars": "गुरु मंगल के साथ",
    "Jupiter aspects Mars": "गुरु की मंगल पर दृष्टि",
  };
  return known[text] ?? text;
}
