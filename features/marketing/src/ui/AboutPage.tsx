import { Icon, type IconName } from './icons';
import { Card, Hero, type MarketingPageProps, MorePages, marketingHref, Section, siteName } from './layout';

const SECTIONS = [
  { icon: 'licence', title: 'marketing.about.mission.title', body: 'marketing.about.mission.body' },
  { icon: 'layers', title: 'marketing.about.sites.title', body: 'marketing.about.sites.body' },
  { icon: 'code', title: 'marketing.about.open.title', body: 'marketing.about.open.body' },
  { icon: 'globe', title: 'marketing.about.languages.title', body: 'marketing.about.languages.body' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; body: string }>;

const PRINCIPLES = [
  'marketing.about.principles.clarity',
  'marketing.about.principles.speed',
  'marketing.about.principles.access',
  'marketing.about.principles.privacy',
] as const;

export function AboutPage({ page, t, tm }: MarketingPageProps) {
  return (
    <>
      <Hero
        title={tm.t('marketing.about.heading', { site: siteName(page, t) })}
        lead={tm.t('marketing.about.lead')}
      >
        <div className="lb-mkt-actions">
          <a className="lb-button" href={marketingHref(page, 'contact-sales')}>
            {t.t('footer.contactSales')}
          </a>
          <a className="lb-button lb-button--ghost" href={marketingHref(page, 'work-with-us')}>
            {t.t('footer.careers')}
          </a>
        </div>
      </Hero>
      <div className="container">
        <div className="lb-section lb-mkt-grid lb-mkt-grid--two">
          {SECTIONS.map((item) => (
            <Card key={item.title} title={tm.t(item.title)} icon={<Icon name={item.icon} />} level={2}>
              <p>{tm.t(item.body)}</p>
            </Card>
          ))}
        </div>
        <Section id="lb-mkt-principles" title={tm.t('marketing.about.principles.title')}>
          <ul className="lb-mkt-checklist">
            {PRINCIPLES.map((key) => (
              <li key={key}>{tm.t(key)}</li>
            ))}
          </ul>
        </Section>
        <MorePages page={page} t={t} tm={tm} current="about-us" />
      </div>
    </>
  );
}
