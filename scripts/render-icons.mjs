// Renders the web app's install icons (apps/web/public/icons/*.png) from their SVG sources
// with resvg. The PNGs are committed; run this after changing an SVG:
//   node scripts/render-icons.mjs
import { readFileSync, writeFileSync } from "node:fs";
import { Resvg } from "@resvg/resvg-js";

const dir = new URL("../apps/web/public/icons/", import.meta.url);
const icons = [
  ["icon.svg", "icon-192.png", 192],
  ["icon.svg", "icon-512.png", 512],
  ["maskable.svg", "maskable-512.png", 512],
  ["icon.svg", "apple-touch-icon.png", 180],
];
for (const [source, target, size] of icons) {
  const svg = readFileSync(new URL(source, dir), "utf8");
  const png = new Resvg(svg, { fitTo: { mode: "width", value: size } }).render().asPng();
  writeFileSync(new URL(target, dir), png);
  console.log(`${target}: ${size}×${size}, ${png.length} bytes`);
}
