import { DevOutbox } from "../../lib/dev-outbox.ts";
import type { MailMessage, MailSender } from "./mail-sender.ts";

export type OutboxMail = MailMessage & { sentAt: string };

/** Development mail: prints each message and keeps it in the outbox the dev-only endpoint reads. */
export class ConsoleMail implements MailSender {
  readonly name = "console" as const;
  private readonly outbox: DevOutbox<MailMessage>;

  constructor(options: { print?: (line: string) => void } = {}) {
    this.outbox = new DevOutbox(options.print);
  }

  async send(message: MailMessage): Promise<void> {
    this.outbox.add(message, `[mail:console] to ${message.to}: ${message.subject}\n${message.text}`);
  }

  /** The latest messages to one address, newest first. */
  messagesFor(email: string): OutboxMail[] {
    const wanted = email.toLowerCase();
    return this.outbox.where((m) => m.to.toLowerCase() === wanted);
  }
}
