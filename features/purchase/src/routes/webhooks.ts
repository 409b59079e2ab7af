import type { FastifyInstance } from 'fastify';
import type { PurchaseServices } from './context';

/** Where the payment provider posts its events; verified over the raw body, never CSRF-checked. */
export const WEBHOOK_PATH = '/purchase/webhooks/payments';

export async function registerWebhookRoute(app: FastifyInstance, services: PurchaseServices) {
  await app.register(async (scope) => {
    // The signature covers the exact bytes sent, so this route keeps them unparsed.
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(WEBHOOK_PATH, async (request, reply) => {
      if (!Buffer.isBuffer(request.body))
        return reply.code(400).send({ error: 'bad_request', message: 'Send the event as application/json.' });
      try {
        const result = await services.checkout.receiveEvent(request.body, request.headers);
        return reply.send({ received: true, duplicate: !result.stored });
      } catch (error) {
        if (error instanceof Error && error.name === 'WebhookSignatureError')
          return reply.code(400).send({ error: 'bad_signature', message: error.message });
        if (error instanceof Error && /sends no events/.test(error.message))
          return reply.code(404).send({ error: 'not_found', message: 'This store takes no payment events.' });
        throw error;
      }
    });
  });
}
