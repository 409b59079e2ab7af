import { Button, CsrfField, Field, href, type PageContext } from '@lightbox/ui';
import type { AuditRow } from '../assets/repository';
import type { CuratedSet, SetMember } from '../sets/repository';
import { AuditTable } from './AssetPages';
import { ConsoleFrame, type T } from './ConsoleFrame';

export function SetListPage({ t, page, sets }: { t: T; page: PageContext; sets: CuratedSet[] }) {
  return (
    <ConsoleFrame t={t} page={page} section="sets" heading={t.t('console.nav.sets')}>
      <p className="lb-console__intro">{t.t('console.sets.intro')}</p>
      <div className="lb-console__scroll">
        <table className="lb-console__table">
          <thead>
            <tr>
              <th scope="col">{t.t('console.col.title')}</th>
              <th scope="col" className="lb-console__num">
                {t.t('console.nav.assets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sets.map((set) => (
              <tr key={set.id}>
                <td>
                  <a href={href(page, `/operator/sets/${set.id}`)}>{set.name}</a>
                </td>
                <td className="lb-console__num">{t.formatNumber(set.size)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleFrame>
  );
}

export function SetPage(props: {
  t: T;
  page: PageContext;
  set: CuratedSet & { members: SetMember[] };
  audit: AuditRow[];
  notice?: string | undefined;
  error?: string | undefined;
  value?: string;
}) {
  const { t, page, set } = props;
  const base = `/operator/sets/${set.id}`;
  return (
    <ConsoleFrame t={t} page={page} section="sets" heading={set.name} notice={props.notice}>
      <p className="lb-console__intro">{t.t('console.assets.count', { count: set.members.length })}</p>
      <form className="lb-console__search" method="post" action={href(page, `${base}/add`)} noValidate>
        <CsrfField />
        <Field id="asset" label={t.t('console.sets.add')} error={props.error}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              name="asset"
              defaultValue={props.value ?? ''}
            />
          )}
        </Field>
        <Button type="submit">{t.t('console.sets.addButton')}</Button>
      </form>
      <div className="lb-console__scroll">
        <table className="lb-console__table">
          <thead>
            <tr>
              <th scope="col">{t.t('console.col.asset')}</th>
              <th scope="col">{t.t('console.col.title')}</th>
              <th scope="col">{t.t('console.status.label')}</th>
              <th scope="col">
                <span className="visually-hidden">{t.t('console.sets.remove')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {set.members.map((m) => (
              <tr key={m.asset_id}>
                <td>
                  <a href={href(page, `/operator/assets/${m.asset_id}`)}>{m.asset_id}</a>
                </td>
                <td>{m.title}</td>
                <td>{t.t(m.withdrawn ? 'console.status.withdrawn' : 'console.status.live')}</td>
                <td>
                  <form method="post" action={href(page, `${base}/remove`)}>
                    <CsrfField />
                    <input type="hidden" name="asset" value={m.asset_id} />
                    <Button
                      type="submit"
                      variant="secondary"
                      aria-label={`${t.t('console.sets.remove')} ${m.asset_id}`}
                    >
                      {t.t('console.sets.remove')}
                    </Button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}
