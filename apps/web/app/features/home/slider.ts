// The testimonials slider's arithmetic, apart from React so it is unit-tested.

/** The spec's breakpoints: 1 card at 480 px or less, 2 at 768 px or less, otherwise 3. */
export function cardsPerView(width: number): 1 | 2 | 3 {
  if (width <= 480) return 1;
  if (width <= 768) return 2;
  return 3;
}

/** The last position: the slider stops when its last card is in view (0 with fewer cards than fit). */
export const lastStep = (count: number, perView: number): number => Math.max(count - perView, 0);

/** One step from `step` (never more), held between 0 and the last position. */
export const stepBy = (step: number, by: -1 | 1, count: number, perView: number): number =>
  Math.min(Math.max(step + by, 0), lastStep(count, perView));

// The swipe arithmetic is the carousels' (components/ui/carousel.tsx).
export { SWIPE_PX, swipeDirection } from "../../components/ui/carousel";
