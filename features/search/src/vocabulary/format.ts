import { createHash } from 'node:crypto';
import { isLocaleCode, type LocaleCode } from '@lightbox/core';
import { z } from 'zod';

/**
 * The vocabulary file format (README "Search in the visitor's language"): one JSON object per
 * locale whose keys are concept ids (the catalogue's English keywords) and whose values are the
 * terms a searcher in that locale types for the concept, the preferred term first.
 */

/** The longest term accepted (a keyword phrase, never a sentence). */
export const TERM_MAX_LENGTH = 100;
/** Terms per concept at most. */
export const TERMS_PER_CONCEPT_MAX = 20;

const vocabularySchema = z.record(
  z.string().trim().min(1).max(TERM_MAX_LENGTH),
  z.array(z.string().trim().min(1).max(TERM_MAX_LENGTH)).min(1).max(TERMS_PER_CONCEPT_MAX),
);

/** Concept id → terms, preferred first. */
export type Vocabulary = Readonly<Record<string, readonly string[]>>;

export class VocabularyFormatError extends Error {}

/** Reads a vocabulary file's text; throws VocabularyFormatError with the first problem. */
export function parseVocabulary(text: string): Vocabulary {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new VocabularyFormatError(`not JSON: ${(error as Error).message}`);
  }
  const parsed = vocabularySchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.map(String).join(' → ')}` : '';
    throw new VocabularyFormatError(`not a vocabulary${where}: ${issue?.message ?? 'invalid'}`);
  }
  return parsed.data;
}

/** The locale a vocabulary is for, checked; throws VocabularyFormatError. */
export function vocabularyLocale(value: string | undefined): LocaleCode {
  if (value && isLocaleCode(value)) return value;
  throw new VocabularyFormatError(`unknown locale "${value ?? ''}"`);
}

/** A file's content hash: a shipped file is loaded again only when it changed. */
export function contentHash(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface Coverage {
  /** Concepts of the reference (en-us) vocabulary. */
  total: number;
  /** Of those, with at least one term in this locale. */
  covered: number;
  missing: string[];
}

/** Which of the reference's concepts a locale's vocabulary has terms for. Pure. */
export function vocabularyCoverage(reference: Vocabulary, vocabulary: Vocabulary): Coverage {
  const ids = Object.keys(reference);
  const missing = ids.filter((id) => !(vocabulary[id]?.some((t) => t.trim() !== '') ?? false));
  return { total: ids.length, covered: ids.length - missing.length, missing };
}
