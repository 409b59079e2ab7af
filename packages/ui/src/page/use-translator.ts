import { useMemo } from 'react';
import { createTranslator, type MessageKey, type Translator } from '../i18n/translator';
import type { PageContext } from './page-context';

function reportMissing(tag: string) {
  const pulse = (
    globalThis as { __lightboxPulse?: { reportError(e: { type: string; message: string }): void } }
  ).__lightboxPulse;
  pulse?.reportError({ type: 'TranslationMissing', message: `JS translation missing: ${tag}` });
}

export function useTranslator(page: PageContext): Translator {
  return useMemo(
    () => createTranslator(page.locale, page.messages, reportMissing),
    [page.locale, page.messages],
  );
}
