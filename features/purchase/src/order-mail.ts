import type { Config, Db, MailTransport } from '@lightbox/platform';
import { ordersOf } from './order-views';
import { purchaseDb } from './repository/db';

/** The site's address for links in mail: from configuration, never from a request's headers. */
export function siteOrigin(
  config: Pick<Config, 'publicPort' | 'sites'>,
  site: 'premium' | 'subscription',
): string {
  const host = config.sites[site].hosts[0] ?? 'localhost';
  return config.publicPort === 80 ? `http://${host}` : `http://${host}:${config.publicPort}`;
}

/** The order confirmation: what was bought, the total, and where the invoice and licences are. */
export async function sendOrderConfirmation(
  deps: { db: Db; mail: MailTransport; config: Pick<Config, 'publicPort' | 'sites'> },
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
  const lines = view.lines.map((line) =>
    line.assetId === null
      ? `- ${line.title}: ${line.total}`
      : `- ${line.title} (#${line.assetId}), ${line.model.toUpperCase()}${line.size ? ` ${line.size.toUpperCase()}` : ''}: ${line.total}`,
  );
  await deps.mail.send({
    to: view.email,
    subject: `Your order ${view.number} is paid`,
    text: [
      `Thank you for your order ${view.number}.`,
      '',
      ...lines,
      '',
      `Total paid: ${view.total}`,
      '',
      'Your licences are in your purchase history:',
      `${origin}/account/purchasehistory`,
      '',
      ...(view.invoice ? ['Your invoice:', `${origin}${view.invoice.url}`, ''] : []),
      'The licence terms you accepted:',
      `${origin}/purchase/agreements`,
    ].join('\n'),
  });
}
