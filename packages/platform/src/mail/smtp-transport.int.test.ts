import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailTransport } from './index';

/** A real SMTP server on loopback receives what the transport sends. */
describe('SMTP transport', () => {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  let server: SMTPServer;
  let port = 0;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => {
          data += chunk.toString('utf8');
        });
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers a message with its sender, recipient, subject and link', async () => {
    const transport = createMailTransport({
      mailDir: '/nonexistent',
      mailFrom: 'Lightbox <no-reply@lightbox.test>',
      smtpUrl: `smtp://127.0.0.1:${port}`,
    });
    expect(transport.kind).toBe('smtp');
    const sent = await transport.send({
      to: 'Ana <ana@example.com>',
      subject: 'Confirm your email address',
      text: 'Open this link:\nhttp://premium.localhost:3000/verify-email?token=abc\n',
    });
    expect(sent.messageId).toMatch(/@/);
    const mail = received.at(-1)!;
    expect(mail.from).toBe('no-reply@lightbox.test');
    expect(mail.to).toEqual(['ana@example.com']);
    expect(mail.data).toMatch(/^Subject: Confirm your email address\r?$/m);
    expect(mail.data).toContain('http://premium.localhost:3000/verify-email?token=abc');
  });

  it('fails clearly when no server answers', async () => {
    const transport = createMailTransport({
      mailDir: '/x',
      mailFrom: 'a@b.test',
      smtpUrl: 'smtp://127.0.0.1:1',
    });
    await expect(transport.send({ to: 'x@example.com', subject: 's', text: 't' })).rejects.toThrow();
  });
});
