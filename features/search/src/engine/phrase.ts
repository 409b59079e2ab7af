import { isAssetIdSearch, type SearchParameters } from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import { type RawBuilder, sql } from 'kysely';

/**
 * How the phrase becomes a full-text query (phraseprocessing):
 * - default: web-search syntax: "quoted phrases", -exclusions and OR; words are stemmed.
 * - includenaturallanguage: a sentence, read loosely: any of its words may match, and assets
 *   matching more of them rank higher.
 * - excludenaturallanguage: literal: every word must match and no operator is interpreted.
 * An asset-id phrase ("1234567", "gm1234567") is not full text at all: see assetIdOf.
 */
export function phraseQuery(p: SearchParameters): RawBuilder<unknown> | undefined {
  const prepared = (p as Prepared)[PREPARED];
  if (prepared !== undefined) return sql`${prepared}::tsquery`;
  return parsedPhrase(p);
}

/** The phrase as a call that parses it (see phraseQuery for the modes). */
function parsedPhrase(p: SearchParameters): RawBuilder<unknown> | undefined {
  const phrase = p.phrase?.trim();
  if (!phrase) return undefined;
  if (assetIdOf(p) !== undefined) return undefined;
  switch (p.phraseprocessing) {
    case 'includenaturallanguage': {
      const words = phrase
        .split(/\s+/)
        .map((w) => w.replace(/["-]/g, ''))
        .filter(Boolean);
      return sql`websearch_to_tsquery('lb_english', ${words.join(' or ')})`;
    }
    case 'excludenaturallanguage':
      return sql`plainto_tsquery('lb_english', ${phrase})`;
    default:
      return sql`websearch_to_tsquery('lb_english', ${phrase})`;
  }
}

/** The asset id an asset-id search names, if the phrase is one. */
export function assetIdOf(p: SearchParameters): number | undefined {
  if (!p.phrase || !isAssetIdSearch(p)) return undefined;
  const digits = /\d+/.exec(p.phrase)?.[0];
  return digits ? Number(digits) : undefined;
}

/**
 * The parsed query of a phrase, carried on the parameters. Parsing is not the cost: a parsing
 * call in a correlated subquery (collapsing stacks, filters.ts) added 2.5 ms of planning to
 * every statement, and a search runs several; a tsquery constant plans in microseconds.
 */
const PREPARED = Symbol('parsed phrase');
type Prepared = SearchParameters & { [PREPARED]?: string };
/** Parsed phrases per database (their text-search configurations may differ), newest last. */
const parsed = new WeakMap<Db, Map<string, string>>();
const PARSED_KEPT = 2000;

/** The same parameters, each carrying its phrase's parsed query (one statement for those not seen lately). */
export async function withParsedPhrases<T extends SearchParameters>(
  db: Db,
  list: readonly T[],
): Promise<T[]> {
  let cache = parsed.get(db);
  if (!cache) {
    cache = new Map();
    parsed.set(db, cache);
  }
  const key = (p: SearchParameters) => `${p.phraseprocessing ?? 'default'} ${p.phrase?.trim() ?? ''}`;
  const missing = new Map<string, RawBuilder<unknown>>();
  for (const p of list) {
    const call = parsedPhrase(p);
    if (call && !cache.has(key(p))) missing.set(key(p), call);
  }
  if (missing.size > 0) {
    const calls = [...missing.values()].map((call) => sql`${call}::text`);
    const result = await sql<{ q: string[] }>`select array[${sql.join(calls)}] as q`.execute(db);
    const texts = result.rows[0]?.q ?? [];
    for (const [i, k] of [...missing.keys()].entries()) cache.set(k, texts[i] ?? '');
    while (cache.size > PARSED_KEPT) cache.delete(cache.keys().next().value as string);
  }
  return list.map((p) => {
    const text = parsedPhrase(p) ? cache.get(key(p)) : undefined;
    return text === undefined ? p : ({ ...p, [PREPARED]: text } as T);
  });
}
