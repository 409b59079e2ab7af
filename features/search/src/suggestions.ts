import type { LocaleCode } from '@lightbox/core';
import {
  applySearchAction,
  isAssetIdSearch,
  type SearchAction,
  type SearchParameters,
  type SiteId,
  searchScope,
  set,
  type TextSearchConfig,
  withDefaults,
} from '@lightbox/core/search';
import type { Db } from '@lightbox/platform';
import {
  choosePerson,
  correctedPhrase,
  correctionActions,
  familyCountLimit,
  nameWindows,
  offersFamilySwitch,
  otherFamily,
  type QueryCorrection,
  wordsToCheck,
} from './domain/correction-rules';
import { RELATED_PREVIEW_TERMS, rankRelatedTerms, relatedSearchActions } from './domain/related-rules';
import { countUpTo, lookUpPeople, lookUpWords } from './engine/corrections';
import type { PhraseTranslator } from './engine/phrase';
import { keywordFrequencies, previewAssets, relatedCandidates } from './engine/related';
import { type AssetCard, presentCard } from './presenters';
import { searchContextFor } from './profile';
import { conceptWords, localCorrection, localRelatedTerms } from './vocabulary/suggest';
import { type PhraseTranslation, readPhrase, searchesAsTyped, translatorFor } from './vocabulary/translate';

export type { QueryCorrection } from './domain/correction-rules';

export interface RelatedPreview {
  term: string;
  assets: AssetCard[];
}

/** The parts of the gallery state (spec section 3) that help a visitor search better. */
export interface Suggestions {
  queryCorrections: QueryCorrection[];
  relatedTerms: string[];
  /** Left out when asked for apart (SuggestionOptions.previews); empty when there are none. */
  relatedPreviews?: RelatedPreview[];
}

interface Searched {
  searchParameters: SearchParameters;
  total: number;
  /** The matches with the highest prior, when the search read them anyway. */
  sampleIds?: readonly number[];
}

const NONE: Suggestions = { queryCorrections: [], relatedTerms: [], relatedPreviews: [] };

function follow(site: SiteId, params: SearchParameters, actions: readonly SearchAction[]): SearchParameters {
  const context = searchContextFor(site);
  return actions.reduce((state, action) => applySearchAction(state, action, context), params);
}

/** Whether narrowing to a person keeps its filter in this scope (the rules drop it elsewhere). */
function offersPeople(site: SiteId, params: SearchParameters): boolean {
  const probe = 'someone';
  const narrowed = follow(site, params, [set('specificpeople', [probe])]);
  return narrowed.specificpeople?.includes(probe) === true;
}

/** Previews of the given related searches: a few thumbnails each, for those that find any. */
async function previewsOf(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  terms: readonly string[],
  frequency: (term: string) => number,
  translate?: PhraseTranslator,
): Promise<RelatedPreview[]> {
  const previews = await previewAssets(
    db,
    site,
    terms.map((term) => ({
      term,
      parameters: withDefaults(follow(site, params, relatedSearchActions(site, term))),
      // A related search is its keyword alone: the dictionary's count of it is its size.
      expected: frequency(term),
    })),
    translate,
  );
  return [...previews]
    .filter(([, rows]) => rows.length > 0)
    .map(([term, rows]) => ({ term, assets: rows.map(presentCard) }));
}

/**
 * Previews of related searches asked for apart from the search: the search page shows them
 * below its results and asks for them once the results are on screen (see SuggestionOptions).
 * Only the first RELATED_PREVIEW_TERMS terms are previewed.
 */
export async function relatedPreviews(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  terms: readonly string[],
  locale?: LocaleCode,
): Promise<RelatedPreview[]> {
  const chosen = terms.slice(0, RELATED_PREVIEW_TERMS);
  const frequencies = await keywordFrequencies(db, chosen);
  // Terms in the visitor's language are searched through the vocabulary, as the search is.
  const translate = locale ? translatorFor(db, locale) : undefined;
  return previewsOf(db, site, params, chosen, (term) => frequencies.get(term) ?? 0, translate);
}

export interface SuggestionOptions {
  /** The configurations the phrase is parsed with (phraseConfigs of the visitor's locale). */
  configs?: readonly TextSearchConfig[];
  /**
   * Include related previews (default). Without them `relatedPreviews` is left out, and the
   * caller asks relatedPreviews() later: they cost a dependent read after the related terms
   * (about 5 ms), for thumbnails shown below the results.
   */
  previews?: boolean;
  /** The visitor's locale: corrections and related searches in its language (issue #21). */
  locale?: LocaleCode;
}

/**
 * Runs a search with its corrections and related searches. A phrase correction that finds
 * results where the phrase found none is applied: the results are the corrected phrase's, while
 * searchParameters stay as asked (the address does not change), so "search instead" is the same
 * address plus suppressphrasecorrection.
 */
export async function searchWithSuggestions<R extends Searched>(
  db: Db,
  site: SiteId,
  params: SearchParameters,
  run: (params: SearchParameters, onSample?: (ids: readonly number[]) => void) => Promise<R>,
  options: SuggestionOptions = {},
): Promise<R & Suggestions> {
  const { configs, previews: withPreviews = true, locale } = options;
  const phrase = params.phrase?.trim();
  if (!phrase || isAssetIdSearch(params)) return { ...(await run(params)), ...NONE };
  // The phrase read through the locale's vocabulary, once: the search's own translation reuses it.
  const reading = locale ? await readPhrase(db, locale, phrase) : undefined;
  const translate = locale ? translatorFor(db, locale) : undefined;
  const readingOf = async (p: string): Promise<PhraseTranslation | undefined> =>
    locale ? readPhrase(db, locale, p) : undefined;

  // A person is offered only where the scope has the people filter (editorial images and
  // film): elsewhere the names are not looked up at all.
  const windows = params.suppresspeoplecorrection || !offersPeople(site, params) ? [] : nameWindows(phrase);
  // Related searches only need the search's best matches: they are found, with their
  // previews, while the rest of the page (cards, facets, corrections) is fetched.
  const related = async (
    searched: SearchParameters,
    sampleIds: readonly number[] | undefined,
  ): Promise<Pick<Suggestions, 'relatedTerms' | 'relatedPreviews'>> => {
    const searchedReading = await readingOf(searched.phrase ?? phrase);
    // The keywords' own words are judged against the phrase in the catalogue's language.
    const { catalogueSize, candidates } = await relatedCandidates(
      db,
      site,
      withDefaults(searched),
      searchedReading?.concepts.length ? searchedReading.english : (searched.phrase ?? phrase),
      sampleIds,
    );
    const keywords = rankRelatedTerms(candidates, catalogueSize);
    const local =
      locale && !searchesAsTyped(locale)
        ? await localRelatedTerms(db, locale, keywords, searchedReading)
        : undefined;
    const relatedTerms = local ? local.map((r) => r.term) : keywords;
    if (!withPreviews) return { relatedTerms };
    const frequency = new Map(candidates.map((c) => [c.keyword, c.frequency]));
    const keywordOf = new Map(local?.map((r) => [r.term, r.keyword]));
    const terms = relatedTerms.slice(0, RELATED_PREVIEW_TERMS);
    const relatedPreviews = await previewsOf(
      db,
      site,
      params,
      terms,
      (term) => frequency.get(keywordOf.get(term) ?? term) ?? 0,
      translate,
    );
    return { relatedTerms, relatedPreviews };
  };
  let early: ReturnType<typeof related> | undefined;
  const onSample = (ids: readonly number[]) => {
    if (ids.length === 0) return;
    early = related(params, ids);
    early.catch(() => {}); // awaited below, or dropped with the search that failed
  };
  // In another language than English, a word is first corrected to the locale's own spelling;
  // a word that names a concept is never corrected as an English word.
  const local =
    reading && !params.suppressphrasecorrection ? localCorrection(db, locale!, reading) : undefined;
  const named = reading ? conceptWords(reading) : new Set<string>();
  const english = wordsToCheck(phrase).filter((w) => !named.has(w));
  const [base, words, people, localSpelling] = await Promise.all([
    run(params, onSample),
    params.suppressphrasecorrection ? [] : lookUpWords(db, english),
    lookUpPeople(db, windows),
    local,
  ]);

  let result: R = base;
  let searched = params;
  const queryCorrections: QueryCorrection[] = [];
  const corrected = localSpelling ?? correctedPhrase(phrase, words);
  if (corrected !== undefined) {
    if (base.total > 0) {
      queryCorrections.push({ type: 'phrase', applied: false, original: phrase, phrase: corrected });
    } else {
      const instead = { ...params, phrase: corrected };
      const found = await run(instead);
      if (found.total > 0) {
        result = { ...found, searchParameters: base.searchParameters };
        searched = instead;
        queryCorrections.push({ type: 'phrase', applied: true, original: phrase, phrase: corrected });
      }
    }
  }

  const person = choosePerson(phrase, windows, people);
  if (person && !(params.specificpeople ?? []).includes(person.slug)) {
    // Only where the scope offers the people filter (editorial images and film).
    const narrowed = follow(site, params, correctionActions(person));
    if (narrowed.specificpeople?.includes(person.slug)) queryCorrections.push(person);
  }

  const family = params.suppressfamilycorrection
    ? undefined
    : otherFamily(searchScope(withDefaults(searched)).familyScope);
  const limit = familyCountLimit(result.total);
  if (family && limit !== undefined) {
    const correction: QueryCorrection = { type: 'family', family };
    const switched = follow(site, searched, correctionActions(correction));
    if (switched.family === family) {
      const matches = await countUpTo(db, site, withDefaults(switched), limit, configs, translate);
      if (offersFamilySwitch(result.total, matches)) queryCorrections.push(correction);
    }
  }

  if (result.total === 0) return { ...result, queryCorrections, relatedTerms: [], relatedPreviews: [] };
  const suggested = searched === params && early ? await early : await related(searched, result.sampleIds);
  return { ...result, queryCorrections, ...suggested };
}
