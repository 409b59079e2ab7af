import { createFolderTransport, type MailLog } from './folder-transport';
import type { MailTransport } from './message';

export { createFolderTransport, type MailLog } from './folder-transport';
export {
  encodeHeader,
  formatMessage,
  type MailMessage,
  type MailTransport,
  mailAddress,
  type SentMail,
} from './message';

/**
 * The mail transport for a configuration. Only the folder transport exists today: SMTP needs a
 * client library the project does not ship yet, and config.ts refuses SMTP_URL until it does.
 */
export function createMailTransport(options: {
  mailDir: string;
  mailFrom: string;
  log?: MailLog;
}): MailTransport {
  return createFolderTransport({ dir: options.mailDir, from: options.mailFrom, log: options.log });
}
