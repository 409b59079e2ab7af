import type { Messages } from './messages/en-us';

/**
 * Translation sets load lazily, one module per locale, on first use; the server caches them
 * and embeds the set a page needs. An unknown locale falls back to the source.
 */
export const SOURCE_LOCALE = 'en-us';

const loaders: Record<string, () => Promise<{ default: Messages }>> = {
  'en-us': () => import('./messages/en-us'),
  'en-gb': () => import('./messages/en-gb'),
  de: () => import('./messages/de'),
  fr: () => import('./messages/fr'),
  es: () => import('./messages/es'),
  it: () => import('./messages/it'),
  ja: () => import('./messages/ja'),
  ko: () => import('./messages/ko'),
  'pt-br': () => import('./messages/pt-br'),
  'pt-pt': () => import('./messages/pt-pt'),
  nl: () => import('./messages/nl'),
  sv: () => import('./messages/sv'),
  fi: () => import('./messages/fi'),
  da: () => import('./messages/da'),
  nb: () => import('./messages/nb'),
  pl: () => import('./messages/pl'),
  cs: () => import('./messages/cs'),
  hu: () => import('./messages/hu'),
  ro: () => import('./messages/ro'),
  ru: () => import('./messages/ru'),
  tr: () => import('./messages/tr'),
  th: () => import('./messages/th'),
  id: () => import('./messages/id'),
  vi: () => import('./messages/vi'),
  'zh-hk': () => import('./messages/zh-hk'),
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
