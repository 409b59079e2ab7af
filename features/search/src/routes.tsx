import { type ActiveAgreement, parseAssetId } from '@lightbox/core';
import { ASSET_TYPES, parseSearchUrl, validateApiParameters } from '@lightbox/core/search';
import {
  type BuiltFile,
  badRequest,
  type Database,
  type Db,
  type PublicAddress,
  publicOrigin,
} from '@lightbox/platform';
import type { PageSpec, Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RELATED_TERM_MAX_LENGTH } from './domain/related-rules';
import { editorialLanding, eventPage } from './editorial/service';
import { registerImageQueryRoutes } from './image-queries/routes';
import type { SearchMessageKey } from './messages/en-us';
import { registerPreferenceRoutes } from './preferences/routes';
import { preferencesOf } from './preferences/service';
import { type ProfileOptIns, searchProfileFor } from './profile';
import {
  SEARCH_JOB,
  type SearchAnswer,
  type SearchJobOptions,
  searchAnswer,
  searchResult,
  withLicensed,
} from './search-job';
import { landing, lookupAsset, type SearchResult } from './service';
import { relatedPreviews } from './suggestions';
import { EDITORIAL_PATH } from './ui/EditorialLanding';
import { FourOhFour, FourTen } from './ui/ErrorPages';
import { HomePage } from './ui/HomePage';
import { LicenseInfoPage } from './ui/LicenseInfoPage';
import { SEARCH_APP_DATA_ID, SEARCH_APP_ROOT_ID, SearchApp, type SearchAppView } from './ui/SearchApp';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface SearchRouteDeps {
  /** Primary database, for reads that must see fresh writes. */
  db: Db;
  /** Search reads (a replica when configured). */
  read: Db;
  /** Runs searches where the database is (PGlite's thread); without it they run here on `read`. */
  database?: Pick<Database, 'readJob'>;
  render: RenderPage;
  /** The search application's built bundle (`app`); without it pages are not hydrated. */
  client?: Record<string, BuiltFile>;
  /** The viewer's premium access agreements (the plans feature, through accounts), for the gallery state. */
  paAgreements?: (request: FastifyRequest, reply: FastifyReply) => Promise<readonly ActiveAgreement[]>;
  /** The signed-in viewer's search opt-ins (the accounts feature), for the search profile of spec §3. */
  profileOptIns?: (request: FastifyRequest, reply: FastifyReply) => Promise<ProfileOptIns>;
  /** The signed-in customer's id (the accounts feature), for their search preferences. */
  customerId?: (request: FastifyRequest, reply: FastifyReply) => Promise<number | undefined>;
  /** The viewer's licence per asset id among these (the downloads feature), to mark licensed tiles. */
  licensedAssets?: (
    request: FastifyRequest,
    reply: FastifyReply,
    assetIds: readonly number[],
  ) => Promise<Record<string, number>>;
  /** Public addresses of the sites (absolute links in structured data). */
  config?: PublicAddress;
  /** The licence options beside an asset (the purchase feature), as HTML. */
  licencePanel?: (
    request: FastifyRequest,
    reply: FastifyReply,
    assetId: number,
  ) => Promise<string | undefined>;
}

const SEARCH_APP_MODULE = new URL('./ui/SearchApp.tsx', import.meta.url).href;

const appSpec = (view: SearchAppView, script: BuiltFile | undefined) => ({
  content: ({ page }: { page: Parameters<typeof SearchApp>[0]['page'] }) => (
    <SearchApp page={page} view={view} />
  ),
  hydrate: {
    rootId: SEARCH_APP_ROOT_ID,
    dataId: SEARCH_APP_DATA_ID,
    data: view,
    script,
    // The same component, for a page thread to draw (apps/server/src/pages/page-threads.ts).
    app: { module: SEARCH_APP_MODULE, name: 'SearchApp' },
  },
});

export const notFoundSpec: PageSpec = {
  name: 'FourOhFour',
  title: (t) => t.t('notFound.title'),
  status: 404,
  noindex: true,
  content: (ctx) => <FourOhFour {...ctx} />,
};

export const goneSpec: PageSpec = {
  name: 'FourTen',
  title: (t) => t.t('gone.title'),
  status: 410,
  noindex: true,
  content: (ctx) => <FourTen {...ctx} />,
};

/** Results with the licences this viewer holds among them (their agreements came with the search). */
async function withLicences<T extends { assets: readonly { id: number }[] }>(
  deps: SearchRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  result: T,
): Promise<T & { licensed?: Readonly<Record<string, number>> }> {
  const licensed = await deps.licensedAssets?.(
    request,
    reply,
    result.assets.map((a) => a.id),
  );
  return licensed && Object.keys(licensed).length > 0 ? { ...result, licensed } : result;
}

/** What a search runs with for this viewer: locale, search profile, preferences, agreements. */
async function searchOptions(
  deps: SearchRouteDeps,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<SearchJobOptions> {
  return {
    locale: request.locale,
    // Related previews come after the results (GET /search/api/related-previews).
    previews: false,
    profile: await viewerProfile(deps, request, reply),
    preferences: await preferencesOf(deps, request, reply),
    paAgreements: (await deps.paAgreements?.(request, reply)) ?? [],
  };
}

/** A search as a read job of the database (off the server's thread on PGlite), or here. */
function runSearch<T>(
  deps: SearchRouteDeps,
  name: 'searchAnswer' | 'searchResult',
  args: Parameters<typeof searchAnswer> extends [Db, ...infer A] ? A : never,
): Promise<T> {
  if (deps.database) return deps.database.readJob<T>(SEARCH_JOB, name, args);
  const job = name === 'searchAnswer' ? searchAnswer : searchResult;
  return job(deps.read, ...args) as Promise<T>;
}

/** The viewer's search profile: the site's, with the opt-ins their account holds. */
async function viewerProfile(deps: SearchRouteDeps, request: FastifyRequest, reply: FastifyReply) {
  return searchProfileFor(request.site, await deps.profileOptIns?.(request, reply));
}

export async function registerSearchRoutes(app: FastifyInstance, deps: SearchRouteDeps) {
  const { render } = deps;
  // Loading the search modules in PGlite's thread takes seconds on a busy machine: at start,
  // not in the first visitor's search.
  await deps.database?.readJob(SEARCH_JOB, 'searchJobReady', []);

  app.get('/', async (request, reply) => {
    const data = await landing(deps.read, request.site);
    return render(request, reply, {
      name: 'home',
      title: '',
      description: (t) =>
        t.t('home.description', {
          site: t.t(request.site === 'premium' ? 'site.premium.name' : 'site.subscription.name'),
          total: data.total,
        }),
      content: (ctx) => <HomePage {...ctx} popular={data.popular} covers={data.covers} total={data.total} />,
    });
  });

  app.get('/license-info', (request, reply) =>
    render(request, reply, {
      name: 'license-info',
      title: (t) => t.t('licenseInfo.title'),
      searchStrip: true,
      content: (ctx) => <LicenseInfoPage {...ctx} />,
    }),
  );

  // The search application's type defaults to image.
  app.get('/search/2', (request, reply) => {
    const qs = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`${request.prefix}/search/2/image${qs}`, 302);
  });

  app.get<{ Params: { type: string } }>('/search/2/:type', async (request, reply) => {
    const type = request.params.type;
    if (!(ASSET_TYPES as readonly string[]).includes(type)) return render(request, reply, notFoundSpec);
    // A page address never fails: values the model rejects are dropped (spec section 5).
    const params = parseSearchUrl(request.url, request.site);
    const found = await runSearch<SearchResult>(deps, 'searchResult', [
      request.site,
      params,
      await searchOptions(deps, request, reply),
    ]);
    const result = await withLicences(deps, request, reply, found);
    const film = type !== 'image';
    const phrase = params.phrase;
    const title = (t: Translator) =>
      phrase
        ? t.t(film ? 'search.titleFilm' : 'search.title', { phrase })
        : t.t(film ? 'search.titleFilmAll' : 'search.titleAll');
    const description = (t: Translator) => {
      const site = t.t(request.site === 'premium' ? 'site.premium.name' : 'site.subscription.name');
      return phrase ? t.t('search.description', { phrase, site }) : t.t('search.descriptionAll', { site });
    };
    return render(request, reply, {
      name: 'search',
      title,
      description,
      searchStrip: true,
      phrase: phrase ?? '',
      assetType: type as 'image' | 'film' | 'videotemplate',
      ...(params.family && { family: params.family }),
      noindex: result.page > 1 || Object.keys(params).some((k) => k !== 'phrase' && k !== 'assettype'),
      ...appSpec({ kind: 'search', result }, deps.client?.app),
    });
  });

  // The editorial landing (spec §2, premium only) and its event pages (eventid, parenteventid).
  app.get<{ Querystring: Record<string, string | string[]> }>(EDITORIAL_PATH, async (request, reply) => {
    if (request.site !== 'premium') return render(request, reply, notFoundSpec);
    const { eventid, parenteventid } = request.query;
    const st = (t: Translator) => t as unknown as Translator<SearchMessageKey>;
    if (eventid === undefined && parenteventid === undefined) {
      const landingData = await editorialLanding(deps.read);
      return render(request, reply, {
        name: 'editorial-landing',
        title: (t) => st(t).t('search.editorial.title'),
        description: (t) => st(t).t('search.editorial.lead'),
        searchStrip: true,
        family: 'editorial',
        ...appSpec({ kind: 'editorial', landing: landingData }, deps.client?.app),
      });
    }
    // One event per page: a repeated, malformed or unknown id is a page that does not exist.
    const by = eventid !== undefined ? 'eventid' : 'parenteventid';
    const raw = by === 'eventid' ? eventid : parenteventid;
    const id = typeof raw === 'string' && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : undefined;
    const event = id !== undefined && id <= 2 ** 31 - 1 ? await eventPage(deps.read, id, by) : undefined;
    if (!event) return render(request, reply, notFoundSpec);
    return render(request, reply, {
      name: 'editorial-event',
      title: event.event.name,
      description: (t) =>
        st(t).t('search.editorial.eventDescription', {
          name: event.event.name,
          location: event.event.location,
          count: event.event.assets,
        }),
      searchStrip: true,
      family: 'editorial',
      ...appSpec({ kind: 'editorial', event }, deps.client?.app),
    });
  });

  app.get<{ Params: { id: string } }>('/detail/:id', async (request, reply) => {
    const id = parseAssetId(request.params.id);
    if (id === undefined) return render(request, reply, notFoundSpec);
    const found = await lookupAsset(deps.db, request.site, id);
    if (found.kind === 'missing') return render(request, reply, notFoundSpec);
    if (found.kind === 'gone') return render(request, reply, goneSpec);
    const licencePanelHtml = await deps.licencePanel?.(request, reply, id);
    return render(request, reply, {
      name: 'asset-detail',
      title: found.asset.title,
      description: found.asset.caption,
      searchStrip: true,
      assetType: found.asset.assetType,
      ...appSpec(
        {
          kind: 'detail',
          asset: found.asset,
          related: found.related,
          ...(licencePanelHtml !== undefined && { licencePanelHtml }),
          ...(deps.config && { origin: publicOrigin(deps.config, request.site) }),
        },
        deps.client?.app,
      ),
    });
  });

  app.get<{ Querystring: Record<string, string | string[]> }>(
    '/search/api/assets',
    async (request, reply) => {
      const checked = validateApiParameters(request.query, request.site);
      if (!checked.ok) {
        const names = checked.errors.map((e) => e.parameter).join(', ');
        throw badRequest(
          `Invalid search parameter${checked.errors.length > 1 ? 's' : ''}: ${names}`,
          checked.errors,
        );
      }
      // The answer comes as JSON from where the search ran; only the viewer's licences are
      // added here, so the server's thread never handles the results themselves.
      const answer = await runSearch<SearchAnswer>(deps, 'searchAnswer', [
        request.site,
        checked.parameters,
        await searchOptions(deps, request, reply),
      ]);
      const licensed = await deps.licensedAssets?.(request, reply, answer.assetIds);
      return reply.type('application/json; charset=utf-8').send(withLicensed(answer.json, licensed));
    },
  );

  // The previews of a search's related searches (relatedTerms), asked for once its results
  // are shown: the search's own parameters give the scope, term1 to term3 the searches.
  app.get<{ Querystring: Record<string, string | string[]> }>(
    '/search/api/related-previews',
    async (request) => {
      const { term1, term2, term3, ...rest } = request.query;
      const given = [term1, term2, term3].filter((t) => t !== undefined);
      const terms = given.map((t) => (typeof t === 'string' ? t.trim() : ''));
      const checked = validateApiParameters(rest, request.site);
      const badTerms =
        terms.length === 0 || terms.some((t) => t.length === 0 || t.length > RELATED_TERM_MAX_LENGTH);
      if (!checked.ok || badTerms) {
        const names = [
          ...(checked.ok ? [] : checked.errors.map((e) => e.parameter)),
          ...(badTerms ? ['term1'] : []),
        ];
        throw badRequest(
          `Invalid parameter${names.length > 1 ? 's' : ''}: ${names.join(', ')}`,
          checked.ok ? undefined : checked.errors,
        );
      }
      return {
        relatedPreviews: await relatedPreviews(
          deps.read,
          request.site,
          checked.parameters,
          terms,
          request.locale,
        ),
      };
    },
  );

  await registerImageQueryRoutes(app, { db: deps.db });
  registerPreferenceRoutes(app, deps);
}
