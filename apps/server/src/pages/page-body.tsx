import { chromeComponents } from '@lightbox/chrome';
import { CsrfProvider, type PageContext, type Slots, type Translator } from '@lightbox/ui';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { pageTokens } from './critical-css';

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

/** The SearchBar remote, for the strip under the Header and for pages that place it themselves. */
export const pageSlots = (page: PageContext): Slots => ({
  SearchBar: () => (
    <RemoteSlot name="SearchBar">
      <chromeComponents.SearchBar page={page} />
    </RemoteSlot>
  ),
});

/** What the Footer is given besides the page: the year, the country choices, the current one. */
export type FooterProps = Omit<Parameters<typeof chromeComponents.Footer>[0], 'page'>;

/** Everything of a page's body but its content: plain data, so a page thread can draw it too. */
export interface BodyFrame {
  page: PageContext;
  csrfToken: string | undefined;
  footerProps: FooterProps;
  searchStrip: boolean;
}

/** An application root holds its own server-rendered HTML, hydrated as a root of its own. */
export function appRoot(rootId: string, csrfToken: string | undefined, app: ReactElement): ReactElement {
  return (
    <div
      id={rootId}
      dangerouslySetInnerHTML={{
        __html: renderToString(<CsrfProvider token={csrfToken}>{app}</CsrfProvider>),
      }}
    />
  );
}

/** The body's HTML: skip link, Header, the SearchBar strip, the page's content, Footer. */
export function renderBody(frame: BodyFrame, t: Translator, main: ReactElement): string {
  const { page, csrfToken, footerProps } = frame;
  return renderToString(
    <CsrfProvider token={csrfToken}>
      <a className="skip-link" href="#main">
        {t.t('page.skipToContent')}
      </a>
      <RemoteSlot name="Header">
        <chromeComponents.Header page={page} />
      </RemoteSlot>
      {frame.searchStrip && (
        <div className="lb-search-strip">
          <div className="container">{pageSlots(page).SearchBar()}</div>
        </div>
      )}
      <main id="main">{main}</main>
      <RemoteSlot name="Footer" props={{ ...footerProps }} hydrate="idle">
        <chromeComponents.Footer page={page} {...footerProps} />
      </RemoteSlot>
    </CsrfProvider>,
  );
}

/** Scripts a piece of a page loads itself, and the remotes marked in it (scriptsOf). */
export interface PageScripts {
  urls: string[];
  firstScreen: string[];
  later: string[];
}

/**
 * Scripts a page's HTML loads itself, and the remotes marked in it: `later` ones (hydrated when
 * idle, below the fold) keep loading through remote.json when they mount.
 */
export function scriptsOf(html: string): PageScripts {
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

/**
 * A body with what the page around it needs to know of it: its class and id tokens (for the
 * first screen's styles) and its scripts. Found where the body was drawn, so a page thread spends
 * that time, not the server's thread.
 */
export interface DrawnBody {
  body: string;
  tokens: string[];
  scripts: PageScripts;
}

export const drawnBody = (body: string): DrawnBody => ({
  body,
  tokens: [...pageTokens(body)],
  scripts: scriptsOf(body),
});
