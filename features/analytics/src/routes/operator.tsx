import type { Guards } from '@lightbox/account';
import type { BuiltFile, Db } from '@lightbox/platform';
import { href, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnalyticsMessageKey } from '../messages/en-us';
import { OperatorPage } from '../operator/OperatorPage';
import { operatorReport } from '../operator/queries';
import { isStaff } from '../staff';

export interface OperatorRouteDeps {
  db: Db;
  guards: Guards;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  notFound: PageSpec;
  client: Record<string, BuiltFile>;
}

/**
 * GET /operator: the operator's view, for signed-in staff only. Anyone else gets the sign-in
 * page first, and a customer who is not staff the not-found page: the area is not advertised.
 */
export function registerOperator(app: FastifyInstance, deps: OperatorRouteDeps) {
  app.get('/operator', async (request, reply) => {
    const viewer = await deps.guards.requireFreshSignIn(request, reply);
    if (!viewer) return reply;
    if (!(await isStaff(deps.db, viewer.user.id))) return deps.render(request, reply, deps.notFound);
    const report = await operatorReport(deps.db, request.site);
    const chart = deps.client.operator;
    return deps.render(request, reply, {
      name: 'operator',
      title: (t) => (t as unknown as Translator<AnalyticsMessageKey>).t('analytics.operator.title'),
      noindex: true,
      content: ({ t, page }) => (
        <>
          <OperatorPage
            t={t as unknown as Translator<AnalyticsMessageKey>}
            report={report}
            // The operator console (features/console): assets, orders and customers.
            consoleHref={href(page, '/operator/assets')}
          />
          {chart && <script defer src={chart.url} integrity={chart.integrity} crossOrigin="anonymous" />}
        </>
      ),
    });
  });
}
