import type { PathPrefix, Site } from '@lightbox/core';
import type { MessageSource } from '../i18n/compile';

/** Authentication states of spec section 4; 'anonymous' is the spec's unregistered visitor. */
export type AuthState = 'logged_out' | 'remembered_secure' | 'remembered' | 'authenticated' | 'anonymous';
export type TeamRole = 'member' | 'leader';

/** Who is looking at the page, as far as its remotes need to know. Never holds a secret. */
export interface PageViewer {
  authState: AuthState;
  /** Present when the visitor is recognised (signed in or remembered). */
  displayName?: string;
  teamRole?: TeamRole;
}

/** What every page tells its remotes and the search application; embedded once as JSON. */
export interface PageContext {
  site: Site;
  locale: string;
  /** Country-language path prefix, '' for the default locale. */
  prefix: PathPrefix;
  /** Strings on the server; in the browser, ICU messages arrive parsed (i18n/compile.ts). */
  messages: Readonly<Record<string, MessageSource>>;
  requestId: string;
  /** The current address without its prefix, for links that come back here. */
  path: string;
  /** Phrase and media type currently searched, so the SearchBar can show them. */
  phrase?: string;
  assetType?: 'image' | 'film' | 'videotemplate';
  /** The family searched, so the SearchBar keeps the scope (absent: both). */
  family?: string;
  viewer?: PageViewer;
  /** Items in the visitor's cart, for the Header's cart link. */
  cartCount?: number;
}

export const PAGE_CONTEXT_ELEMENT_ID = 'lb-page';

const SCRIPT_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** JSON that is safe inside a <script> element: no '</script>' or HTML comment can close it. */
export function serializeForScript(value: unknown): string {
  // One pass over what is often 20–60 KB of JSON on every page.
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c]!);
}

export function readPageContext(doc: Document): PageContext {
  const el = doc.getElementById(PAGE_CONTEXT_ELEMENT_ID);
  if (!el?.textContent) throw new Error('Page context is missing');
  return JSON.parse(el.textContent) as PageContext;
}

const messagesJson = new WeakMap<object, string>();

/**
 * The page context as serializeForScript gives it, its messages last. A page's messages are one
 * of a few cached sets (20–40 KB of JSON each), so each set is serialized once, not per page.
 */
export function serializePageContext(page: PageContext): string {
  const { messages, ...rest } = page;
  let json = messagesJson.get(messages);
  if (json === undefined) {
    json = serializeForScript(messages);
    messagesJson.set(messages, json);
  }
  return `${serializeForScript(rest).slice(0, -1)},"messages":${json}}`;
}
