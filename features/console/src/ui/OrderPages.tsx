import { formatMoney, isCurrencyCode, money } from '@lightbox/core';
import { Button, CsrfField, Field, href, type PageContext } from '@lightbox/ui';
import type { AuditRow } from '../assets/repository';
import type { CustomerView, OrderDetail, OrderListRow } from '../orders/repository';
import { AuditTable } from './AssetPages';
import { ConsoleFrame, type T } from './ConsoleFrame';

export const amountText = (t: T, minor: number, currency: string) =>
  isCurrencyCode(currency) ? formatMoney(money(minor, currency), t.locale) : `${minor} ${currency}`;

const stateText = (t: T, state: string) => t.t(`console.state.${state as 'paid'}`);

function OrderTable({ t, page, rows }: { t: T; page: PageContext; rows: OrderListRow[] }) {
  if (rows.length === 0) return <p className="lb-console__intro">{t.t('console.orders.none')}</p>;
  return (
    <div className="lb-console__scroll">
      <table className="lb-console__table">
        <thead>
          <tr>
            <th scope="col">{t.t('console.col.order')}</th>
            <th scope="col">{t.t('console.col.customer')}</th>
            <th scope="col">{t.t('console.col.date')}</th>
            <th scope="col">{t.t('console.col.state')}</th>
            <th scope="col" className="lb-console__num">
              {t.t('console.col.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <td>
                <a href={href(page, `/operator/orders/${row.id}`)}>#{row.id}</a>
              </td>
              <td>
                <a href={href(page, `/operator/customers/${row.user_id}`)}>{row.email}</a>
              </td>
              <td>{t.formatDate(row.created_at)}</td>
              <td>{stateText(t, row.state)}</td>
              <td className="lb-console__num">{amountText(t, row.total_minor, row.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function OrderSearchPage(props: { t: T; page: PageContext; query: string; rows: OrderListRow[] }) {
  const { t, page } = props;
  return (
    <ConsoleFrame t={t} page={page} section="orders" heading={t.t('console.nav.orders')}>
      <form className="lb-console__search" method="get" action={href(page, '/operator/orders')}>
        <Field id="q" label={t.t('console.orders.query')}>
          {(control) => <input {...control} type="search" name="q" defaultValue={props.query} />}
        </Field>
        <Button type="submit">{t.t('console.orders.find')}</Button>
      </form>
      {props.query && <OrderTable t={t} page={page} rows={props.rows} />}
    </ConsoleFrame>
  );
}

export function OrderPage(props: {
  t: T;
  page: PageContext;
  order: OrderDetail;
  refundKey: string;
  audit: AuditRow[];
  notice?: string | undefined;
  error?: string | undefined;
}) {
  const { t, page, order } = props;
  const refundable = (order.state === 'paid' || order.state === 'fulfilled') && order.captured_minor > 0;
  const base = `/operator/orders/${order.id}`;
  return (
    <ConsoleFrame
      t={t}
      page={page}
      section="orders"
      heading={t.t('console.order.heading', { id: order.id })}
      notice={props.notice}
    >
      <p className="lb-console__intro">
        <a href={href(page, `/operator/customers/${order.user_id}`)}>{order.email}</a> ·{' '}
        {t.formatDate(order.created_at)} · {stateText(t, order.state)} ·{' '}
        {amountText(t, order.total_minor, order.currency)}
      </p>
      <form className="lb-console__panel" method="post" action={href(page, `${base}/refund`)}>
        <CsrfField />
        <input type="hidden" name="key" value={props.refundKey} />
        {props.error && (
          <p className="lb-field__error" role="alert" id="refund-error">
            {props.error}
          </p>
        )}
        <div className="lb-console__scroll">
          <table className="lb-console__table">
            <thead>
              <tr>
                <th scope="col">{t.t('console.col.select')}</th>
                <th scope="col">{t.t('console.col.item')}</th>
                <th scope="col" className="lb-console__num">
                  {t.t('console.col.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.lines.map((line) => (
                <tr key={line.id}>
                  <td>
                    {line.refunded ? (
                      <span className="lb-console__status lb-console__status--withdrawn">
                        {t.t('console.order.refunded')}
                      </span>
                    ) : (
                      <input
                        type="checkbox"
                        name="line"
                        value={line.id}
                        disabled={!refundable}
                        aria-label={`${t.t('console.col.select')}: ${line.description}`}
                      />
                    )}
                  </td>
                  <td>
                    {line.asset_id !== null ? (
                      <a href={href(page, `/operator/assets/${line.asset_id}`)}>{line.description}</a>
                    ) : (
                      line.description
                    )}
                  </td>
                  <td className="lb-console__num">{amountText(t, line.total_minor, order.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {refundable && (
          <>
            <p className="lb-console__intro">{t.t('console.order.refundHint')}</p>
            <Button type="submit" variant="destructive">
              {t.t('console.order.refund')}
            </Button>
          </>
        )}
      </form>
      <form className="lb-console__panel" method="post" action={href(page, `${base}/resend`)}>
        <CsrfField />
        <Button type="submit" variant="secondary">
          {t.t('console.order.resend')}
        </Button>
      </form>
      <section className="lb-console__section" aria-labelledby="audit-title">
        <h2 id="audit-title">{t.t('console.audit.title')}</h2>
        <AuditTable t={t} rows={props.audit} />
      </section>
    </ConsoleFrame>
  );
}

export function CustomerPage(props: { t: T; page: PageContext; customer: CustomerView }) {
  const { t, page, customer } = props;
  return (
    <ConsoleFrame
      t={t}
      page={page}
      section="orders"
      heading={t.t('console.customer.heading', { email: customer.email })}
    >
      <section className="lb-console__section" aria-labelledby="orders-title">
        <h2 id="orders-title">{t.t('console.nav.orders')}</h2>
        <OrderTable t={t} page={page} rows={customer.orders} />
      </section>
      <section className="lb-console__section" aria-labelledby="licences-title">
        <h2 id="licences-title">{t.t('console.customer.licences')}</h2>
        {customer.licences.length === 0 ? (
          <p className="lb-console__intro">{t.t('console.customer.none')}</p>
        ) : (
          <div className="lb-console__scroll">
            <table className="lb-console__table">
              <thead>
                <tr>
                  <th scope="col">{t.t('console.col.asset')}</th>
                  <th scope="col">{t.t('console.field.licence')}</th>
                  <th scope="col">{t.t('console.col.date')}</th>
                  <th scope="col">{t.t('console.col.state')}</th>
                </tr>
              </thead>
              <tbody>
                {customer.licences.map((l) => (
                  <tr key={l.id}>
                    <td>
                      <a href={href(page, `/operator/assets/${l.asset_id}`)}>{l.title}</a>
                    </td>
                    <td>
                      {t.t(`console.licence.${l.licence_model as 'rf'}`)}
                      {l.size ? ` · ${l.size.toUpperCase()}` : ''}
                    </td>
                    <td>{t.formatDate(l.granted_at)}</td>
                    <td>{l.revoked_at ? t.t('console.customer.revoked') : t.t('console.plan.active')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="lb-console__section" aria-labelledby="plans-title">
        <h2 id="plans-title">{t.t('console.customer.plans')}</h2>
        {customer.plans.length === 0 ? (
          <p className="lb-console__intro">{t.t('console.customer.none')}</p>
        ) : (
          <div className="lb-console__scroll">
            <table className="lb-console__table">
              <thead>
                <tr>
                  <th scope="col">{t.t('console.col.item')}</th>
                  <th scope="col">{t.t('console.col.date')}</th>
                  <th scope="col">{t.t('console.col.state')}</th>
                  <th scope="col" className="lb-console__num">
                    {t.t('console.customer.remaining')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {customer.plans.map((p) => (
                  <tr key={p.id}>
                    <td>{p.title}</td>
                    <td>{t.formatDate(p.started_at)}</td>
                    <td>{t.t(`console.plan.${p.status as 'active'}`)}</td>
                    <td className="lb-console__num">
                      {p.remaining === null ? '' : t.formatNumber(p.remaining)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </ConsoleFrame>
  );
}
