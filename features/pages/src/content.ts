import { readFile } from 'node:fs/promises';
import { DEFAULT_LOCALE, type InfoPage, type LocaleCode } from '@lightbox/core';

/**
 * The texts of the legal and information pages: one Markdown file per page and locale under
 * `features/pages/content/<locale>/<page>.md`, which the operator edits. A locale without its own
 * file shows the American English text (and says so). Files are read on each request, so an
 * edit shows at once without a restart.
 */
export const CONTENT_DIR = new URL('../content/', import.meta.url);

export interface Document {
  /** Markdown with the placeholders filled in. */
  markdown: string;
  /** The locale the text is written in: the page's own, or the fallback. */
  language: LocaleCode;
}

export interface Operator {
  site: string;
  seller: string;
  address: string;
}

async function readText(locale: LocaleCode, page: InfoPage): Promise<string | undefined> {
  try {
    return await readFile(new URL(`${locale}/${page}.md`, CONTENT_DIR), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** `{site}`, `{seller}` and `{address}` (", the address" when the operator set one). */
export function fillPlaceholders(text: string, operator: Operator): string {
  return text
    .replaceAll('{site}', operator.site)
    .replaceAll('{seller}', operator.seller)
    .replaceAll('{address}', operator.address ? `, ${operator.address}` : '');
}

export async function loadDocument(
  page: InfoPage,
  locale: LocaleCode,
  operator: Operator,
): Promise<Document> {
  const own = await readText(locale, page);
  const text = own ?? (await readText(DEFAULT_LOCALE, page));
  if (text === undefined) throw new Error(`No text for the ${page} page in ${CONTENT_DIR.pathname}`);
  return {
    markdown: fillPlaceholders(text, operator),
    language: own === undefined ? DEFAULT_LOCALE : locale,
  };
}
