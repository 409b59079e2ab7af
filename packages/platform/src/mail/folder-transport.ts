import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  formatMessage,
  type MailMessage,
  type MailSenders,
  type MailTransport,
  newMessageId,
  senderOf,
} from './message';

export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
}

/**
 * The transport used when no SMTP server is configured: every message becomes one .eml file in
 * a folder (named so that they sort by time) and its path is logged, so a person running
 * `npm start` can open a verification link.
 */
// Messages written within the same millisecond still sort in the order they were sent.
let sequence = 0;

export function createFolderTransport(options: {
  dir: string;
  from: string;
  senders?: MailSenders | undefined;
  log?: MailLog | undefined;
}): MailTransport {
  return {
    kind: 'folder',
    async send(message: MailMessage) {
      // Named before the first await, so the name follows the order of the calls.
      const date = new Date();
      const from = senderOf(message, options.from, options.senders);
      const messageId = newMessageId(from);
      const stamp = date.toISOString().replace(/[:.]/g, '-');
      sequence = (sequence + 1) % 1_000_000;
      const order = String(sequence).padStart(6, '0');
      const file = path.join(options.dir, `${stamp}-${order}-${randomBytes(4).toString('hex')}.eml`);
      await fs.mkdir(options.dir, { recursive: true });
      await fs.writeFile(file, formatMessage(message, { from, date, messageId }), {
        mode: 0o600,
      });
      options.log?.info({ mail: file, to: message.to, subject: message.subject }, `mail written to ${file}`);
      return { messageId, path: file };
    },
  };
}
