import type { ReactNode } from "react";

/** A section labelled by its own h2 (`id` ties the two together). */
export function TitledSection({
  id,
  title,
  className,
  titleClassName,
  children,
}: {
  id: string;
  title: string;
  className?: string;
  titleClassName: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
