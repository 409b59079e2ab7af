import { newPhraseInScope, type SearchAction, type SiteId } from '@lightbox/core/search';

/**
 * Related searches, pure and shared by server and browser; the SQL is in related.ts.
 *
 * The RELATED_SAMPLE most popular matches of a search are the sample. Their keywords are
 * counted, and the RELATED_CANDIDATES counted most often are the candidates. A candidate is
 * left out when all its words are words of the phrase (in any form: "mountains" for
 * "mountain"), or when fewer than RELATED_MIN_MATCHES sampled assets carry it. The rest are
 * ordered by how often they occur in the sample, weighted by how specific they are to it:
 * matches × ln(catalogue size / assets carrying the keyword). A keyword every asset carries
 * ("color image") weighs nothing and is left out; a rare one that the sample shares weighs most.
 */

export const RELATED_SAMPLE = 100;
export const RELATED_CANDIDATES = 100;
export const RELATED_MIN_MATCHES = 2;
export const RELATED_TERMS_LIMIT = 8;
/** The first few related searches get a strip of thumbnails each. */
export const RELATED_PREVIEW_TERMS = 3;
export const RELATED_PREVIEW_SIZE = 4;
/** The longest related term the previews request accepts (keywords are far shorter). */
export const RELATED_TERM_MAX_LENGTH = 100;

export interface RelatedCandidate {
  keyword: string;
  /** Sampled matches carrying the keyword. */
  matches: number;
  /** Assets in the catalogue carrying the keyword. */
  frequency: number;
  /** Every word of the keyword is a word of the phrase. */
  ownWords: boolean;
}

export function relatedWeight(candidate: RelatedCandidate, catalogueSize: number): number {
  const frequency = Math.max(candidate.frequency, candidate.matches, 1);
  return candidate.matches * Math.log(Math.max(catalogueSize, frequency) / frequency);
}

/** The related searches to show, best first. */
export function rankRelatedTerms(candidates: readonly RelatedCandidate[], catalogueSize: number): string[] {
  const seen = new Set<string>();
  return candidates
    .filter((c) => !c.ownWords && c.matches >= RELATED_MIN_MATCHES && c.keyword.trim() !== '')
    .map((c) => ({ ...c, weight: relatedWeight(c, catalogueSize) }))
    .filter((c) => c.weight > 0)
    .sort(
      (x, y) =>
        y.weight - x.weight ||
        y.matches - x.matches ||
        (x.keyword.toLowerCase() < y.keyword.toLowerCase() ? -1 : 1),
    )
    .filter((c) => {
      const key = c.keyword.toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .slice(0, RELATED_TERMS_LIMIT)
    .map((c) => c.keyword);
}

/**
 * A related search keeps the scope (family, asset type, editorial category) and nothing else.
 * One action, not a reset then a phrase: the phrase rules must see the phrase on screen.
 */
export function relatedSearchActions(site: SiteId, term: string): SearchAction[] {
  return [newPhraseInScope(site, term)];
}
