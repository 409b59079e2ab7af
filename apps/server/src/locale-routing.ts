import type { IncomingMessage } from 'node:http';
import {
  buildUrl,
  isLocaleCode,
  isSafeReturnUrl,
  type LocaleCode,
  type PathPrefix,
  prefixForLocale,
  type SplitPath,
} from '@lightbox/core';
import { createPrefixRewriter } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { siteCountryPages } from './pages/country-options';

/**
 * Country-language prefixes (spec section 2): '/de/search/2/image' is routed as
 * '/search/2/image' with locale de. A visitor's choice is remembered in a cookie, and an
 * unprefixed page address then redirects to their prefix.
 */
export const LOCALE_COOKIE = 'lb_locale';
export const COUNTRY_COOKIE = 'lb_country';
const ONE_YEAR_S = 365 * 24 * 3600;

function splitUrl(url: string): { pathname: string; search: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, search: '' } : { pathname: url.slice(0, q), search: url.slice(q) };
}

const prefixes = createPrefixRewriter();

/** Fastify's rewriteUrl hook: routes see the address without its prefix. */
export const rewritePrefixedUrl = (req: IncomingMessage): string => prefixes.rewriteUrl(req);
export const prefixOf = (req: IncomingMessage): SplitPath | undefined => prefixes.prefixOf(req);

export function localeFromCookie(value: string | undefined): LocaleCode | undefined {
  return value && isLocaleCode(value) ? value : undefined;
}

const wantsPage = (request: FastifyRequest) =>
  request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');

/**
 * Sets request.locale and request.prefix; answers with a redirect when the address should
 * carry another prefix (an alias such as /en, or a remembered choice).
 */
export function resolveLocale(request: FastifyRequest, reply: FastifyReply): FastifyReply | undefined {
  const split = prefixOf(request.raw);
  const { search } = splitUrl(request.url);
  if (split) {
    const canonical = prefixForLocale(split.locale);
    if (!split.isCanonical)
      return reply.redirect(`${canonical}${split.rest === '/' ? '' : split.rest}${search}` || '/', 301);
    request.locale = split.locale;
    request.prefix = split.prefix;
    return undefined;
  }
  const remembered = localeFromCookie(request.cookies[LOCALE_COOKIE]);
  if (remembered && wantsPage(request)) {
    const prefix = prefixForLocale(remembered);
    if (prefix !== '') return reply.redirect(buildUrl(request.url, { prefix }), 302);
    request.locale = remembered;
  }
  return undefined;
}

export function registerLocaleRoutes(app: FastifyInstance) {
  /** The Footer's country and language form: remember the choice, go back to the same page in it. */
  app.get<{ Querystring: { choice?: string; returnurl?: string } }>('/locale', async (request, reply) => {
    const { choice, returnurl } = request.query;
    const entry = siteCountryPages(request.site).find((p) => p.countryKey === choice);
    if (!entry) {
      return reply
        .code(400)
        .send({ error: 'bad_request', message: 'Choose one of the listed countries and languages.' });
    }
    const { locale, countryCode: country } = entry;
    const cookie = {
      path: '/',
      maxAge: ONE_YEAR_S,
      sameSite: 'lax' as const,
      httpOnly: true,
      secure: request.protocol === 'https',
    };
    reply.setCookie(LOCALE_COOKIE, locale, cookie);
    reply.setCookie(COUNTRY_COOKIE, country, cookie);
    const back = isSafeReturnUrl(returnurl) ? returnurl : '/';
    const prefix: PathPrefix = prefixForLocale(locale);
    return reply.redirect(buildUrl(back, { prefix }), 303);
  });
}
