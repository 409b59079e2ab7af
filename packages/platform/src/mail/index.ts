import { createFolderTransport, type MailLog } from './folder-transport';
import type { MailTransport } from './message';
import { createSmtpTransport } from './smtp-transport';

export { createFolderTransport, type MailLog } from './folder-transport';
export {
  encodeHeader,
  formatMessage,
  type MailMessage,
  type MailTransport,
  mailAddress,
  type SentMail,
} from './message';
export { createSmtpTransport } from './smtp-transport';

/** The mail transport for a configuration: SMTP when SMTP_URL is set, else .eml files in a folder. */
export function createMailTransport(options: {
  mailDir: string;
  mailFrom: string;
  smtpUrl?: string | undefined;
  log?: MailLog;
}): MailTransport {
  if (options.smtpUrl)
    return createSmtpTransport({ url: options.smtpUrl, from: options.mailFrom, log: options.log });
  return createFolderTransport({ dir: options.mailDir, from: options.mailFrom, log: options.log });
}
