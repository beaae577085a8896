// Festivals asked as times ("by Diwali", "pujor age", "by Pongal"): their days by year and the
// words that name them; horizon.ts reads them.

// Diwali (Lakshmi puja) and Holi (Dhulandi) by year, from the published calendars.
const DIWALI: Readonly<Record<number, string>> = {
  2024: "2024-11-01",
  2025: "2025-10-20",
  2026: "2026-11-08",
  2027: "2027-10-29",
  2028: "2028-10-17",
  2029: "2029-11-05",
  2030: "2030-10-26",
};
const HOLI: Readonly<Record<number, string>> = {
  2024: "2024-03-25",
  2025: "2025-03-14",
  2026: "2026-03-04",
  2027: "2027-03-22",
  2028: "2028-03-11",
  2029: "2029-03-01",
  2030: "2030-03-20",
};
// The East's festivals, computed with our panchang (packages/jyotish) and checked against the
// published 2024–2026 days: Vijaya Dashami, the end of Durga Puja (Ashwin's bright tenth at
// Kolkata's sunrise; North India's Dussehra is a day earlier in some years, as in 2024), Rath
// Yatra (Ashadha's bright second) and Bohag Bihu (the Sun entering Aries: 14 April).
const VIJAYA_DASHAMI: Readonly<Record<number, string>> = {
  2024: "2024-10-13",
  2025: "2025-10-02",
  2026: "2026-10-21",
  2027: "2027-10-10",
  2028: "2028-09-28",
  2029: "2029-10-16",
  2030: "2030-10-06",
};
const RATH_YATRA: Readonly<Record<number, string>> = {
  2024: "2024-07-07",
  2025: "2025-06-27",
  2026: "2026-07-16",
  2027: "2027-07-05",
  2028: "2028-06-24",
  2029: "2029-07-13",
  2030: "2030-07-02",
};
// The South's: Ugadi (Chaitra's bright first, by the same panchang; in 2026 that tithi holds
// at no sunrise and the day it begins is kept), Onam (Thiruvonam while the Sun is in Leo)
// and Pongal (the Sun entering Capricorn; the next day when that is after sunset).
const UGADI: Readonly<Record<number, string>> = {
  2024: "2024-04-09",
  2025: "2025-03-30",
  2026: "2026-03-19",
  2027: "2027-04-07",
  2028: "2028-03-27",
  2029: "2029-03-16",
  2030: "2030-04-03",
};
const ONAM: Readonly<Record<number, string>> = {
  2024: "2024-09-15",
  2025: "2025-09-05",
  2026: "2026-08-26",
  2027: "2027-09-12",
  2028: "2028-09-01",
  2029: "2029-08-22",
  2030: "2030-09-09",
};
const PONGAL: Readonly<Record<number, string>> = {
  2024: "2024-01-15",
  2025: "2025-01-14",
  2026: "2026-01-14",
  2027: "2027-01-15",
  2028: "2028-01-15",
  2029: "2029-01-14",
  2030: "2030-01-14",
  2031: "2031-01-15",
};

/** Words that make a festival a time: "by …", "… tak", Bengali "… age", Odia "… agaru", Assamese "… agot". */
export const FESTIVAL_TIME_BEFORE = String.raw`\b(?:by|before|till|until|around|during|next|agli|agle|aane wali|coming)|(?:अगली|आने वाली|अगले)`;
export const FESTIVAL_TIME_AFTER = String.raw`(?:tak|se pehle|se pahle|ke pehle|ke pahle|ke aaspas|sudhi|paryant|age|agei|aage|agot|agaru|agare|porjonto|er age|r age|me|mein|pe|par|तक|से पहले|के पहले|में|पर)(?:\s|$)`;
const BIHU: Readonly<Record<number, string>> = Object.fromEntries(
  [2024, 2025, 2026, 2027, 2028, 2029, 2030].map((y) => [y, `${y}-04-14`]),
);

/** A festival: its names in Latin letters and in Devanagari, its days, and whether only a word of time makes it a time. */
export interface Festival {
  readonly latin: string;
  readonly devanagari: string;
  readonly dates: Readonly<Record<number, string>>;
  readonly marked: boolean;
}

// (Whole words in Latin letters: "navi dukan kholi che" opens a shop.)
export const FESTIVALS: readonly Festival[] = [
  { latin: "diwali|deepawali|deepavali", devanagari: "दिवाली|दीवाली|दीपावली", dates: DIWALI, marked: false },
  { latin: "holi", devanagari: "होली", dates: HOLI, marked: false },
  // Durga Puja is also worship ("durga puja karne se fayda?"): a time only with a word of
  // time ("by Durga Puja", "दशहरे तक", Bengali "pujor age", before the Puja).
  {
    latin: "durga puja|durga pujo|pujor|dussehra|dussera|dasara|dashera|vijaya dashami|vijayadashami|bijoya dashami",
    devanagari: "दुर्गा पूजा|दशहरा|दशहरे|विजयादशमी",
    dates: VIJAYA_DASHAMI,
    marked: true,
  },
  // (Odia "Rath Jatra agaru", before it; Assamese "Bihur agot".)
  {
    latin: "rath yatra|rath jatra|rathyatra|rathajatra|ratha yatra|ratha jatra",
    devanagari: "रथ यात्रा|रथयात्रा",
    dates: RATH_YATRA,
    marked: false,
  },
  { latin: "bihu|bihur", devanagari: "बिहू", dates: BIHU, marked: false },
  {
    latin: "ugadi|yugadi|gudi padwa|gudi padva",
    devanagari: "उगादी|युगादी|गुड़ी पड़वा|गुडी पडवा",
    dates: UGADI,
    marked: false,
  },
  { latin: "onam|thiruvonam", devanagari: "ओणम|ओनम", dates: ONAM, marked: false },
  {
    latin: "pongal|sankranti|sankranthi|makar sankranti|makara sankranti",
    devanagari: "पोंगल|संक्रांति|मकर संक्रांति",
    dates: PONGAL,
    marked: false,
  },
];
