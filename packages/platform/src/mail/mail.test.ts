import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFolderTransport } from './folder-transport';
import { encodeHeader, formatMessage, mailAddress } from './message';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
  dir = undefined;
});

describe('mail messages', () => {
  it('formats a UTF-8 message with CRLF lines, encoded non-ASCII headers and an intact link', () => {
    const raw = formatMessage(
      {
        to: 'Zoë <zoe@example.com>',
        subject: 'Bestätigen Sie Ihre E-Mail-Adresse',
        text: 'Hallo Zoë,\nhttp://premium.localhost:3000/verify-email?token=abc_-123\n',
      },
      {
        from: 'Lightbox <no-reply@lightbox.test>',
        date: new Date('2026-01-02T03:04:05Z'),
        messageId: '<1@x>',
      },
    );
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, split);
    const body = raw.slice(split + 4);
    expect(head).toContain('From: Lightbox <no-reply@lightbox.test>');
    expect(head).toContain(`To: ${encodeHeader('Zoë')} <zoe@example.com>`);
    expect(head).toContain(
      `Subject: =?UTF-8?B?${Buffer.from('Bestätigen Sie Ihre E-Mail-Adresse').toString('base64')}?=`,
    );
    expect(head).toContain('Date: Fri, 02 Jan 2026 03:04:05 +0000');
    expect(head).toContain('Content-Type: text/plain; charset=utf-8');
    expect(body).toContain('Hallo Zoë,\r\nhttp://premium.localhost:3000/verify-email?token=abc_-123\r\n');
    expect(raw).not.toMatch(/[^\r]\n/);
  });

  it('cannot be turned into header injection by a crafted subject or address', () => {
    const raw = formatMessage(
      { to: 'a@example.com\r\nBcc: victim@example.com', subject: 'Hi\r\nBcc: x@example.com', text: 'x' },
      { from: 'n@example.com', date: new Date(0), messageId: '<1@x>' },
    );
    const head = raw.split('\r\n\r\n')[0]!;
    expect(head.split('\r\n').some((line) => line.startsWith('Bcc:'))).toBe(false);
    expect(mailAddress('Lightbox <no-reply@lightbox.test>')).toBe('no-reply@lightbox.test');
  });
});

describe('folder transport', () => {
  it('writes each message to its own .eml file, sorted by time, and logs the path', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-mail-'));
    const logged: string[] = [];
    const transport = createFolderTransport({
      dir: path.join(dir, 'mail'),
      from: 'Lightbox <no-reply@lightbox.test>',
      log: { info: (_details, message) => logged.push(message) },
    });
    const first = await transport.send({ to: 'a@example.com', subject: 'One', text: 'first' });
    const second = await transport.send({ to: 'b@example.com', subject: 'Two', text: 'second' });
    // Several within one millisecond must still sort in the order they were sent.
    const burst = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        transport.send({ to: `c${i}@example.com`, subject: 'Burst', text: 'x' }),
      ),
    );
    const files = (await fs.readdir(path.join(dir, 'mail'))).sort();
    expect(files).toEqual([first, second, ...burst].map((sent) => path.basename(sent.path!)));
    expect(await fs.readFile(second.path!, 'utf8')).toContain('To: b@example.com');
    expect(logged.slice(0, 2)).toEqual([`mail written to ${first.path}`, `mail written to ${second.path}`]);
  });
});

describe('each site its own sender', () => {
  it("a mail sent for the subscription site carries the subscription site's sender", async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-mail-'));
    const transport = createFolderTransport({
      dir,
      from: 'Lightbox <no-reply@lightbox.test>',
      senders: { subscription: 'Lightbox Stock <no-reply@lightbox.test>' },
    });
    const fromOf = async (file: string) => /^From: (.*)$/m.exec(await fs.readFile(file, 'utf8'))?.[1];
    const sub = await transport.send({ to: 'a@example.com', subject: 'S', text: 's', site: 'subscription' });
    const premium = await transport.send({ to: 'a@example.com', subject: 'P', text: 'p', site: 'premium' });
    const none = await transport.send({ to: 'a@example.com', subject: 'N', text: 'n' });
    expect((await fromOf(sub.path!))?.trim()).toBe('Lightbox Stock <no-reply@lightbox.test>');
    expect((await fromOf(premium.path!))?.trim()).toBe('Lightbox <no-reply@lightbox.test>');
    expect((await fromOf(none.path!))?.trim()).toBe('Lightbox <no-reply@lightbox.test>');
  });
});
