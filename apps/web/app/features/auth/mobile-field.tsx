import { forwardRef, useId } from "react";
import { useTranslation } from "../../i18n/react";
import { Input, Label, NativeSelect } from "../../components/ui/input";
import { COUNTRY_CODES, normalizeMobileInput } from "./mobile";

export interface MobileFieldProps {
  countryCode: string;
  onCountryCodeChange: (code: string) => void;
  value: string;
  onChange: (local: string) => void;
  /** A field-level message, shown under the field and announced. */
  error?: string | null;
  disabled?: boolean;
  autoFocus?: boolean;
}

/** Mobile Number with its country-code selector, which offers only +91. */
export const MobileField = forwardRef<HTMLInputElement, MobileFieldProps>(function MobileField(
  { countryCode, onCountryCodeChange, value, onChange, error, disabled, autoFocus },
  ref,
) {
  const { t } = useTranslation();
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${id}-mobile`}>{t("login.mobileLabel")}</Label>
      <div className="flex gap-2">
        <NativeSelect
          aria-label={t("login.countryCode")}
          value={countryCode}
          onChange={(event) => onCountryCodeChange(event.target.value)}
          disabled={disabled}
          className="w-[4.75rem] shrink-0 text-center"
        >
          {COUNTRY_CODES.map((code) => (
            <option key={code} value={code}>
              +{code}
            </option>
          ))}
        </NativeSelect>
        <Input
          ref={ref}
          id={`${id}-mobile`}
          name="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t("login.mobilePlaceholder")}
          value={value}
          onChange={(event) => onChange(normalizeMobileInput(event.target.value))}
          disabled={disabled}
          autoFocus={autoFocus}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="tracking-wider"
        />
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
});
