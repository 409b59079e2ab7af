import { type Db, type MailTransport, type PublicAddress, publicOrigin } from '@lightbox/platform';
import { DOWNLOAD_LINK_DAYS, downloadLinkExpiry, downloadLinkPath } from './download-link';
import { ordersOf } from './order-views';
import { purchaseDb } from './repository/db';

/** The site's address for links in mail: from configuration, never from a request's headers. */
export function siteOrigin(config: PublicAddress, site: 'premium' | 'subscription'): string {
  return publicOrigin(config, site);
}

/** The order confirmation: what was bought, the total, and where the invoice and licences are. */
export async function sendOrderConfirmation(
  deps: {
    db: Db;
    mail: MailTransport;
    config: PublicAddress;
    signingKey: string;
  },
  orderId: number,
) {
  const order = await purchaseDb(deps.db)
    .selectFrom('purchase_orders')
    .select(['user_id', 'site'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return;
  const [view] = await ordersOf(deps.db, order.user_id, 'en-US', { orderId });
  if (!view) return;
  const origin = siteOrigin(deps.config, order.site);
  const downloads = await downloadLinks(deps, orderId, origin);
  const lines = view.lines.map((line) =>
    line.assetId === null
      ? `- ${line.title}: ${line.total}`
      : `- ${line.title} (#${line.assetId}), ${line.model.toUpperCase()}${line.size ? ` ${line.size.toUpperCase()}` : ''}: ${line.total}`,
  );
  await deps.mail.send({
    to: view.email,
    site: order.site,
    subject: `Your order ${view.number} is paid`,
    text: [
      `Thank you for your order ${view.number}.`,
      '',
      ...lines,
      '',
      `Total paid: ${view.total}`,
      '',
      ...downloads,
      'Your licences are in your purchase history:',
      `${origin}/account/purchasehistory`,
      '',
      ...(view.invoice ? ['Your invoice:', `${origin}${view.invoice.url}`, ''] : []),
      'The licence terms you accepted:',
      `${origin}/purchase/agreements`,
    ].join('\n'),
  });
}

/**
 * One signed link per licensed image: the files can be downloaded without signing in, from any
 * device, for DOWNLOAD_LINK_DAYS days; after that, from the licence history.
 */
async function downloadLinks(
  deps: { db: Db; signingKey: string },
  orderId: number,
  origin: string,
): Promise<string[]> {
  const licences = await purchaseDb(deps.db)
    .selectFrom('purchase_licences as l')
    .innerJoin('purchase_order_lines as ol', 'ol.id', 'l.order_line_id')
    .innerJoin('assets as a', 'a.id', 'l.asset_id')
    .select(['l.id', 'l.asset_id', 'a.title'])
    .where('ol.order_id', '=', orderId)
    // Only stills have a file to serve today; a clip's licence is kept in the licence history.
    .where('a.asset_type', '=', 'image')
    .orderBy('ol.position')
    .execute();
  if (licences.length === 0) return [];
  const expires = downloadLinkExpiry(new Date());
  return [
    `Download your files (these links work for ${DOWNLOAD_LINK_DAYS} days, without signing in; after that, download again from your licence history at ${origin}/account/download):`,
    ...licences.map(
      (licence) =>
        `- ${licence.title} (#${licence.asset_id}): ${origin}${downloadLinkPath(deps.signingKey, licence.id, expires)}`,
    ),
    '',
  ];
}
