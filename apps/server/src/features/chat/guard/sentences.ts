/**
 * Splits a growing text into whole sentences as it streams: a sentence ends at ". ", "! ",
 * "? ", "। " or a line break, and keeps all the whitespace that follows it (so it is passed on
 * when the next word begins). Joining every piece `push` and `flush` return gives back the
 * text exactly.
 */
export class SentenceBuffer {
  private buffer = "";

  /** Adds streamed text; returns the sentences it completed. */
  push(text: string): string[] {
    this.buffer += text;
    const out: string[] = [];
    for (let end = sentenceEnd(this.buffer); end > 0; end = sentenceEnd(this.buffer)) {
      out.push(this.buffer.slice(0, end));
      this.buffer = this.buffer.slice(end);
    }
    return out;
  }

  /** The unfinished rest, at the end of the stream. */
  flush(): string {
    const rest = this.buffer;
    this.buffer = "";
    return rest;
  }
}

// An end mark followed by whitespace, or a line break; then the run of whitespace after it.
const END = /(?:[.!?।](?=\s)|\n)\s*/u;

function sentenceEnd(text: string): number {
  const start = text.search(/\S/u);
  if (start < 0) return 0;
  const m = END.exec(text.slice(start));
  if (!m) return 0;
  const end = start + m.index + m[0].length;
  // Whitespace up to the end of the buffer may go on ("!\n" then "\n- Chant"): wait for the
  // next word, so a sentence carries its whole paragraph break.
  return end === text.length ? 0 : end;
}
