import { href, type PageContext } from '@lightbox/ui';

export interface CountryPageProps {
  page: PageContext;
  title: string;
  summary: string;
  prices: string;
  /** The Footer's country form value for this entry. */
  choice: string;
  labels: { choose: string; search: string; other: string };
}

/**
 * A country page (spec §3 Country page): the store for one country and language, its currency,
 * and a button that makes it the visitor's choice through the Footer's own /locale form.
 */
export function CountryPage({ page, title, summary, prices, choice, labels }: CountryPageProps) {
  return (
    <div className="container lb-info lb-country">
      <header className="lb-info__head">
        <h1>{title}</h1>
        <p className="lb-info__lead">{summary}</p>
        <p>{prices}</p>
      </header>
      <div className="lb-country__actions">
        <form method="get" action={href(page, '/locale')}>
          <input type="hidden" name="choice" value={choice} />
          <input type="hidden" name="returnurl" value="/" />
          <button type="submit" className="lb-button">
            {labels.choose}
          </button>
        </form>
        <a className="lb-button lb-button--ghost" href={href(page, '/search/2/image')}>
          {labels.search}
        </a>
        <a href={`${href(page, '/sitemap')}#countries`}>{labels.other}</a>
      </div>
    </div>
  );
}
