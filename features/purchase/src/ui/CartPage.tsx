import { CsrfField, href } from '@lightbox/ui';
import type { CartView } from '../presenters';
import { licenceLabel, type PurchasePageProps, PurchaseShell, Thumb } from './shared';

export function CartSummary({ t, cart }: Pick<PurchasePageProps, 't'> & { cart: CartView }) {
  return (
    <dl className="lb-purchase__totals">
      <dt>{t.t('purchase.cart.subtotal')}</dt>
      <dd>{cart.subtotal}</dd>
      {cart.discount && (
        <>
          <dt>{t.t('purchase.cart.discount', { code: cart.discount.code })}</dt>
          <dd>−{cart.discount.amount}</dd>
        </>
      )}
      <dt>{t.t('purchase.cart.taxRate', { rate: cart.taxRate ?? '' })}</dt>
      <dd>{cart.tax}</dd>
      <dt className="lb-purchase__total">{t.t('purchase.cart.total')}</dt>
      <dd className="lb-purchase__total" data-testid="cart-total">
        {cart.total}
      </dd>
    </dl>
  );
}

export function CartPage({
  page,
  t,
  cart,
  promoError,
}: PurchasePageProps & { cart: CartView; promoError?: boolean }) {
  if (cart.lines.length === 0 && cart.problems.length === 0)
    return (
      <PurchaseShell title={t.t('purchase.cart.title')}>
        <div className="lb-empty-state">
          <p className="lb-empty-state__title">{t.t('purchase.cart.empty')}</p>
          <a className="lb-button" href={href(page, '/search/2/image')}>
            {t.t('purchase.cart.browse')}
          </a>
        </div>
      </PurchaseShell>
    );
  return (
    <PurchaseShell title={t.t('purchase.cart.title')}>
      {cart.unavailable && (
        <p className="lb-notice" role="alert">
          {t.t('purchase.cart.unavailable', { currency: cart.currency || '—' })}
        </p>
      )}
      <div className="lb-purchase__layout">
        <ul
          className="lb-purchase__lines"
          aria-label={t.t('purchase.cart.count', { count: cart.lines.length })}
        >
          {cart.lines.map((line) => (
            <li key={line.itemId} className="lb-purchase__line">
              {line.assetId === null ? (
                <PlanLineText page={page} t={t} line={line} />
              ) : (
                <>
                  <Thumb page={page} assetId={line.assetId} thumbUrl={line.thumbUrl} title={line.title} />
                  <div className="lb-purchase__line-text">
                    <a href={href(page, `/detail/${line.assetId}`)}>{line.title}</a>
                    <span className="lb-purchase__muted">{licenceLabel(t, line)}</span>
                    <a className="lb-purchase__muted" href={href(page, `/detail/${line.assetId}`)}>
                      {t.t('purchase.cart.change')}
                    </a>
                  </div>
                </>
              )}
              <span className="lb-purchase__price">{line.price}</span>
              <form method="post" action={href(page, `/purchase/cart/items/${line.itemId}/delete`)}>
                <CsrfField />
                <button
                  type="submit"
                  className="lb-button lb-button--link"
                  aria-label={t.t('purchase.cart.removeItem', { title: line.title })}
                >
                  {t.t('purchase.cart.remove')}
                </button>
              </form>
            </li>
          ))}
          {cart.problems.map((problem) => (
            <li key={problem.itemId} className="lb-purchase__line lb-purchase__line--problem">
              <span>{t.t('purchase.cart.problem', { message: problem.message })}</span>
              <form method="post" action={href(page, `/purchase/cart/items/${problem.itemId}/delete`)}>
                <CsrfField />
                <button type="submit" className="lb-button lb-button--link">
                  {t.t('purchase.cart.remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
        {!cart.unavailable && (
          <aside className="lb-purchase__aside" aria-label={t.t('purchase.cart.total')}>
            <CartSummary t={t} cart={cart} />
            <form method="post" action={href(page, '/purchase/cart/promo')} className="lb-purchase__promo">
              <CsrfField />
              <label htmlFor="lb-promo">{t.t('purchase.cart.promo')}</label>
              <div className="lb-purchase__promo-row">
                <input
                  id="lb-promo"
                  name="code"
                  autoComplete="off"
                  defaultValue={cart.promo?.code ?? ''}
                  aria-invalid={promoError || undefined}
                  aria-describedby={
                    promoError ? 'lb-promo-error' : cart.promo ? 'lb-promo-status' : undefined
                  }
                />
                <button type="submit" className="lb-button lb-button--secondary">
                  {t.t('purchase.cart.promoApply')}
                </button>
              </div>
              {promoError && (
                <p id="lb-promo-error" className="lb-field__error">
                  {t.t('purchase.cart.promoInvalid')}
                </p>
              )}
              {!promoError && cart.promo && (
                <p id="lb-promo-status" className="lb-purchase__muted">
                  {cart.promo.status === 'applied'
                    ? t.t('purchase.cart.promoApplied', { code: cart.promo.code })
                    : t.t('purchase.cart.promoBelowMinimum', {
                        code: cart.promo.code,
                        amount: cart.promo.minimum ?? '',
                      })}
                </p>
              )}
            </form>
            <a className="lb-button lb-purchase__checkout" href={href(page, '/purchase/checkout')}>
              {t.t('purchase.cart.checkout')}
            </a>
            {cart.currency !== 'USD' && (
              <p className="lb-purchase__muted">
                {t.t('purchase.cart.currencyNote', { currency: cart.currency, date: cart.ratesDate })}
              </p>
            )}
          </aside>
        )}
      </div>
    </PurchaseShell>
  );
}

/** A plan in the cart: no picture, its name, and the way back to the other plans. */
function PlanLineText({
  page,
  t,
  line,
}: Pick<PurchasePageProps, 'page' | 't'> & { line: CartView['lines'][number] }) {
  const plans = page.site === 'subscription' ? '/plans-and-pricing' : '/premium-access';
  return (
    <>
      <span className="lb-purchase__thumb lb-purchase__thumb--plan" aria-hidden="true">
        ★
      </span>
      <div className="lb-purchase__line-text">
        <span>{line.title}</span>
        <span className="lb-purchase__muted">{t.t('purchase.cart.planLabel')}</span>
        <a className="lb-purchase__muted" href={href(page, plans)}>
          {t.t('purchase.cart.changePlan')}
        </a>
      </div>
    </>
  );
}
