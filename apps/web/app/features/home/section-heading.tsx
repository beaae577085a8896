import { cn } from "../../lib/cn";

/** A home section's centred title (`id` for the section's aria-labelledby) and subtitle. */
export function SectionHeading(props: { id: string; title: string; subtitle: string; titleClassName?: string }) {
  return (
    <div className="mb-8 text-center">
      <h2 id={props.id} className={cn("font-display text-3xl font-semibold", props.titleClassName)}>
        {props.title}
      </h2>
      <p className="mt-2 text-cream/70">{props.subtitle}</p>
    </div>
  );
}
