import { describe, expect, it } from "vitest";
import { cancelReducer, initialCancelState, type CancelEvent, type CancelState } from "./cancel-machine";

const run = (events: CancelEvent[], from: CancelState = initialCancelState) => events.reduce(cancelReducer, from);

describe("cancel dialog steps", () => {
  it("walks confirm → mobile → code → final confirm", () => {
    const opened = run([{ type: "open" }]);
    expect(opened).toMatchObject({ open: true, step: 1 });
    const mobile = run([{ type: "confirm" }], opened);
    expect(mobile.step).toBe(2);
    const code = run([{ type: "codeSent", token: "t1" }], mobile);
    expect(code).toMatchObject({ step: 3, token: "t1" });
    const final = run([{ type: "verified", cancelToken: "c1" }], code);
    expect(final).toMatchObject({ step: 4, token: "t1", cancelToken: "c1" });
  });

  it.each([1, 2, 3, 4])("closing on step %i resets to a closed step 1 with no tokens", (step) => {
    const events: CancelEvent[] = [
      { type: "open" },
      { type: "confirm" },
      { type: "codeSent", token: "t" },
      { type: "verified", cancelToken: "c" },
    ].slice(0, step) as CancelEvent[];
    const at = run(events);
    expect(at.step).toBe(step);
    const closed = cancelReducer(at, { type: "close" });
    expect(closed).toEqual(initialCancelState);
    expect(cancelReducer(closed, { type: "open" })).toMatchObject({
      open: true,
      step: 1,
      token: null,
      cancelToken: null,
    });
  });

  it("ignores steps out of order", () => {
    const opened = run([{ type: "open" }]);
    expect(cancelReducer(opened, { type: "verified", cancelToken: "c" })).toBe(opened);
    expect(cancelReducer(opened, { type: "codeSent", token: "t" })).toBe(opened);
    expect(cancelReducer(initialCancelState, { type: "confirm" })).toBe(initialCancelState);
  });

  it("a new code on step 3 keeps step 3 with the new token; Change number goes back to step 2", () => {
    const code = run([{ type: "open" }, { type: "confirm" }, { type: "codeSent", token: "t1" }]);
    expect(cancelReducer(code, { type: "codeSent", token: "t2" })).toMatchObject({ step: 3, token: "t2" });
    expect(cancelReducer(code, { type: "changeNumber" })).toMatchObject({ step: 2, token: null });
  });
});
