import { isAssetIdSearch, type SearchParameters } from '@lightbox/core/search';
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
