import { href } from '@lightbox/ui';
import { Icon, type IconName } from './icons';
import { Card, Hero, type MarketingPageProps, MorePages, Section, siteName } from './layout';

const PLANNED = [
  { icon: 'sparkles', title: 'marketing.ai.generate.title', body: 'marketing.ai.generate.body' },
  { icon: 'edit', title: 'marketing.ai.modify.title', body: 'marketing.ai.modify.body' },
  { icon: 'history', title: 'marketing.ai.history.title', body: 'marketing.ai.history.body' },
  { icon: 'document', title: 'marketing.ai.terms.title', body: 'marketing.ai.terms.body' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; body: string }>;

/** The AI landing page: what AI generation and modification will offer, marked as not yet available. */
export function AiLandingPage({ page, t, tm, slots }: MarketingPageProps) {
  const site = siteName(page, t);
  return (
    <>
      <Hero
        title={tm.t('marketing.ai.heading')}
        lead={tm.t('marketing.ai.lead', { site })}
        badge={tm.t('marketing.comingSoon')}
      >
        <a className="lb-button" href={href(page, '/search/2/image')}>
          {tm.t('marketing.searchCollection')}
        </a>
      </Hero>
      <div className="container">
        <Section id="lb-mkt-planned" title={tm.t('marketing.ai.planned')}>
          <div className="lb-mkt-grid lb-mkt-grid--four">
            {PLANNED.map((item) => (
              <Card key={item.title} title={tm.t(item.title)} icon={<Icon name={item.icon} />}>
                <p>{tm.t(item.body)}</p>
                <p className="lb-mkt-tag">{tm.t('marketing.comingSoon')}</p>
              </Card>
            ))}
          </div>
        </Section>
        <Section id="lb-mkt-today" title={tm.t('marketing.ai.today.title')}>
          <p className="lb-mkt-text">{tm.t('marketing.ai.today.body')}</p>
          <div className="lb-mkt-search">{slots.SearchBar()}</div>
        </Section>
        <MorePages page={page} t={t} tm={tm} current="ai-landing" />
      </div>
    </>
  );
}
