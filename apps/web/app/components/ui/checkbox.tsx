import type { ReactNode } from "react";

/**
 * A box to tick inside its label (the words are `children`); `onChange` gets the new state.
 * `className` styles the label, `boxClassName` the box (its size and accent colour).
 */
export function Checkbox({
  checked,
  onChange,
  disabled,
  required,
  className,
  boxClassName,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  required?: boolean;
  className: string;
  boxClassName: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        disabled={disabled}
        required={required}
        className={boxClassName}
      />
      {children}
    </label>
  );
}
