import { randomUUID } from 'node:crypto';
import { chromeComponents } from '@lightbox/chrome';
import { LOCALES } from '@lightbox/core';
import {
  CSRF_META_NAME,
  CsrfProvider,
  createTranslator,
  loadMessages,
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

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A remote's marked element, with its server-rendered HTML for the remote to hydrate. */
function RemoteSlot({
  name,
  props,
  children,
}: {
  name: string;
  props?: Record<string, unknown>;
  children: ReactElement;
}) {
  return (
    <div data-remote={name} data-remote-props={JSON.stringify(props ?? {})}>
      {children}
    </div>
  );
}

export interface RenderDeps {
  manifest: ClientManifest;
  /** This request's CSRF token: a meta tag for the browser, and the context every CsrfField reads. */
  csrfToken?: (request: FastifyRequest, reply: FastifyReply) => string;
  /** Who is looking (the accounts feature), for the Header and every remote. */
  viewer?: (request: FastifyRequest, reply: FastifyReply) => Promise<PageViewer>;
  /** How many items the visitor's cart holds (the purchase feature), for the Header. */
  cartCount?: (request: FastifyRequest, reply: FastifyReply) => Promise<number>;
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
        <RemoteSlot name="Footer" props={footerProps}>
          <chromeComponents.Footer page={page} {...footerProps} />
        </RemoteSlot>
      </CsrfProvider>,
    );

    const scripts = [
      `<script type="application/json" id="${PAGE_CONTEXT_ELEMENT_ID}">${serializeForScript(page)}</script>`,
      spec.hydrate
        ? `<script type="application/json" id="${spec.hydrate.dataId}">${serializeForScript(spec.hydrate.data)}</script>`
        : '',
      `<script defer src="${manifest.host.url}" integrity="${manifest.host.integrity}" crossorigin="anonymous"></script>`,
      spec.hydrate?.script
        ? `<script defer src="${spec.hydrate.script.url}" integrity="${spec.hydrate.script.integrity}" crossorigin="anonymous"></script>`
        : '',
    ].join('');
    const end = (await deps.pageEnd?.(request, reply, { spec, context: page })) ?? '';

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
<link rel="stylesheet" href="${manifest.styles.url}" integrity="${manifest.styles.integrity}" crossorigin="anonymous">
</head>
<body data-page="${escapeHtml(spec.name)}">${body}${scripts}${end}</body>
</html>`;
    return reply
      .code(spec.status ?? 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(html);
  };
}
