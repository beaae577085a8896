import { useRef, type TouchEvent } from "react";

const arrowClasses =
  "flex h-10 w-10 shrink-0 items-center justify-center rounded-full border border-gold-400/40 text-gold-200 " +
  "hover:bg-gold-400/10 disabled:cursor-not-allowed disabled:opacity-40";

/** A carousel's previous (‹, `by` -1) or next (›, `by` 1) button. */
export function CarouselArrow(props: { by: -1 | 1; label: string; disabled: boolean; onMove: (by: -1 | 1) => void }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      disabled={props.disabled}
      onClick={() => props.onMove(props.by)}
      className={arrowClasses}
    >
      <span aria-hidden="true">{props.by === 1 ? "›" : "‹"}</span>
    </button>
  );
}

/** The spec's swipe threshold, for the testimonials slider and the zodiac carousel. */
export const SWIPE_PX = 10;

/** Which way a horizontal swipe from `from` to `to` moves a slider: 1 (next), -1 (previous) or 0 (too short). */
export function swipeDirection(from: number | null, to: number | undefined): -1 | 0 | 1 {
  if (from === null || to === undefined || Math.abs(to - from) < SWIPE_PX) return 0;
  return to < from ? 1 : -1;
}

/** Touch handlers for a carousel's track: a swipe of `SWIPE_PX` or more moves it by one. */
export function useSwipe(move: (by: -1 | 1) => void) {
  const touchX = useRef<number | null>(null);
  return {
    onTouchStart: (event: TouchEvent<HTMLElement>) => {
      touchX.current = event.touches[0]?.clientX ?? null;
    },
    onTouchEnd: (event: TouchEvent<HTMLElement>) => {
      const direction = swipeDirection(touchX.current, event.changedTouches[0]?.clientX);
      touchX.current = null;
      if (direction !== 0) move(direction);
    },
  };
}
