import { Button, CsrfField, Field, href, type PageContext } from '@lightbox/ui';
import type { AuditRow } from '../assets/repository';
import type { CuratedSet, SetMember } from '../sets/repository';
import { AssetMembers } from './AssetMembers';
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
      <AssetMembers
        t={t}
        page={page}
        rows={set.members.map((m) => ({ id: m.asset_id, title: m.title, withdrawn: m.withdrawn }))}
        action={href(page, `${base}/remove`)}
        remove="console.sets.remove"
      />
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}
