import { href, onSearchChanged, type PageContext, useTranslator } from '@lightbox/ui';
import { useEffect, useId, useState } from 'react';
import { ImageSearchDialog } from '../search-by-image/ImageSearchDialog';

type SearchType = 'image' | 'film';

/**
 * A plain GET form, so searching works before (and without) JavaScript; once hydrated it
 * keeps the chosen media type in the form's action.
 */
export default function SearchBar({ page }: { page: PageContext }) {
  const t = useTranslator(page);
  const id = useId();
  const [type, setType] = useState<SearchType>(page.assetType === 'film' ? 'film' : 'image');
  const [phrase, setPhrase] = useState(page.phrase ?? '');
  const [imageSearch, setImageSearch] = useState(false);
  // The search application changes the search without a page load; the bar follows it.
  useEffect(
    () =>
      onSearchChanged((search) => {
        setPhrase(search.phrase);
        setType(search.assetType === 'film' ? 'film' : 'image');
      }),
    [],
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: role="search" on the form reaches older screen readers that do not know <search>
    <form className="lb-searchbar" role="search" action={href(page, `/search/2/${type}`)} method="get">
      <label className="visually-hidden" htmlFor={`${id}-type`}>
        {t.t('searchbar.type')}
      </label>
      <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as SearchType)}>
        <option value="image">{t.t('searchbar.type.image')}</option>
        <option value="film">{t.t('searchbar.type.film')}</option>
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
        placeholder={t.t(type === 'film' ? 'searchbar.placeholder.film' : 'searchbar.placeholder.image')}
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
