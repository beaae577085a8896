import { useLayoutEffect } from "react";
import { useLocation } from "react-router";

const useIsomorphicLayoutEffect = typeof document === "undefined" ? () => {} : useLayoutEffect;

/**
 * Makes in-page anchors (like /#chat-with-ai) scroll smoothly while page changes still start
 * at the top at once. Rendered before <ScrollRestoration>, so its layout effect runs first and
 * the scroll that ScrollRestoration starts picks up the CSS scroll-behavior.
 */
export function SmoothHashScroll() {
  const location = useLocation();
  useIsomorphicLayoutEffect(() => {
    const root = document.documentElement;
    if (location.hash) root.setAttribute("data-smooth-scroll", "");
    else root.removeAttribute("data-smooth-scroll");
  }, [location]);
  return null;
}
