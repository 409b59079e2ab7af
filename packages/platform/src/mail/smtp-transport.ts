import nodemailer from 'nodemailer';
import type { MailLog } from './folder-transport';
import { type MailMessage, type MailSenders, type MailTransport, senderOf } from './message';

/** Gives up on an unreachable or silent SMTP server instead of holding a request open. */
const SMTP_TIMEOUT_MS = 15_000;

/** Mail through an SMTP server (smtp:// with STARTTLS when offered, or smtps://). */
export function createSmtpTransport(options: {
  url: string;
  from: string;
  senders?: MailSenders | undefined;
  log?: MailLog | undefined;
}): MailTransport {
  const transporter = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  const server = new URL(options.url).host;
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      const info = await transporter.sendMail({
        from: senderOf(message, options.from, options.senders),
        to: message.to,
        subject: message.subject,
        text: message.text,
      });
      options.log?.info(
        { to: message.to, subject: message.subject, smtp: server },
        `mail sent through ${server}`,
      );
      return { messageId: info.messageId };
    },
  };
}
