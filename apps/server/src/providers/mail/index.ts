import type { Env } from "../../env.ts";
import { ConsoleMail } from "./console-mail.ts";
import type { MailSender } from "./mail-sender.ts";
import { SmtpMail } from "./smtp-mail.ts";

export { ConsoleMail, type OutboxMail } from "./console-mail.ts";
export { SmtpMail } from "./smtp-mail.ts";
export type { MailMessage, MailSender } from "./mail-sender.ts";

/** The mail adapter chosen by MAIL_PROVIDER (console by default). */
export function createMailSender(env: Env): MailSender {
  if (env.MAIL_PROVIDER === "smtp") return new SmtpMail({ url: env.SMTP_URL ?? "", from: env.MAIL_FROM });
  return new ConsoleMail();
}
