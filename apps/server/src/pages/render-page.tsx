import { randomUUID } from 'node:crypto';
import { chromeComponents } from '@lightbox/chrome';
import { LOCALES } from '@lightbox/core';
import {
  BOOT_SCRIPT_ATTRIBUTE,
  CSRF_META_NAME,
  CsrfProvider,
  compileMessages,
  createTranslator,
  loadMessages,
  loadMessagesFor,
  PAGE_CONTEXT_ELEMENT_ID,
  type PageContext,
  type PageSpec,
  type PageViewer,
  type Slots,
  serializeForScript,
} from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { ClientManifest } from '../build/manifest';
import { COUNTRY_COOKIE } from '../locale-routing';
import { countryOptions, currentCountryKey } from './country-options';
import { criticalCss, pageTokens } from './critical-css';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A remote's marked element, with its server-rendered HTML for the remote to hydrate. */
function RemoteSlot({
  name,
  props,
  hydrate,
  children,
}: {
  name: string;
  props?: Record<string, unknown>;
  /** `idle`: below the fold, so the host hydrates it when the browser has nothing else to do. */
  hydrate?: 'idle';
  children: ReactElement;
}) {
  return (
    <div data-remote={name} data-remote-props={JSON.stringify(props ?? {})} data-remote-hydrate={hydrate}>
      {children}
    </div>
  );
}

/**
 * Scripts a page's HTML loads itself, and the remotes marked in it: `later` ones (hydrated when
 * idle, below the fold) keep loading through remote.json when they mount.
 */
function scriptsOf(html: string): { urls: string[]; firstScreen: string[]; later: string[] } {
  const urls = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1] as string);
  const firstScreen = new Set<string>();
  const later = new Set<string>();
  // Found by the attribute, then its tag around it: a pattern that tried every tag of a 170 KB
  // page was half a millisecond of each render on the server's thread.
  const attribute = ' data-remote="';
  for (let at = html.indexOf(attribute); at >= 0; at = html.indexOf(attribute, at + 1)) {
    const start = at + attribute.length;
    const name = html.slice(start, html.indexOf('"', start));
    const tag = html.slice(html.lastIndexOf('<', at), html.indexOf('>', start));
    if (name) (tag.includes('data-remote-hydrate="idle"') ? later : firstScreen).add(name);
  }
  return { urls, firstScreen: [...firstScreen], later: [...later] };
}

interface DeclaredScript {
  url: string;
  integrity: string;
  /** The remote component the script registers, for the host's loader. */
  remote?: string;
}

const remoteAttribute = (script: DeclaredScript) =>
  script.remote ? ` data-remote-entry="${escapeHtml(script.remote)}"` : '';

/**
 * Downloaded with the page, at the priority of a deferred script (the pictures first), and run
 * by the page boot once the first screen is painted (packages/ui/src/page/boot.ts).
 */
const preloadTag = (script: DeclaredScript) =>
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
  /** What every page ends with (the analytics feature: tracking data, consent banner, its scripts). */
  pageEnd?: (
    request: FastifyRequest,
    reply: FastifyReply,
    page: { spec: PageSpec; context: PageContext },
  ) => Promise<string>;
}

export function createPageRenderer(deps: RenderDeps) {
  const { manifest } = deps;
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
    const slots: Slots = {
      SearchBar: () => (
        <RemoteSlot name="SearchBar">
          <chromeComponents.SearchBar page={page} />
        </RemoteSlot>
      ),
    };
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
    const content = spec.content({ page, t, slots });
    // The search application's root holds its own server-rendered HTML, hydrated as its own root.
    const main = spec.hydrate ? (
      <div
        id={spec.hydrate.rootId}
        dangerouslySetInnerHTML={{
          __html: renderToString(<CsrfProvider token={csrfToken}>{content}</CsrfProvider>),
        }}
      />
    ) : (
      content
    );

    const body = renderToString(
      <CsrfProvider token={csrfToken}>
        <a className="skip-link" href="#main">
          {t.t('page.skipToContent')}
        </a>
        <RemoteSlot name="Header">
          <chromeComponents.Header page={page} />
        </RemoteSlot>
        {spec.searchStrip && (
          <div className="lb-search-strip">
            <div className="container">{slots.SearchBar()}</div>
          </div>
        )}
        <main id="main">{main}</main>
        <RemoteSlot name="Footer" props={footerProps} hydrate="idle">
          <chromeComponents.Footer page={page} {...footerProps} />
        </RemoteSlot>
      </CsrfProvider>,
    );

    const hydrateData = spec.hydrate
      ? `<script type="application/json" id="${spec.hydrate.dataId}">${serializeForScript(spec.hydrate.data)}</script>`
      : '';
    const appScript = spec.hydrate?.script
      ? `<script defer src="${spec.hydrate.script.url}" integrity="${spec.hydrate.script.integrity}" crossorigin="anonymous"></script>`
      : '';
    const end = (await deps.pageEnd?.(request, reply, { spec, context: page })) ?? '';
    const found = scriptsOf(body + appScript + end);
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
      `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${serializeForScript(browserPage)}</script>`,
      hydrateData,
      ...(boot
        ? [
            ...firstScreen.map(preloadTag),
            `<script defer src="${boot.url}" integrity="${boot.integrity}" crossorigin="anonymous"></script>`,
          ]
        : firstScreen.map(deferTag)),
    ].join('');

    const stylesheet = `<link rel="stylesheet" href="${manifest.styles.url}" integrity="${manifest.styles.integrity}" crossorigin="anonymous">`;
    // The first screen's rules inline; the whole sheet last, so it blocks no paint of the page.
    const styles = manifest.styles.rules
      ? {
          head: `<style>${criticalCss(manifest.styles.rules, pageTokens(body + end))}</style>`,
          end: stylesheet,
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
