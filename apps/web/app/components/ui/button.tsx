import { forwardRef, type ButtonHTMLAttributes } from "react";
import { cn } from "../../lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "outline" | "ghostLight" | "outlineLight";
export type ButtonSize = "sm" | "md" | "lg" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-50 focus-visible:outline-2 focus-visible:outline-offset-2";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-gradient-to-r from-saffron-500 to-gold-400 text-night-950 shadow-md shadow-saffron-600/20 hover:from-saffron-400 hover:to-gold-300",
  secondary: "bg-night-700 text-cream hover:bg-night-600",
  outline: "border border-gold-400/60 text-gold-200 hover:bg-gold-400/10",
  ghost: "text-cream/90 hover:bg-white/10",
  // The quiet buttons of the light (cream) cards and dialogs.
  ghostLight: "text-night-800 hover:bg-night-900/5",
  outlineLight: "border border-night-700/20 text-night-800 hover:bg-night-900/5",
  danger: "bg-red-600 text-white hover:bg-red-500",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-12 px-7 text-base",
  icon: "h-10 w-10",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", size = "md", className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClasses(variant, size, className)} {...props} />;
});
