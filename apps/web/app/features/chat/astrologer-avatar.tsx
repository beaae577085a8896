import { cn } from "../../lib/cn";
import type { AstrologerName } from "./rules";

/** The astrologer's portrait (public/images/oracle.svg, astra.svg, the API's `image`). */
export function AstrologerAvatar({
  name,
  className,
  alt = "",
}: {
  name: AstrologerName;
  className?: string;
  alt?: string;
}) {
  return (
    <img
      src={name === "Astra" ? "/images/astra.svg" : "/images/oracle.svg"}
      alt={alt}
      width={160}
      height={160}
      decoding="async"
      className={cn("shrink-0 rounded-full", className)}
    />
  );
}
