import { SmsDeliveryError, type SmsSender } from "./sms-sender.ts";

export interface Msg91Options {
  authKey: string;
  templateId: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * MSG91 Flow API: we generate and hash the code ourselves and ask MSG91 only to deliver
 * it through a DLT-approved template whose variable is `otp`.
 */
export class Msg91Sms implements SmsSender {
  readonly name = "msg91" as const;
  private readonly options: Msg91Options;
  constructor(options: Msg91Options) {
    this.options = options;
  }

  async sendOtp({ mobile, code }: { mobile: string; code: string }): Promise<void> {
    const url = new URL("/api/v5/flow", this.options.baseUrl);
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: { authkey: this.options.authKey, "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({
          template_id: this.options.templateId,
          short_url: "0",
          recipients: [{ mobiles: mobile, otp: code }],
        }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError("MSG91 could not be reached", { cause: error });
    }
    const body = (await response.json().catch(() => null)) as { type?: string; message?: string } | null;
    if (!response.ok || body?.type !== "success") {
      throw new SmsDeliveryError(`MSG91 refused the message (HTTP ${response.status}: ${body?.message ?? "no body"})`);
    }
  }
}
