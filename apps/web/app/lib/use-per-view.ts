import { useEffect, useState } from "react";

/**
 * How many cards of a slider fit the window, by `cardsPerView(width)`: `initial` on the server
 * and in the first render (so hydration matches), then the browser's own width, kept on resize.
 */
export function usePerView(cardsPerView: (width: number) => number, initial: number): number {
  const [perView, setPerView] = useState(initial);
  useEffect(() => {
    const update = () => setPerView(cardsPerView(window.innerWidth));
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, [cardsPerView]);
  return perView;
}
