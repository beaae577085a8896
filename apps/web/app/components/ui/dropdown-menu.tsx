import * as MenuPrimitive from "@radix-ui/react-dropdown-menu";
import { forwardRef, type ComponentPropsWithoutRef, type ElementRef } from "react";
import { cn } from "../../lib/cn";
import { withClasses } from "./with-classes";

// Radix closes the menu on an outside click, on Escape and after an item is chosen.
export const DropdownMenu = MenuPrimitive.Root;
export const DropdownMenuTrigger = MenuPrimitive.Trigger;
export const DropdownMenuGroup = MenuPrimitive.Group;

export const DropdownMenuContent = forwardRef<
  ElementRef<typeof MenuPrimitive.Content>,
  ComponentPropsWithoutRef<typeof MenuPrimitive.Content>
>(function DropdownMenuContent({ className, sideOffset = 8, ...props }, ref) {
  return (
    <MenuPrimitive.Portal>
      <MenuPrimitive.Content
        ref={ref}
        sideOffset={sideOffset}
        className={cn(
          "z-50 min-w-56 rounded-2xl border border-gold-400/20 bg-night-900 p-1.5 text-cream shadow-2xl shadow-black/50",
          className,
        )}
        {...props}
      />
    </MenuPrimitive.Portal>
  );
});

export const DropdownMenuItem = withClasses(
  MenuPrimitive.Item,
  cn(
    "flex cursor-pointer select-none items-center gap-3 rounded-xl px-3 py-2.5 text-sm outline-none",
    "data-[highlighted]:bg-white/10 data-[disabled]:opacity-50",
  ),
);
export const DropdownMenuLabel = withClasses(MenuPrimitive.Label, "px-3 py-2 text-xs text-cream/60");
export const DropdownMenuSeparator = withClasses(MenuPrimitive.Separator, "my-1.5 h-px bg-white/10");
