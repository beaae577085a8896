import type { ComponentType } from "react";
import { cn } from "../../lib/cn";

/**
 * `Part` (a Radix primitive, say) with the app's `classes` before the caller's `className`;
 * every other prop, `ref` included, passes through.
 */
export function withClasses<P extends { className?: string | undefined }>(Part: ComponentType<P>, classes: string) {
  return function WithClasses({ className, ...props }: P) {
    return <Part {...(props as unknown as P)} className={cn(classes, className)} />;
  };
}
