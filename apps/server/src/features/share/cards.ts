import type { SharedAnswer, SharedKundli } from "@graha/contracts";
import { GRAHA_ABBREVIATIONS, NAKSHATRA_NAMES, SIGN_NAMES, type Graha } from "@graha/jyotish/names";
import { escapeXml, OG_HEIGHT, OG_WIDTH, textPaths, type TextStyle } from "./og-image.ts";

export { escapeXml };

const NIGHT = "#140c2b";
const NIGHT_2 = "#2a1a55";
const GOLD = "#f2c76e";
const CREAM = "#f8efdc";
const SAFFRON = "#f59e0b";

/**
 * Breaks text into at most `maxLines` lines of about `perLine` characters at spaces; the
 * last line ends in "…" when text is left over. (A card cannot measure glyphs; characters
 * are close enough for one font at one size.)
 */
export function wrapText(text: string, perLine: number, maxLines: number): string[] {
  const words = text.replace(/\s+/g, " ").trim().split(" ").filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) {
      line = next.length > perLine ? `${next.slice(0, perLine - 1)}…` : next;
      continue;
    }
    lines.push(line);
    line = word;
    if (lines.length === maxLines) break;
  }
  if (lines.length < maxLines && line) lines.push(line);
  const used = lines.join(" ").replace(/…$/, "").length;
  if (used < words.join(" ").length && lines.length) {
    const last = lines.length - 1;
    lines[last] = `${lines[last]!.replace(/…$/, "").slice(0, perLine - 1)}…`;
  }
  return lines;
}

const text = (x: number, y: number, size: number, fill: string, content: string, style: Partial<TextStyle> = {}) =>
  textPaths(content, x, y, { size, fill, ...style });

/** The frame every card shares: night gradient, a gold border, the brand and the site line. */
function frame(body: string, footer: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${OG_WIDTH}" height="${OG_HEIGHT}" viewBox="0 0 ${OG_WIDTH} ${OG_HEIGHT}">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NIGHT}"/><stop offset="1" stop-color="${NIGHT_2}"/></linearGradient></defs>
<rect width="${OG_WIDTH}" height="${OG_HEIGHT}" fill="url(#bg)"/>
<rect x="24" y="24" width="${OG_WIDTH - 48}" height="${OG_HEIGHT - 48}" rx="28" fill="none" stroke="${GOLD}" stroke-opacity="0.5" stroke-width="3"/>
${body}
${text(72, 572, 30, GOLD, "Graha", { bold: true })}
${text(180, 572, 26, CREAM, footer, { opacity: 0.8 })}
</svg>`;
}

/** The sign card of `/og/horoscope/{sign}.png`: the sign in English and Hindi, and what the link opens. */
export function signCardSvg(signIndex: number): string {
  const sign = SIGN_NAMES[signIndex]!;
  const body = `
<circle cx="960" cy="290" r="170" fill="${GOLD}" fill-opacity="0.12" stroke="${GOLD}" stroke-width="4"/>
${text(960, 345, 150, GOLD, sign.hi, { bold: true, anchor: "middle" })}
${text(72, 170, 36, SAFFRON, "Daily horoscope · आज का राशिफल", { bold: true })}
${text(72, 290, 110, CREAM, sign.en, { bold: true })}
${text(72, 380, 54, GOLD, `${sign.hi} राशि · ${sign.sanskrit}`)}
${text(72, 460, 30, CREAM, "Love, career, money and health from today's transits")}`;
  return frame(body, "Vedic astrology, in English and हिंदी");
}

/** North Indian chart: where each house's grahas are written, as fractions of the square. */
const HOUSE_CENTRES: readonly [number, number][] = [
  [0.5, 0.27],
  [0.25, 0.11],
  [0.11, 0.25],
  [0.27, 0.5],
  [0.11, 0.75],
  [0.25, 0.89],
  [0.5, 0.73],
  [0.75, 0.89],
  [0.89, 0.75],
  [0.73, 0.5],
  [0.89, 0.25],
  [0.75, 0.11],
];

/** A North Indian chart drawn in a square of `size` at (x, y): sign numbers and graha abbreviations per house. */
function northIndianChart(chart: SharedKundli, x: number, y: number, size: number): string {
  const p = (fx: number, fy: number) => `${x + fx * size},${y + fy * size}`;
  const lines = [
    `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="${CREAM}" fill-opacity="0.06" stroke="${GOLD}" stroke-width="3"/>`,
    `<polyline points="${p(0, 0)} ${p(1, 1)}" stroke="${GOLD}" stroke-width="2"/>`,
    `<polyline points="${p(1, 0)} ${p(0, 1)}" stroke="${GOLD}" stroke-width="2"/>`,
    `<polygon points="${p(0.5, 0)} ${p(1, 0.5)} ${p(0.5, 1)} ${p(0, 0.5)}" fill="none" stroke="${GOLD}" stroke-width="2"/>`,
  ];
  chart.houses.forEach((grahas, i) => {
    const [fx, fy] = HOUSE_CENTRES[i]!;
    const cx = x + fx * size;
    const cy = y + fy * size;
    const signNumber = ((chart.ascendant_sign + i) % 12) + 1;
    lines.push(text(cx, cy - 14, 20, GOLD, String(signNumber), { anchor: "middle", opacity: 0.8 }));
    const names = grahas.map((g) => GRAHA_ABBREVIATIONS[g as Graha]?.en ?? g);
    for (let row = 0; row * 3 < names.length; row++) {
      const part = names.slice(row * 3, row * 3 + 3).join(" ");
      lines.push(text(cx, cy + 16 + row * 24, 22, CREAM, part, { anchor: "middle", bold: true }));
    }
  });
  return lines.join("\n");
}

/** A shared kundli: the chart thumbnail, lagna, Moon sign and nakshatra; birth details only when chosen. */
export function chartCardSvg(chart: SharedKundli): string {
  const lagna = SIGN_NAMES[chart.ascendant_sign]!;
  const moon = SIGN_NAMES[chart.moon_sign]!;
  const nakshatra = NAKSHATRA_NAMES[chart.moon_nakshatra]!;
  const birth = chart.birth
    ? [
        text(640, 380, 34, CREAM, chart.birth.name, { bold: true }),
        text(640, 425, 26, CREAM, `${chart.birth.dob} · ${chart.birth.tob}`),
        text(640, 465, 26, CREAM, wrapText(chart.birth.pob, 30, 1)[0] ?? ""),
      ].join("\n")
    : "";
  const body = `
${northIndianChart(chart, 72, 60, 470)}
${text(640, 130, 36, SAFFRON, "Kundli · कुंडली", { bold: true })}
${text(640, 200, 34, CREAM, `Lagna: ${lagna.en} · ${lagna.hi}`)}
${text(640, 250, 34, CREAM, `Moon: ${moon.en} · ${moon.hi}`)}
${text(640, 300, 34, CREAM, `Nakshatra: ${nakshatra.en} · ${nakshatra.hi}`)}
${birth}`;
  return frame(body, "Make your free kundli on Graha");
}

/** A shared chat answer: the astrologer, the question, and the start of the reply. */
export function answerCardSvg(answer: SharedAnswer): string {
  const question = wrapText(answer.question, 58, 2);
  const reply = wrapText(answer.answer, 64, 6);
  const body = `
${text(72, 120, 40, SAFFRON, `${answer.astrologer} answers`, { bold: true })}
${question.map((line, i) => text(72, 180 + i * 44, 34, GOLD, line, { bold: true })).join("\n")}
${reply.map((line, i) => text(72, 290 + i * 40, 29, CREAM, line)).join("\n")}`;
  return frame(body, "Ask Oracle and Astra about your own chart");
}
