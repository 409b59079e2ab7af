import {
  USAGE_DURATIONS,
  USAGE_EXCLUSIVITY,
  USAGE_INDUSTRIES,
  USAGE_MEDIA,
  USAGE_PLACEMENTS,
  USAGE_SIZES,
  USAGE_TERRITORIES,
} from '@lightbox/core';
import { CsrfField, href } from '@lightbox/ui';
import type { PurchaseMessageKey } from '../messages/en-us';
import type { OffersView } from '../offers-view';
import type { PurchasePageProps } from './shared';

const USAGE_CHOICES = {
  media: USAGE_MEDIA,
  placement: USAGE_PLACEMENTS,
  size: USAGE_SIZES,
  duration: USAGE_DURATIONS,
  territory: USAGE_TERRITORIES,
  industry: USAGE_INDUSTRIES,
  exclusivity: USAGE_EXCLUSIVITY,
} as const;

const megabytes = (bytes: number, locale: string) =>
  `${(bytes / 1_000_000).toLocaleString(locale, { maximumFractionDigits: 1, minimumFractionDigits: 1 })} MB`;

/**
 * The detail page's licence options: RF sizes with their pixels, file size and price, the
 * extended-licence add-ons, or the RM/RR usage configurator; a plain form that adds the choice
 * to the cart, so it works without JavaScript. The server prices the choice again.
 */
export function LicencePanel({
  page,
  t,
  offers,
  today,
  signedIn,
}: PurchasePageProps & { offers: OffersView; today: string; signedIn: boolean }) {
  const forSale = offers.sizes.length > 0 || offers.usage !== undefined;
  const price = (text: string | null) => text ?? t.t('purchase.options.priceUnavailable');
  return (
    <section className="lb-licence" aria-labelledby="lb-licence-title">
      <h2 id="lb-licence-title">{t.t('purchase.options.title')}</h2>
      {!forSale ? (
        <p>{t.t('purchase.options.notForSale')}</p>
      ) : (
        <form method="post" action={href(page, '/purchase/cart/items')} className="lb-licence__form">
          <CsrfField />
          <input type="hidden" name="assetId" value={offers.assetId} />
          {offers.sizes.length > 0 && (
            <>
              <p className="lb-licence__explain">{t.t('purchase.options.rf')}</p>
              <fieldset>
                <legend>{t.t('purchase.options.size')}</legend>
                {offers.sizes.map((size, index) => (
                  <label key={size.sku} className="lb-licence__option">
                    <input
                      type="radio"
                      name="sku"
                      value={size.sku}
                      defaultChecked={index === offers.sizes.length - 1}
                    />
                    <span className="lb-licence__option-text">
                      <span>
                        {t.t('purchase.options.sizeLabel', {
                          size: t.t(`purchase.options.size.${size.size}` as PurchaseMessageKey),
                          width: t.formatNumber(size.width),
                          height: t.formatNumber(size.height),
                        })}
                      </span>
                      {size.bytes !== null && (
                        <span className="lb-licence__muted">
                          {t.t('purchase.options.fileSize', { size: megabytes(size.bytes, page.locale) })}
                        </span>
                      )}
                    </span>
                    <span className="lb-licence__price">{price(size.price)}</span>
                  </label>
                ))}
              </fieldset>
              {offers.addOns.length > 0 && (
                <fieldset>
                  <legend>{t.t('purchase.options.extended')}</legend>
                  {offers.addOns.map((addOn) => (
                    <label key={addOn.sku} className="lb-licence__option">
                      <input type="checkbox" name="addOns" value={addOn.kind} />
                      <span className="lb-licence__option-text">
                        {t.t(`purchase.options.addOn.${addOn.kind}` as PurchaseMessageKey)}
                      </span>
                      <span className="lb-licence__price">+{price(addOn.price)}</span>
                    </label>
                  ))}
                </fieldset>
              )}
            </>
          )}
          {offers.usage && (
            <>
              <p className="lb-licence__explain">
                {t.t(offers.usage.model === 'rm' ? 'purchase.options.rm' : 'purchase.options.rr')}
              </p>
              <input type="hidden" name="sku" value={offers.usage.sku} />
              <fieldset className="lb-licence__usage">
                <legend>{t.t('purchase.options.usage')}</legend>
                {(Object.keys(USAGE_CHOICES) as Array<keyof typeof USAGE_CHOICES>).map((field) => (
                  <div key={field} className="lb-field">
                    <label htmlFor={`lb-usage-${field}`}>
                      {t.t(`purchase.options.usage.${field}` as PurchaseMessageKey)}
                    </label>
                    <select id={`lb-usage-${field}`} name={`usage.${field}`}>
                      {USAGE_CHOICES[field].map((value) => (
                        <option key={value} value={value}>
                          {t.t(`purchase.usage.${field}.${value}` as PurchaseMessageKey)}
                        </option>
                      ))}
                    </select>
                  </div>
                ))}
                <div className="lb-field">
                  <label htmlFor="lb-usage-startDate">{t.t('purchase.options.usage.startDate')}</label>
                  <input
                    id="lb-usage-startDate"
                    type="date"
                    name="usage.startDate"
                    defaultValue={today}
                    min={today}
                    required
                  />
                </div>
              </fieldset>
              <p className="lb-licence__muted">
                {t.t('purchase.options.fromPrice', { price: price(offers.usage.fromPrice) })}
                {' · '}
                {t.t('purchase.options.priceOnCheckout')}
              </p>
            </>
          )}
          <button type="submit" className="lb-button lb-licence__add">
            {t.t('purchase.options.addToCart')}
          </button>
        </form>
      )}
      <ul className="lb-licence__links">
        {signedIn ? (
          <li>
            <a
              href={href(page, `/account/comps/${offers.assetId}`)}
              download
              data-comp-download={offers.assetId}
            >
              {t.t('purchase.options.compDownload')}
            </a>
            <span className="lb-licence__note">{t.t('purchase.options.compNote')}</span>
          </li>
        ) : (
          <li>
            <a href={href(page, '/sign-in', { returnurl: `/detail/${offers.assetId}` })}>
              {t.t('purchase.options.signInForComp')}
            </a>
          </li>
        )}
        {offers.usage && (
          <li>
            <a href={href(page, `/purchase/request-preview/${offers.assetId}`)}>
              {t.t('purchase.options.requestPreview')}
            </a>
          </li>
        )}
      </ul>
    </section>
  );
}
