import { useMemo } from 'react';
import { createTranslator, type MessageKey, type Translator } from '../i18n/translator';
import type { PageContext } from './page-context';

function reportMissing(tag: string) {
  const pulse = (
    globalThis as { __lightboxPulse?: { reportError(e: { type: string; message: string }): void } }
  ).__lightboxPulse;
  pulse?.reportError({ type: 'TranslationMissing', message: `JS translation missing: ${tag}` });
}

/**
 * One translator per message set and locale, shared by every component that asks: a results
 * page has a save button per tile, and making a translator (its number and date formats) for
 * each took a fifth of the page's server rendering.
 */
const translators = new WeakMap<object, Map<string, Translator<string>>>();

function translatorFor<K extends string>(page: PageContext): Translator<K> {
  if (!page.messages) return createTranslator<K>(page.locale, page.messages, reportMissing);
  let byLocale = translators.get(page.messages);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(page.messages, byLocale);
  }
  let translator = byLocale.get(page.locale);
  if (!translator) {
    translator = createTranslator<string>(page.locale, page.messages, reportMissing);
    byLocale.set(page.locale, translator);
  }
  return translator as Translator<K>;
}

/** The page's translator, typed by the core keys or, for a feature's own strings, by its keys. */
export function useTranslator<K extends string = MessageKey>(page: PageContext): Translator<K> {
  return useMemo(() => translatorFor<K>(page), [page.locale, page.messages]);
}
