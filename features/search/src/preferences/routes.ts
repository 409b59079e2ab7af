import type { FastifyInstance } from 'fastify';
import { PREFERENCES_PATH } from './routes-path';
import { changePreferences, type PreferencesDeps, preferencesOf } from './service';

/**
 * GET /search/api/preferences: `{ preferences }`, the viewer's map. PUT or PATCH with a JSON
 * object sets those keys (null removes one) and answers the whole map; CSRF header as every
 * non-GET request. A bad name or value, or a change beyond the limits, is a 400 with a message.
 */
export function registerPreferenceRoutes(app: FastifyInstance, deps: PreferencesDeps) {
  app.get(PREFERENCES_PATH, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return { preferences: await preferencesOf(deps, request, reply) };
  });
  for (const method of ['put', 'patch'] as const) {
    app[method](PREFERENCES_PATH, async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return { preferences: await changePreferences(deps, request, reply, request.body) };
    });
  }
}
