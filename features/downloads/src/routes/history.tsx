import { createTranslator, loadMessages, RemoteMount, type Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { compsOf } from '../comps';
import DownloadDrawerModal from '../exposes/DownloadDrawerModal';
import { downloadsOf, type HistoryScope, licenceHistory, teamMembers } from '../history';
import { CSV_MAX_ROWS, historyCsv } from '../history-csv';
import { HISTORY_PAGE_SIZE, parseHistoryQuery } from '../history-filters';
import type { DownloadsMessageKey } from '../messages/en-us';
import { recentDownloads } from '../recent';
import { downloadsDb } from '../repository';
import { CompsSection } from '../ui/CompsSection';
import { DownloadScript } from '../ui/DownloadScript';
import { HistoryPage, type HistoryView } from '../ui/HistoryPage';
import type { DownloadRouteDeps } from './licence-download';

const NO_STORE = 'private, no-store';
const COMPS_SHOWN = 50;
const asDownloads = (t: Translator) => t as unknown as Translator<DownloadsMessageKey>;

/**
 * `/account/download`: every licence the viewer holds (and their team's), with its downloads,
 * filtered by a plain GET form; `/account/download.csv` exports the same filters, one row per
 * licence.
 */
export function registerHistory(app: FastifyInstance, deps: DownloadRouteDeps) {
  const db = downloadsDb(deps.db);

  async function signedInScope(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await deps.accounts.guards.requireSignedIn(request, reply);
    if (!viewer) return undefined;
    const scope: HistoryScope = { userId: viewer.user.id, teamId: viewer.team?.id ?? null };
    return scope;
  }

  app.get('/account/download', async (request, reply) => {
    const scope = await signedInScope(request, reply);
    if (!scope) return reply;
    const parsed = parseHistoryQuery(request.query as Record<string, unknown>);
    const members = scope.teamId === null ? undefined : await teamMembers(db, scope.teamId);
    let view: HistoryView = {
      query: parsed.query,
      page: 1,
      more: false,
      licences: [],
      downloads: [],
      members,
    };
    if (parsed.ok) {
      const found = await licenceHistory(db, scope, parsed.filters, HISTORY_PAGE_SIZE);
      const downloads = await downloadsOf(
        db,
        found.licences.map((l) => l.id),
      );
      view = { ...view, page: parsed.filters.page, more: found.more, licences: found.licences, downloads };
    } else {
      view.invalid = parsed.field;
    }
    // Comps are the viewer's own, listed below their licences on the first page.
    const comps = view.page === 1 ? await compsOf(db, scope.userId, COMPS_SHOWN) : [];
    const now = new Date();
    const drawer = request.site === 'premium' ? await recentDownloads(deps.db, scope.userId, now) : undefined;
    reply.header('cache-control', NO_STORE);
    return deps.render(request, reply, {
      name: 'downloads-history',
      title: (t) => asDownloads(t).t('downloads.history.title'),
      noindex: true,
      status: parsed.ok ? 200 : 400,
      content: ({ page, t }) => (
        <>
          {drawer && (
            <div className="container lb-downloads__drawer">
              <RemoteMount name="DownloadDrawerModal" props={{ recent: drawer }}>
                <DownloadDrawerModal page={page} recent={drawer} />
              </RemoteMount>
            </div>
          )}
          <HistoryPage page={page} t={asDownloads(t)} view={view} />
          <div className="container">
            <CompsSection page={page} t={asDownloads(t)} comps={comps} now={now} />
          </div>
          <DownloadScript file={deps.client?.['download-event']} />
        </>
      ),
    });
  });

  app.get('/account/download.csv', async (request, reply) => {
    const scope = await signedInScope(request, reply);
    if (!scope) return reply;
    const parsed = parseHistoryQuery(request.query as Record<string, unknown>);
    if (!parsed.ok)
      return reply.code(400).send({
        error: 'bad_request',
        message: `The filter "${parsed.field}" is not valid: dates are YYYY-MM-DD, the first before the second.`,
      });
    const found = await licenceHistory(db, scope, { ...parsed.filters, page: 1 }, CSV_MAX_ROWS);
    // Never a silently cut list: a history this large is exported a date range at a time.
    if (found.more)
      return reply.code(413).send({
        error: 'too_many_rows',
        message: `More than ${CSV_MAX_ROWS} licences match: export a shorter date range at a time.`,
      });
    const downloads = await downloadsOf(
      db,
      found.licences.map((l) => l.id),
    );
    const t = asDownloads(createTranslator(request.locale, await loadMessages(request.locale)));
    return reply
      .header('cache-control', NO_STORE)
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="licences.csv"')
      .send(historyCsv(t, found.licences, downloads));
  });
}
