import { Icon, type IconName } from './icons';
import { Card, Hero, type MarketingPageProps, MorePages, marketingHref, Section } from './layout';

const WAYS = [
  { icon: 'code', title: 'marketing.work.code.title', body: 'marketing.work.code.body' },
  { icon: 'globe', title: 'marketing.work.translations.title', body: 'marketing.work.translations.body' },
  { icon: 'pen', title: 'marketing.work.design.title', body: 'marketing.work.design.body' },
  { icon: 'check', title: 'marketing.work.testing.title', body: 'marketing.work.testing.body' },
  { icon: 'message', title: 'marketing.work.reports.title', body: 'marketing.work.reports.body' },
  { icon: 'book', title: 'marketing.work.docs.title', body: 'marketing.work.docs.body' },
] as const satisfies ReadonlyArray<{ icon: IconName; title: string; body: string }>;

// Commands are the same in every language, so they are code here rather than translations.
const STEPS = [
  { text: 'marketing.work.start.install', command: 'npm install' },
  { text: 'marketing.work.start.run', command: 'npm start' },
  { text: 'marketing.work.start.check', command: 'npm run check' },
  { text: 'marketing.work.start.focus', command: undefined },
] as const;

/** Work with us: Lightbox is open source, so this is how to contribute. */
export function WorkWithUsPage({ page, t, tm }: MarketingPageProps) {
  return (
    <>
      <Hero title={tm.t('marketing.work.heading')} lead={tm.t('marketing.work.lead')} />
      <div className="container">
        <Section id="lb-mkt-ways" title={tm.t('marketing.work.ways.title')}>
          <div className="lb-mkt-grid lb-mkt-grid--three">
            {WAYS.map((item) => (
              <Card key={item.title} title={tm.t(item.title)} icon={<Icon name={item.icon} />}>
                <p>{tm.t(item.body)}</p>
              </Card>
            ))}
          </div>
        </Section>
        <Section id="lb-mkt-start" title={tm.t('marketing.work.start.title')}>
          <ol className="lb-mkt-steps">
            {STEPS.map((step) => (
              <li key={step.text}>
                <p>{tm.t(step.text)}</p>
                {step.command && (
                  <pre>
                    <code>{step.command}</code>
                  </pre>
                )}
              </li>
            ))}
          </ol>
        </Section>
        <aside className="lb-mkt-callout" aria-labelledby="lb-mkt-business">
          <div>
            <h2 id="lb-mkt-business">{tm.t('marketing.work.business.title')}</h2>
            <p>{tm.t('marketing.work.business.body')}</p>
          </div>
          <a className="lb-button" href={marketingHref(page, 'contact-sales')}>
            {t.t('footer.contactSales')}
          </a>
        </aside>
        <MorePages page={page} t={t} tm={tm} current="work-with-us" />
      </div>
    </>
  );
}
