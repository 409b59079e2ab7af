import { Button, CsrfField, ErrorSummary, Field, href, type PageContext } from '@lightbox/ui';
import type { AssetEditRow, AssetListRow, AssetStatus, AuditRow, Collection } from '../assets/repository';
import { ASSET_STATUSES } from '../assets/repository';
import { type FieldError, type FieldName, LICENCE_MODELS, PRICE_TIERS } from '../assets/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import { ConsoleFrame, type T } from './ConsoleFrame';

export type Errors = Partial<Record<FieldName, FieldError>>;

export function errorText(t: T, error: FieldError): string | undefined {
  if (!error) return undefined;
  return t.t(`console.error.${error.key}`, { max: error.max ?? 0, length: error.length ?? 0 });
}

export function Choice(props: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  error?: string | undefined;
  keep?: string;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error}>
      {(control) => (
        <select {...control} name={props.name} defaultValue={props.value}>
          {props.keep !== undefined && <option value="">{props.keep}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

const licenceOptions = (t: T) =>
  LICENCE_MODELS.map((m) => ({ value: m, label: t.t(`console.licence.${m}`) }));
const tierOptions = (t: T) => PRICE_TIERS.map((m) => ({ value: m, label: t.t(`console.tier.${m}`) }));
const collectionOptions = (list: readonly Collection[]) =>
  list.map((c) => ({ value: c.code, label: c.name }));

export function AssetListPage(props: {
  t: T;
  page: PageContext;
  query: { text: string; status?: AssetStatus | undefined };
  rows: AssetListRow[];
  collections: Collection[];
  notice?: string | undefined;
  errors?: Errors;
}) {
  const { t, page, rows } = props;
  const errors = props.errors ?? {};
  return (
    <ConsoleFrame
      t={t}
      page={page}
      section="assets"
      heading={t.t('console.nav.assets')}
      notice={props.notice}
    >
      <p className="lb-console__intro">{t.t('console.assets.intro')}</p>
      <form className="lb-console__search" method="get" action={href(page, '/operator/assets')}>
        <Field id="q" label={t.t('console.assets.query')}>
          {(control) => <input {...control} type="search" name="q" defaultValue={props.query.text} />}
        </Field>
        <Choice
          id="status"
          name="status"
          label={t.t('console.status.label')}
          value={props.query.status ?? ''}
          keep={t.t('console.status.any')}
          options={ASSET_STATUSES.map((s) => ({ value: s, label: t.t(`console.status.${s}`) }))}
        />
        <Button type="submit">{t.t('console.assets.search')}</Button>
      </form>
      <form method="post" action={href(page, '/operator/assets/bulk')}>
        <CsrfField />
        <input type="hidden" name="q" value={props.query.text} />
        <input type="hidden" name="status" value={props.query.status ?? ''} />
        <p className="lb-console__count">{t.t('console.assets.count', { count: rows.length })}</p>
        <div className="lb-console__scroll">
          <table className="lb-console__table">
            <thead>
              <tr>
                <th scope="col">{t.t('console.col.select')}</th>
                <th scope="col">{t.t('console.col.asset')}</th>
                <th scope="col">{t.t('console.col.title')}</th>
                <th scope="col">{t.t('console.field.collection')}</th>
                <th scope="col">{t.t('console.field.licence')}</th>
                <th scope="col">{t.t('console.status.label')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>
                    <input
                      type="checkbox"
                      name="id"
                      value={row.id}
                      aria-label={`${t.t('console.col.select')} ${row.id}`}
                    />
                  </td>
                  <td>
                    <a href={href(page, `/operator/assets/${row.id}`)}>{row.id}</a>
                  </td>
                  <td>{row.title}</td>
                  <td>{row.collection_name}</td>
                  <td>{t.t(`console.licence.${row.license_type as 'rf'}`)}</td>
                  <td>
                    <span className={`lb-console__status lb-console__status--${row.status}`}>
                      {t.t(`console.status.${row.status}`)}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <fieldset className="lb-console__panel lb-console__bulk">
          <legend>{t.t('console.bulk.title')}</legend>
          <div className="lb-console__fields">
            <Choice
              id="bulk-collection"
              name="collection"
              label={t.t('console.field.collection')}
              value=""
              keep={t.t('console.bulk.keep')}
              options={collectionOptions(props.collections)}
              error={errorText(t, errors.collection)}
            />
            <Choice
              id="bulk-licence"
              name="licence"
              label={t.t('console.field.licence')}
              value=""
              keep={t.t('console.bulk.keep')}
              options={licenceOptions(t)}
              error={errorText(t, errors.licence)}
            />
            <Choice
              id="bulk-tier"
              name="tier"
              label={t.t('console.field.tier')}
              value=""
              keep={t.t('console.bulk.keep')}
              options={tierOptions(t)}
              error={errorText(t, errors.tier)}
            />
            <Choice
              id="bulk-availability"
              name="availability"
              label={t.t('console.bulk.availability')}
              value=""
              keep={t.t('console.bulk.keep')}
              options={[
                { value: 'withdraw', label: t.t('console.withdraw') },
                { value: 'restore', label: t.t('console.restore') },
              ]}
              error={errorText(t, errors.availability)}
            />
          </div>
          <Button type="submit">{t.t('console.bulk.apply')}</Button>
        </fieldset>
      </form>
    </ConsoleFrame>
  );
}

function AuditTable({ t, rows }: { t: T; rows: AuditRow[] }) {
  if (rows.length === 0) return <p className="lb-console__intro">{t.t('console.audit.empty')}</p>;
  const json = (value: unknown) => JSON.stringify(value, null, 1);
  // Each cell carries its column's name: on a phone the rows stack and show it as a label.
  const label = {
    when: t.t('console.col.when'),
    who: t.t('console.col.who'),
    change: t.t('console.col.change'),
    before: t.t('console.col.before'),
    after: t.t('console.col.after'),
  };
  return (
    <div className="lb-console__scroll">
      <table className="lb-console__table lb-console__audit">
        <thead>
          <tr>
            <th scope="col">{label.when}</th>
            <th scope="col">{label.who}</th>
            <th scope="col">{label.change}</th>
            <th scope="col">{label.before}</th>
            <th scope="col">{label.after}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td data-label={label.when}>
                <time dateTime={new Date(row.at).toISOString()}>
                  {new Date(row.at).toISOString().slice(0, 16).replace('T', ' ')}
                </time>
              </td>
              <td data-label={label.who}>{row.staff_email}</td>
              <td data-label={label.change}>{row.action}</td>
              <td data-label={label.before}>
                <pre>{json(row.before)}</pre>
              </td>
              <td data-label={label.after}>
                <pre>{json(row.after)}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export interface AssetFormValues {
  title: string;
  caption: string;
  keywords: string;
  creator: string;
  creditLine: string;
  copyright: string;
  licence: string;
  collection: string;
  tier: string;
}

export const formValuesOf = (asset: AssetEditRow): AssetFormValues => ({
  title: asset.title,
  caption: asset.caption,
  keywords: asset.keywords.join(', '),
  creator: asset.contributor,
  creditLine: asset.credit_line,
  copyright: asset.copyright,
  licence: asset.license_type,
  collection: asset.collection_code,
  tier: asset.exclusive ? 'signature' : 'essentials',
});

export function AssetEditPage(props: {
  t: T;
  page: PageContext;
  asset: AssetEditRow;
  values: AssetFormValues;
  collections: Collection[];
  audit: AuditRow[];
  errors?: Errors;
  notice?: string | undefined;
}) {
  const { t, page, asset, values } = props;
  const errors = props.errors ?? {};
  const action = href(page, `/operator/assets/${asset.id}`);
  const text = (name: 'title' | 'creator' | 'creditLine' | 'copyright', label: ConsoleMessageKey) => (
    <Field id={name} label={t.t(label)} error={errorText(t, errors[name])}>
      {(control) => <input {...control} type="text" name={name} defaultValue={values[name]} />}
    </Field>
  );
  const summary = (Object.keys(errors) as FieldName[]).flatMap((name) => {
    const message = errorText(t, errors[name]);
    return message ? [{ fieldId: name, message }] : [];
  });
  const withdrawn = asset.withdrawn_at !== null;
  return (
    <ConsoleFrame
      t={t}
      page={page}
      section="assets"
      heading={t.t('console.asset.heading', { id: asset.id })}
      notice={props.notice}
    >
      <p className="lb-console__intro">
        <span
          className={`lb-console__status lb-console__status--${withdrawn ? 'withdrawn' : asset.is_offline ? 'offline' : 'live'}`}
        >
          {withdrawn
            ? t.t('console.withdrawnOn', { date: t.formatDate(asset.withdrawn_at!) })
            : t.t(asset.is_offline ? 'console.status.offline' : 'console.status.live')}
        </span>{' '}
        <a href={href(page, `/detail/${asset.id}`)}>{t.t('console.asset.view')}</a>
      </p>
      <div className="lb-console__columns">
        <form className="lb-console__panel" method="post" action={action} noValidate>
          <ErrorSummary id="asset-errors" title={t.t('console.error.summary')} items={summary} />
          <CsrfField />
          {text('title', 'console.field.title')}
          <Field id="caption" label={t.t('console.field.caption')} error={errorText(t, errors.caption)}>
            {(control) => <textarea {...control} name="caption" rows={4} defaultValue={values.caption} />}
          </Field>
          <Field
            id="keywords"
            label={t.t('console.field.keywords')}
            hint={t.t('console.field.keywordsHint')}
            error={errorText(t, errors.keywords)}
          >
            {(control) => <textarea {...control} name="keywords" rows={3} defaultValue={values.keywords} />}
          </Field>
          {text('creator', 'console.field.creator')}
          {text('creditLine', 'console.field.creditLine')}
          {text('copyright', 'console.field.copyright')}
          <div className="lb-console__fields">
            <Choice
              id="licence"
              name="licence"
              label={t.t('console.field.licence')}
              value={values.licence}
              options={licenceOptions(t)}
              error={errorText(t, errors.licence)}
            />
            <Choice
              id="collection"
              name="collection"
              label={t.t('console.field.collection')}
              value={values.collection}
              options={collectionOptions(props.collections)}
              error={errorText(t, errors.collection)}
            />
            <Choice
              id="tier"
              name="tier"
              label={t.t('console.field.tier')}
              value={values.tier}
              options={tierOptions(t)}
              error={errorText(t, errors.tier)}
            />
          </div>
          <Button type="submit">{t.t('console.save')}</Button>
        </form>
        <form
          className="lb-console__panel"
          method="post"
          action={href(page, `/operator/assets/${asset.id}/${withdrawn ? 'restore' : 'withdraw'}`)}
        >
          <CsrfField />
          {!withdrawn && <p className="lb-console__intro">{t.t('console.withdrawHint')}</p>}
          <Button type="submit" variant={withdrawn ? 'primary' : 'destructive'}>
            {t.t(withdrawn ? 'console.restore' : 'console.withdraw')}
          </Button>
        </form>
      </div>
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}

export { AuditTable };
