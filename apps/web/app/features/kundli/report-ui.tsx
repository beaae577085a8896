import { type ReactNode } from "react";
import { useTranslation } from "../../i18n/react";
import type { Lang } from "../../i18n";
import { cn } from "../../lib/cn";

// Small building blocks of the chart report.
export function useLang(): Lang {
  const { i18n } = useTranslation();
  return i18n.language === "hi" ? "hi" : "en";
}

export function Section({
  id,
  title,
  children,
  className,
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn("rounded-3xl border border-gold-400/15 bg-night-900/70 p-4 sm:p-6 break-inside-avoid", className)}
    >
      <h2 id={id} className="font-display text-xl font-semibold text-gold-200 sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col">
      <dt className="text-xs uppercase tracking-wide text-cream/55">{label}</dt>
      <dd className="font-semibold text-cream">{children}</dd>
    </div>
  );
}
