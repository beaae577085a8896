import { normalizeDeg } from "../astro/angles.ts";
import { VARGA_NAMES, type VargaName } from "../names.ts";

export { VARGA_NAMES, type VargaName };

const LEO = 4,
  CANCER = 3,
  ARIES = 0,
  SAGITTARIUS = 8,
  LIBRA = 6;

/** Sign reached by counting `n` parts of size 30/`division` from a start sign. */
function counted(startSign: number, degInSign: number, division: number): number {
  const part = Math.min(division - 1, Math.floor((degInSign * division) / 30));
  return (startSign + part) % 12;
}

/** Start sign by modality: movable (chara), fixed (sthira), dual (dvisvabhava). */
function byModality(sign: number, movable: number, fixed: number, dual: number): number {
  const m = sign % 3;
  return m === 0 ? movable : m === 1 ? fixed : dual;
}

/**
 * Sign index (0 = Aries) of a sidereal longitude in a divisional chart, by the standard
 * Parashari rules (BPHS ch. 6–7):
 * D2 hora (Sun/Leo, Moon/Cancer halves), D3 drekkana (1st, 5th, 9th), D4 (1st, 4th, 7th,
 * 10th), D7 (odd from itself, even from the 7th), D9 (movable from itself, fixed from the
 * 9th, dual from the 5th), D10 (odd from itself, even from the 9th), D12 (from itself),
 * D16 (Aries, Leo, Sagittarius by modality), D20 (Aries, Sagittarius, Leo), D24 (odd from
 * Leo, even from Cancer), D27 (fire Aries, earth Cancer, air Libra, water Capricorn), D30
 * (odd: Mars 5°, Saturn 5°, Jupiter 8°, Mercury 7°, Venus 5°; even reversed), D40 (odd from
 * Aries, even from Libra), D45 (Aries, Leo, Sagittarius), D60 (from itself).
 *
 * @example
 * vargaSignIndex("d9", 31); // 9 (Taurus 1° → Capricorn navamsa)
 */
export function vargaSignIndex(varga: VargaName, longitudeDeg: number): number {
  const lon = normalizeDeg(longitudeDeg);
  const sign = Math.floor(lon / 30) % 12;
  const deg = lon - Math.floor(lon / 30) * 30;
  const odd = sign % 2 === 0; // Aries (index 0) is an odd sign
  switch (varga) {
    case "d1":
      return sign;
    case "d2":
      return odd === deg < 15 ? LEO : CANCER;
    case "d3":
      return (sign + [0, 4, 8][Math.min(2, Math.floor(deg / 10))]!) % 12;
    case "d4":
      return (sign + 3 * Math.min(3, Math.floor(deg / 7.5))) % 12;
    case "d7":
      return counted(odd ? sign : (sign + 6) % 12, deg, 7);
    case "d9":
      return counted(byModality(sign, sign, (sign + 8) % 12, (sign + 4) % 12), deg, 9);
    case "d10":
      return counted(odd ? sign : (sign + 8) % 12, deg, 10);
    case "d12":
      return counted(sign, deg, 12);
    case "d16":
      return counted(byModality(sign, ARIES, LEO, SAGITTARIUS), deg, 16);
    case "d20":
      return counted(byModality(sign, ARIES, SAGITTARIUS, LEO), deg, 20);
    case "d24":
      return counted(odd ? LEO : CANCER, deg, 24);
    case "d27":
      return counted([ARIES, CANCER, LIBRA, 9][sign % 4]!, deg, 27);
    case "d30":
      return trimsamsa(odd, deg);
    case "d40":
      return counted(odd ? ARIES : LIBRA, deg, 40);
    case "d45":
      return counted(byModality(sign, ARIES, LEO, SAGITTARIUS), deg, 45);
    case "d60":
      return counted(sign, deg, 60);
  }
}

// Odd signs: Mars (Aries) 0–5, Saturn (Aquarius) 5–10, Jupiter (Sagittarius) 10–18,
// Mercury (Gemini) 18–25, Venus (Libra) 25–30. Even signs: Venus (Taurus) 0–5,
// Mercury (Virgo) 5–12, Jupiter (Pisces) 12–20, Saturn (Capricorn) 20–25, Mars (Scorpio) 25–30.
function trimsamsa(odd: boolean, deg: number): number {
  if (odd) return deg < 5 ? 0 : deg < 10 ? 10 : deg < 18 ? 8 : deg < 25 ? 2 : 6;
  return deg < 5 ? 1 : deg < 12 ? 5 : deg < 20 ? 11 : deg < 25 ? 9 : 7;
}
