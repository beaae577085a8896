/** Sends a one-time code by SMS. Adapters: console (default, offline) and MSG91. */
export interface SmsSender {
  readonly name: "console" | "msg91";
  sendOtp(message: { mobile: string; code: string }): Promise<void>;
}

/** The gateway refused or could not be reached; the caller answers 503 and charges nothing. */
export class SmsDeliveryError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "SmsDeliveryError";
  }
}

export const otpText = (code: string): string =>
  `${code} is your Graha verification code. It expires in 5 minutes. Do not share it with anyone.`;
