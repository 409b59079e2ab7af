import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { isLocaleCode, type LocaleCode, type Site } from '@lightbox/core';
import {
  CSRF_META_NAME,
  createCsrfProtection,
  createPrefixRewriter,
  registerErrorHandler,
} from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import {
  CsrfProvider,
  createTranslator,
  loadMessages,
  type MessageBundle,
  type PageContext,
  registerMessageBundle,
} from '@lightbox/ui';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { renderToString } from 'react-dom/server';
import { marketingMessages } from '../messages/index';
import { type RenderPage, registerMarketingRoutes } from '../routes';
import { marketingMigrationsDir } from '../schema';

/**
 * The marketing feature on its own: a Fastify app with the storefront's prefix routing, the real
 * CSRF protection and a throwaway database, plus a page shell that renders what the tests look
 * at (title, description, the CSRF meta tag, the content).
 */
export const PREMIUM = 'premium.localhost';
export const SUBSCRIPTION = 'subscription.localhost';
/** The storefront's remembered-language cookie: how Danish and Norwegian pages are reached. */
export const LOCALE_COOKIE = 'lb_locale';

export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  get(url: string, options?: { host?: string; cookie?: string }): Promise<LightMyRequestResponse>;
  post(
    url: string,
    form: Record<string, string>,
    options?: { host?: string; cookie?: string },
  ): Promise<LightMyRequestResponse>;
  /** Registers another bundle under the marketing name, e.g. one with a key removed. */
  useMessages(bundle: MessageBundle): void;
  close(): Promise<void>;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const prefixes = createPrefixRewriter();

export async function createHarness(kind: 'pglite' | 'postgres'): Promise<Harness> {
  registerMessageBundle('marketing', marketingMessages);
  const database = await createTestDatabase(kind, [marketingMigrationsDir]);
  const app = Fastify({
    logger: false,
    rewriteUrl: (req) => prefixes.rewriteUrl(req),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  const csrf = createCsrfProtection({ key: 'marketing-test-key-'.repeat(3) });
  csrf.register(app);
  registerErrorHandler(app);

  app.decorateRequest('site', 'premium');
  app.decorateRequest('locale', 'en-us');
  app.decorateRequest('prefix', '');
  app.addHook('onRequest', async (request) => {
    request.site = (request.headers.host ?? '').startsWith('subscription') ? 'subscription' : 'premium';
    const split = prefixes.prefixOf(request.raw);
    const remembered = request.cookies[LOCALE_COOKIE];
    if (split) {
      request.locale = split.locale;
      request.prefix = split.prefix;
    } else if (remembered && isLocaleCode(remembered)) {
      request.locale = remembered;
    }
  });

  const render: RenderPage = async (request, reply, spec) => {
    const locale: LocaleCode = request.locale;
    const messages = await loadMessages(locale);
    const page: PageContext = {
      site: request.site as Site,
      locale,
      prefix: request.prefix,
      messages,
      requestId: String(request.id),
      path: request.url,
    };
    const t = createTranslator(locale, messages);
    const title = typeof spec.title === 'function' ? spec.title(t) : spec.title;
    const description = typeof spec.description === 'function' ? spec.description(t) : spec.description;
    const token = csrf.tokenFor(request, reply);
    const body = renderToString(
      <CsrfProvider token={token}>
        {spec.content({ page, t, slots: { SearchBar: () => <div data-remote="SearchBar" /> } })}
      </CsrfProvider>,
    );
    const html = `<!doctype html><html lang="${locale}"><head><title>${escapeHtml(title)}</title>${
      description ? `<meta name="description" content="${escapeHtml(description)}">` : ''
    }${spec.noindex ? '<meta name="robots" content="noindex">' : ''}<meta name="${CSRF_META_NAME}" content="${token}"></head><body data-page="${spec.name}">${body}</body></html>`;
    return reply
      .code(spec.status ?? 200)
      .type('text/html; charset=utf-8')
      .send(html);
  };

  await registerMarketingRoutes(app, { db: database.db, render });
  await app.ready();

  return {
    app,
    database,
    get: (url, options = {}) =>
      app.inject({
        method: 'GET',
        url,
        headers: {
          host: options.host ?? PREMIUM,
          accept: 'text/html',
          ...(options.cookie && { cookie: options.cookie }),
        },
      }),
    post: (url, form, options = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          host: options.host ?? PREMIUM,
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          ...(options.cookie && { cookie: options.cookie }),
        },
        payload: new URLSearchParams(form).toString(),
      }),
    useMessages: (bundle) => registerMessageBundle('marketing', bundle),
    async close() {
      await app.close();
      await database.dispose();
    },
  };
}

/** The cookies a response sets, as a Cookie header for the next request. */
export function cookiesOf(res: LightMyRequestResponse): string {
  return ([] as string[])
    .concat(res.headers['set-cookie'] ?? [])
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Every same-site address of a page: links and form actions. */
export function sameSiteAddresses(html: string): string[] {
  return [...html.matchAll(/\s(?:href|action)="(\/[^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
}

export function hiddenField(html: string, name: string): string | undefined {
  return new RegExp(`<input type="hidden" name="${name}" value="([^"]*)"`).exec(html)?.[1];
}
