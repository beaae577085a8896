import type { MailMessage, MailSender } from "./mail-sender.ts";

export interface OutboxMail extends MailMessage {
  sentAt: string;
}

const OUTBOX_SIZE = 200;

/**
 * Development mail: prints the message to standard output (not the structured log) and keeps
 * the latest messages in an in-process outbox that the dev-only endpoint reads.
 */
export class ConsoleMail implements MailSender {
  readonly name = "console" as const;
  private readonly outbox: OutboxMail[] = [];
  private readonly print: (line: string) => void;

  constructor(options: { print?: (line: string) => void } = {}) {
    this.print = options.print ?? ((line) => process.stdout.write(`${line}\n`));
  }

  async send(message: MailMessage): Promise<void> {
    this.outbox.unshift({ ...message, sentAt: new Date().toISOString() });
    this.outbox.length = Math.min(this.outbox.length, OUTBOX_SIZE);
    this.print(`[mail:console] to ${message.to}: ${message.subject}\n${message.text}`);
  }

  /** The latest messages to one address, newest first. */
  messagesFor(email: string): OutboxMail[] {
    const wanted = email.toLowerCase();
    return this.outbox.filter((m) => m.to.toLowerCase() === wanted);
  }
}
