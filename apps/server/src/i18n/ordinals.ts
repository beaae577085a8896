/** English ordinal: 1st, 2nd, 3rd, 4th … 11th, 12th … 21st. */
export function ordinalEn(n: number): string {
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (["th", "st", "nd", "rd"][n % 10] ?? "th");
  return `${n}${suffix}`;
}

/** Hindi oblique-case ordinals, 1 to 12, as in "सातवें भाव में". */
const ORDINAL_HI: readonly string[] = [
  "",
  "पहले",
  "दूसरे",
  "तीसरे",
  "चौथे",
  "पाँचवें",
  "छठे",
  "सातवें",
  "आठवें",
  "नौवें",
  "दसवें",
  "ग्यारहवें",
  "बारहवें",
];

export const ordinalHi = (n: number): string => ORDINAL_HI[n]!;
