import type { SearchAction } from '@lightbox/core/search';
import type { PageContext } from '@lightbox/ui';
import type { MouseEvent } from 'react';
import { correctionActions, type QueryCorrection } from '../domain/correction-rules';
import { relatedSearchActions } from '../domain/related-rules';
import type { SearchResult } from '../service';
import type { SearchT } from './filters/labels';
import { useRelatedPreviews } from './search/use-related-previews';

/** A real link to the state some actions lead to, taken over by the application when followed. */
export type ActionLink = (...actions: SearchAction[]) => { href: string; onClick: (e: MouseEvent) => void };

function Correction({
  correction,
  phrase,
  t,
  link,
}: {
  correction: QueryCorrection;
  /** The phrase the results are for. */
  phrase: string;
  t: SearchT;
  link: ActionLink;
}) {
  const to = link(...correctionActions(correction));
  switch (correction.type) {
    case 'phrase':
      return correction.applied ? (
        <p className="lb-correction" data-correction="phrase-applied">
          <span>{t.t('search.corrections.showingFor', { value: correction.phrase })}</span>{' '}
          <a {...to}>{t.t('search.corrections.searchInstead', { value: correction.original })}</a>
        </p>
      ) : (
        <p className="lb-correction" data-correction="phrase">
          <a {...to}>{t.t('search.corrections.didYouMean', { value: correction.phrase })}</a>
        </p>
      );
    case 'people':
      return (
        <p className="lb-correction" data-correction="people">
          <span>{t.t('search.corrections.person', { label: correction.name })}</span>{' '}
          <a {...to}>{t.t('search.corrections.personAction', { label: correction.name })}</a>
        </p>
      );
    case 'family':
      return (
        <p className="lb-correction" data-correction="family">
          <span>
            {t.t(
              correction.family === 'editorial'
                ? 'search.corrections.familyEditorial'
                : 'search.corrections.familyCreative',
              { value: phrase },
            )}
          </span>{' '}
          <a {...to}>
            {t.t(
              correction.family === 'editorial'
                ? 'search.corrections.familyEditorialAction'
                : 'search.corrections.familyCreativeAction',
            )}
          </a>
        </p>
      );
  }
}

/** The phrase the results are for: the corrected one when a correction was applied. */
export function searchedPhrase(result: SearchResult): string {
  const applied = (result.queryCorrections ?? []).find((c) => c.type === 'phrase' && c.applied);
  return applied?.type === 'phrase' ? applied.phrase : (result.searchParameters.phrase ?? '');
}

/**
 * Corrections above the results. The region is always rendered so screen readers announce
 * what appears in it after a search.
 */
export function QueryCorrections({
  result,
  t,
  link,
}: {
  result: SearchResult;
  t: SearchT;
  link: ActionLink;
}) {
  const corrections = result.queryCorrections ?? [];
  const phrase = searchedPhrase(result);
  return (
    <div className="lb-corrections" role="status" hidden={corrections.length === 0}>
      {corrections.map((c) => (
        <Correction key={c.type} correction={c} phrase={phrase} t={t} link={link} />
      ))}
    </div>
  );
}

export function RelatedSearches({
  result,
  page,
  t,
  link,
}: {
  result: SearchResult;
  page: PageContext;
  t: SearchT;
  link: ActionLink;
}) {
  const terms = result.relatedTerms ?? [];
  if (terms.length === 0) return null;
  return (
    <nav className="lb-related" aria-labelledby="lb-related-heading">
      <h2 id="lb-related-heading">{t.t('search.related.heading')}</h2>
      <ul>
        {terms.map((term) => (
          <li key={term}>
            <a className="lb-related__term" {...link(...relatedSearchActions(page.site, term))}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A strip of thumbnails per related search; each strip links to that search. */
export function RelatedPreviews({
  result,
  page,
  t,
  link,
}: {
  result: SearchResult;
  page: PageContext;
  t: SearchT;
  link: ActionLink;
}) {
  const previews = useRelatedPreviews(page, result);
  if (previews.length === 0) return null;
  return (
    <section className="lb-related-previews" aria-labelledby="lb-related-previews-heading">
      <h2 id="lb-related-previews-heading">{t.t('search.related.previews')}</h2>
      <ul>
        {previews.map((preview) => (
          <li key={preview.term}>
            <a className="lb-related-preview" {...link(...relatedSearchActions(page.site, preview.term))}>
              <span className="lb-related-preview__thumbs">
                {preview.assets.map((asset) => (
                  <img key={asset.id} src={asset.thumbUrl} alt="" loading="lazy" width={120} height={90} />
                ))}
              </span>
              <span className="lb-related-preview__term">{preview.term}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
