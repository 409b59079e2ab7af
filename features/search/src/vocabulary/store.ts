import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LOCALE_CODES, type LocaleCode } from '@lightbox/core';
import { localeLanguage, METADATA_LANGUAGES } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';
import { keyWords, termKey } from '../domain/query-text';
import { contentHash, parseVocabulary, type Vocabulary } from './format';
import { forgetTranslations } from './translate';

/** The vocabulary shipped with the demo catalogue: features/search/vocabulary/<locale>.json. */
export const SHIPPED_VOCABULARY_DIR = fileURLToPath(new URL('../../vocabulary', import.meta.url));

export type VocabularySource = 'shipped' | 'operator';

/**
 * The PostgreSQL dictionary that stems the locale's words ("Bergen" → "berg"), or undefined for
 * a language PostgreSQL has no stemmer for (Japanese, Chinese, Thai, Korean, Polish, Czech,
 * Vietnamese): there a term must be typed as written. Pure.
 */
export function stemDictionary(locale: LocaleCode): string | undefined {
  const config: string = METADATA_LANGUAGES[localeLanguage(locale)];
  if (config === 'lb_simple') return undefined;
  return config === 'lb_english' ? 'english_stem' : `${config}_stem`;
}

export interface ImportResult {
  concepts: number;
  terms: number;
}

/**
 * Writes a locale's vocabulary in one transaction. `shipped` replaces every shipped term of the
 * locale; `operator` replaces the operator's terms of the concepts the file names and leaves
 * the rest (the operator extends, concept by concept). New concept ids become concepts.
 */
export async function importVocabulary(
  db: Db,
  locale: LocaleCode,
  vocabulary: Vocabulary,
  source: VocabularySource,
  hash?: string,
): Promise<ImportResult> {
  const rows = Object.entries(vocabulary).flatMap(([concept, terms]) => {
    const seen = new Set<string>();
    return terms.flatMap((term) => {
      const key = termKey(term, locale);
      if (key === '' || seen.has(key)) return [];
      seen.add(key);
      return [{ concept, term: term.trim(), key, words: keyWords(key) }];
    });
  });
  const positions = new Map<string, number>();
  const position = (concept: string) => {
    const next = positions.get(concept) ?? 0;
    positions.set(concept, next + 1);
    return next;
  };
  const placed = rows.map((r) => ({ ...r, position: position(r.concept) }));
  const concepts = Object.keys(vocabulary);
  const dict = stemDictionary(locale) ?? null;
  await db.transaction().execute(async (tx) => {
    await sql`insert into search_concepts (id) select unnest(${concepts}::text[]) on conflict do nothing`.execute(
      tx,
    );
    if (source === 'shipped') {
      await sql`delete from search_concept_terms where locale = ${locale} and source = 'shipped'`.execute(tx);
    } else {
      await sql`delete from search_concept_terms where locale = ${locale} and source = 'operator'
        and concept = any(${concepts}::text[])`.execute(tx);
    }
    await sql`insert into search_concept_terms (locale, concept, source, position, term, match_key, stem_key, words)
      select ${locale}, t.concept, ${source}, t.position, t.term, t.key,
        case when ${dict}::text is null then null else lb_stem_key(${dict}::text, t.key) end, t.words
      from unnest(${placed.map((r) => r.concept)}::text[], ${placed.map((r) => r.position)}::int[],
        ${placed.map((r) => r.term)}::text[], ${placed.map((r) => r.key)}::text[],
        ${placed.map((r) => r.words)}::int[]) as t(concept, position, term, key, words)`.execute(tx);
    if (hash !== undefined) {
      await sql`insert into search_vocabulary_files (locale, source, content_hash) values (${locale}, ${source}, ${hash})
        on conflict (locale, source) do update set content_hash = excluded.content_hash, loaded_at = now()`.execute(
        tx,
      );
    }
  });
  forgetTranslations(db);
  return { concepts: concepts.length, terms: placed.length };
}

export interface ShippedLoad {
  loaded: LocaleCode[];
  unchanged: LocaleCode[];
  /** Locales without a file (the data may not have landed): skipped. */
  absent: LocaleCode[];
}

/**
 * Loads the shipped vocabulary files whose content changed since they were last loaded (a hash
 * per locale), so a start with unchanged files costs one read. A missing locale file is skipped.
 */
export async function loadShippedVocabulary(db: Db, dir = SHIPPED_VOCABULARY_DIR): Promise<ShippedLoad> {
  const present = new Set(
    (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.json')),
  );
  const known = await sql<{ locale: string; content_hash: string }>`select locale, content_hash
    from search_vocabulary_files where source = 'shipped'`.execute(db);
  const hashes = new Map(known.rows.map((r) => [r.locale, r.content_hash]));
  const result: ShippedLoad = { loaded: [], unchanged: [], absent: [] };
  for (const locale of LOCALE_CODES) {
    if (!present.has(`${locale}.json`)) {
      result.absent.push(locale);
      continue;
    }
    const text = await readFile(path.join(dir, `${locale}.json`), 'utf8');
    const hash = contentHash(text);
    if (hashes.get(locale) === hash) {
      result.unchanged.push(locale);
      continue;
    }
    await importVocabulary(db, locale, parseVocabulary(text), 'shipped', hash);
    result.loaded.push(locale);
  }
  return result;
}
