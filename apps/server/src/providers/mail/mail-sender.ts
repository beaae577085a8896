/** Sends an email. Adapters: console (default, offline: prints and keeps an outbox) and SMTP. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  readonly name: "console" | "smtp";
  send(message: MailMessage): Promise<void>;
}
