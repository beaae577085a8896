import type { ReactNode } from "react";

/** A page's h1, in the display face with the gold gradient. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <h1 className="font-display text-3xl font-semibold sm:text-4xl">
      <span className="text-gold-gradient">{children}</span>
    </h1>
  );
}
