import { href } from '@lightbox/ui';
import type { Agreement } from '../agreements';
import { type PurchasePageProps, PurchaseShell } from './shared';

export function AgreementsPage({
  page,
  t,
  agreements,
  shown,
}: PurchasePageProps & { agreements: readonly Agreement[]; shown: readonly Agreement[] }) {
  return (
    <PurchaseShell title={t.t('purchase.agreements.title')}>
      <nav aria-label={t.t('purchase.agreements.title')}>
        <ul className="lb-purchase__agreement-list">
          {agreements.map((a) => (
            <li key={a.id}>
              <a
                href={href(page, `/purchase/agreements/${a.id}`)}
                aria-current={shown.includes(a) ? 'page' : undefined}
              >
                {a.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {shown.map((agreement) => (
        <article
          key={agreement.id}
          className="lb-purchase__agreement-text"
          lang="en"
          aria-labelledby={`lb-agreement-${agreement.id}`}
        >
          <h2 id={`lb-agreement-${agreement.id}`}>{agreement.title}</h2>
          {agreement.sections.map((section) => (
            <section key={section.heading}>
              <h3>{section.heading}</h3>
              {section.paragraphs.map((p) => (
                <p key={p}>{p}</p>
              ))}
            </section>
          ))}
        </article>
      ))}
    </PurchaseShell>
  );
}
