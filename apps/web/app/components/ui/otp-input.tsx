import { OTP_LENGTH } from "@graha/contracts/patterns";
import { useId, useRef, type ClipboardEvent, type KeyboardEvent } from "react";
import { cn } from "../../lib/cn";

export function emptyCode(length = OTP_LENGTH): string[] {
  return Array.from({ length }, () => "");
}

export function isCodeComplete(code: readonly string[]): boolean {
  return code.length > 0 && code.every((digit) => /^\d$/.test(digit));
}

export interface OtpInputProps {
  /** One entry per box: a single digit or "". */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** Enter in any box: the caller verifies. */
  onEnter?: () => void;
  /** The visible group label, e.g. "Enter OTP". */
  label: string;
  /** Accessible name of box n (1-based). */
  digitLabel: (n: number, total: number) => string;
  disabled?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  className?: string;
}

/**
 * Six single-digit boxes for a one-time code. A digit moves to the next box, Backspace on an
 * empty box moves back, a paste of exactly six digits fills every box, anything else that is
 * not a digit is ignored, and Enter submits. The first box also accepts the whole code from
 * the phone's SMS autofill.
 */
export function OtpInput({
  value,
  onChange,
  onEnter,
  label,
  digitLabel,
  disabled,
  autoFocus,
  invalid,
  className,
}: OtpInputProps) {
  const length = value.length;
  const refs = useRef<Array<HTMLInputElement | null>>([]);
  const labelId = useId();

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  };

  const fillAll = (digits: string) => {
    onChange(digits.split("").slice(0, length));
    focusBox(length - 1);
  };

  const handleChange = (index: number, raw: string) => {
    if (raw === "") {
      const next = [...value];
      next[index] = "";
      onChange(next);
      return;
    }
    const digits = raw.replace(/\D/g, "");
    if (!digits) return; // not a digit: ignored
    if (digits.length === length) {
      fillAll(digits);
      return;
    }
    // The box may still hold its old digit next to the new one; keep the new one.
    const previous = value[index] ?? "";
    const typed = previous && digits.length > 1 ? digits.replace(previous, "") || previous : digits;
    const next = [...value];
    next[index] = typed.slice(-1);
    onChange(next);
    if (index < length - 1) focusBox(index + 1);
  };

  const handleKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !value[index] && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowLeft" && index > 0) {
      event.preventDefault();
      focusBox(index - 1);
    } else if (event.key === "ArrowRight" && index < length - 1) {
      event.preventDefault();
      focusBox(index + 1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      onEnter?.();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const text = event.clipboardData.getData("text").trim();
    if (new RegExp(`^\\d{${length}}$`).test(text)) fillAll(text);
  };

  return (
    <div role="group" aria-labelledby={labelId} className={cn("flex flex-col gap-2", className)}>
      <span id={labelId} className="text-sm font-semibold text-night-800">
        {label}
      </span>
      <div className="flex justify-between gap-2">
        {value.map((digit, index) => (
          <input
            key={index}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? "one-time-code" : "off"}
            aria-label={digitLabel(index + 1, length)}
            aria-invalid={invalid || undefined}
            value={digit}
            disabled={disabled}
            autoFocus={autoFocus && index === 0}
            onChange={(event) => handleChange(index, event.target.value)}
            onKeyDown={(event) => handleKeyDown(index, event)}
            onPaste={handlePaste}
            onFocus={(event) => event.target.select()}
            className={cn(
              "h-14 w-full min-w-0 max-w-12 rounded-xl border border-night-700/25 bg-white text-center text-xl font-semibold",
              "text-night-900 caret-saffron-600 focus:border-saffron-500 focus:outline-none focus:ring-2 focus:ring-saffron-400/40",
              "aria-[invalid=true]:border-red-500 disabled:opacity-60",
            )}
          />
        ))}
      </div>
    </div>
  );
}
