import { useId, type ReactNode } from "react";

// Drawn portraits of the two AI astrologers: crisp at any size, no image request.

type Glow = { cx: string; cy: string; r: string; color: string };

/**
 * A portrait on the round framed backdrop both share: `glow` is the backdrop's radial gradient
 * (centre, radius, inner colour; it fades to the night sky), `accent` the light and deep ends of the
 * frame's gradient, and `face` draws the rest given that gradient's fill.
 */
function portrait(glow: Glow, accent: [string, string], face: (accentFill: string) => ReactNode) {
  return function Portrait({ className }: { className?: string }) {
    const id = useId();
    const accentFill = `url(#${id}accent)`;
    return (
      <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
        <defs>
          <radialGradient id={`${id}bg`} cx={glow.cx} cy={glow.cy} r={glow.r}>
            <stop offset="0" stopColor={glow.color} />
            <stop offset="1" stopColor="#120f36" />
          </radialGradient>
          <linearGradient id={`${id}accent`} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor={accent[0]} />
            <stop offset="1" stopColor={accent[1]} />
          </linearGradient>
        </defs>
        <circle cx="80" cy="80" r="78" fill={`url(#${id}bg)`} stroke={accentFill} strokeWidth="2" />
        {face(accentFill)}
      </svg>
    );
  };
}

export const OracleArt = portrait(
  { cx: "50%", cy: "40%", r: "70%", color: "#3b3494" },
  ["#f7e7b4", "#d4af37"],
  (gold) => (
    <>
      {Array.from({ length: 12 }, (_, i) => (
        <line
          key={i}
          x1="80"
          y1="22"
          x2="80"
          y2="34"
          stroke="#e4bf5c"
          strokeWidth="2"
          strokeLinecap="round"
          transform={`rotate(${i * 30} 80 80)`}
          opacity="0.8"
        />
      ))}
      <circle cx="80" cy="80" r="40" fill="none" stroke={gold} strokeWidth="1.5" opacity="0.6" />
      <path
        d="M44 80c10-16 22-24 36-24s26 8 36 24c-10 16-22 24-36 24S54 96 44 80z"
        fill="#0a0820"
        stroke={gold}
        strokeWidth="2.5"
      />
      <circle cx="80" cy="80" r="12" fill={gold} />
      <circle cx="80" cy="80" r="5" fill="#0a0820" />
      <circle cx="84" cy="76" r="2" fill="#fdf8ee" />
    </>
  ),
);

export const AstraArt = portrait(
  { cx: "40%", cy: "35%", r: "75%", color: "#5b2a6e" },
  ["#ffc680", "#ff9933"],
  (saffron) => (
    <>
      <path d="M96 36a46 46 0 1 0 28 70 38 38 0 1 1-28-70z" fill={saffron} />
      <path d="M112 44l3.5 8.5 8.5 3.5-8.5 3.5-3.5 8.5-3.5-8.5-8.5-3.5 8.5-3.5z" fill="#fdf8ee" />
      <circle cx="128" cy="82" r="2.5" fill="#f7e7b4" />
      <circle cx="104" cy="96" r="1.8" fill="#f7e7b4" />
      <circle cx="120" cy="112" r="2" fill="#f7e7b4" />
      <path d="M104 96L128 82M104 96l16 16" stroke="#f7e7b4" strokeWidth="0.8" opacity="0.7" />
    </>
  ),
);
