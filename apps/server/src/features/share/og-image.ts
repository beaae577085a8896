import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import * as hb from "harfbuzzjs";

/** Open Graph images are 1200×630, the size WhatsApp, X and Facebook show in full. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

// Noto Sans Devanagari (Latin and Devanagari), shipped as a package: no system font needed.
const require = createRequire(import.meta.url);
const FONT_DIR = "@expo-google-fonts/noto-sans-devanagari";
function loadFont(file: string) {
  const data = readFileSync(require.resolve(`${FONT_DIR}/${file}`));
  const face = new hb.Face(new hb.Blob(data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength)));
  return { font: new hb.Font(face), upem: face.upem };
}
let fonts: { regular: ReturnType<typeof loadFont>; bold: ReturnType<typeof loadFont> } | undefined;
const fontsLoaded = () =>
  (fonts ??= {
    regular: loadFont("400Regular/NotoSansDevanagari_400Regular.ttf"),
    bold: loadFont("700Bold/NotoSansDevanagari_700Bold.ttf"),
  });

export interface TextStyle {
  size: number;
  fill: string;
  bold?: boolean;
  anchor?: "start" | "middle";
  opacity?: number;
}

const round = (n: number) => Math.round(n * 100) / 100;
/** Devanagari letters, with the spaces and danda between them, as one run (split keeps it). */
const DEVANAGARI_RUN = /([\u0900-\u097F](?:[\u0900-\u097F\s]*[\u0900-\u097F])?)/u;

/**
 * A line of text as SVG paths, shaped by HarfBuzz (ADR 031): resvg's own text layout
 * misplaces Devanagari vowel signs (सिंह came out as सहि), so cards carry no <text>. The
 * group's `data-text` keeps the words for tests and readers of the SVG.
 */
export function textPaths(content: string, x: number, y: number, style: TextStyle): string {
  const { font, upem } = fontsLoaded()[style.bold ? "bold" : "regular"];
  const scale = style.size / upem;
  const glyphs: string[] = [];
  let pen = 0;
  // One HarfBuzz run per script: a mixed line ("Lagna: Leo · सिंह") guessed as Latin as a
  // whole would skip the Devanagari reordering of vowel signs.
  for (const run of content.split(DEVANAGARI_RUN).filter(Boolean)) {
    const buffer = new hb.Buffer();
    buffer.addText(run);
    buffer.guessSegmentProperties();
    hb.shape(font, buffer);
    const positions = buffer.getGlyphPositions();
    buffer.getGlyphInfos().forEach((glyph, i) => {
      const at = positions[i]!;
      const d = font.glyphToPath(glyph.codepoint);
      // Font units, y up: the group below scales them to pixels and flips y.
      if (d) glyphs.push(`<path transform="translate(${pen + at.xOffset} ${at.yOffset})" d="${d}"/>`);
      pen += at.xAdvance;
    });
  }
  const left = style.anchor === "middle" ? x - (pen * scale) / 2 : x;
  const opacity = style.opacity === undefined ? "" : ` fill-opacity="${style.opacity}"`;
  return `<g data-text="${escapeXml(content)}" fill="${style.fill}"${opacity} transform="translate(${round(left)} ${y}) scale(${scale} ${-scale})">${glyphs.join("")}</g>`;
}

export const escapeXml = (value: string) =>
  value.replace(/[<>&"']/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", '"': "&quot;", "'": "&apos;" })[c]!);

/** Renders an SVG card to PNG with resvg (ADR 031). */
export function renderPng(svg: string): Buffer {
  return new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "width", value: OG_WIDTH } })
    .render()
    .asPng();
}
