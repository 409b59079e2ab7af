import { href } from '@lightbox/ui';
import { Icon, type IconName } from './icons';
import { Card, Hero, type MarketingPageProps, MorePages, Section } from './layout';

// Example searches are search syntax, the same in every language; the demo catalogue's keywords
// are English, so these find results on a fresh installation.
const SYNTAX = [
  {
    icon: 'search',
    title: 'marketing.guide.words.title',
    body: 'marketing.guide.words.body',
    example: 'mountain lake',
  },
  {
    icon: 'quote',
    title: 'marketing.guide.phrase.title',
    body: 'marketing.guide.phrase.body',
    example: '"starry sky"',
  },
  {
    icon: 'minus',
    title: 'marketing.guide.exclude.title',
    body: 'marketing.guide.exclude.body',
    example: 'city -night',
  },
  {
    icon: 'split',
    title: 'marketing.guide.either.title',
    body: 'marketing.guide.either.body',
    example: 'sunrise or sunset',
  },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; body: string; example: string }>;

const NARROW = [
  { icon: 'film', title: 'marketing.guide.types.title', body: 'marketing.guide.types.body' },
  { icon: 'sliders', title: 'marketing.guide.filters.title', body: 'marketing.guide.filters.body' },
  { icon: 'sort', title: 'marketing.guide.sort.title', body: 'marketing.guide.sort.body' },
  { icon: 'grid', title: 'marketing.guide.browse.title', body: 'marketing.guide.browse.body' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; body: string }>;

/** How to search: words, quotes, exclusion, either-or, media types, filters, sorting and categories. */
export function SearchGuidePage({ page, t, tm, slots }: MarketingPageProps) {
  return (
    <>
      <Hero title={tm.t('marketing.guide.heading')} lead={tm.t('marketing.guide.lead')}>
        <div className="lb-mkt-search">{slots.SearchBar()}</div>
      </Hero>
      <div className="container">
        <Section id="lb-mkt-syntax" title={tm.t('marketing.guide.syntax.title')}>
          <div className="lb-mkt-grid lb-mkt-grid--four">
            {SYNTAX.map((item) => (
              <Card key={item.title} title={tm.t(item.title)} icon={<Icon name={item.icon} />}>
                <p>{tm.t(item.body)}</p>
                <a
                  className="lb-mkt-example"
                  href={href(page, '/search/2/image', { phrase: item.example })}
                  aria-label={tm.t('marketing.guide.tryExample', { query: item.example })}
                >
                  <code>{item.example}</code>
                </a>
              </Card>
            ))}
          </div>
          <aside className="lb-mkt-note" aria-labelledby="lb-mkt-language">
            <span className="lb-mkt-card__icon" aria-hidden="true">
              <Icon name="globe" />
            </span>
            <div>
              <h3 id="lb-mkt-language">{tm.t('marketing.guide.language.title')}</h3>
              <p>{tm.t('marketing.guide.language.body')}</p>
            </div>
          </aside>
        </Section>
        <Section id="lb-mkt-narrow" title={tm.t('marketing.guide.narrow.title')}>
          <div className="lb-mkt-grid lb-mkt-grid--four">
            {NARROW.map((item) => (
              <Card key={item.title} title={tm.t(item.title)} icon={<Icon name={item.icon} />}>
                <p>{tm.t(item.body)}</p>
              </Card>
            ))}
          </div>
        </Section>
        <MorePages page={page} t={t} tm={tm} current="search-guide" />
      </div>
    </>
  );
}
