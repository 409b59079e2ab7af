import { randomBytes } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import fastifyStatic from '@fastify/static';
import {
  type AccountEvents,
  createAccounts,
  csrfRejectedSpec,
  isSignedIn,
  SESSION_COOKIE,
} from '@lightbox/account';
import { createPageEnd, recordVital } from '@lightbox/analytics';
import type { Renderer } from '@lightbox/catalogue';
import {
  ComponentNotMappedError,
  createComponentRegistry,
  type LocaleCode,
  type PathPrefix,
  type Site,
} from '@lightbox/core';
import { licensedAssets } from '@lightbox/downloads';
import { createPlansBillingPanel } from '@lightbox/plans';
import {
  type Config,
  CSRF_REJECTED_CODE,
  CSRF_REJECTED_MESSAGE,
  componentRegistrations,
  createCsrfProtection,
  createMailTransport,
  type Database,
  type JobThreads,
  type MailTransport,
  registerControlCharacterGuard,
  registerErrorHandler,
  requestTimeoutOptions,
  siteForHost,
} from '@lightbox/platform';
import {
  createBillingPanel,
  createCartCounter,
  createCartProducts,
  createOrderHooks,
  licencePanelHtml,
} from '@lightbox/purchase';
import { notFoundSpec } from '@lightbox/search';
import { registerMessageBundle } from '@lightbox/ui';
import Fastify from 'fastify';
import type { ClientManifest } from './build/manifest';
import { publicDir } from './build/manifest';
import { FEATURES, type FeatureContext } from './features';
import { featureMessageBundles } from './i18n/bundles';
import { registerLocaleRoutes, resolveLocale, rewritePrefixedUrl } from './locale-routing';
import { createPageRenderer } from './pages/render-page';
import { registerPulseRoute } from './pulse';
import { chooserPage, favicon } from './site-chooser';

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    locale: LocaleCode;
    prefix: PathPrefix;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  manifest: ClientManifest;
  mediaDir: string;
  /** Signs CSRF tokens: SESSION_SECRET, or the secret main.ts keeps under DATA_DIR; tests may omit it. */
  sessionSecret?: string;
  /** Outgoing mail; by default .eml files under DATA_DIR/mail. */
  mail?: MailTransport;
  /** Where account events go besides the log (the analytics issue subscribes here). */
  accountEvents?: AccountEvents;
  /** Draws media off the server's thread (main.ts passes a RenderPool); tests may omit it. */
  renderer?: Renderer;
  /** Draws application pages' HTML off the server's thread (main.ts starts them); tests may omit it. */
  pageThreads?: Pick<JobThreads, 'job'>;
}

/** Hashed bundle names change with their content, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const BODY_LIMIT = 64 * 1024;

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'content-security-policy':
    "default-src 'self'; img-src 'self' data: blob:; media-src 'self' blob:; style-src 'self' 'unsafe-inline'; script-src 'self'; object-src 'none'; base-uri 'self'; frame-ancestors 'self'; form-action 'self'",
};

export async function createApp(deps: AppDeps) {
  const { config, database, manifest } = deps;
  for (const [name, bundle] of Object.entries(featureMessageBundles)) registerMessageBundle(name, bundle);
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    // Slow headers and slow bodies end after a few seconds (issue #23).
    ...requestTimeoutOptions(),
    requestIdHeader: false,
    rewriteUrl: (req) => rewritePrefixedUrl(req),
  });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  // Pages and JSON are compressed per response (Brotli at the plugin's quick level 4, or gzip);
  // built bundles are compressed once at build time at the highest level and served as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });

  // Signs CSRF tokens and the links the server hands out (order payment links).
  const signingKey = deps.sessionSecret ?? config.sessionSecret ?? randomBytes(32).toString('hex');
  // Before the CSRF check and every route: text with control characters never reaches a handler.
  registerControlCharacterGuard(app);
  const csrfExempt = FEATURES.flatMap((feature) => feature.csrfExempt ?? []);
  const csrf = createCsrfProtection({
    key: signingKey,
    // A signed-in browser's token covers its session: one browser's token is no use with another's session.
    sessionCookie: SESSION_COOKIE,
    // Beacons (navigator.sendBeacon) cannot carry headers, and /pulse only logs telemetry:
    // nothing a visitor owns changes there, so a forged beacon gains an attacker nothing.
    // Features name the paths their signed webhooks post to (a payment provider sends no token).
    isExempt: (request) => {
      const path = request.url.split('?')[0] ?? '';
      return (
        path === '/pulse' || csrfExempt.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
      );
    },
    // A plain form posted with a stale token gets a page that says what to do; API calls get JSON.
    onReject: (request, reply) =>
      (request.headers.accept ?? '').includes('text/html')
        ? render(request, reply, csrfRejectedSpec)
        : reply.code(403).send({ error: CSRF_REJECTED_CODE, message: CSRF_REJECTED_MESSAGE }),
  });
  csrf.register(app);
  const mail =
    deps.mail ??
    createMailTransport({
      mailDir: config.mailDir,
      mailFrom: config.mailFrom,
      mailSenders: config.mailSenders,
      smtpUrl: config.smtpUrl,
      log: app.log,
    });
  const accounts = createAccounts({
    db: database.db,
    mail,
    csrf,
    sites: config,
    ...(deps.accountEvents && { events: deps.accountEvents }),
  });
  accounts.events.subscribe((event) => app.log.info({ event }, `account event ${event.type}`));

  app.decorateRequest('site', 'premium');
  app.decorateRequest('locale', 'en-us');
  app.decorateRequest('prefix', '');
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(SECURITY_HEADERS);
    if (request.url === '/healthz') return;
    const site = siteForHost(config, request.headers.host);
    if (!site) return reply.code(404).type('text/html; charset=utf-8').send(chooserPage(config));
    request.site = site;
    return resolveLocale(request, reply);
  });

  const components = createComponentRegistry(componentRegistrations(FEATURES));
  const render = createPageRenderer({
    manifest,
    ...(deps.pageThreads && { pageThreads: deps.pageThreads }),
    remoteEntry: (site, name) => {
      try {
        return manifest.remotes[components.map(site, name)];
      } catch (error) {
        if (error instanceof ComponentNotMappedError) return undefined;
        throw error;
      }
    },
    csrfToken: csrf.tokenFor,
    viewer: accounts.pageViewer,
    cartCount: createCartCounter({ db: database.db, accounts }),
    pageEnd: createPageEnd({
      config,
      accounts,
      client: manifest.features.analytics ?? {},
      csrfToken: csrf.tokenFor,
      cartProducts: createCartProducts({ db: database.db, accounts }),
    }),
  });

  registerErrorHandler(app);

  app.setNotFoundHandler(async (request, reply) => {
    const wantsJson =
      request.url.startsWith('/search/api/') ||
      request.url.startsWith('/components/') ||
      request.url.startsWith('/media/');
    if (wantsJson || request.method !== 'GET') {
      return reply.code(404).send({
        error: 'not_found',
        message: `No such address: ${request.method} ${request.url.split('?')[0]}`,
      });
    }
    return render(request, reply, notFoundSpec);
  });

  app.get('/favicon.svg', async (request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon(request.site)),
  );

  app.get('/healthz', async () => {
    await database.ping();
    return { status: 'ok', database: database.kind };
  });

  await app.register(fastifyStatic, {
    root: publicDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });

  app.get<{ Params: { name: string } }>('/components/:name/static/remote.json', async (request, reply) => {
    try {
      const name = components.map(request.site, request.params.name);
      const entry = manifest.remotes[name];
      if (!entry)
        return reply
          .code(404)
          .send({ error: 'not_found', message: `Remote entry src not found for ${name}` });
      return reply.header('cache-control', 'no-cache').send(entry);
    } catch (error) {
      if (error instanceof ComponentNotMappedError)
        return reply.code(404).send({ error: 'not_mapped', message: error.message });
      throw error;
    }
  });

  registerPulseRoute(app, (vital) => recordVital(database.db, vital));
  registerLocaleRoutes(app);
  const orderHooks = createOrderHooks();
  const purchaseDeps = {
    config,
    orderHooks,
    client: manifest.features.purchase ?? {},
    db: database.db,
    render,
    csrfToken: csrf.tokenFor,
    notFound: notFoundSpec,
    accounts,
    mail,
    signingKey,
  };
  const context: FeatureContext = {
    config,
    database,
    db: database.db,
    read: database.read,
    mail,
    render,
    csrfToken: csrf.tokenFor,
    notFound: notFoundSpec,
    mediaDir: deps.mediaDir,
    renderer: deps.renderer,
    accounts,
    guards: accounts.guards,
    licencePanel: (request, reply, assetId) => licencePanelHtml(purchaseDeps, request, reply, assetId),
    billingPanel: createBillingPanel(purchaseDeps),
    plansBillingPanel: createPlansBillingPanel({ db: database.db, accounts, csrfToken: csrf.tokenFor }),
    signingKey,
    orderHooks,
    async licensedAssets(request, reply, assetIds) {
      if (assetIds.length === 0) return {};
      const viewer = await accounts.viewer(request, reply);
      if (!viewer.user) return {};
      return licensedAssets(
        database.db,
        { userId: viewer.user.id, teamId: viewer.team?.id ?? null },
        assetIds,
      );
    },
    async profileOptIns(request, reply) {
      const viewer = await accounts.viewer(request, reply);
      return { personalityDisambiguityOptedIn: isSignedIn(viewer) && viewer.user.peopleDisambiguation };
    },
    async customerId(request, reply) {
      const viewer = await accounts.viewer(request, reply);
      return isSignedIn(viewer) ? viewer.user.id : undefined;
    },
    async paAgreements(request, reply) {
      const viewer = await accounts.viewer(request, reply);
      if (!viewer.user) return [];
      const held = await accounts.agreements.of(viewer.user.id, request.site);
      return held.filter((agreement) => agreement.agreement_type === 'PA');
    },
  };
  for (const feature of FEATURES) {
    await feature.register?.(app, { ...context, client: manifest.features[feature.name] ?? {} });
  }
  return app;
}
