import type { Env } from "../../env.ts";
import { ConsoleSms } from "./console-sms.ts";
import { Msg91Sms } from "./msg91-sms.ts";
import type { SmsSender } from "./sms-sender.ts";

export { ConsoleSms } from "./console-sms.ts";
export { Msg91Sms } from "./msg91-sms.ts";
export { SmsDeliveryError, type SmsSender } from "./sms-sender.ts";

/** The SMS adapter chosen by SMS_PROVIDER (console by default). */
export function createSmsSender(env: Env): SmsSender {
  if (env.SMS_PROVIDER === "msg91") {
    return new Msg91Sms({
      authKey: env.MSG91_AUTH_KEY ?? "",
      templateId: env.MSG91_TEMPLATE_ID ?? "",
      baseUrl: env.MSG91_BASE_URL,
    });
  }
  return new ConsoleSms();
}
