import { describe, expect, it } from "vitest";
import { readEventStream, SseParser, toChatEvent, type SseEvent } from "./sse";

function parseAll(chunks: string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = new SseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

const stream =
  'event: delta\ndata: {"text":"Your Moon"}\n\n' +
  'event: delta\ndata: {"text":" is in Taurus."}\n\n' +
  'event: done\ndata: {"status":"success","charged":true,"questions_left":2,"balance":0,"time_left_seconds":0}\n\n';

const expected: SseEvent[] = [
  { event: "delta", data: '{"text":"Your Moon"}' },
  { event: "delta", data: '{"text":" is in Taurus."}' },
  { event: "done", data: '{"status":"success","charged":true,"questions_left":2,"balance":0,"time_left_seconds":0}' },
];

describe("SseParser", () => {
  it("reads a whole stream in one chunk", () => {
    expect(parseAll([stream])).toEqual(expected);
  });

  it("gives the same events for every way of splitting the stream in two", () => {
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parseAll([stream.slice(0, cut), stream.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
  });

  it("reads a stream fed one character at a time", () => {
    expect(parseAll([...stream])).toEqual(expected);
  });

  it("accepts \\r\\n and \\r line ends, even with \\r\\n split across chunks", () => {
    const crlf = stream.replace(/\n/g, "\r\n");
    for (let cut = 1; cut < crlf.length; cut++) {
      expect(parseAll([crlf.slice(0, cut), crlf.slice(cut)]), `cut at ${cut}`).toEqual(expected);
    }
    expect(parseAll([stream.replace(/\n/g, "\r")])).toEqual(expected);
  });

  it("skips comments, joins data lines, strips one leading space and defaults the type", () => {
    const events = parseAll([": keep-alive\n\ndata:a\ndata:  b\n\nevent: x\nretry: 10\n\n"]);
    expect(events).toEqual([{ event: "message", data: "a\n b" }]);
  });

  it("sends a last event that lacks its blank line when the stream ends", () => {
    expect(parseAll(['event: error\ndata: {"status":"fail","message":"No"}'])).toEqual([
      { event: "error", data: '{"status":"fail","message":"No"}' },
    ]);
  });
});

describe("readEventStream", () => {
  it("decodes UTF-8 split inside a character (Devanagari) across network chunks", async () => {
    const text = 'event: delta\ndata: {"text":"आपका चंद्रमा वृषभ राशि में है।"}\n\n';
    const bytes = new TextEncoder().encode(text);
    const chunks = [bytes.slice(0, 27), bytes.slice(27, 28), bytes.slice(28, 41), bytes.slice(41)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const events: SseEvent[] = [];
    await readEventStream(body, (event) => events.push(event));
    expect(events).toHaveLength(1);
    expect(toChatEvent(events[0]!)).toEqual({ type: "delta", text: "आपका चंद्रमा वृषभ राशि में है।" });
  });
});

describe("toChatEvent", () => {
  it("reads delta, done (with counters) and error events", () => {
    const [first, , done] = expected;
    expect(toChatEvent(first!)).toEqual({ type: "delta", text: "Your Moon" });
    expect(toChatEvent(done!)).toEqual({
      type: "done",
      charged: true,
      counters: { questionsLeft: 2, balance: 0, timeLeftSeconds: 0 },
      messageId: undefined,
      facts: [],
      suggestions: [],
    });
    expect(toChatEvent({ event: "error", data: '{"status":"fail","message":"Try again"}' })).toEqual({
      type: "error",
      message: "Try again",
    });
  });

  it("reads a done event's reply id, fact chips and suggestions, leaving out malformed ones", () => {
    const moon = { label: "Moon · Libra · 8th house · Vishakha 3", kind: "placement", graha: "moon", sign: "Libra" };
    const data = {
      ...(JSON.parse(expected[2]!.data) as object),
      message_id: "m1",
      facts: [moon, { label: 5, kind: "placement" }, { label: "Odd", kind: "guess" }, null],
      suggestions: ["When will my career grow?", 7, " "],
    };
    expect(toChatEvent({ event: "done", data: JSON.stringify(data) })).toMatchObject({
      type: "done",
      messageId: "m1",
      facts: [moon],
      suggestions: ["When will my career grow?"],
    });
  });

  it("ignores malformed or unknown events", () => {
    expect(
      toChatEvent({ event: "interrupted", data: '{"status":"fail","message":"The server is restarting"}' }),
    ).toEqual({ type: "error", message: "The server is restarting" });
    expect(toChatEvent({ event: "delta", data: "{not json" })).toBeNull();
    expect(toChatEvent({ event: "delta", data: '{"text":5}' })).toBeNull();
    expect(toChatEvent({ event: "done", data: '{"status":"success"}' })).toBeNull();
    expect(toChatEvent({ event: "ping", data: "{}" })).toBeNull();
  });
});
