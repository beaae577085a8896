import { avatarUrl } from "@graha/contracts/patterns";
import { Fragment } from "react";

/**
 * A post's plain text as paragraphs (blank lines) and line breaks. Never HTML: React escapes
 * every character, and web addresses stay text (not links).
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const paragraphs = text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className={className}>
      {paragraphs.map((paragraph, i) => (
        <p key={i} className="mb-3 whitespace-pre-line break-words last:mb-0">
          {paragraph.split("\n").map((line, j) => (
            <Fragment key={j}>
              {j > 0 ? <br /> : null}
              {line}
            </Fragment>
          ))}
        </p>
      ))}
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
  if (url) return <img src={url} alt="" aria-hidden="true" className={`shrink-0 rounded-full ${sizes}`} />;
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
