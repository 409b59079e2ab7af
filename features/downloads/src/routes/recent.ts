import type { FastifyInstance } from 'fastify';
import { recentDownloads } from '../recent';
import type { DownloadRouteDeps } from './licence-download';

/**
 * `GET /account/downloads/recent`: the viewer's bulk downloads of the last week with their
 * progress, and their latest downloaded files (the download drawer asks it while a zip is made).
 */
export function registerRecentDownloads(app: FastifyInstance, deps: DownloadRouteDeps) {
  app.get('/account/downloads/recent', async (request, reply) => {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    return reply
      .header('cache-control', 'private, no-store')
      .send(await recentDownloads(deps.db, viewer.user.id, new Date()));
  });
}
