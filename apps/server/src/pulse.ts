import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

/** Beacons from the pages (spec section 7): errors and web vitals, logged as structured events. */
const MAX_ERRORS = 3;
const errorSchema = z.object({
  type: z.string().max(80),
  message: z.string().max(2000),
  component: z.string().max(80).optional(),
  stack: z.string().max(8000).optional(),
});
const pulseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('error'),
    page: z.string().max(80),
    errors: z.array(errorSchema).min(1).max(MAX_ERRORS),
  }),
  z.object({
    kind: z.literal('vital'),
    page: z.string().max(80),
    name: z.enum(['FCP', 'LCP', 'CLS', 'INP', 'TTFB']),
    value: z.number().finite().min(0),
    rating: z.enum(['good', 'needs-improvement', 'poor']),
  }),
  // The page-performance timing payload with the page name, sent after load (spec §7).
  z.object({
    kind: z.literal('timing'),
    page: z.string().max(80),
    ttfb: z.number().finite().min(0),
    domContentLoaded: z.number().finite().min(0),
    load: z.number().finite().min(0),
    transferSize: z.number().finite().min(0).optional(),
  }),
]);

/** A rated web vital, for whoever keeps them (the analytics feature's p75 per page). */
export type VitalSink = (vital: {
  site: string;
  page: string;
  name: string;
  value: number;
  rating: string;
}) => Promise<void>;

export function registerPulseRoute(app: FastifyInstance, onVital?: VitalSink) {
  // Beacons may arrive as text/plain; parse them as JSON too.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }));
    }
  });

  app.post('/pulse', async (request, reply) => {
    const parsed = pulseSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'Not a pulse payload',
        details: parsed.error.issues.map((i) => i.message),
      });
    }
    const beacon = parsed.data;
    if (beacon.kind === 'error') {
      for (const e of beacon.errors) {
        request.log.warn(
          { pulse: 'client-error', site: request.site, page: beacon.page, ...e },
          `client error: ${e.type}: ${e.message}`,
        );
      }
    } else if (beacon.kind === 'timing') {
      request.log.info({ pulse: 'timing', site: request.site, ...beacon }, `page timing ${beacon.page}`);
    } else {
      request.log.info({ pulse: 'vital', site: request.site, ...beacon }, `web vital ${beacon.name}`);
      await onVital?.({ site: request.site, ...beacon }).catch((error: unknown) =>
        request.log.error({ err: error }, 'web vital not stored'),
      );
    }
    return reply.code(204).send();
  });
}
