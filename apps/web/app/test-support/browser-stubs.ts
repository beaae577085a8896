import { cleanup } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

/**
 * For each test of a component that navigates by itself: `window.location.assign` and
 * `reload` as mocks (answered, to check where it went) and an empty sessionStorage; after it,
 * the rendered tree, stubbed globals (fetch) and fake timers are undone.
 */
export function stubBrowserEachTest() {
  const location = { assign: vi.fn(), reload: vi.fn() };
  beforeEach(() => {
    location.assign.mockReset();
    location.reload.mockReset();
    Object.defineProperty(window, "location", { configurable: true, value: { ...window.location, ...location } });
    sessionStorage.clear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
  return location;
}
