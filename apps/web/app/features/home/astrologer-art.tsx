import { useId } from "react";

// Drawn portraits of the two AI astrologers: crisp at any size, no image request.
export function OracleArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id={`${id}oracle-bg`} cx="50%" cy="40%" r="70%">
          <stop offset="0" stopColor="#3b3494" />
          <stop offset="1" stopColor="#120f36" />
        </radialGradient>
        <linearGradient id={`${id}oracle-gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7e7b4" />
          <stop offset="1" stopColor="#d4af37" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="80" r="78" fill={`url(#${id}oracle-bg)`} stroke={`url(#${id}oracle-gold)`} strokeWidth="2" />
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
      <circle cx="80" cy="80" r="40" fill="none" stroke={`url(#${id}oracle-gold)`} strokeWidth="1.5" opacity="0.6" />
      <path
        d="M44 80c10-16 22-24 36-24s26 8 36 24c-10 16-22 24-36 24S54 96 44 80z"
        fill="#0a0820"
        stroke={`url(#${id}oracle-gold)`}
        strokeWidth="2.5"
      />
      <circle cx="80" cy="80" r="12" fill={`url(#${id}oracle-gold)`} />
      <circle cx="80" cy="80" r="5" fill="#0a0820" />
      <circle cx="84" cy="76" r="2" fill="#fdf8ee" />
    </svg>
  );
}

export function AstraArt({ className }: { className?: string }) {
  const id = useId();
  return (
    <svg viewBox="0 0 160 160" aria-hidden="true" className={className}>
      <defs>
        <radialGradient id={`${id}astra-bg`} cx="40%" cy="35%" r="75%">
          <stop offset="0" stopColor="#5b2a6e" />
          <stop offset="1" stopColor="#120f36" />
        </radialGradient>
        <linearGradient id={`${id}astra-saffron`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffc680" />
          <stop offset="1" stopColor="#ff9933" />
        </linearGradient>
      </defs>
      <circle cx="80" cy="80" r="78" fill={`url(#${id}astra-bg)`} stroke={`url(#${id}astra-saffron)`} strokeWidth="2" />
      <path d="M96 36a46 46 0 1 0 28 70 38 38 0 1 1-28-70z" fill={`url(#${id}astra-saffron)`} />
      <path d="M112 44l3.5 8.5 8.5 3.5-8.5 3.5-3.5 8.5-3.5-8.5-8.5-3.5 8.5-3.5z" fill="#fdf8ee" />
      <circle cx="128" cy="82" r="2.5" fill="#f7e7b4" />
      <circle cx="104" cy="96" r="1.8" fill="#f7e7b4" />
      <circle cx="120" cy="112" r="2" fill="#f7e7b4" />
      <path d="M104 96L128 82M104 96l16 16" stroke="#f7e7b4" strokeWidth="0.8" opacity="0.7" />
    </svg>
  );
}
