import { describe, expect, it } from "vitest";
import { cancelReducer, initialCancelState, type CancelEvent, type CancelState } from "./cancel-machine";

const run = (events: CancelEvent[], from: CancelState = initialCancelState) => events.reduce(cancelReducer, from);

describe("cancel dialog steps", () => {
  it("walks confirm → mobile → code → final confirm", () => {
    const opened = run([{ type: "open" }]);
    expect(opened).toMatchObject({ open: true, step: 1 });
    const mobile = run([{ type: "confirm" }], opened);
    expect(mobile.step).toBe(2);
    const code = run([{ type: "codeSent" }], mobile);
    expect(code).toMatchObject({ step: 3 });
    const final = run([{ type: "verified", cancelToken: "c1" }], code);
    expect(final).toMatchObject({ step: 4, cancelToken: "c1" });
  });

  it.each([1, 2, 3, 4])("closing on step %i resets to a closed step 1 with no tokens", (step) => {
    const events: CancelEvent[] = [
      { type: "open" },
      { type: "confirm" },
      { type: "codeSent" },
      { type: "verified", cancelToken: "c" },
    ].slice(0, step) as CancelEvent[];
    const at = run(events);
    expect(at.step).toBe(step);
    const closed = cancelReducer(at, { type: "close" });
    expect(closed).toEqual(initialCancelState);
    expect(cancelReducer(closed, { type: "open" })).toMatchObject({
      open: true,
      step: 1,
      cancelToken: null,
    });
  });

  it("ignores steps out of order", () => {
    const opened = run([{ type: "open" }]);
    expect(cancelReducer(opened, { type: "verified", cancelToken: "c" })).toBe(opened);
    expect(cancelReducer(opened, { type: "codeSent" })).toBe(opened);
    expect(cancelReducer(initialCancelState, { type: "confirm" })).toBe(initialCancelState);
  });

  it("a new code on step 3 keeps step 3; Change number goes back to step 2", () => {
    const code = run([{ type: "open" }, { type: "confirm" }, { type: "codeSent" }]);
    expect(cancelReducer(code, { type: "codeSent" })).toMatchObject({ step: 3 });
    expect(cancelReducer(code, { type: "changeNumber" })).toMatchObject({ step: 2 });
  });
});
