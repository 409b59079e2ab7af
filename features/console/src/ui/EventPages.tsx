import { Button, CsrfField, ErrorSummary, Field, href, type PageContext } from '@lightbox/ui';
import type { AssetListRow, AuditRow } from '../assets/repository';
import type { EventAsset, EventListRow, EventRow } from '../events/repository';
import { EDITORIAL_PRODUCTS, type EventFieldError, type EventFieldName } from '../events/rules';
import type { ConsoleMessageKey } from '../messages/en-us';
import { AssetMembers } from './AssetMembers';
import { AuditTable, Choice } from './AssetPages';
import { ConsoleFrame, type T } from './ConsoleFrame';

export type EventErrors = Partial<Record<EventFieldName, EventFieldError>>;
export type EventFormValues = Record<EventFieldName, string>;

export const eventFormValues = (e: EventRow): EventFormValues => ({
  name: e.name,
  product: e.editorial_product,
  begins: e.begins_on,
  ends: e.ends_on,
  location: e.location,
  country: e.country_code,
  parent: e.parent_id === null ? '' : String(e.parent_id),
});

const errorKey = (error: EventFieldError): ConsoleMessageKey => `console.eventError.${error}`;

export function EventListPage(props: { t: T; page: PageContext; text: string; rows: EventListRow[] }) {
  const { t, page } = props;
  return (
    <ConsoleFrame t={t} page={page} section="events" heading={t.t('console.nav.events')}>
      <p className="lb-console__intro">{t.t('console.events.intro')}</p>
      <div className="lb-console__bar">
        <form className="lb-console__search" method="get" action={href(page, '/operator/events')}>
          <Field id="q" label={t.t('console.events.query')}>
            {(control) => <input {...control} type="search" name="q" defaultValue={props.text} />}
          </Field>
          <Button type="submit">{t.t('console.assets.search')}</Button>
        </form>
        <a className="lb-button lb-button--secondary" href={href(page, '/operator/events/new')}>
          {t.t('console.events.new')}
        </a>
      </div>
      <div className="lb-console__scroll">
        <table className="lb-console__table">
          <thead>
            <tr>
              <th scope="col">{t.t('console.event.name')}</th>
              <th scope="col">{t.t('console.col.date')}</th>
              <th scope="col">{t.t('console.event.location')}</th>
              <th scope="col" className="lb-console__num">
                {t.t('console.nav.assets')}
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((e) => (
              <tr key={e.id}>
                <td>
                  <a href={href(page, `/operator/events/${e.id}`)}>{e.name}</a>
                  {e.parent_id !== null && (
                    <span className="lb-console__count">
                      {' '}
                      · {t.t('console.event.childOf', { id: e.parent_id })}
                    </span>
                  )}
                </td>
                <td>{e.begins_on}</td>
                <td>{e.location}</td>
                <td className="lb-console__num">{t.formatNumber(e.assets)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        {props.rows.length === 0 && <p className="lb-console__intro">{t.t('console.events.none')}</p>}
      </div>
    </ConsoleFrame>
  );
}

/** The event's fields, for a new event and an existing one alike. */
function EventForm(props: {
  t: T;
  action: string;
  values: EventFormValues;
  errors: EventErrors;
  parents: ReadonlyArray<{ id: number; name: string; begins_on: string }>;
  submit: string;
}) {
  const { t, values, errors } = props;
  const error = (name: EventFieldName) => {
    const e = errors[name];
    return e ? t.t(errorKey(e)) : undefined;
  };
  const summary = (Object.keys(errors) as EventFieldName[]).flatMap((name) => {
    const message = error(name);
    return message ? [{ fieldId: name, message }] : [];
  });
  const input = (name: EventFieldName, label: ConsoleMessageKey, type = 'text') => (
    <Field id={name} label={t.t(label)} error={error(name)}>
      {(control) => <input {...control} type={type} name={name} defaultValue={values[name]} />}
    </Field>
  );
  return (
    <form className="lb-console__panel lb-console__form" method="post" action={props.action} noValidate>
      <ErrorSummary id="event-errors" title={t.t('console.error.summary')} items={summary} />
      <CsrfField />
      {input('name', 'console.event.name')}
      <div className="lb-console__fields">
        {input('begins', 'console.event.begins', 'date')}
        {input('ends', 'console.event.ends', 'date')}
      </div>
      <div className="lb-console__fields">
        {input('location', 'console.event.location')}
        {input('country', 'console.event.country')}
      </div>
      <div className="lb-console__fields">
        <Choice
          id="product"
          name="product"
          label={t.t('console.event.product')}
          value={values.product}
          options={EDITORIAL_PRODUCTS.map((p) => ({ value: p, label: t.t(`console.product.${p}`) }))}
          error={error('product')}
        />
        <Choice
          id="parent"
          name="parent"
          label={t.t('console.event.parent')}
          value={values.parent}
          keep={t.t('console.event.noParent')}
          options={props.parents.map((p) => ({ value: String(p.id), label: `${p.name} (${p.begins_on})` }))}
          error={error('parent')}
        />
      </div>
      <Button type="submit">{props.submit}</Button>
    </form>
  );
}

export function NewEventPage(props: {
  t: T;
  page: PageContext;
  values: EventFormValues;
  errors: EventErrors;
  parents: ReadonlyArray<{ id: number; name: string; begins_on: string }>;
}) {
  const { t, page } = props;
  return (
    <ConsoleFrame t={t} page={page} section="events" heading={t.t('console.events.new')}>
      <EventForm
        t={t}
        action={href(page, '/operator/events')}
        values={props.values}
        errors={props.errors}
        parents={props.parents}
        submit={t.t('console.events.create')}
      />
    </ConsoleFrame>
  );
}

export function EventEditPage(props: {
  t: T;
  page: PageContext;
  event: EventRow;
  values: EventFormValues;
  errors: EventErrors;
  parents: ReadonlyArray<{ id: number; name: string; begins_on: string }>;
  assets: EventAsset[];
  find: { text: string; rows: AssetListRow[] };
  assetError?: string | undefined;
  assetValue?: string;
  audit: AuditRow[];
  notice?: string | undefined;
}) {
  const { t, page, event } = props;
  const base = `/operator/events/${event.id}`;
  // An event with children is reached by parenteventid (its family), any other by eventid.
  const view = `/search/editorial?${event.children > 0 ? 'parenteventid' : 'eventid'}=${event.id}`;
  const attached = new Set(props.assets.map((a) => a.id));
  return (
    <ConsoleFrame t={t} page={page} section="events" heading={event.name} notice={props.notice}>
      <p className="lb-console__intro">
        {t.t('console.event.heading', { id: event.id })} ·{' '}
        <a href={href(page, view)}>{t.t('console.asset.view')}</a>
      </p>
      <div className="lb-console__columns">
        <EventForm
          t={t}
          action={href(page, base)}
          values={props.values}
          errors={props.errors}
          parents={props.parents.filter((p) => p.id !== event.id)}
          submit={t.t('console.save')}
        />
        <div className="lb-console__panel">
          <form method="post" action={href(page, `${base}/attach`)} noValidate>
            <CsrfField />
            <Field id="asset" label={t.t('console.event.attachId')} error={props.assetError}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  name="asset"
                  defaultValue={props.assetValue ?? ''}
                />
              )}
            </Field>
            <Button type="submit">{t.t('console.event.attach')}</Button>
          </form>
          <form className="lb-console__search" method="get" action={href(page, base)}>
            <Field id="find" label={t.t('console.event.find')}>
              {(control) => <input {...control} type="search" name="find" defaultValue={props.find.text} />}
            </Field>
            <Button type="submit" variant="secondary">
              {t.t('console.assets.search')}
            </Button>
          </form>
          {props.find.text !== '' && (
            <ul className="lb-console__picks" aria-label={t.t('console.event.found')}>
              {props.find.rows.map((a) => (
                <li key={a.id}>
                  <span>
                    {a.id} · {a.title}
                  </span>
                  {attached.has(a.id) ? (
                    <span className="lb-console__count">{t.t('console.event.attached')}</span>
                  ) : (
                    <form method="post" action={href(page, `${base}/attach`)}>
                      <CsrfField />
                      <input type="hidden" name="asset" value={a.id} />
                      <Button
                        type="submit"
                        variant="secondary"
                        aria-label={`${t.t('console.event.attach')} ${a.id}`}
                      >
                        {t.t('console.event.attach')}
                      </Button>
                    </form>
                  )}
                </li>
              ))}
              {props.find.rows.length === 0 && <li>{t.t('console.events.noAssets')}</li>}
            </ul>
          )}
        </div>
      </div>
      <section className="lb-console__section" aria-labelledby="assets-title">
        <h2 id="assets-title">{t.t('console.assets.count', { count: props.assets.length })}</h2>
        <AssetMembers
          t={t}
          page={page}
          rows={props.assets}
          action={href(page, `${base}/detach`)}
          remove="console.event.detach"
        />
      </section>
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}
