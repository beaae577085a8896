import type { ReactNode } from "react";
import { LineBreaks } from "../../components/ui/line-breaks";

// A small, safe markdown reader for the astrologers' replies: paragraphs, line breaks,
// headings (shown as bold lines), bullet and numbered lists, **bold**, *italic* and `code`.
// It builds React elements from text only — never HTML — so a "<script>" in a reply is
// shown as the characters it is. It renders half-written text well: while a reply streams,
// an opened ** runs bold to the end instead of flashing the asterisks.

export type Inline = string | { type: "strong" | "em"; children: Inline[] } | { type: "code"; text: string };

export type Block =
  | { type: "paragraph"; lines: Inline[][] }
  | { type: "heading"; children: Inline[] }
  | { type: "list"; ordered: boolean; start: number; items: Inline[][] };

interface Options {
  /** The text is still arriving: unclosed markers run to the end. */
  streaming?: boolean;
}

const BULLET = /^\s{0,3}[-*+•]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,3})[.)]\s+(.*)$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

export function parseInline(text: string, options: Options = {}): Inline[] {
  const out: Inline[] = [];
  let plain = "";
  const flush = () => {
    if (plain) out.push(plain);
    plain = "";
  };
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    if (rest.startsWith("**") || rest.startsWith("__")) {
      const marker = rest.slice(0, 2);
      const close = text.indexOf(marker, i + 2);
      if (close > i + 2) {
        flush();
        out.push({ type: "strong", children: parseInline(text.slice(i + 2, close), options) });
        i = close + 2;
        continue;
      }
      if (close === -1 && options.streaming && marker === "**") {
        flush();
        const inner = text.slice(i + 2);
        if (inner) out.push({ type: "strong", children: parseInline(inner, options) });
        return out;
      }
      plain += marker;
      i += 2;
      continue;
    }
    const char = text[i]!;
    if (char === "*" && /\S/.test(text[i + 1] ?? " ")) {
      let close = text.indexOf("*", i + 1);
      while (close !== -1 && (text[close - 1] === " " || text[close + 1] === "*")) close = text.indexOf("*", close + 2);
      if (close !== -1) {
        flush();
        out.push({ type: "em", children: parseInline(text.slice(i + 1, close), options) });
        i = close + 1;
        continue;
      }
    }
    if (char === "`") {
      const close = text.indexOf("`", i + 1);
      if (close > i + 1) {
        flush();
        out.push({ type: "code", text: text.slice(i + 1, close) });
        i = close + 1;
        continue;
      }
    }
    plain += char;
    i++;
  }
  flush();
  return out;
}

export function parseMarkdown(text: string, options: Options = {}): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; start: number; items: string[] } | null = null;

  const endParagraph = () => {
    if (paragraph.length)
      blocks.push({ type: "paragraph", lines: paragraph.map((line) => parseInline(line, options)) });
    paragraph = [];
  };
  const endList = () => {
    if (list) {
      const { ordered, start, items } = list;
      blocks.push({ type: "list", ordered, start, items: items.map((item) => parseInline(item, options)) });
    }
    list = null;
  };

  for (const raw of text.replace(/\r\n?/g, "\n").split("\n")) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      endParagraph();
      endList();
      continue;
    }
    if (RULE.test(line)) {
      endParagraph();
      endList();
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) {
      endParagraph();
      endList();
      blocks.push({ type: "heading", children: parseInline(heading[1] ?? "", options) });
      continue;
    }
    const bullet = BULLET.exec(line);
    const numbered = bullet ? null : NUMBERED.exec(line);
    if (bullet || numbered) {
      endParagraph();
      const ordered = Boolean(numbered);
      const current = list as { ordered: boolean; start: number; items: string[] } | null;
      if (!current || current.ordered !== ordered) {
        endList();
        list = { ordered, start: numbered ? Number(numbered[1]) : 1, items: [] };
      }
      list!.items.push(bullet ? (bullet[1] ?? "") : (numbered?.[2] ?? ""));
      continue;
    }
    const current = list as { items: string[] } | null;
    if (current && /^\s{2,}\S/.test(raw) && current.items.length) {
      // An indented line continues the list item above.
      current.items[current.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    endList();
    paragraph.push(line.trim());
  }
  endParagraph();
  endList();
  return blocks;
}

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === "string") return node;
    if (node.type === "code") {
      return (
        <code key={index} className="rounded bg-black/20 px-1 py-0.5 font-mono text-[0.9em]">
          {node.text}
        </code>
      );
    }
    if (node.type === "strong") {
      return (
        <strong key={index} className="font-semibold text-gold-200">
          {renderInline(node.children)}
        </strong>
      );
    }
    return <em key={index}>{renderInline(node.children)}</em>;
  });
}

/** A reply as markdown, safe by construction (React text nodes only). */
export function Markdown({ text, streaming = false }: { text: string; streaming?: boolean }) {
  const blocks = parseMarkdown(text, { streaming });
  return (
    <div className="flex flex-col gap-2.5 break-words">
      {blocks.map((block, index) => {
        if (block.type === "heading") {
          return (
            <p key={index} className="font-display text-base font-semibold text-gold-200">
              {renderInline(block.children)}
            </p>
          );
        }
        if (block.type === "list") {
          const items = block.items.map((item, i) => <li key={i}>{renderInline(item)}</li>);
          return block.ordered ? (
            <ol key={index} start={block.start} className="list-decimal space-y-1 pl-5 marker:text-gold-300">
              {items}
            </ol>
          ) : (
            <ul key={index} className="list-disc space-y-1 pl-5 marker:text-saffron-400">
              {items}
            </ul>
          );
        }
        return (
          <p key={index}>
            <LineBreaks lines={block.lines} render={renderInline} />
          </p>
        );
      })}
    </div>
  );
}

/** The reply as one plain line (history previews): markers removed. */
export function plainText(text: string): string {
  const flat = (nodes: Inline[]): string =>
    nodes
      .map((node) => (typeof node === "string" ? node : node.type === "code" ? node.text : flat(node.children)))
      .join("");
  return parseMarkdown(text)
    .map((block) =>
      block.type === "paragraph"
        ? block.lines.map(flat).join(" ")
        : block.type === "heading"
          ? flat(block.children)
          : block.items.map(flat).join(", "),
    )
    .join(" ")
    .replace(/\s+/g, " ")
    .trim();
}
