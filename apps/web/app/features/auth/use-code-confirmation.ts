import { useState, type FormEvent } from "react";
import { useTranslation } from "../../i18n/react";
import { toast } from "../../lib/toast";
import { emptyCode, isCodeComplete } from "../../components/ui/otp-input";
import { flowErrorText } from "./flow-messages";
import { toApiMobile, validateMobile } from "./mobile";
import { requestCode, verifyCode, type FlowError } from "./otp-flow";

export interface CodeConfirmationOptions {
  /** Where the code is requested (`{ mobile }`) and checked (`{ mobile, otp, token, ...extra }`). */
  otpPath: string;
  verifyPath: string;
  verifyExtra?: Record<string, unknown>;
  requireJwt?: boolean;
  /** The text for a failed check without a server message, when the flow's spec words it otherwise. */
  verifyFailedText?: string;
  onCodeSent?: () => void;
  /**
   * Where the flow's button words are: `getOtp` and `gettingOtp` for asking for the code
   * (`sendLabel`), `verify` and `verifying` for checking it (in `codeEntry`).
   */
  words: "login" | "deleteAccount" | "commerce.cancel";
}

/**
 * "Send a code to the account's number, verify, confirm": the mobile field's state, the code
 * request, the six boxes and the check, with the spec's error catalogue. Login, account
 * deletion and subscription cancellation show it with `MobileField` and `CodeEntry`.
 */
export function useCodeConfirmation<T extends { status: "success" }>(options: CodeConfirmationOptions) {
  const { t, i18n } = useTranslation();
  const [countryCode, setCountryCode] = useState("91");
  const [mobile, setMobileState] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [token, setToken] = useState<string | null>(null);
  const [code, setCode] = useState<string[]>(emptyCode);
  // A new attempt remounts the code boxes, which puts the cursor back in the first one.
  const [attempt, setAttempt] = useState(0);

  const show = (error: FlowError) => {
    const text =
      error.key === "verifyFailed" && options.verifyFailedText ? options.verifyFailedText : flowErrorText(t, error);
    if (error.display === "toast") toast.error(text);
    else setAlert(text);
  };

  const newAttempt = () => {
    setCode(emptyCode());
    setAttempt((n) => n + 1);
  };

  /** Checks the number and asks for a code; true when one was sent. */
  const sendCode = async (event?: FormEvent): Promise<boolean> => {
    event?.preventDefault();
    if (busy) return false;
    setAlert(null);
    setFieldError(null);
    const problem = validateMobile(countryCode, mobile);
    if (problem) {
      if (problem === "missing") setAlert(t("errors.mobileRequired"));
      else setFieldError(t("errors.mobileInvalid"));
      return false;
    }
    setBusy(true);
    const outcome = await requestCode(options.otpPath, toApiMobile("91", mobile), undefined, i18n.language);
    setBusy(false);
    if (!outcome.ok) {
      show(outcome.error);
      return false;
    }
    setToken(outcome.value.token);
    newAttempt();
    options.onCodeSent?.();
    return true;
  };

  /** Checks the code; the answer on success (the caller moves on and clears `busy` if it stays). */
  const verify = async (): Promise<T | null> => {
    if (busy) return null;
    setAlert(null);
    if (token && !isCodeComplete(code)) {
      setAlert(t("errors.codeIncomplete"));
      return null;
    }
    setBusy(true);
    const outcome = await verifyCode<T>(
      options.verifyPath,
      { mobile: toApiMobile("91", mobile), otp: code.join(""), token, ...options.verifyExtra },
      { requireJwt: options.requireJwt ?? false, lang: i18n.language },
    );
    if (outcome.ok) return outcome.value;
    setBusy(false);
    newAttempt();
    show(outcome.error);
    return null;
  };

  /** A changed number needs a new code. */
  const setMobile = (value: string) => {
    setMobileState(value);
    setFieldError(null);
  };

  /** Back to an empty first step, with `initialMobile` in the field. */
  const reset = (initialMobile = "") => {
    setMobileState(initialMobile);
    setAlert(null);
    setFieldError(null);
    setBusy(false);
    setToken(null);
    setCode(emptyCode());
  };

  return {
    mobileField: {
      countryCode,
      onCountryCodeChange: setCountryCode,
      value: mobile,
      onChange: setMobile,
      error: fieldError,
    },
    sendLabel: busy ? t(`${options.words}.gettingOtp`) : t(`${options.words}.getOtp`),
    codeEntry: {
      attempt,
      code,
      onCodeChange: setCode,
      busy,
      alert,
      verifyLabel: t(`${options.words}.verify`),
      busyLabel: t(`${options.words}.verifying`),
    },
    mobile,
    token,
    setToken,
    busy,
    setBusy,
    alert,
    setAlert,
    sendCode,
    verify,
    reset,
  };
}
