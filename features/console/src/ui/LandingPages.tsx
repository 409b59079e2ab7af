import { Button, CsrfField, Field, href, type PageContext } from '@lightbox/ui';
import type { AuditRow } from '../assets/repository';
import type { ConsoleLandingRow } from '../landings/repository';
import type { RowFieldError, RowFieldName } from '../landings/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import { AuditTable, Choice } from './AssetPages';
import { ConsoleFrame, type T } from './ConsoleFrame';

export interface LandingListItem {
  site: 'premium' | 'subscription';
  key: string;
  path: string;
  rows: number;
}
export type RowErrors = Partial<Record<RowFieldName, RowFieldError | 'noSet' | 'noCollection'>>;
/** A form sent back with its errors: the new-row form ('new') or one row's form (its id). */
export interface RowFormState {
  form: 'new' | number;
  values: Record<RowFieldName, string>;
  errors: RowErrors;
}

const KINDS = ['biggest_collections', 'collection', 'curated_set'] as const;
const landingBase = (l: { site: string; key: string }) => `/operator/landings/${l.site}/${l.key}`;

export function LandingListPage({
  t,
  page,
  landings,
}: {
  t: T;
  page: PageContext;
  landings: LandingListItem[];
}) {
  return (
    <ConsoleFrame t={t} page={page} section="landings" heading={t.t('console.nav.landings')}>
      <p className="lb-console__intro">{t.t('console.landings.intro')}</p>
      <div className="lb-console__scroll">
        <table className="lb-console__table">
          <thead>
            <tr>
              <th scope="col">{t.t('console.landings.page')}</th>
              <th scope="col">{t.t('console.landings.site')}</th>
              <th scope="col" className="lb-console__num">
                {t.t('console.landings.rows')}
              </th>
            </tr>
          </thead>
          <tbody>
            {landings.map((l) => (
              <tr key={`${l.site}/${l.key}`}>
                <td>
                  <a href={href(page, landingBase(l))}>{l.path}</a>
                </td>
                <td>{t.t(`console.landings.site.${l.site}`)}</td>
                <td className="lb-console__num">{t.formatNumber(l.rows)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ConsoleFrame>
  );
}

function RowFields({
  t,
  id,
  values,
  errors,
}: {
  t: T;
  id: string;
  values: RowFormState['values'];
  errors: RowErrors;
}) {
  const error = (name: RowFieldName) => {
    const e = errors[name];
    return e ? t.t(`console.landings.error.${e}` as ConsoleMessageKey) : undefined;
  };
  return (
    <div className="lb-console__fields">
      <Choice
        id={`${id}-kind`}
        name="kind"
        label={t.t('console.landings.kind')}
        value={values.kind}
        options={KINDS.map((k) => ({ value: k, label: t.t(`console.landings.kind.${k}`) }))}
        error={error('kind')}
      />
      <Field id={`${id}-value`} label={t.t('console.landings.value')} error={error('value')}>
        {(control) => <input {...control} type="text" name="value" defaultValue={values.value} />}
      </Field>
      <Field id={`${id}-title`} label={t.t('console.landings.title')} error={error('title')}>
        {(control) => <input {...control} type="text" name="title" defaultValue={values.title} />}
      </Field>
    </div>
  );
}

export function LandingPage(props: {
  t: T;
  page: PageContext;
  landing: LandingListItem;
  rows: ConsoleLandingRow[];
  audit: AuditRow[];
  state?: RowFormState | undefined;
  notice?: string | undefined;
}) {
  const { t, page, landing, rows, state } = props;
  const base = landingBase(landing);
  const stateFor = (form: 'new' | number) => (state?.form === form ? state : undefined);
  const fresh = stateFor('new');
  return (
    <ConsoleFrame t={t} page={page} section="landings" heading={landing.path} notice={props.notice}>
      <p className="lb-console__intro">
        {t.t(`console.landings.site.${landing.site}`)} ·{' '}
        <a href={href(page, landing.path)}>{t.t('console.asset.view')}</a>
      </p>
      <p className="lb-console__intro">{t.t('console.landings.help')}</p>
      {rows.length === 0 && <p className="lb-console__intro">{t.t('console.landings.empty')}</p>}
      <ol className="lb-console__rows">
        {rows.map((row, i) => {
          const own = stateFor(row.id);
          const values = own?.values ?? { kind: row.kind, value: row.value, title: row.title ?? '' };
          const label = t.t('console.landings.row', { n: i + 1 });
          return (
            <li key={row.id} className="lb-console__panel">
              <form
                className="lb-console__form"
                method="post"
                action={href(page, `${base}/rows/${row.id}`)}
                noValidate
                aria-label={label}
              >
                <CsrfField />
                <h2 className="lb-console__row-title">{label}</h2>
                <RowFields t={t} id={`row-${row.id}`} values={values} errors={own?.errors ?? {}} />
                <Button type="submit">{t.t('console.save')}</Button>
              </form>
              <div className="lb-console__row-actions">
                {i > 0 && (
                  <form method="post" action={href(page, `${base}/rows/${row.id}/up`)}>
                    <CsrfField />
                    <Button
                      type="submit"
                      variant="secondary"
                      aria-label={`${t.t('console.landings.up')}: ${label}`}
                    >
                      {t.t('console.landings.up')}
                    </Button>
                  </form>
                )}
                {i < rows.length - 1 && (
                  <form method="post" action={href(page, `${base}/rows/${row.id}/down`)}>
                    <CsrfField />
                    <Button
                      type="submit"
                      variant="secondary"
                      aria-label={`${t.t('console.landings.down')}: ${label}`}
                    >
                      {t.t('console.landings.down')}
                    </Button>
                  </form>
                )}
                <form method="post" action={href(page, `${base}/rows/${row.id}/remove`)}>
                  <CsrfField />
                  <Button
                    type="submit"
                    variant="destructive"
                    aria-label={`${t.t('console.landings.remove')}: ${label}`}
                  >
                    {t.t('console.landings.remove')}
                  </Button>
                </form>
              </div>
            </li>
          );
        })}
      </ol>
      <form
        className="lb-console__panel lb-console__form"
        method="post"
        action={href(page, `${base}/rows`)}
        noValidate
      >
        <CsrfField />
        <h2 className="lb-console__row-title">{t.t('console.landings.add')}</h2>
        <RowFields
          t={t}
          id="new"
          values={fresh?.values ?? { kind: 'collection', value: '', title: '' }}
          errors={fresh?.errors ?? {}}
        />
        <Button type="submit">{t.t('console.landings.addButton')}</Button>
      </form>
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}
