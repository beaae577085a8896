import { createTransport, type Transporter } from "nodemailer";
import type { MailMessage, MailSender } from "./mail-sender.ts";

/** Mail through an SMTP server named by a URL (smtp://user:pass@host:587, smtps://… for TLS). */
export class SmtpMail implements MailSender {
  readonly name = "smtp" as const;
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(options: { url: string; from: string }) {
    this.transport = createTransport(options.url);
    this.from = options.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to: message.to, subject: message.subject, text: message.text });
  }

  close(): void {
    this.transport.close();
  }
}
