import { decodeHTML } from "entities";
import MarkdownIt from "markdown-it";
import sanitizeHtml from "sanitize-html";

// Markdown is rendered with raw HTML off (ADR 029): a `<script>` in a post is shown as text,
// and markdown-it refuses javascript:, vbscript: and file: links. Every body, builtin or from
// WordPress, then passes one allowlist, so the page can put it in the document as it is.
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true });

const ALLOWED = {
  allowedTags: [
    ...["h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "ul", "ol", "li", "strong", "em", "b", "i"],
    ...["a", "img", "figure", "figcaption", "table", "thead", "tbody", "tr", "th", "td", "code", "pre", "sup", "sub"],
  ],
  allowedAttributes: { a: ["href", "title", "rel"], img: ["src", "alt", "width", "height"], th: ["scope"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Links leave the site without handing it the reader's page.
  transformTags: {
    a: (tagName: string, attribs: Record<string, string>) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? "") ? { ...attribs, rel: "noopener noreferrer nofollow" } : attribs,
    }),
    // A post's own title is the page's h1: headings inside the body start at h2.
    h1: "h2",
  },
} satisfies sanitizeHtml.IOptions;

/** HTML safe to put in a page as it is: only the allowlisted tags, attributes and link schemes. */
export function safeHtml(html: string): string {
  return sanitizeHtml(html, ALLOWED);
}

/** A builtin post's markdown body as safe HTML. */
export function markdownToHtml(body: string): string {
  return safeHtml(markdown.render(body));
}

/** Plain text from rendered HTML (WordPress titles and excerpts): tags dropped, entities decoded, spaces folded. */
export function plainText(html: string): string {
  return decodeHTML(sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }))
    .replace(/\s+/g, " ")
    .trim();
}
