import { avatarUrl } from "@graha/contracts/patterns";
import type { ReactNode } from "react";
import { LineBreaks } from "../../components/ui/line-breaks";

/** **bold**, and *italic* or _italic_ not inside a word, within one line. */
const EMPHASIS = /\*\*([^*\n]+?)\*\*|(?<![\p{L}\p{N}*_])[*_]([^*_\n]+?)[*_](?![\p{L}\p{N}*_])/gu;
/** A bullet line: "- item" or "* item". */
const BULLET = /^[-*]\s+/;

/** A line's text with its emphasis as React elements (never HTML). */
function emphasised(line: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of line.matchAll(EMPHASIS)) {
    if (m.index > last) parts.push(line.slice(last, m.index));
    parts.push(m[1] !== undefined ? <strong key={m.index}>{m[1]}</strong> : <em key={m.index}>{m[2]}</em>);
    last = m.index + m[0].length;
  }
  if (last < line.length) parts.push(line.slice(last));
  return parts;
}

/**
 * A post's text with a little markdown: paragraphs (blank lines), line breaks, **bold**,
 * *italic* and "- " bullet lists. Never HTML: React escapes every character, and web
 * addresses stay text (not links).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => {
        const lines = paragraph.split("\n");
        if (lines.every((line) => BULLET.test(line.trim())))
          return (
            <ul key={i} className="mb-3 list-disc space-y-1 pl-5 break-words last:mb-0">
              {lines.map((line, j) => (
                <li key={j}>{emphasised(line.trim().replace(BULLET, ""))}</li>
              ))}
            </ul>
          );
        return (
          <p key={i} className="mb-3 break-words last:mb-0">
            <LineBreaks lines={lines} render={emphasised} />
          </p>
        );
      })}
    </div>
  );
}

/** The first `max` characters of a text on one line, with "…" when cut. */
export function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** An author's avatar: the chosen artwork, else the first letter of the name. */
export function Avatar({
  name,
  avatar = null,
  size = "md",
}: {
  name: string | null;
  /** A chosen avatar id: its artwork; none (or an unknown id) shows the name's initial. */
  avatar?: string | null;
  size?: "md" | "lg";
}) {
  const sizes = size === "lg" ? "h-16 w-16 text-2xl" : "h-9 w-9 text-sm";
  const url = avatarUrl(avatar);
  // Sized (no layout shift) and lazy: a thread's list can hold many avatars below the fold.
  const px = size === "lg" ? 64 : 36;
  if (url)
    return (
      <img
        src={url}
        alt=""
        aria-hidden="true"
        width={px}
        height={px}
        loading="lazy"
        decoding="async"
        className={`shrink-0 rounded-full ${sizes}`}
      />
    );
  const letter = (name ?? "?").trim().charAt(0).toUpperCase() || "?";
  return (
    <span
      aria-hidden="true"
      className={
        "inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-saffron-500 to-gold-400 font-bold text-night-950 " +
        sizes
      }
    >
      {letter}
    </span>
  );
}
