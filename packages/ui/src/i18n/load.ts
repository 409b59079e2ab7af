import type { Messages } from './messages/en-us';

/**
 * Translation sets load lazily, one module per locale, on first use; the server caches them
 * and embeds the set a page needs. Locales without a file yet fall back to the source.
 */
export const SOURCE_LOCALE = 'en-us';

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  'en-us': () => import('./messages/en-us'),
};

const cache = new Map<string, Promise<Messages>>();

export function availableMessageLocales(): string[] {
  return Object.keys(loaders);
}

export function loadMessages(locale: string): Promise<Messages> {
  const key = locale in loaders ? locale : SOURCE_LOCALE;
  let pending = cache.get(key);
  if (!pending) {
    pending = loaders[key]!().then((m) => m.default);
    cache.set(key, pending);
  }
  return pending;
}
