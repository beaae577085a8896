import type { PlacesResponse, PlaceView } from "@graha/contracts";
import { PLACE_MAX_LENGTH } from "./birth-form-model";

export type Place = PlaceView;

export const PLACE_MIN_LETTERS = 3;
export const PLACE_DEBOUNCE_MS = 500;

export type PlaceSearchState =
  | { status: "idle"; places: Place[] }
  | { status: "loading"; places: Place[] }
  | { status: "done"; places: Place[] }
  | { status: "error"; places: Place[] };

/** The text the field keeps: cut to 100 characters. */
export const cutPlaceText = (text: string) => text.slice(0, PLACE_MAX_LENGTH);

/** Letters typed (spaces and punctuation do not count toward the three). */
export const letterCount = (text: string) => (text.match(/\p{L}/gu) ?? []).length;

/** How a chosen place reads in the field: "Varanasi, Uttar Pradesh, India". */
export function placeLabel(place: Place): string {
  return cutPlaceText([place.name, place.state, place.country].filter(Boolean).join(", "));
}

/**
 * The birth-place search behind the autocomplete: starts at three letters, waits 500 ms after
 * the last keystroke, and aborts a request that a newer one supersedes (or that the field no
 * longer wants), so a slow old answer never replaces a newer list.
 */
export function createPlaceSearch(options: {
  onState: (state: PlaceSearchState) => void;
  fetchImpl?: typeof fetch;
  delayMs?: number;
}) {
  const fetchImpl = options.fetchImpl ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const delay = options.delayMs ?? PLACE_DEBOUNCE_MS;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let controller: AbortController | null = null;

  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    controller?.abort();
    controller = null;
  };

  const run = async (query: string) => {
    controller?.abort();
    const own = new AbortController();
    controller = own;
    options.onState({ status: "loading", places: [] });
    try {
      const response = await fetchImpl(`/api/v1/places?q=${encodeURIComponent(query)}`, {
        credentials: "same-origin",
        headers: { accept: "application/json" },
        signal: own.signal,
      });
      const data = (await response.json()) as PlacesResponse;
      if (own.signal.aborted) return;
      controller = null;
      options.onState(response.ok ? { status: "done", places: data.places } : { status: "error", places: [] });
    } catch {
      if (own.signal.aborted) return;
      controller = null;
      options.onState({ status: "error", places: [] });
    }
  };

  return {
    /** The field's text changed (typing). */
    input(text: string) {
      cancel();
      const query = cutPlaceText(text).trim();
      if (letterCount(query) < PLACE_MIN_LETTERS) {
        options.onState({ status: "idle", places: [] });
        return;
      }
      timer = setTimeout(() => {
        timer = null;
        void run(query);
      }, delay);
    },
    /** Stops any pending or running search (a place was chosen, the field unmounted). */
    cancel,
  };
}
