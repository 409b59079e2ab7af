import { randomUUID } from 'node:crypto';
import { LOCALES } from '@lightbox/core';
import { AppError, type JobThreads } from '@lightbox/platform';
import {
  BOOT_LATER_ATTRIBUTE,
  BOOT_SCRIPT_ATTRIBUTE,
  BOOT_SCRIPTS_ATTRIBUTE,
  CSRF_META_NAME,
  compileMessages,
  createTranslator,
  loadMessages,
  loadMessagesFor,
  PAGE_CONTEXT_ELEMENT_ID,
  type PageContext,
  type PageSpec,
  type PageViewer,
  serializeForScript,
  serializePageContext,
  type Translator,
} from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientManifest } from '../build/manifest';
import { COUNTRY_COOKIE } from '../locale-routing';
import { APP_BODY_JOB, type AppBodyAnswer, type AppBodyRequest } from './app-body';
import { countryOptions, currentCountryKey } from './country-options';
import { criticalCss, pageTokens } from './critical-css';
import {
  appRoot,
  type BodyFrame,
  type DrawnBody,
  drawnBody,
  pageSlots,
  renderBody,
  scriptsOf,
} from './page-body';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

interface DeclaredScript {
  url: string;
  integrity: string;
  /** The remote component the script registers, for the host's loader. */
  remote?: string;
}

const remoteAttribute = (script: DeclaredScript) =>
  script.remote ? ` data-remote-entry="${escapeHtml(script.remote)}"` : '';

/**
 * A first-screen script as the page declares it, inside the boot's inert template: fetched and
 * run by the page boot once the first screen is painted (packages/ui/src/page/boot.ts).
 */
const declaredTag = (script: DeclaredScript) =>
  `<link rel="preload" as="script" href="${script.url}" integrity="${script.integrity}" crossorigin="anonymous" fetchpriority="low" ${BOOT_SCRIPT_ATTRIBUTE}${remoteAttribute(script)}>`;

/** Deferred scripts run in document order, after the HTML is parsed. */
const deferTag = (script: DeclaredScript) =>
  `<script defer src="${script.url}" integrity="${script.integrity}" crossorigin="anonymous"${remoteAttribute(script)}></script>`;

export interface RenderDeps {
  manifest: ClientManifest;
  /** This request's CSRF token: a meta tag for the browser, and the context every CsrfField reads. */
  csrfToken?: (request: FastifyRequest, reply: FastifyReply) => string;
  /** Who is looking (the accounts feature), for the Header and every remote. */
  viewer?: (request: FastifyRequest, reply: FastifyReply) => Promise<PageViewer>;
  /** How many items the visitor's cart holds (the purchase feature), for the Header. */
  cartCount?: (request: FastifyRequest, reply: FastifyReply) => Promise<number>;
  /**
   * The built script of a remote as a site maps it, or undefined when the site has none: remotes
   * on the first screen are declared in the HTML, so they load beside the host runtime instead
   * of after it and their remote.json.
   */
  remoteEntry?: (
    site: PageContext['site'],
    name: string,
  ) => { remoteEntry: string; integrity: string } | undefined;
  /** Threads that draw application pages (page-threads.ts); without them, pages are drawn here. */
  pageThreads?: Pick<JobThreads, 'job'>;
  /** What every page ends with (the analytics feature: tracking data, consent banner, its scripts). */
  pageEnd?: (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { spec: PageSpec; context: PageContext },
  ) => Promise<string>;
}

/** A page's body drawn on the server's thread, from its spec's content. */
function bodyHere(frame: BodyFrame, t: Translator, spec: PageSpec): string {
  const content = spec.content({ page: frame.page, t, slots: pageSlots(frame.page) });
  const main = spec.hydrate ? appRoot(spec.hydrate.rootId, frame.csrfToken, content) : content;
  return renderBody(frame, t, main);
}

export function createPageRenderer(deps: RenderDeps) {
  const { manifest } = deps;

  /** An application page's body from a page thread, or undefined when none can draw it. */
  async function bodyInThread(
    request: FastifyRequest,
    frame: BodyFrame,
    spec: PageSpec,
  ): Promise<DrawnBody | undefined> {
    const app = spec.hydrate?.app;
    if (!deps.pageThreads || !app || !spec.hydrate) return undefined;
    const { messages: _drawnWithItsOwn, ...page } = frame.page;
    const job: AppBodyRequest = {
      frame: { ...frame, page },
      app,
      rootId: spec.hydrate.rootId,
      data: spec.hydrate.data,
    };
    try {
      let answer = await deps.pageThreads.job<AppBodyAnswer>(APP_BODY_JOB, 'renderAppBody', [job]);
      if ('needsMessages' in answer) {
        answer = await deps.pageThreads.job<AppBodyAnswer>(APP_BODY_JOB, 'renderAppBody', [
          job,
          frame.page.messages,
        ]);
      }
      if ('needsMessages' in answer) return undefined;
      const { missing, ...drawn } = answer;
      for (const tag of missing) request.log.warn({ tag }, 'translation missing');
      return drawn;
    } catch (error) {
      // The thread stopped (it is started again): this page is drawn here meanwhile.
      if (error instanceof AppError && error.code === 'unavailable') return undefined;
      throw error;
    }
  }

  return async function renderPage(request: FastifyRequest, reply: FastifyReply, spec: PageSpec) {
    const { site, locale, prefix } = request;
    const messages = await loadMessages(locale);
    const viewer = await deps.viewer?.(request, reply);
    const cartCount = await deps.cartCount?.(request, reply);
    const csrfToken = deps.csrfToken?.(request, reply);
    const page: PageContext = {
      site,
      locale,
      prefix,
      messages,
      requestId: String(request.id ?? randomUUID()),
      path: request.url,
      ...(spec.phrase !== undefined && { phrase: spec.phrase }),
      ...(spec.assetType !== undefined && { assetType: spec.assetType }),
      ...(spec.family !== undefined && { family: spec.family }),
      ...(viewer && { viewer }),
      ...(cartCount !== undefined && { cartCount }),
    };
    const t = createTranslator(locale, messages, (tag) => request.log.warn({ tag }, 'translation missing'));
    const footerProps = {
      year: new Date().getUTCFullYear(),
      countries: countryOptions(site, locale),
      currentCountry: currentCountryKey(site, locale, request.cookies[COUNTRY_COOKIE]),
    };
    const siteName = t.t(site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
    const ownTitle = typeof spec.title === 'function' ? spec.title(t) : spec.title;
    const description = typeof spec.description === 'function' ? spec.description(t) : spec.description;
    const title = ownTitle
      ? `${ownTitle} | ${siteName}`
      : `${siteName} | ${t.t(site === 'premium' ? 'site.premium.tagline' : 'site.subscription.tagline')}`;
    const frame: BodyFrame = { page, csrfToken, footerProps, searchStrip: spec.searchStrip ?? false };
    // A page thread draws the body while this thread asks for the page's end.
    const [drawn, end] = await Promise.all([
      bodyInThread(request, frame, spec),
      deps.pageEnd?.(request, reply, { spec, context: page }) ?? '',
    ]);
    const { body, tokens, scripts: bodyScripts } = drawn ?? drawnBody(bodyHere(frame, t, spec));

    const hydrateData = spec.hydrate
      ? `<script type="application/json" id="${spec.hydrate.dataId}">${serializeForScript(spec.hydrate.data)}</script>`
      : '';
    const appScript = spec.hydrate?.script
      ? `<script defer src="${spec.hydrate.script.url}" integrity="${spec.hydrate.script.integrity}" crossorigin="anonymous"></script>`
      : '';
    const rest = scriptsOf(appScript + end);
    const found = {
      urls: [...bodyScripts.urls, ...rest.urls],
      firstScreen: [...new Set([...bodyScripts.firstScreen, ...rest.firstScreen])],
      later: [...new Set([...bodyScripts.later, ...rest.later])],
    };
    const entries = (names: string[]) =>
      names.flatMap((name) => {
        const entry = deps.remoteEntry?.(site, name);
        return entry ? [{ name, ...entry }] : [];
      });
    const remoteScripts = entries(found.firstScreen);
    // The browser's translation set: the core keys and those the page's scripts can ask for.
    const scopes = [
      ...found.urls,
      ...[...remoteScripts, ...entries(found.later)].map((r) => r.remoteEntry),
    ].flatMap((url) => manifest.messageScopes?.[url] ?? []);
    const browserPage: PageContext = {
      ...page,
      messages: compileMessages(
        manifest.messageScopes
          ? await loadMessagesFor(
              locale,
              scopes.flatMap((scope) => scope.features),
              scopes.flatMap((scope) => scope.keys),
            )
          : messages,
      ),
    };
    // In the order they run: the host runtime first, which shares React with the others.
    const firstScreen: DeclaredScript[] = [
      manifest.host,
      ...remoteScripts.map((r) => ({ url: r.remoteEntry, integrity: r.integrity, remote: r.name })),
      ...(spec.hydrate?.script ? [spec.hydrate.script] : []),
    ];
    // A page whose own markup loads scripts (the boards pages) keeps them all deferred: those
    // start at DOMContentLoaded and expect the host runtime to have run by then.
    const boot = manifest.boot && !/<script[^>]*\ssrc=/.test(body) ? manifest.boot : undefined;
    const scripts = [
      `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${serializePageContext(browserPage)}</script>`,
      hydrateData,
      ...(boot
        ? [
            `<template ${BOOT_SCRIPTS_ATTRIBUTE}>${firstScreen.map(declaredTag).join('')}</template>`,
            `<script defer src="${boot.url}" integrity="${boot.integrity}" crossorigin="anonymous"></script>`,
          ]
        : firstScreen.map(deferTag)),
    ].join('');

    const stylesheet = `<link rel="stylesheet" href="${manifest.styles.url}" integrity="${manifest.styles.integrity}" crossorigin="anonymous">`;
    // The first screen's rules inline; the whole sheet last, so it blocks no paint of the page:
    // with the boot, fetched once the first screen is painted (without scripts, at once).
    const styles = manifest.styles.rules
      ? {
          head: `<style>${criticalCss(manifest.styles.rules, new Set([...tokens, ...pageTokens(end)]))}</style>`,
          end: boot
            ? `<template ${BOOT_LATER_ATTRIBUTE}>${stylesheet}</template><noscript>${stylesheet}</noscript>`
            : stylesheet,
        }
      : { head: stylesheet, end: '' };

    const html = `<!doctype html>
<html lang="${LOCALES[locale].bcp47}" dir="${LOCALES[locale].direction}" data-site="${site}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${csrfToken ? `<meta name="${CSRF_META_NAME}" content="${escapeHtml(csrfToken)}">` : ''}
<title>${escapeHtml(title)}</title>
${description ? `<meta name="description" content="${escapeHtml(description)}">` : ''}
${spec.noindex ? '<meta name="robots" content="noindex">' : ''}
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${styles.head}
</head>
<body data-page="${escapeHtml(spec.name)}">${body}${scripts}${end}${styles.end}</body>
</html>`;
    return reply
      .code(spec.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  };
}
