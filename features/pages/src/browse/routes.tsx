import type { FastifyInstance } from 'fastify';
import { asPages, requestTranslator } from '../routes';
import type { SitemapRouteDeps } from '../routes-sitemap';
import { BrowseLanding } from './BrowseLanding';
import { LANDINGS } from './landings';
import { landingData } from './repository';

export function registerBrowseLandings(app: FastifyInstance, deps: SitemapRouteDeps) {
  for (const landing of LANDINGS) {
    app.get(landing.path, async (request, reply) => {
      if (request.site !== landing.site) return deps.render(request, reply, deps.notFound);
      const [tp, data] = await Promise.all([
        requestTranslator(request).then(asPages),
        landingData(deps.read, landing),
      ]);
      return deps.render(request, reply, {
        name: `browse-${landing.key}`,
        title: tp.t(landing.title),
        description: tp.t(landing.summary),
        // The search bar on the landing searches the landing's own media type.
        assetType: landing.assetType,
        content: ({ page, slots }) => (
          <BrowseLanding page={page} slots={slots} tp={tp} landing={landing} data={data} />
        ),
      });
    });
  }
}
