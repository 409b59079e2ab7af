import { randomBytes } from 'node:crypto';

/** One plain-text message. Links in `text` must stay on their own line so mail readers keep them clickable. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The storefront the mail speaks for: it is sent as that site's sender (MAIL_FROM_SUBSCRIPTION). */
  site?: MailSite;
}

export type MailSite = 'premium' | 'subscription';
/** A sender per site, where it differs from the transport's default `from`. */
export type MailSenders = Partial<Record<MailSite, string>>;

/** The From of a message: its site's sender when there is one, else the default. */
export function senderOf(message: MailMessage, from: string, senders: MailSenders | undefined): string {
  return (message.site && senders?.[message.site]) || from;
}

export interface SentMail {
  messageId: string;
  /** Where the folder transport wrote the message. */
  path?: string;
}

export interface MailTransport {
  readonly kind: 'folder' | 'smtp';
  send(message: MailMessage): Promise<SentMail>;
}

/** A header value as RFC 2047 encoded-words when it is not plain ASCII. */
export function encodeHeader(value: string): string {
  const clean = value.replace(/[\r\n]+/g, ' ');
  // Printable ASCII needs no encoding.
  if (/^[\x20-\x7e]*$/.test(clean)) return clean;
  return `=?UTF-8?B?${Buffer.from(clean, 'utf8').toString('base64')}?=`;
}

/** The address part of 'Name <a@b>' or 'a@b'; header injection is impossible once CR and LF are gone. */
export function mailAddress(value: string): string {
  const clean = value.replace(/[\r\n]+/g, '');
  const angle = /<([^<>]+)>\s*$/.exec(clean);
  return (angle?.[1] ?? clean).trim();
}

function encodeMailbox(value: string): string {
  const clean = value.replace(/[\r\n]+/g, '');
  const angle = /^(.*)<([^<>]+)>\s*$/.exec(clean);
  if (!angle) return clean.trim();
  const name = angle[1]!.trim().replace(/^"|"$/g, '');
  return name ? `${encodeHeader(name)} <${angle[2]!.trim()}>` : `<${angle[2]!.trim()}>`;
}

export function newMessageId(from: string): string {
  const domain = mailAddress(from).split('@')[1] ?? 'localhost';
  return `<${Date.now().toString(36)}.${randomBytes(8).toString('hex')}@${domain}>`;
}

/**
 * An RFC 5322 message: UTF-8 text sent as 8bit (links stay intact and readable in the file),
 * CRLF line endings.
 */
export function formatMessage(
  message: MailMessage,
  envelope: { from: string; date: Date; messageId: string },
): string {
  const headers = [
    `From: ${encodeMailbox(envelope.from)}`,
    `To: ${encodeMailbox(message.to)}`,
    `Subject: ${encodeHeader(message.subject)}`,
    `Date: ${envelope.date.toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: ${envelope.messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
  ];
  const body = message.text.replace(/\r?\n/g, '\r\n');
  return `${headers.join('\r\n')}\r\n\r\n${body}\r\n`;
}
