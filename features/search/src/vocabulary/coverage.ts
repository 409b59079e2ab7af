import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { type Coverage, parseVocabulary, VocabularyFormatError, vocabularyCoverage } from './format';
import { SHIPPED_VOCABULARY_DIR } from './store';

/** The reference vocabulary: its concept ids are the ones every locale must cover. */
export const REFERENCE_LOCALE: LocaleCode = 'en-us';

export interface LocaleVocabularyCoverage {
  locale: LocaleCode;
  /** Undefined when the locale's file is missing or unreadable (see problem). */
  coverage?: Coverage;
  problem?: string;
}

/**
 * Each locale's coverage of the reference's concepts in the shipped files (npm run
 * check:locales). Undefined when no vocabulary is shipped at all; once any file is, every
 * locale must have one, covering every concept with at least one term.
 */
export async function shippedVocabularyCoverage(
  dir = SHIPPED_VOCABULARY_DIR,
): Promise<LocaleVocabularyCoverage[] | undefined> {
  const files = new Set((await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')));
  if (files.size === 0) return undefined;
  const read = async (locale: LocaleCode) =>
    parseVocabulary(await readFile(path.join(dir, `${locale}.json`), 'utf8'));
  const reference = files.has(`${REFERENCE_LOCALE}.json`) ? await read(REFERENCE_LOCALE) : undefined;
  const rows: LocaleVocabularyCoverage[] = [];
  for (const locale of LOCALE_CODES) {
    if (!files.has(`${locale}.json`)) {
      rows.push({ locale, problem: 'no vocabulary file' });
      continue;
    }
    try {
      const vocabulary = await read(locale);
      if (!reference) rows.push({ locale, problem: `no ${REFERENCE_LOCALE}.json to compare with` });
      else rows.push({ locale, coverage: vocabularyCoverage(reference, vocabulary) });
    } catch (error) {
      if (!(error instanceof VocabularyFormatError)) throw error;
      rows.push({ locale, problem: error.message });
    }
  }
  return rows;
}

/** Whether a locale's shipped vocabulary is complete. Pure. */
export function isComplete(row: LocaleVocabularyCoverage): boolean {
  return row.problem === undefined && row.coverage !== undefined && row.coverage.missing.length === 0;
}
