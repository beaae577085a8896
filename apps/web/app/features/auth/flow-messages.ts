import type { TFunction } from "i18next";
import type { FlowError } from "./otp-flow";

/** The user-facing text of a request-code / verify-code failure. */
export function flowErrorText(t: TFunction, error: FlowError): string {
  switch (error.key) {
    case "server":
      return error.message ?? t("errors.verifyFailed");
    case "getOtpFailedWith":
      return t("errors.getOtpFailedWith", { message: error.message ?? "" }).trim();
    default:
      return t(`errors.${error.key}`);
  }
}
