import { CsrfField, href } from '@lightbox/ui';
import { type PurchasePageProps, PurchaseShell } from './shared';

/** The test processor's confirmation step (what a bank shows for 3-D Secure). */
export function ChallengePage({
  page,
  t,
  reference,
  amount,
  returnTo,
}: PurchasePageProps & { reference: string; amount: string | undefined; returnTo: string }) {
  return (
    <PurchaseShell title={t.t('purchase.challenge.title')}>
      {amount === undefined ? (
        <p>{t.t('purchase.challenge.gone')}</p>
      ) : (
        <>
          <p>{t.t('purchase.challenge.body', { amount })}</p>
          <form
            method="post"
            action={href(page, `/purchase/test-processor/challenge/${reference}`)}
            className="lb-purchase__actions"
          >
            <CsrfField />
            <input type="hidden" name="return" value={returnTo} />
            <button type="submit" name="result" value="complete" className="lb-button">
              {t.t('purchase.challenge.complete')}
            </button>
            <button type="submit" name="result" value="fail" className="lb-button lb-button--secondary">
              {t.t('purchase.challenge.fail')}
            </button>
          </form>
        </>
      )}
    </PurchaseShell>
  );
}
