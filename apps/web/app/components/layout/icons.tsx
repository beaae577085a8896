import { useId, type ReactNode } from "react";
import { cn } from "../../lib/cn";

// Small inline icons: no icon font, no extra request, no layout shift.
type IconProps = { className?: string };

/** A 24×24 outline icon drawn in the text colour; `children` are its shapes. */
export function LineIcon({
  className,
  strokeWidth = 1.8,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      {children}
    </svg>
  );
}

export function LogoMark({ className }: IconProps) {
  const id = `${useId()}graha-gold`;
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" className={className}>
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f7e7b4" />
          <stop offset="0.55" stopColor="#e4bf5c" />
          <stop offset="1" stopColor="#ff9933" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="9" fill={`url(#${id})`} />
      <ellipse
        cx="20"
        cy="20"
        rx="17"
        ry="6.5"
        fill="none"
        stroke={`url(#${id})`}
        strokeWidth="1.6"
        transform="rotate(-22 20 20)"
      />
      <path d="M33 5l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" fill="#f7e7b4" />
    </svg>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
    </LineIcon>
  );
}

export function BellIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M6 16V11a6 6 0 1112 0v5l1.5 2h-15L6 16z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 004 0" strokeLinecap="round" />
    </LineIcon>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8.5" r="3.5" />
      <path d="M5 19.5c1.2-3.2 3.9-5 7-5s5.8 1.8 7 5" strokeLinecap="round" />
    </LineIcon>
  );
}

export function ChevronDownIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M6 9l6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}

export function PlayStoreIcon({ className }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path d="M4 2.8l10.4 9.2L4 21.2c-.4-.2-.6-.6-.6-1.1V3.9c0-.5.2-.9.6-1.1z" fill="#34d399" />
      <path d="M17.7 8.9l-3.3 3.1 3.3 3.1 3-1.7c.9-.5.9-2.3 0-2.8l-3-1.7z" fill="#fbbf24" />
      <path d="M4 2.8c.3-.2.8-.2 1.2 0l12.5 6.1-3.3 3.1L4 2.8z" fill="#60a5fa" />
      <path d="M4 21.2l10.4-9.2 3.3 3.1-12.5 6.1c-.4.2-.9.2-1.2 0z" fill="#f87171" />
    </svg>
  );
}

/** A thumb up, or down when `down` (drawn, not an emoji: emoji fonts are missing on many devices). */
export function ThumbIcon({ className, down = false }: IconProps & { down?: boolean }) {
  return (
    <LineIcon className={cn(className, down && "rotate-180")}>
      <path d="M7 11v9H4v-9h3z" strokeLinejoin="round" />
      <path
        d="M7 11l4-7c1.5 0 2.6 1.1 2.3 2.6L12.7 10H18a2 2 0 0 1 2 2.3l-1.2 6A2 2 0 0 1 16.8 20H7"
        strokeLinejoin="round"
      />
    </LineIcon>
  );
}
