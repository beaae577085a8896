// The spec's four-step cancel flow as a small state machine (the code and its token live in
// useCodeConfirmation):
// 1 confirm (days-remaining warning) → 2 registered mobile + Get OTP → 3 six code boxes +
// Verify → 4 final confirm that the plan ends right away. Closing at any point, or No on the
// last step, resets to step 1.

export type CancelStep = 1 | 2 | 3 | 4;

export interface CancelState {
  open: boolean;
  step: CancelStep;
  /** The verify answer's token for the final call (step 4). */
  cancelToken: string | null;
}

export type CancelEvent =
  | { type: "open" }
  | { type: "close" }
  | { type: "confirm" }
  | { type: "codeSent" }
  | { type: "changeNumber" }
  | { type: "verified"; cancelToken: string };

export const initialCancelState: CancelState = { open: false, step: 1, cancelToken: null };

export function cancelReducer(state: CancelState, event: CancelEvent): CancelState {
  switch (event.type) {
    case "open":
      return { ...initialCancelState, open: true };
    case "close":
      return initialCancelState;
    case "confirm":
      return state.open && state.step === 1 ? { ...state, step: 2 } : state;
    case "codeSent":
      return state.open && (state.step === 2 || state.step === 3) ? { ...state, step: 3 } : state;
    case "changeNumber":
      return state.open && state.step === 3 ? { ...state, step: 2 } : state;
    case "verified":
      return state.open && state.step === 3 ? { ...state, step: 4, cancelToken: event.cancelToken } : state;
  }
}
