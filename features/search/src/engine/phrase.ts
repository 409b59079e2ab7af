import {
  CATALOGUE_LANGUAGE,
  isAssetIdSearch,
  METADATA_LANGUAGES,
  type SearchParameters,
  type TextSearchConfig,
} from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';
import type { PreparedSearch } from './prepared-search';

/**
 * How the phrase becomes a full-text query (phraseprocessing):
 * - default: web-search syntax: "quoted phrases", -exclusions and OR; words are stemmed.
 * - includenaturallanguage: a sentence, read loosely: any of its words may match, and assets
 *   matching more of them rank higher.
 * - excludenaturallanguage: literal: every word must match and no operator is interpreted.
 * An asset-id phrase ("1234567", "gm1234567") is not full text at all: see assetIdOf.
 */
export function phraseQuery(s: PreparedSearch): RawBuilder<unknown> | undefined {
  if (s.phrase !== undefined) return sql`${s.phrase.text}::tsquery`;
  return parsedPhrase(s.params);
}

/** The phrase as a call that parses it in English (see phraseQuery for the modes). */
function parsedPhrase(p: SearchParameters): RawBuilder<unknown> | undefined {
  return parseCall(p, CATALOGUE_CONFIG);
}

const CATALOGUE_CONFIG = METADATA_LANGUAGES[CATALOGUE_LANGUAGE];

/** The phrase as a call that parses it with one text-search configuration. */
function parseCall(p: SearchParameters, config: TextSearchConfig): RawBuilder<unknown> | undefined {
  const phrase = p.phrase?.trim();
  if (!phrase) return undefined;
  if (assetIdOf(p) !== undefined) return undefined;
  switch (p.phraseprocessing) {
    case 'includenaturallanguage': {
      const words = phrase
        .split(/\s+/)
        .map((w) => w.replace(/["-]/g, ''))
        .filter(Boolean);
      return sql`websearch_to_tsquery(${config}::regconfig, ${words.join(' or ')})`;
    }
    case 'excludenaturallanguage':
      return sql`plainto_tsquery(${config}::regconfig, ${phrase})`;
    default:
      return sql`websearch_to_tsquery(${config}::regconfig, ${phrase})`;
  }
}

/**
 * One query from the phrase's parses in several languages (their text forms): an asset
 * matches when it matches any of them. Equal and empty parses count once. Pure.
 */
export function eitherQuery(texts: readonly string[]): string {
  const distinct = [...new Set(texts.map((t) => t.trim()).filter(Boolean))];
  if (distinct.length <= 1) return distinct[0] ?? '';
  return distinct.map((t) => `( ${t} )`).join(' | ');
}

/** The asset id an asset-id search names, if the phrase is one. */
export function assetIdOf(p: SearchParameters): number | undefined {
  if (!p.phrase || !isAssetIdSearch(p)) return undefined;
  const digits = /\d+/.exec(p.phrase)?.[0];
  return digits ? Number(digits) : undefined;
}

/**
 * The parsed query of a phrase, parsed once per search and written into its statements as a
 * constant. Parsing is not the cost: a parsing call in a correlated subquery (collapsing
 * stacks, filters.ts) costs planning time in every statement, where a tsquery constant plans
 * in microseconds (README "Measured figures behind the search engine").
 */
export interface ParsedPhrase {
  /** The query's text form, cast to tsquery in SQL. */
  text: string;
  /** See correlationFactor. */
  correlation: number;
  /**
   * A translated phrase's readings (its English form, the phrase as typed in the visitor's
   * language), ranked apart: see phraseRank. Absent for every other phrase.
   */
  readings?: string[];
}

/**
 * The relevance of a row to the phrase (ts_rank). A translated phrase is ranked by its best
 * reading: ranked as one OR of both, an English row's order would differ from the same
 * search typed in English (ts_rank weighs an OR otherwise), while its matches are the same.
 */
export function phraseRank(s: PreparedSearch): RawBuilder<unknown> | undefined {
  const readings = s.phrase?.readings;
  if (readings && readings.length > 1) {
    return sql`greatest(${sql.join(readings.map((r) => sql`ts_rank(a.document, ${r}::tsquery)`))})`;
  }
  const q = phraseQuery(s);
  return q ? sql`ts_rank(a.document, ${q})` : undefined;
}
/** Parsed phrases per database (their text-search configurations may differ), newest last. */
const parsed = new WeakMap<Db, Map<string, ParsedPhrase>>();
const PARSED_KEPT = 2000;

/**
 * The lexemes of a query that is a plain conjunction (words and phrases joined by AND, no OR,
 * NOT, prefix or weight), from its text form; undefined for any other query. Pure.
 */
export function conjunctionLexemes(text: string): string[] | undefined {
  const lexemes: string[] = [];
  const rest = text.replace(/'((?:[^']|'')*)'/g, (_, lexeme: string) => {
    lexemes.push(lexeme.replace(/''/g, "'"));
    return ' ';
  });
  if (lexemes.length === 0 || !/^(?:\s|&|<->|<\d+>|\(|\))*$/.test(rest)) return undefined;
  return lexemes;
}

/**
 * How many times more matches a conjunction can have than the planner's estimate, which takes
 * its words as independent ("senior adult" are one keyword, so it expects far too few). The
 * bound is the rarest word's count (term dictionary), or, when the phrase is itself a keyword
 * (`asKeyword`: the assets carrying it), that keyword's count, which is tighter: "autumnal
 * sunrise" is on a handful of assets although both words are common, and must not be sent to
 * scan the top of the layout. The factor is the bound over the independent estimate, at
 * least 1. Pure.
 */
export function correlationFactor(
  frequencies: readonly number[],
  catalogueSize: number,
  asKeyword?: number,
): number {
  if (frequencies.length < 2 || catalogueSize <= 0 || frequencies.some((f) => !(f > 0))) return 1;
  const independent = frequencies.reduce((n, f) => (n * f) / catalogueSize, catalogueSize);
  const bound = asKeyword !== undefined && asKeyword > 0 ? asKeyword : Math.min(...frequencies);
  return Math.max(1, bound / independent);
}

/** See correlationFactor: 1 for a search without a parsed conjunction. */
export function phraseCorrelation(s: PreparedSearch): number {
  return s.phrase?.correlation ?? 1;
}

/**
 * Each search's phrase parsed (two statements for those not seen lately), undefined for a
 * search with nothing to parse. The phrase is parsed with each of `configs` (phraseConfigs:
 * English and the visitor's language) and matches what any parse matches.
 */
export async function parsePhrases(
  db: Db,
  list: readonly SearchParameters[],
  configs: readonly TextSearchConfig[] = [CATALOGUE_CONFIG],
  translate?: PhraseTranslator,
): Promise<Array<ParsedPhrase | undefined>> {
  let cache = parsed.get(db);
  if (!cache) {
    cache = new Map();
    parsed.set(db, cache);
  }
  const english = await englishPhrases(list, translate);
  // The catalogue's language reads the phrase's English form (its concepts' keywords, issue
  // #21); the visitor's own language reads the phrase as typed (metadata in that language).
  const inEnglish = (p: SearchParameters): SearchParameters => {
    const translated = english.get(p.phrase?.trim() ?? '');
    return translated === undefined ? p : { ...p, phrase: translated };
  };
  const key = (p: SearchParameters) =>
    `${configs.join('+')} ${p.phraseprocessing ?? 'default'} ${p.phrase?.trim() ?? ''} > ${inEnglish(p).phrase ?? ''}`;
  const missing = new Map<string, RawBuilder<unknown>[]>();
  const phraseOfKey = new Map<string, string>();
  const translated = new Set<string>();
  for (const p of list) {
    if (!parsedPhrase(p) || cache.has(key(p))) continue;
    if (inEnglish(p) !== p) translated.add(key(p));
    phraseOfKey.set(key(p), keywordForm(inEnglish(p).phrase ?? ''));
    missing.set(
      key(p),
      configs.map((config) => parseCall(config === CATALOGUE_CONFIG ? inEnglish(p) : p, config)!),
    );
  }
  if (missing.size > 0) {
    const calls = [...missing.values()].flat().map((call) => sql`${call}::text`);
    const result = await sql<{ q: string[] }>`select array[${sql.join(calls)}] as q`.execute(db);
    const texts = result.rows[0]?.q ?? [];
    // Parts: each configuration's parse of each missing phrase, in that order.
    const lexemes = texts.map((t) => conjunctionLexemes(t) ?? []);
    const phrases = [...missing.keys()].map((k) => phraseOfKey.get(k)!);
    const frequencies = await wordFrequencies(db, [...new Set(lexemes.flat())], phrases);
    for (const [i, k] of [...missing.keys()].entries()) {
      const parts = configs.map((_, j) => i * configs.length + j);
      // The term dictionary is English; a conjunction in any language may be correlated.
      const correlation = Math.max(
        ...parts.map((part) =>
          correlationFactor(
            lexemes[part]!.map((w) => frequencies.words.get(w) ?? 0),
            frequencies.catalogueSize,
            frequencies.keywords.get(phrases[i]!),
          ),
        ),
      );
      const readings = parts.map((part) => texts[part] ?? '');
      const distinct = [...new Set(readings.map((t) => t.trim()).filter(Boolean))];
      cache.set(k, {
        text: eitherQuery(readings),
        correlation,
        ...(translated.has(k) && distinct.length > 1 && { readings: distinct }),
      });
    }
    while (cache.size > PARSED_KEPT) cache.delete(cache.keys().next().value as string);
  }
  return list.map((p) => (parsedPhrase(p) ? cache.get(key(p)) : undefined));
}

/** Reads a phrase in the catalogue's language: its English form, or undefined to read it as typed. */
export type PhraseTranslator = (phrase: string) => Promise<string | undefined>;

/** The English form of each phrase that has one (trimmed phrase → English phrase). */
async function englishPhrases(
  list: readonly SearchParameters[],
  translate: PhraseTranslator | undefined,
): Promise<Map<string, string>> {
  const english = new Map<string, string>();
  if (!translate) return english;
  const phrases = [...new Set(list.filter((p) => parsedPhrase(p)).map((p) => p.phrase!.trim()))];
  const texts = await Promise.all(phrases.map((phrase) => translate(phrase)));
  phrases.forEach((phrase, i) => {
    const text = texts[i];
    if (text) english.set(phrase, text);
  });
  return english;
}

/** A phrase as the term dictionary writes keywords: lower case, single spaces. Pure. */
export function keywordForm(phrase: string): string {
  return phrase.trim().toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Assets per word lexeme and per keyword (the term dictionary; `phrases` in keywordForm), and
 * the catalogue's size.
 */
async function wordFrequencies(
  db: Db,
  lexemes: readonly string[],
  phrases: readonly string[],
): Promise<{ words: Map<string, number>; keywords: Map<string, number>; catalogueSize: number }> {
  if (lexemes.length === 0) return { words: new Map(), keywords: new Map(), catalogueSize: 0 };
  const result = await sql<{
    kind: string;
    term: string;
    frequency: number;
  }>`select 'word' as kind, s.lexeme as term, sum(s.frequency)::int as frequency
      from search_terms s where s.kind = 'word' and s.lexeme = any(${[...lexemes]}::text[]) group by s.lexeme
    union all
    select 'keyword', s.term, s.frequency
      from search_terms s where s.kind = 'keyword' and s.term = any(${[...phrases]}::text[])
    union all
    select 'catalogue', '', frequency from search_terms where kind = 'catalogue' and term = ''`.execute(db);
  const of = (kind: string) =>
    new Map(result.rows.filter((r) => r.kind === kind).map((r) => [r.term, r.frequency]));
  return {
    words: of('word'),
    keywords: of('keyword'),
    catalogueSize: result.rows.find((r) => r.kind === 'catalogue')?.frequency ?? 0,
  };
}
