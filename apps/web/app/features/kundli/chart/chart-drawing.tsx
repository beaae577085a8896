import type { Lang } from "../../../i18n";
import { GRAHA_ABBREVIATIONS, SIGN_NAMES, type Graha } from "../names";
import { houseCells, type ChartStyle, type HouseCell, type VargaInput } from "./chart-model";

const SIZE = 400;
const ROW = 16;
const COL = 36;

interface Mark {
  key: string;
  text: string;
  graha?: Graha;
  retro?: boolean;
  asc?: boolean;
}

function marksOf(cell: HouseCell, retrograde: ReadonlySet<Graha>, lang: Lang, ascLabel: string): Mark[] {
  const marks: Mark[] = cell.house === 1 ? [{ key: "asc", text: ascLabel, asc: true }] : [];
  for (const graha of cell.grahas) {
    marks.push({ key: graha, text: GRAHA_ABBREVIATIONS[graha][lang], graha, retro: retrograde.has(graha) });
  }
  return marks;
}

/** Lays marks out in a small grid around (cx, cy). */
function MarkGrid({
  marks,
  cx,
  cy,
  maxSingleColumn,
  retroMark,
}: {
  marks: Mark[];
  cx: number;
  cy: number;
  maxSingleColumn: number;
  retroMark: string;
}) {
  const count = marks.length;
  const cols = count <= maxSingleColumn ? 1 : count <= 6 ? 2 : 3;
  const rows = Math.ceil(count / cols);
  const top = cy - ((rows - 1) * ROW) / 2;
  return (
    <>
      {marks.map((mark, i) => {
        const row = Math.floor(i / cols);
        const col = i % cols;
        const inRow = Math.min(cols, count - row * cols);
        const x = cx + (col - (inRow - 1) / 2) * COL;
        const y = top + row * ROW;
        return (
          <text
            key={mark.key}
            x={x}
            y={y}
            textAnchor="middle"
            dominantBaseline="central"
            data-graha={mark.graha}
            data-asc={mark.asc ? "" : undefined}
            className={
              mark.asc
                ? "fill-saffron-300 text-[12px] font-semibold print:fill-black"
                : "fill-cream text-[14px] font-semibold print:fill-black"
            }
          >
            {mark.text}
            {mark.retro ? (
              <tspan dy={-5} className="text-[9px]">
                {retroMark}
              </tspan>
            ) : null}
          </text>
        );
      })}
    </>
  );
}

// North Indian diamond: fixed houses, house 1 at the top, counted anticlockwise.
// For each house: the polygon, where its grahas go and where its sign number goes.
const NORTH: ReadonlyArray<{ points: string; at: [number, number]; sign: [number, number]; single: number }> = [
  { points: "200,0 300,100 200,200 100,100", at: [200, 95], sign: [200, 180], single: 3 },
  { points: "0,0 200,0 100,100", at: [100, 32], sign: [100, 84], single: 2 },
  { points: "0,0 100,100 0,200", at: [34, 100], sign: [84, 100], single: 5 },
  { points: "0,200 100,100 200,200 100,300", at: [95, 200], sign: [180, 200], single: 3 },
  { points: "0,200 100,300 0,400", at: [34, 300], sign: [84, 300], single: 5 },
  { points: "0,400 100,300 200,400", at: [100, 368], sign: [100, 316], single: 2 },
  { points: "200,400 100,300 200,200 300,300", at: [200, 305], sign: [200, 220], single: 3 },
  { points: "200,400 300,300 400,400", at: [300, 368], sign: [300, 316], single: 2 },
  { points: "400,400 300,300 400,200", at: [366, 300], sign: [316, 300], single: 5 },
  { points: "400,200 300,300 200,200 300,100", at: [305, 200], sign: [220, 200], single: 3 },
  { points: "400,200 300,100 400,0", at: [366, 100], sign: [316, 100], single: 5 },
  { points: "400,0 300,100 200,0", at: [300, 32], sign: [300, 84], single: 2 },
];

// South Indian square: fixed signs (Pisces top left, Aries next, clockwise); [column, row].
const SOUTH_CELLS: ReadonlyArray<[number, number]> = [
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [3, 3],
  [2, 3],
  [1, 3],
  [0, 3],
  [0, 2],
  [0, 1],
  [0, 0],
];

export interface ChartDrawingProps {
  varga: VargaInput;
  style: ChartStyle;
  lang: Lang;
  /** Shown in the middle (south) and as the accessible name. */
  title: string;
  subtitle?: string;
  /** The accessible name (defaults to the title). */
  label?: string;
  ascLabel: string;
  retroMark: string;
  retrograde?: readonly Graha[];
  className?: string;
}

/** A chart as crisp SVG, in the North Indian (diamond) or South Indian (square) style. */
export function ChartDrawing({
  varga,
  style,
  lang,
  title,
  subtitle,
  label,
  ascLabel,
  retroMark,
  retrograde = [],
  className,
}: ChartDrawingProps) {
  const cells = houseCells(varga);
  const retro = new Set(retrograde);
  return (
    <svg
      viewBox={`-2 -2 ${SIZE + 4} ${SIZE + 4}`}
      role="img"
      aria-label={label ?? title}
      data-chart-style={style}
      className={className ?? "h-auto w-full text-gold-400 print:text-black"}
      fontFamily="inherit"
    >
      <title>{subtitle ? `${title} · ${subtitle}` : title}</title>
      <rect
        x={0}
        y={0}
        width={SIZE}
        height={SIZE}
        rx={0}
        className="fill-night-900/80 print:fill-white"
        stroke="currentColor"
        strokeWidth={2}
      />
      {style === "north" ? (
        <>
          <path
            d="M0,0 L400,400 M400,0 L0,400 M200,0 L400,200 L200,400 L0,200 Z"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
          />
          {cells.map((cell, i) => {
            const geo = NORTH[i]!;
            return (
              <g key={cell.house} data-house={cell.house} data-sign={cell.sign}>
                <text
                  x={geo.sign[0]}
                  y={geo.sign[1]}
                  textAnchor="middle"
                  dominantBaseline="central"
                  className="fill-gold-300/80 text-[12px] print:fill-black"
                  aria-label={SIGN_NAMES[cell.sign]![lang]}
                >
                  {cell.sign + 1}
                </text>
                <MarkGrid
                  marks={marksOf(cell, retro, lang, ascLabel)}
                  cx={geo.at[0]}
                  cy={geo.at[1]}
                  maxSingleColumn={geo.single}
                  retroMark={retroMark}
                />
              </g>
            );
          })}
        </>
      ) : (
        <>
          <path
            d="M100,0 V400 M300,0 V400 M0,100 H400 M0,300 H400 M200,0 V100 M200,300 V400 M0,200 H100 M300,200 H400"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
          />
          <text
            x={200}
            y={subtitle ? 188 : 200}
            textAnchor="middle"
            dominantBaseline="central"
            className="fill-gold-200 text-[18px] font-semibold print:fill-black"
          >
            {title}
          </text>
          {subtitle ? (
            <text
              x={200}
              y={214}
              textAnchor="middle"
              dominantBaseline="central"
              className="fill-cream/70 text-[13px] print:fill-black"
            >
              {subtitle}
            </text>
          ) : null}
          {cells.map((cell) => {
            const [col, row] = SOUTH_CELLS[cell.sign]!;
            const x = col * 100;
            const y = row * 100;
            return (
              <g key={cell.house} data-house={cell.house} data-sign={cell.sign}>
                {cell.house === 1 ? (
                  <path
                    d={`M${x},${y + 26} L${x + 26},${y}`}
                    stroke="currentColor"
                    strokeWidth={1.5}
                    className="text-saffron-400 print:text-black"
                  />
                ) : null}
                <text
                  x={x + 96}
                  y={y + 12}
                  textAnchor="end"
                  dominantBaseline="central"
                  className="fill-gold-300/70 text-[11px] print:fill-black"
                >
                  {SIGN_NAMES[cell.sign]![lang]}
                </text>
                <MarkGrid
                  marks={marksOf(cell, retro, lang, ascLabel)}
                  cx={x + 50}
                  cy={y + 56}
                  maxSingleColumn={3}
                  retroMark={retroMark}
                />
              </g>
            );
          })}
        </>
      )}
    </svg>
  );
}
