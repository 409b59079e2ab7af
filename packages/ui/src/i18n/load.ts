import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import type { Messages } from './messages/en-us';

/**
 * Translation sets load lazily, one module per locale, on first use; the server caches them
 * and embeds the set a page needs. An unknown locale falls back to the source.
 */
export const SOURCE_LOCALE = 'en-us';

/** The storefront's own strings (header, footer, search page, errors), every feature's base. */
/**
 * The core sets are imported through a URL that esbuild cannot follow at build time: browser
 * bundles import this module for its types and helpers, and must not carry all 25 sets (each
 * page embeds the one it needs). Only the server calls the loaders.
 */
export const coreMessageBundle = defineMessageBundle(
  (locale) => import(/* @vite-ignore */ new URL(`./messages/${locale}.ts`, import.meta.url).href),
) as Record<string, () => Promise<{ default: Messages }>>;

/** A page's full translation set: the core keys plus every registered feature's keys. */
export type PageMessages = Messages & Record<string, string>;

/** A feature's own strings: one lazily loaded module per locale, keyed by locale code. */
export type MessageBundle = Record<string, () => Promise<{ default: Record<string, string> }>>;

/**
 * A bundle with one module per shipped locale, each imported only when first asked for. The
 * caller imports its own folder's module, named after the locale code:
 * `defineMessageBundle((locale) => import(\`./${locale}.ts\`))`.
 */
export function defineMessageBundle(
  load: (locale: LocaleCode) => Promise<{ default: Record<string, string> }>,
): MessageBundle {
  return Object.fromEntries(LOCALE_CODES.map((locale) => [locale, () => load(locale)]));
}

const bundles = new Map<string, MessageBundle>();
const cache = new Map<string, Promise<PageMessages>>();
const scopedCache = new Map<string, Promise<PageMessages>>();

export function availableMessageLocales(): string[] {
  return Object.keys(coreMessageBundle);
}

/**
 * Features register their bundles at start-up (the server app does it); keys are namespaced
 * by feature ('account.signIn.title'), so bundles never collide.
 */
export function registerMessageBundle(name: string, bundle: MessageBundle): void {
  if (!bundle[SOURCE_LOCALE]) throw new Error(`Message bundle ${name} has no ${SOURCE_LOCALE} source`);
  bundles.set(name, bundle);
  cache.clear();
  scopedCache.clear();
}

async function loadBundle(bundle: MessageBundle, locale: string): Promise<Record<string, string>> {
  const load = bundle[locale] ?? bundle[SOURCE_LOCALE]!;
  return (await load()).default;
}

export function loadMessages(locale: string): Promise<PageMessages> {
  const key = locale in coreMessageBundle ? locale : SOURCE_LOCALE;
  let pending = cache.get(key);
  if (!pending) {
    pending = (async () => {
      const core = (await coreMessageBundle[key]!()).default;
      const extra = await Promise.all([...bundles.values()].map((b) => loadBundle(b, key)));
      return Object.assign({}, core, ...extra) as PageMessages;
    })();
    cache.set(key, pending);
  }
  return pending;
}

/**
 * The core keys, the named bundles' keys and the other keys listed: what a page's browser code
 * can ask for, so a page does not carry every feature's strings.
 */
export function loadMessagesFor(
  locale: string,
  bundleNames: Iterable<string>,
  keys: Iterable<string> = [],
): Promise<PageMessages> {
  const key = locale in coreMessageBundle ? locale : SOURCE_LOCALE;
  const names = [...new Set(bundleNames)].filter((name) => bundles.has(name)).sort();
  const picked = [...new Set(keys)].sort();
  const cacheKey = `${key}:${names.join(',')}:${picked.join(',')}`;
  let pending = scopedCache.get(cacheKey);
  if (!pending) {
    pending = (async () => {
      const core = (await coreMessageBundle[key]!()).default;
      const extra = await Promise.all(names.map((name) => loadBundle(bundles.get(name)!, key)));
      const all: Record<string, string> = picked.length > 0 ? await loadMessages(key) : {};
      const chosen = Object.fromEntries(picked.flatMap((k) => (all[k] === undefined ? [] : [[k, all[k]]])));
      return Object.assign({}, core, ...extra, chosen) as PageMessages;
    })();
    scopedCache.set(cacheKey, pending);
  }
  return pending;
}
