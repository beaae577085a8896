import { useEffect, useState } from "react";
import type { LiveCounters } from "./sse";

/** The clock, ticking each second while `running`. */
export function useTicker(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

/** `time_left_seconds` counted down from when the server sent it. */
export function secondsLeft(counters: LiveCounters | null, at: number | null, now: number): number {
  if (!counters) return 0;
  const elapsed = at === null ? 0 : Math.max(0, Math.floor((now - at) / 1000));
  return Math.max(0, counters.timeLeftSeconds - elapsed);
}
