import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import { accountMigrationsDir, createAccounts, SESSION_COOKIE } from '@lightbox/account';
import { catalogueMigrationsDir, seedCatalogue, seedCuratedSets } from '@lightbox/catalogue';
import {
  createCsrfProtection,
  createFolderTransport,
  openDatabase,
  parseConfig,
  registerErrorHandler,
} from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
import { searchMigrationsDir } from '@lightbox/search/schema';
import {
  CsrfProvider,
  createTranslator,
  loadMessages,
  type PageContext,
  registerMessageBundle,
} from '@lightbox/ui';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { renderToStaticMarkup } from 'react-dom/server';
import { boardsMessageBundle } from '../messages/index';
import { registerBoardRoutes } from '../routes';
import { boardsMigrationsDir } from '../schema';

/**
 * The boards routes on a real database, for integration tests, behind the accounts feature's
 * real guard: a test user is signed in with a real session (see headersFor), and a request
 * without one gets what a signed-out visitor gets (401 with forceSignIn, or the sign-in page).
 */
export interface BoardsTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  mediaDir: string;
  newUser(): Promise<number>;
  /** The headers of a browser signed in as `user` (its session cookie); none for undefined. */
  headersFor(user: number | undefined): Promise<Record<string, string>>;
  /** Ids of seeded catalogue images (a small generated catalogue with curated sets). */
  assets: number[];
  call(
    user: number | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    accept?: string,
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export const NOT_FOUND_PAGE = 'The page is not here';

/** The test app's own route that signs a user in, as the sign-in form does after the password. */
const SIGN_IN_PATH = '/testing/sign-in';

export async function createBoardsTestApp(
  kind: Parameters<typeof createTestDatabase>[0],
  options: {
    seedCatalogue?: boolean;
    /** Serve the database of another test app (postgres), through its own connections: a second process. */
    databaseOf?: BoardsTestApp;
  } = {},
): Promise<BoardsTestApp> {
  const database = options.databaseOf
    ? await secondHandle(options.databaseOf.database)
    : await createTestDatabase(kind, [
        catalogueMigrationsDir,
        searchMigrationsDir,
        accountMigrationsDir,
        boardsMigrationsDir,
      ]);
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boards-media-'));
  registerMessageBundle('boards', boardsMessageBundle);
  const app = Fastify({ logger: false });
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  const accounts = createAccounts({
    db: database.db,
    mail: createFolderTransport({
      dir: path.join(mediaDir, 'mail'),
      from: 'Lightbox <no-reply@lightbox.test>',
    }),
    csrf: createCsrfProtection({ key: 'boards-test-key-'.repeat(3) }),
    sites: parseConfig({}),
  });
  app.post<{ Body: { userId: number } }>(SIGN_IN_PATH, async (request, reply) => {
    await accounts.sessions.signIn(request, reply, request.body.userId, { rememberMe: false });
    return reply.code(204).send();
  });
  app.decorateRequest('site', 'premium');
  app.decorateRequest('locale', 'en-us');
  app.decorateRequest('prefix', '');
  // The server picks the site by host name; the tests name it in a header of their own.
  app.addHook('onRequest', async (request) => {
    const site = request.headers['x-test-site'];
    if (site === 'premium' || site === 'subscription') request.site = site;
  });
  registerErrorHandler(app);
  await registerBoardRoutes(app, {
    db: database.db,
    events: database.events,
    pages: {
      mediaDir,
      sites: parseConfig({}),
      notFound: {
        name: 'not-found',
        title: 'Not found',
        status: 404,
        content: () => <h1>{NOT_FOUND_PAGE}</h1>,
      },
      async render(request, reply, spec) {
        const messages = await loadMessages(request.locale);
        const page: PageContext = {
          site: request.site,
          locale: request.locale,
          prefix: request.prefix,
          messages,
          requestId: '1',
          path: request.url,
        };
        const t = createTranslator(request.locale, messages);
        const title = typeof spec.title === 'function' ? spec.title(t) : spec.title;
        const body = renderToStaticMarkup(
          <CsrfProvider token="test-token">
            {spec.content({ page, t, slots: { SearchBar: () => <div /> } })}
          </CsrfProvider>,
        );
        return reply
          .code(spec.status ?? 200)
          .type('text/html; charset=utf-8')
          .send(`<title>${title}</title><main>${body}</main>`);
      },
    },
    guards: accounts.guards,
  });
  await app.ready();
  if (options.seedCatalogue !== false && !options.databaseOf) {
    await seedCatalogue(database.db, { count: 60, seed: 7 });
    await seedCuratedSets(database.db);
  }
  const images = await sql<{ id: number }>`select id from assets where asset_type = 'image'
    and withdrawn_at is null and not is_offline order by id limit 12`.execute(database.db);

  const sessions = new Map<number, string>();
  async function headersFor(user: number | undefined): Promise<Record<string, string>> {
    if (user === undefined) return {};
    let cookie = sessions.get(user);
    if (!cookie) {
      const res = await app.inject({ method: 'POST', url: SIGN_IN_PATH, payload: { userId: user } });
      const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
      if (!session) throw new Error(`No session for user ${user}: ${res.statusCode} ${res.body}`);
      cookie = `${SESSION_COOKIE}=${session.value}`;
      sessions.set(user, cookie);
    }
    return { cookie };
  }

  let users = 0;
  return {
    database,
    app,
    mediaDir,
    assets: images.rows.map((r) => r.id),
    async newUser() {
      users++;
      const row = await sql<{ id: number }>`insert into account_users
          (email, username, password_hash, display_name, country_code, registered_site)
        values (${`t${users}.${Date.now()}@example.com`}, ${`t${users}x${Date.now()}`}, 'x', ${`Person ${users}`}, 'GBR', 'premium')
        returning id`.execute(database.db);
      return row.rows[0]!.id;
    },
    headersFor,
    call: async (user, method, url, payload, accept = 'application/json') =>
      app.inject({
        method,
        url,
        headers: { accept, ...(await headersFor(user)) },
        ...(payload && { payload }),
      }),
    async close() {
      await app.close();
      await database.dispose();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** Another handle on a test app's database, with its own pool and LISTEN connection. */
async function secondHandle(of: TestDatabase): Promise<TestDatabase> {
  if (!of.url) throw new Error('A second process needs a real server (postgres)');
  const database = await openDatabase({ url: of.url, onIdleConnectionError: () => {} });
  return { ...database, dispose: () => database.close() };
}
