import { forwardRef } from "react";
import { percentOfSlice, SLICE_ANGLE, SLICES } from "./wheel-math";

const COLORS = ["#ff9933", "#2a2473", "#e4bf5c", "#1c1852", "#e97f12", "#3b3494"] as const;
const TEXT = ["#0a0820", "#fdf8ee", "#0a0820", "#fdf8ee", "#0a0820", "#fdf8ee"] as const;

/** Labels run along the rim; those on the lower half turn over so that none is upside down. */
const labelAngle = (mid: number) => {
  const deg = (mid * 180) / Math.PI;
  return deg > 90 && deg < 270 ? deg - 180 : deg;
};

const point = (angle: number, radius: number) => [radius * Math.sin(angle), -radius * Math.cos(angle)] as const;

/** The 15-slice wheel; the caller turns the inner group (`ref`) with transform="rotate(deg)". */
export const WheelSvg = forwardRef<SVGGElement, { label: string }>(function WheelSvg({ label }, ref) {
  const r = 92;
  return (
    <svg
      viewBox="-100 -108 200 208"
      role="img"
      aria-label={label}
      className="h-auto w-full max-w-[26rem] drop-shadow-[0_0_40px_rgb(255_153_51/0.25)]"
    >
      <circle r="98" fill="#0a0820" stroke="#e4bf5c" strokeWidth="3" />
      <g ref={ref}>
        {Array.from({ length: SLICES }, (_, i) => {
          const a0 = i * SLICE_ANGLE;
          const a1 = (i + 1) * SLICE_ANGLE;
          const [x0, y0] = point(a0, r);
          const [x1, y1] = point(a1, r);
          const mid = (a0 + a1) / 2;
          const [tx, ty] = point(mid, r * 0.7);
          const color = i === SLICES - 1 ? "#a88419" : COLORS[i % COLORS.length]!;
          const textColor = i === SLICES - 1 ? "#fdf8ee" : TEXT[i % TEXT.length]!;
          return (
            <g key={i}>
              <path
                d={`M0 0 L${x0} ${y0} A${r} ${r} 0 0 1 ${x1} ${y1} Z`}
                fill={color}
                stroke="#0a0820"
                strokeWidth="0.8"
              />
              <text
                x={tx}
                y={ty}
                fill={textColor}
                fontSize="10"
                fontWeight="700"
                textAnchor="middle"
                dominantBaseline="central"
                transform={`rotate(${labelAngle(mid)} ${tx} ${ty})`}
                fontFamily="system-ui, sans-serif"
              >
                {percentOfSlice(i)}%
              </text>
            </g>
          );
        })}
        {Array.from({ length: SLICES }, (_, i) => {
          const [x, y] = point(i * SLICE_ANGLE, 95);
          return <circle key={`dot-${i}`} cx={x} cy={y} r="1.6" fill="#f7e7b4" />;
        })}
      </g>
      <circle r="16" fill="url(#hub)" stroke="#0a0820" strokeWidth="2" />
      <defs>
        <radialGradient id="hub">
          <stop offset="0%" stopColor="#f7e7b4" />
          <stop offset="100%" stopColor="#d4af37" />
        </radialGradient>
      </defs>
      {/* The pointer at the top. */}
      <path d="M-9 -106 L9 -106 L0 -86 Z" fill="#fdf8ee" stroke="#0a0820" strokeWidth="1.5" />
    </svg>
  );
});
