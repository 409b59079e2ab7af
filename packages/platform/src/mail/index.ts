import { createFolderTransport, type MailLog } from './folder-transport';
import type { MailSenders, MailTransport } from './message';
import { createSmtpTransport } from './smtp-transport';

export { createFolderTransport, type MailLog } from './folder-transport';
export {
  encodeHeader,
  formatMessage,
  type MailMessage,
  type MailSenders,
  type MailSite,
  type MailTransport,
  mailAddress,
  type SentMail,
  senderOf,
} from './message';
export { createSmtpTransport } from './smtp-transport';

/** The mail transport for a configuration: SMTP when SMTP_URL is set, else .eml files in a folder. */
export function createMailTransport(options: {
  mailDir: string;
  mailFrom: string;
  /** Each site's sender where it differs from mailFrom (config.mailSenders). */
  mailSenders?: MailSenders | undefined;
  smtpUrl?: string | undefined;
  log?: MailLog;
}): MailTransport {
  const { mailFrom: from, mailSenders: senders, log } = options;
  if (options.smtpUrl) return createSmtpTransport({ url: options.smtpUrl, from, senders, log });
  return createFolderTransport({ dir: options.mailDir, from, senders, log });
}
