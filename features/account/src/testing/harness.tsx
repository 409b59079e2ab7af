import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { prefixForLocale } from '@lightbox/core';
import {
  CSRF_META_NAME,
  createCsrfProtection,
  createFolderTransport,
  createPrefixRewriter,
  parseConfig,
  registerErrorHandler,
} from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import {
  CsrfProvider,
  createTranslator,
  loadMessages,
  PAGE_CONTEXT_ELEMENT_ID,
  type PageContext,
  registerMessageBundle,
  serializeForScript,
} from '@lightbox/ui';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { renderToString } from 'react-dom/server';
import { type Accounts, createAccounts } from '../accounts';
import { type AccountEvent, createAccountEvents } from '../events';
import { accountMessageBundle } from '../messages/index';
import { registerAccountRoutes } from '../routes/index';
import type { RenderPage } from '../routes/shared';
import { accountMigrationsDir } from '../schema';
import { SESSION_COOKIE } from '../sessions';
import '../request';

/**
 * The accounts feature on its own: a Fastify app with the real CSRF protection, the real mail
 * folder transport and a throwaway database, plus a page shell that renders just what the
 * tests look at (title, CSRF meta tag, page context, content).
 */
export const PREMIUM = 'premium.localhost';
export const SUBSCRIPTION = 'subscription.localhost';

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  accounts: Accounts;
  events: AccountEvent[];
  mailDir: string;
  browser(options?: { host?: string; ip?: string }): TestBrowser;
  close(): Promise<void>;
}

let addresses = 0;
const nextAddress = () => {
  addresses++;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

const prefixes = createPrefixRewriter();

export async function createHarness(kind: 'pglite' | 'postgres'): Promise<Harness> {
  registerMessageBundle('account', accountMessageBundle);
  const database = await createTestDatabase(kind, [accountMigrationsDir]);
  const mailDir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-account-mail-'));
  const app = Fastify({
    logger: false,
    rewriteUrl: (req) => prefixes.rewriteUrl(req),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  const csrf = createCsrfProtection({ key: 'test-key-'.repeat(6), sessionCookie: SESSION_COOKIE });
  csrf.register(app);
  const events: AccountEvent[] = [];
  const bus = createAccountEvents((error) => {
    throw error;
  });
  bus.subscribe((e) => events.push(e));
  const { mailFrom, mailSenders } = parseConfig({ MAIL_FROM: 'Lightbox <no-reply@lightbox.test>' });
  const mail = createFolderTransport({ dir: mailDir, from: mailFrom, senders: mailSenders });
  const accounts = createAccounts({
    db: database.db,
    mail,
    csrf,
    sites: parseConfig({}),
    events: bus,
  });

  app.decorateRequest('site', 'premium');
  app.decorateRequest('locale', 'en-us');
  app.decorateRequest('prefix', '');
  app.addHook('onRequest', async (request, reply) => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '');
    if (host === PREMIUM) request.site = 'premium';
    else if (host === SUBSCRIPTION) request.site = 'subscription';
    else return reply.code(404).send('unknown host');
    const split = prefixes.prefixOf(request.raw);
    if (split) {
      request.locale = split.locale;
      request.prefix = prefixForLocale(split.locale);
    }
    return undefined;
  });
  registerErrorHandler(app);

  const render: RenderPage = async (request, reply, spec) => {
    const messages = await loadMessages(request.locale);
    const viewer = await accounts.pageViewer(request, reply);
    const page: PageContext = {
      site: request.site,
      locale: request.locale,
      prefix: request.prefix,
      messages,
      requestId: String(request.id),
      path: request.url,
      viewer,
    };
    const t = createTranslator(request.locale, messages);
    const title = typeof spec.title === 'function' ? spec.title(t) : spec.title;
    const token = csrf.tokenFor(request, reply);
    const body = renderToString(
      <CsrfProvider token={token}>
        {spec.content({ page, t, slots: { SearchBar: () => <div /> } })}
      </CsrfProvider>,
    );
    const pageJson = serializeForScript({ ...page, messages: {} });
    return reply
      .code(spec.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html><head><title>${title}</title><meta name="${CSRF_META_NAME}" content="${token}"></head>` +
          `<body data-page="${spec.name}"><main>${body}</main>` +
          `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${pageJson}</script></body></html>`,
      );
  };
  await registerAccountRoutes(app, { accounts, render });
  await app.ready();

  return {
    app,
    database,
    accounts,
    events,
    mailDir,
    // Each browser gets its own client address unless told otherwise, as different people would.
    browser: (options) => new TestBrowser(app, options?.host ?? PREMIUM, options?.ip ?? nextAddress()),
    async close() {
      await app.close();
      await database.dispose();
      await fs.rm(mailDir, { recursive: true, force: true });
    },
  };
}

interface StoredCookie {
  value: string;
  persistent: boolean;
  attributes: string;
}

/** A browser as far as the server can tell: a cookie jar per host, the last page's CSRF token. */
export class TestBrowser {
  readonly cookies = new Map<string, StoredCookie>();
  csrf: string | undefined;
  last: LightMyRequestResponse | undefined;

  constructor(
    private readonly app: FastifyInstance,
    public host: string,
    public ip: string,
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, c]) => `${k}=${c.value}`).join('; ');
  }

  private remember(res: LightMyRequestResponse) {
    for (const raw of ([] as string[]).concat(res.headers['set-cookie'] ?? [])) {
      const [pair, ...attrs] = raw.split(';');
      const at = pair!.indexOf('=');
      const name = pair!.slice(0, at).trim();
      const value = pair!.slice(at + 1).trim();
      const attributes = attrs.join(';');
      const expired =
        /max-age=0\b/i.test(attributes) || /expires=Thu, 01 Jan 1970/i.test(attributes) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, { value, persistent: /max-age|expires/i.test(attributes), attributes });
    }
    const meta = new RegExp(`<meta name="${CSRF_META_NAME}" content="([^"]+)">`).exec(res.body);
    if (meta) this.csrf = meta[1];
    this.last = res;
    return res;
  }

  async get(url: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({
        method: 'GET',
        url,
        remoteAddress: this.ip,
        headers: { host: this.host, accept: 'text/html', cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  /** A plain form post, as a browser without JavaScript sends it (the token in a hidden field). */
  async post(url: string, form: Record<string, string>, options: { csrf?: string | false } = {}) {
    const token = options.csrf === undefined ? this.csrf : options.csrf;
    const fields = token === false || token === undefined ? form : { _csrf: token, ...form };
    return this.remember(
      await this.app.inject({
        method: 'POST',
        url,
        remoteAddress: this.ip,
        headers: {
          host: this.host,
          accept: 'text/html',
          cookie: this.cookieHeader(),
          'content-type': 'application/x-www-form-urlencoded',
        },
        payload: new URLSearchParams(fields).toString(),
      }),
    );
  }

  async json(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}) {
    return this.remember(
      await this.app.inject({
        method,
        url,
        remoteAddress: this.ip,
        headers: { host: this.host, accept: 'application/json', cookie: this.cookieHeader(), ...headers },
      }),
    );
  }

  /** Closing the browser: session cookies go, persistent ones (remember-me) stay. */
  restart() {
    for (const [name, cookie] of this.cookies) if (!cookie.persistent) this.cookies.delete(name);
    this.csrf = undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Reading what the server sent

export const locationOf = (res: LightMyRequestResponse) => String(res.headers.location ?? '');

/** The field-level error shown next to a field of a form. */
export function fieldError(html: string, form: string, field: string): string | undefined {
  const match = new RegExp(`<p class="lb-field__error" id="lb-${form}-${field}-error">(.*?)</p>`).exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '').replace(/^There is a problem: /, '');
}

export function alertText(html: string): string | undefined {
  const match = /<div class="lb-alert[^"]*" role="(?:alert|status)">(.*?)<\/div>/.exec(html);
  return match?.[1]?.replace(/<[^>]+>/g, '');
}

export function decodeHtml(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

export interface ReadMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  file: string;
}

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
    const from = /^From: (.*)$/m.exec(head)?.[1]?.trim() ?? '';
    out.push({ from, to, subject, text: raw.slice(split + 4).replace(/\r\n/g, '\n'), file });
  }
  return out;
}

/** The path and query of the first link to `pathname` in the newest mail to `address`. */
export async function linkFromMail(mailDir: string, address: string, pathname: string): Promise<string> {
  const mails = await mailsTo(mailDir, address);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`No mail to ${address}`);
  const url = mail.text
    .split('\n')
    .find((line) => line.startsWith('http') && new URL(line).pathname.endsWith(pathname));
  if (!url) throw new Error(`No ${pathname} link in mail to ${address}:\n${mail.text}`);
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

let counter = 0;
export const uniqueEmail = (name = 'user') => `${name}.${Date.now().toString(36)}${counter++}@example.com`;

export const PASSWORD = 'correct horse battery';

/** Registers, verifies from the mail and signs in; returns the signed-in browser. */
export async function signedInCustomer(
  h: Harness,
  options: { email?: string; name?: string; remember?: boolean; host?: string; ip?: string } = {},
) {
  const email = options.email ?? uniqueEmail();
  const browser = h.browser({
    ...(options.host && { host: options.host }),
    ...(options.ip && { ip: options.ip }),
  });
  await browser.get('/register');
  await browser.post('/register', {
    name: options.name ?? 'Ada Lovelace',
    email,
    password: PASSWORD,
    country: 'GBR',
  });
  await browser.get(await linkFromMail(h.mailDir, email, '/verify-email'));
  await browser.get('/sign-in');
  const res = await browser.post('/sign-in', {
    identifier: email,
    password: PASSWORD,
    ...(options.remember && { remember: 'on' }),
  });
  if (res.statusCode !== 303)
    throw new Error(`Sign-in failed: ${res.statusCode}\n${res.body.slice(0, 2000)}`);
  // As a browser would: follow the redirect, and with it pick up the new CSRF token.
  await browser.get(locationOf(res));
  return { browser, email };
}
