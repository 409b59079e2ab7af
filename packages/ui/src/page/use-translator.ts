import { useMemo } from 'react';
import { createTranslator, type MessageKey, type Translator } from '../i18n/translator';
import type { PageContext } from './page-context';

function reportMissing(tag: string) {
  const pulse = (
    globalThis as { __lightboxPulse?: { reportError(e: { type: string; message: string }): void } }
  ).__lightboxPulse;
  pulse?.reportError({ type: 'TranslationMissing', message: `JS translation missing: ${tag}` });
}

/** The page's translator, typed by the core keys or, for a feature's own strings, by its keys. */
export function useTranslator<K extends string = MessageKey>(page: PageContext): Translator<K> {
  return useMemo(
    () => createTranslator<K>(page.locale, page.messages, reportMissing),
    [page.locale, page.messages],
  );
}
