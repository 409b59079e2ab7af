import { CsrfField, href } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import { licenceLabel, type PurchasePageProps, PurchaseShell } from './shared';

export interface OrderView {
  id: number;
  number: string;
  placedAt: string;
  state: string;
  total: string;
  email: string;
  lines: Array<{
    /** Null for a plan. */
    assetId: number | null;
    title: string;
    total: string;
    model: 'rf' | 'rm' | 'rr';
    size: string | null;
    width: number | null;
    height: number | null;
    usage: Record<string, string> | null;
    addOns: string[];
  }>;
  invoice?: { number: string; url: string };
  /** What analytics report of the purchase ("Asset Purchased", spec §7): USD to 2 decimals. */
  purchased: {
    orderId: number;
    valueUsd: number;
    items: Array<{ sku: string; assetId: string; productType: string; licenseType: string }>;
    /** How the purchase began (spec §4), set on the thank-you page only. */
    entryPoint?: string | null;
    entryAssetId?: number | null;
    checkoutAfter?: 'sign_in' | 'registration' | null;
  };
}

export function ThankYouPage({ page, t, order }: PurchasePageProps & { order: OrderView }) {
  return (
    <PurchaseShell title={t.t('purchase.thanks.title')}>
      <p role="status">{t.t('purchase.thanks.body', { number: order.number, email: order.email })}</p>
      <OrderLines page={page} t={t} order={order} />
      <p className="lb-purchase__actions">
        {order.invoice && (
          <a className="lb-button" href={href(page, order.invoice.url)}>
            {t.t('purchase.thanks.invoice')}
          </a>
        )}
        {order.purchased.entryAssetId && (
          <a className="lb-button" href={href(page, `/detail/${order.purchased.entryAssetId}`)}>
            {t.t('purchase.thanks.backToAsset')}
          </a>
        )}
        <a className="lb-button lb-button--secondary" href={href(page, '/account/purchasehistory')}>
          {t.t('purchase.thanks.history')}
        </a>
      </p>
    </PurchaseShell>
  );
}

function OrderLines({ page, t, order }: PurchasePageProps & { order: OrderView }) {
  return (
    <table className="lb-purchase__table">
      <caption className="visually-hidden">{t.t('purchase.history.order', { number: order.number })}</caption>
      <thead>
        <tr>
          <th scope="col">{t.t('purchase.cart.licence')}</th>
          <th scope="col" className="lb-purchase__num">
            {t.t('purchase.cart.price')}
          </th>
        </tr>
      </thead>
      <tbody>
        {order.lines.map((line) => (
          <tr key={`${line.assetId}-${line.model}`}>
            <td>
              {line.assetId === null ? (
                line.title
              ) : (
                <a href={href(page, `/detail/${line.assetId}`)}>{line.title}</a>
              )}
              <br />
              <span className="lb-purchase__muted">
                {line.assetId === null ? t.t('purchase.cart.planLabel') : licenceLabel(t, line)}
              </span>
            </td>
            <td className="lb-purchase__num">{line.total}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t.t('purchase.cart.total')}</th>
          <td className="lb-purchase__num">{order.total}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function PurchaseHistoryPage({ page, t, orders }: PurchasePageProps & { orders: OrderView[] }) {
  return (
    <PurchaseShell title={t.t('purchase.history.title')}>
      {orders.length === 0 ? (
        <p>{t.t('purchase.history.empty')}</p>
      ) : (
        orders.map((order) => (
          <section key={order.id} className="lb-purchase__order" aria-labelledby={`lb-order-${order.id}`}>
            <h2 id={`lb-order-${order.id}`}>{t.t('purchase.history.order', { number: order.number })}</h2>
            <p className="lb-purchase__muted">
              {order.placedAt} · {t.t(`purchase.history.state.${order.state}` as PurchaseMessageKey)}
              {order.invoice && (
                <>
                  {' · '}
                  <a href={href(page, order.invoice.url)}>
                    {t.t('purchase.invoices.number')} {order.invoice.number}
                  </a>
                </>
              )}
            </p>
            <OrderLines page={page} t={t} order={order} />
          </section>
        ))
      )}
    </PurchaseShell>
  );
}

export function InvoicesPage({ page, t, orders }: PurchasePageProps & { orders: OrderView[] }) {
  const invoiced = orders.filter((o) => o.invoice);
  return (
    <PurchaseShell title={t.t('purchase.invoices.title')}>
      {invoiced.length === 0 ? (
        <p>{t.t('purchase.invoices.empty')}</p>
      ) : (
        <table className="lb-purchase__table">
          <thead>
            <tr>
              <th scope="col">{t.t('purchase.invoices.number')}</th>
              <th scope="col">{t.t('purchase.history.date')}</th>
              <th scope="col" className="lb-purchase__num">
                {t.t('purchase.cart.total')}
              </th>
              <th scope="col">
                <span className="visually-hidden">{t.t('purchase.invoices.download')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoiced.map((order) => (
              <tr key={order.id}>
                <td>{order.invoice?.number}</td>
                <td>{order.placedAt}</td>
                <td className="lb-purchase__num">{order.total}</td>
                <td>
                  <a href={href(page, order.invoice?.url ?? '')}>{t.t('purchase.invoices.download')}</a>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </PurchaseShell>
  );
}

export function PreviewRequestPage({
  page,
  t,
  assetId,
  title,
  sent,
}: PurchasePageProps & { assetId: number; title: string; sent: boolean }) {
  return (
    <PurchaseShell title={t.t('purchase.preview.title')}>
      <p>
        <a href={href(page, `/detail/${assetId}`)}>{title}</a>
      </p>
      {sent ? (
        <p role="status">{t.t('purchase.preview.sent')}</p>
      ) : (
        <form method="post" action={href(page, `/purchase/request-preview/${assetId}`)} className="lb-form">
          <CsrfField />
          <p>{t.t('purchase.preview.body')}</p>
          <div className="lb-field">
            <label htmlFor="lb-preview-message">{t.t('purchase.preview.message')}</label>
            <textarea id="lb-preview-message" name="message" rows={4} maxLength={2000} required />
          </div>
          <button type="submit" className="lb-button">
            {t.t('purchase.preview.send')}
          </button>
        </form>
      )}
    </PurchaseShell>
  );
}
