import { isBot } from '@lightbox/account';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { EVENT_NAMES, PIPELINE_ID } from '../domain/events';
import type { SignalStore } from '../store';
import { COUNTRY_COOKIE, visitorIdOf } from '../visitor';

/** Spec §7 sends one-element arrays; a few more are accepted so a page may flush a queue at once. */
export const SIGNALS_PER_REQUEST_MAX = 20;
/** A signal's properties, as JSON, may take this many characters. */
export const PROPERTIES_MAX_CHARS = 16_000;

/** Server-side events (sign-in) are recorded by the server only. */
const BROWSER_EVENTS = EVENT_NAMES.filter((name) => name !== 'event12' && name !== 'Team Sign In');

const signalSchema = z.object({
  source: z.literal('web'),
  event: z.enum(BROWSER_EVENTS as [string, ...string[]]),
  properties: z
    .record(z.string(), z.unknown())
    .refine((p) => JSON.stringify(p).length <= PROPERTIES_MAX_CHARS, 'properties are too large'),
  pipeline_id: z.literal(PIPELINE_ID),
  app_name: z.string().min(1).max(40),
});
export const signalsSchema = z.array(signalSchema).min(1).max(SIGNALS_PER_REQUEST_MAX);

/** Do-not-track and Global Privacy Control both mean: measure nothing. */
export function doNotTrack(request: FastifyRequest): boolean {
  return request.headers.dnt === '1' || request.headers['sec-gpc'] === '1';
}

/**
 * POST /signals (spec §7): the browser's analytics events, validated and queued for the
 * batched store. Bots and do-not-track visitors get the same answer but nothing is kept.
 */
export function registerSignals(app: FastifyInstance, store: SignalStore) {
  app.post('/signals', async (request, reply) => {
    const parsed = signalsSchema.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        error: 'bad_request',
        message: 'Not a list of signals',
        details: parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    }
    if (doNotTrack(request) || isBot(request.headers['user-agent'])) return reply.code(204).send();
    const visitorId = visitorIdOf(request) ?? null;
    const country = request.cookies[COUNTRY_COOKIE]?.slice(0, 3) ?? null;
    const kept = store.add(
      parsed.data.map((signal) => ({
        site: request.site,
        source: signal.source,
        event_name: signal.event,
        app_name: signal.app_name,
        pipeline_id: signal.pipeline_id,
        visitor_id: visitorId,
        user_id: null,
        country,
        properties: signal.properties,
      })),
    );
    if (!kept)
      return reply.code(503).header('retry-after', '5').send({ error: 'busy', message: 'Try later' });
    return reply.code(204).send();
  });
}
