import { href, onSearchChanged, type PageContext, useTranslator } from '@lightbox/ui';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  barFamily,
  type OnScreenSearch,
  SEARCH_BAR_SCOPES,
  type SearchBarScope,
  scopeOfValue,
  scopeValue,
  searchBarAddress,
} from '../search-bar/scope';
import { ImageSearchDialog } from '../search-by-image/ImageSearchDialog';

const SCOPE_LABELS = {
  image: 'searchbar.type.image',
  'image:creative': 'header.nav.creativeImages',
  'image:editorial': 'header.nav.editorialImages',
  film: 'searchbar.type.film',
  'film:creative': 'searchbar.type.creativeFilm',
  'film:editorial': 'searchbar.type.editorialFilm',
} as const;

function onScreenOf(phrase: string | undefined, assetType: string | undefined, family: string | undefined) {
  return {
    phrase: phrase ?? '',
    type: assetType === 'film' ? 'film' : 'image',
    family: barFamily(family),
  } as const;
}

/**
 * A GET form, so searching works before (and without) JavaScript: the family on screen rides
 * along as a hidden field. Once hydrated, its selector shows the scope (asset type and
 * family) and a submit goes through the core rules (scope.ts) like every other change.
 */
export default function SearchBar({ page }: { page: PageContext }) {
  const t = useTranslator(page);
  const id = useId();
  const [onScreen, setOnScreen] = useState<OnScreenSearch>(
    onScreenOf(page.phrase, page.assetType, page.family),
  );
  const [scope, setScope] = useState<SearchBarScope>({ type: onScreen.type, family: onScreen.family });
  const [phrase, setPhrase] = useState(page.phrase ?? '');
  const [imageSearch, setImageSearch] = useState(false);
  // The search application changes the search without a page load; the bar follows it.
  useEffect(
    () =>
      onSearchChanged((search) => {
        const next = onScreenOf(search.phrase, search.assetType, search.family);
        setOnScreen(next);
        setPhrase(next.phrase);
        setScope({ type: next.type, family: next.family });
      }),
    [],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    window.location.assign(href(page, searchBarAddress(page.site, onScreen, scope, phrase)));
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form reaches older screen readers that do not know <search>
    <form
      className="lb-searchbar"
      role="search"
      action={href(page, `/search/2/${scope.type}`)}
      method="get"
      onSubmit={submit}
    >
      {scope.family && <input type="hidden" name="family" value={scope.family} />}
      <label className="visually-hidden" htmlFor={`${id}-type`}>
        {t.t('searchbar.type')}
      </label>
      <select
        id={`${id}-type`}
        value={scopeValue(scope)}
        onChange={(e) => setScope(scopeOfValue(e.target.value))}
      >
        {SEARCH_BAR_SCOPES.map((s) => (
          <option key={scopeValue(s)} value={scopeValue(s)}>
            {t.t(SCOPE_LABELS[scopeValue(s) as keyof typeof SCOPE_LABELS])}
          </option>
        ))}
      </select>
      <label className="visually-hidden" htmlFor={`${id}-phrase`}>
        {t.t('searchbar.label')}
      </label>
      <input
        id={`${id}-phrase`}
        name="phrase"
        type="search"
        autoComplete="off"
        value={phrase}
        onChange={(e) => setPhrase(e.target.value)}
        placeholder={t.t(
          scope.type === 'film' ? 'searchbar.placeholder.film' : 'searchbar.placeholder.image',
        )}
      />
      <button
        type="button"
        className="lb-searchbar__image"
        aria-haspopup="dialog"
        aria-label={t.t('searchbar.image.title')}
        title={t.t('searchbar.image.title')}
        onClick={() => setImageSearch(true)}
      >
        <svg
          aria-hidden="true"
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2z" />
          <circle cx="12" cy="12.5" r="3.5" />
        </svg>
      </button>
      <ImageSearchDialog page={page} open={imageSearch} onClose={() => setImageSearch(false)} />
      <button type="submit">
        <svg
          aria-hidden="true"
          width="18"
          height="18"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        {t.t('searchbar.submit')}
      </button>
    </form>
  );
}
