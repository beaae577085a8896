import { DevOutbox } from "../../lib/dev-outbox.ts";
import { otpText, type SmsSender } from "./sms-sender.ts";

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  sentAt: string;
}

/** Development SMS: prints each code and keeps it in the outbox the dev-only endpoint reads. */
export class ConsoleSms implements SmsSender {
  readonly name = "console" as const;
  private readonly outbox: DevOutbox<Omit<OutboxMessage, "sentAt">>;

  constructor(options: { print?: (line: string) => void } = {}) {
    this.outbox = new DevOutbox(options.print);
  }

  async sendOtp({ mobile, code }: { mobile: string; code: string }): Promise<void> {
    const text = otpText(code);
    this.outbox.add({ mobile, code, text }, `[sms:console] to +${mobile}: ${text}`);
  }

  /** The latest messages to one number, newest first. */
  messagesFor(mobile: string): OutboxMessage[] {
    return this.outbox.where((m) => m.mobile === mobile);
  }
}
