import { createTranslator, type MessageKey, type Translator } from '../i18n/translator';
import type { PageContext } from './page-context';

function reportMissing(tag: string) {
  const pulse = (
    globalThis as { __lightboxPulse?: { reportError(e: { type: string; message: string }): void } }
  ).__lightboxPulse;
  pulse?.reportError({ type: 'TranslationMissing', message: `JS translation missing: ${tag}` });
}

/**
 * One translator per page's messages and locale, shared by every component that asks: a results
 * page has 60 tiles, and a translator of its own for each meant 60 caches of parsed messages.
 */
const shared = new WeakMap<object, Map<string, Translator<string>>>();

export function pageTranslator<K extends string = MessageKey>(page: PageContext): Translator<K> {
  const key = page.messages ?? EMPTY;
  let byLocale = shared.get(key);
  if (!byLocale) {
    byLocale = new Map();
    shared.set(key, byLocale);
  }
  let translator = byLocale.get(page.locale);
  if (!translator) {
    translator = createTranslator<string>(page.locale, page.messages, reportMissing);
    byLocale.set(page.locale, translator);
  }
  return translator as Translator<K>;
}
const EMPTY = {};

/** The page's translator, typed by the core keys or, for a feature's own strings, by its keys. */
export function useTranslator<K extends string = MessageKey>(page: PageContext): Translator<K> {
  return pageTranslator<K>(page);
}
