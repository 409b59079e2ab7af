import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/**
 * A browser as far as the whole server can tell: a cookie jar, one client address, the last
 * page's CSRF token (the meta tag). For tests that go through the real app with app.inject.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrf: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    public host = 'premium.localhost',
    public ip = '10.0.0.1',
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    for (const raw of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair, ...attrs] = raw.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const expired = /max-age=0\b|expires=Thu, 01 Jan 1970/i.test(attrs.join(';')) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const meta = /<meta name="csrf-token" content="([^"]+)">/.exec(res.body);
    if (meta) this.csrf = meta[1];
    return res;
  }

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    options: { form?: Record<string, string>; json?: unknown; headers?: Record<string, string> } = {},
  ) {
    const headers: Record<string, string> = {
      host: this.host,
      accept: options.json === undefined && method !== 'GET' ? 'text/html' : 'text/html, application/json',
      cookie: this.cookieHeader(),
      ...(method !== 'GET' && this.csrf && { 'x-csrf-token': this.csrf }),
      ...options.headers,
    };
    let payload: string | undefined;
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(options.form).toString();
    } else if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      headers.accept = 'application/json';
      payload = JSON.stringify(options.json);
    }
    return this.remember(
      await this.app.inject({
        method,
        url,
        remoteAddress: this.ip,
        headers,
        ...(payload !== undefined && { payload }),
      }),
    );
  }

  get = (url: string, headers?: Record<string, string>) =>
    this.request('GET', url, headers ? { headers } : {});
  post = (url: string, form: Record<string, string>, headers?: Record<string, string>) =>
    this.request('POST', url, { form, ...(headers && { headers }) });
}

export interface ReadMail {
  to: string;
  subject: string;
  text: string;
}

/** The mails the folder transport wrote to `address`, oldest first. */
export async function mailsTo(mailDir: string, address: string): Promise<ReadMail[]> {
  const files = (await fs.readdir(mailDir).catch(() => [])).filter((f) => f.endsWith('.eml')).sort();
  const out: ReadMail[] = [];
  for (const file of files) {
    const raw = await fs.readFile(path.join(mailDir, file), 'utf8');
    const split = raw.indexOf('\r\n\r\n');
    const head = raw.slice(0, split);
    const to = /^To: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
    if (to.toLowerCase() !== address.toLowerCase()) continue;
    const subject = /^Subject: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
    out.push({ to, subject, text: raw.slice(split + 4).replace(/\r\n/g, '\n') });
  }
  return out;
}

/** Every absolute link in a mail's text. */
export const linksIn = (mail: ReadMail) => mail.text.split(/\s+/).filter((w) => /^https?:\/\//.test(w));

export const PASSWORD = 'correct horse battery';
let counter = 0;
export const uniqueEmail = (who = 'user') => `${who}.${Date.now().toString(36)}${counter++}@example.com`;

/** Registers, verifies from the mail and signs in through the real routes. */
export async function signedInClient(app: FastifyInstance, mailDir: string, ip: string) {
  const client = new TestClient(app, 'premium.localhost', ip);
  const email = uniqueEmail();
  await client.get('/register');
  await client.post('/register', { name: 'Ada Lovelace', email, password: PASSWORD, country: 'GBR' });
  const [mail] = await mailsTo(mailDir, email);
  const verify = linksIn(mail!).find((l) => l.includes('/verify-email'))!;
  const url = new URL(verify);
  await client.get(`${url.pathname}${url.search}`);
  await client.get('/sign-in');
  const res = await client.post('/sign-in', { identifier: email, password: PASSWORD });
  if (res.statusCode !== 303) throw new Error(`Sign-in failed: ${res.statusCode}`);
  await client.get('/account');
  return { client, email };
}
