/** Tithi names within a paksha, 1 = Pratipada … 14 = Chaturdashi; 15 is Purnima (shukla) or Amavasya (krishna). */
export const TITHI_NAMES: readonly string[] = [
  "Pratipada",
  "Dwitiya",
  "Tritiya",
  "Chaturthi",
  "Panchami",
  "Shashthi",
  "Saptami",
  "Ashtami",
  "Navami",
  "Dashami",
  "Ekadashi",
  "Dwadashi",
  "Trayodashi",
  "Chaturdashi",
];
/** Hindi tithi names, same order as {@link TITHI_NAMES}. */
export const TITHI_NAMES_HI: readonly string[] = [
  "प्रतिपदा",
  "द्वितीया",
  "तृतीया",
  "चतुर्थी",
  "पंचमी",
  "षष्ठी",
  "सप्तमी",
  "अष्टमी",
  "नवमी",
  "दशमी",
  "एकादशी",
  "द्वादशी",
  "त्रयोदशी",
  "चतुर्दशी",
];

/** The 27 yogas (sum of sidereal Sun and Moon), index 0 = Vishkambha. */
export const YOGA_NAMES: readonly string[] = [
  "Vishkambha",
  "Priti",
  "Ayushman",
  "Saubhagya",
  "Shobhana",
  "Atiganda",
  "Sukarma",
  "Dhriti",
  "Shula",
  "Ganda",
  "Vriddhi",
  "Dhruva",
  "Vyaghata",
  "Harshana",
  "Vajra",
  "Siddhi",
  "Vyatipata",
  "Variyana",
  "Parigha",
  "Shiva",
  "Siddha",
  "Sadhya",
  "Shubha",
  "Shukla",
  "Brahma",
  "Indra",
  "Vaidhriti",
];

/** Hindi yoga names, same order as {@link YOGA_NAMES}. */
export const YOGA_NAMES_HI: readonly string[] = [
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

/** The seven movable (chara) karanas, repeating eight times from the 2nd half-tithi. */
export const MOVABLE_KARANAS: readonly string[] = [
  "Bava",
  "Balava",
  "Kaulava",
  "Taitila",
  "Garaja",
  "Vanija",
  "Vishti",
];

/**
 * Name of the karana with index 0–59 (half-tithis from the new moon): 0 Kimstughna,
 * 1–56 the movable cycle, 57 Shakuni, 58 Chatushpada, 59 Naga.
 *
 * @example
 * karanaName(1); // "Bava"
 */
export function karanaName(index: number): string {
  if (index === 0) return "Kimstughna";
  if (index >= 57) return ["Shakuni", "Chatushpada", "Naga"][index - 57]!;
  return MOVABLE_KARANAS[(index - 1) % 7]!;
}

const MOVABLE_KARANAS_HI = ["बव", "बालव", "कौलव", "तैतिल", "गर", "वणिज", "विष्टि"];

/**
 * Hindi name of the karana with index 0–59.
 *
 * @example
 * karanaNameHi(7); // "विष्टि"
 */
export function karanaNameHi(index: number): string {
  if (index === 0) return "किंस्तुघ्न";
  if (index >= 57) return ["शकुनि", "चतुष्पद", "नाग"][index - 57]!;
  return MOVABLE_KARANAS_HI[(index - 1) % 7]!;
}

/**
 * Name of tithi number 1–30 (1–15 shukla paksha, 16–30 krishna paksha).
 *
 * @example
 * tithiName(15); // "Purnima"
 * tithiName(30); // "Amavasya"
 */
export function tithiName(tithi: number): string {
  if (tithi === 15) return "Purnima";
  if (tithi === 30) return "Amavasya";
  return TITHI_NAMES[(tithi - 1) % 15]!;
}

/**
 * Hindi name of tithi number 1–30.
 *
 * @example
 * tithiNameHi(30); // "अमावस्या"
 */
export function tithiNameHi(tithi: number): string {
  if (tithi === 15) return "पूर्णिमा";
  if (tithi === 30) return "अमावस्या";
  return TITHI_NAMES_HI[(tithi - 1) % 15]!;
}
