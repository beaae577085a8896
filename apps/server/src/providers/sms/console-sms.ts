import { otpText, type SmsSender } from "./sms-sender.ts";

export interface OutboxMessage {
  mobile: string;
  text: string;
  code: string;
  sentAt: string;
}

const OUTBOX_SIZE = 200;

/**
 * Development SMS: prints the code to standard output (not the structured log) and keeps
 * the latest messages in an in-process outbox that the dev-only endpoint reads.
 */
export class ConsoleSms implements SmsSender {
  readonly name = "console" as const;
  private readonly outbox: OutboxMessage[] = [];
  private readonly print: (line: string) => void;

  constructor(options: { print?: (line: string) => void } = {}) {
    this.print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
  }

  async sendOtp({ mobile, code }: { mobile: string; code: string }): Promise<void> {
    const message = { mobile, code, text: otpText(code), sentAt: new Date().toISOString() };
    this.outbox.unshift(message);
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.print(`[sms:console] to +${mobile}: ${message.text}`);
  }

  /** The latest messages to one number, newest first. */
  messagesFor(mobile: string): OutboxMessage[] {
    return this.outbox.filter((m) => m.mobile === mobile);
  }
}
