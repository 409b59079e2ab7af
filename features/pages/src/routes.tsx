import {
  DEFAULT_LOCALE,
  INFO_PAGES,
  INFO_PATHS,
  type InfoPage,
  isLocaleCode,
  type Site,
} from '@lightbox/core';
import { createTranslator, loadMessages, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadDocument } from './content';
import { parseBlocks } from './markdown';
import type { PagesMessageKey } from './messages/en-us';
import { InfoPage as InfoPageView } from './ui/InfoPage';

export interface PagesRouteDeps {
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  notFound: PageSpec;
  config: { seller: { name: string; address: string } };
}

export const asPages = (t: Translator) => t as unknown as Translator<PagesMessageKey>;
export const siteNameOf = (t: Translator, site: Site) =>
  t.t(site === 'premium' ? 'site.premium.name' : 'site.subscription.name');

/** The request's translator before the page renders (the texts need the translated site name). */
export async function requestTranslator(request: FastifyRequest): Promise<Translator> {
  const messages = await loadMessages(request.locale);
  return createTranslator(request.locale, messages, (tag) =>
    request.log.warn({ tag }, 'translation missing'),
  );
}

/** The page at this path on this site, if the site offers one there. */
function pageAt(site: Site, path: string): InfoPage | undefined {
  return INFO_PAGES.find((page) => INFO_PATHS[site][page] === path);
}

/** Every path of either site once: a path both sites share (/modern-slavery) has one route. */
function allPaths(): string[] {
  return [...new Set(Object.values(INFO_PATHS).flatMap((paths) => Object.values(paths)))];
}

export function registerInfoPages(app: FastifyInstance, deps: PagesRouteDeps) {
  for (const path of allPaths()) {
    app.get(path, async (request, reply) => {
      const site = request.site as Site;
      const name = pageAt(site, path);
      // A path of the other site only (the subscription site has no /company/terms) is a 404 here.
      if (!name) return deps.render(request, reply, deps.notFound);
      const locale = isLocaleCode(request.locale) ? request.locale : DEFAULT_LOCALE;
      const t = await requestTranslator(request);
      const siteName = siteNameOf(t, site);
      const doc = await loadDocument(name, locale, {
        site: siteName,
        seller: deps.config.seller.name,
        address: deps.config.seller.address,
      });
      const tp = asPages(t);
      const title = tp.t(`pages.${name}.title`);
      const summary = tp.t(`pages.${name}.summary`, { site: siteName });
      return deps.render(request, reply, {
        name: `info-${name}`,
        title,
        description: summary,
        content: ({ page }) => (
          <InfoPageView
            page={page}
            tp={tp}
            title={title}
            summary={summary}
            blocks={parseBlocks(doc.markdown)}
            {...(doc.language !== locale && { textLanguage: doc.language })}
          />
        ),
      });
    });
  }
}
