import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { varanasi } from "./place.fixture";
import { createPlaceSearch, letterCount, placeLabel, type PlaceSearchState } from "./place-search";

function setup() {
  const states: PlaceSearchState[] = [];
  const calls: Array<{ url: string; signal: AbortSignal }> = [];
  const resolvers: Array<(response: Response) => void> = [];
  const fetchImpl = vi.fn((url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), signal: init!.signal! });
    return new Promise<Response>((resolve, reject) => {
      resolvers.push(resolve);
      init!.signal!.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
    });
  }) as unknown as typeof fetch;
  const search = createPlaceSearch({ onState: (s) => states.push(s), fetchImpl });
  const answer = (index: number, places: unknown[]) =>
    resolvers[index]!(new Response(JSON.stringify({ places }), { status: 200 }));
  return { search, states, calls, answer };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createPlaceSearch", () => {
  it("does nothing below three letters", () => {
    const { search, calls, states } = setup();
    search.input("Va");
    search.input("V. ");
    vi.advanceTimersByTime(2000);
    expect(calls).toHaveLength(0);
    expect(states.at(-1)).toEqual({ status: "idle", places: [] });
  });

  it("waits 500 ms after the last keystroke and sends one request", () => {
    const { search, calls } = setup();
    search.input("Var");
    vi.advanceTimersByTime(300);
    search.input("Vara");
    vi.advanceTimersByTime(499);
    expect(calls).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/api/v1/places?q=Vara");
  });

  it("aborts a superseded request and ignores its late answer", async () => {
    const { search, calls, states, answer } = setup();
    search.input("Varan");
    vi.advanceTimersByTime(500);
    search.input("Varanasi");
    // The newer keystroke cancels the running request at once.
    expect(calls[0]!.signal.aborted).toBe(true);
    vi.advanceTimersByTime(500);
    expect(calls).toHaveLength(2);
    answer(1, [varanasi]);
    await vi.runAllTimersAsync();
    expect(states.at(-1)).toEqual({ status: "done", places: [varanasi] });
    expect(states.filter((s) => s.status === "done")).toHaveLength(1);
  });

  it("cancel() stops a pending search", () => {
    const { search, calls } = setup();
    search.input("Bangalore");
    search.cancel();
    vi.advanceTimersByTime(1000);
    expect(calls).toHaveLength(0);
  });

  it("cuts the query to 100 characters", () => {
    const { search, calls } = setup();
    search.input("a".repeat(140));
    vi.advanceTimersByTime(500);
    expect(decodeURIComponent(calls[0]!.url.split("q=")[1]!)).toHaveLength(100);
  });

  it("reports an error answer as an empty list", async () => {
    const states: PlaceSearchState[] = [];
    const fetchImpl = vi.fn(async () => new Response("{}", { status: 500 })) as unknown as typeof fetch;
    const search = createPlaceSearch({ onState: (s) => states.push(s), fetchImpl });
    search.input("Bombay");
    await vi.advanceTimersByTimeAsync(500);
    expect(states.at(-1)).toEqual({ status: "error", places: [] });
  });
});

describe("helpers", () => {
  it("counts letters in any script", () => {
    expect(letterCount("Va ")).toBe(2);
    expect(letterCount("वाराणसी")).toBeGreaterThanOrEqual(3);
  });

  it("labels a place with its state and country", () => {
    expect(placeLabel(varanasi)).toBe("Varanasi, Uttar Pradesh, India");
    expect(placeLabel({ ...varanasi, name: "London", state: null, country: "United Kingdom" })).toBe(
      "London, United Kingdom",
    );
  });
});
