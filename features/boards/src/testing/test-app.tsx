import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import fastifyFormbody from '@fastify/formbody';
import { accountMigrationsDir, type SignedInViewer } from '@lightbox/account';
import { catalogueMigrationsDir, seedCatalogue, seedCuratedSets } from '@lightbox/catalogue';
import { AppError } from '@lightbox/platform';
import { createTestDatabase, type TestDatabase } from '@lightbox/platform/testing/test-database';
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
 * The boards routes on a real database, for integration tests. Who is signed in comes from a
 * stand-in for the accounts guard (header x-test-user): APIs get 401 with forceSignIn as from
 * the real one, pages a redirect to sign in with the address as returnurl.
 */
export interface BoardsTestApp {
  database: TestDatabase;
  app: FastifyInstance;
  mediaDir: string;
  newUser(): Promise<number>;
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

export async function createBoardsTestApp(
  kind: Parameters<typeof createTestDatabase>[0],
): Promise<BoardsTestApp> {
  const database = await createTestDatabase(kind, [
    catalogueMigrationsDir,
    accountMigrationsDir,
    boardsMigrationsDir,
  ]);
  const mediaDir = await fs.mkdtemp(path.join(os.tmpdir(), 'boards-media-'));
  registerMessageBundle('boards', boardsMessageBundle);
  const app = Fastify({ logger: false });
  await app.register(fastifyFormbody);
  app.decorateRequest('site', 'premium');
  app.decorateRequest('locale', 'en-us');
  app.decorateRequest('prefix', '');
  app.setErrorHandler(async (error, _request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.status)
        .send({ error: error.code, message: error.message, details: error.details });
    }
    const status = (error as { statusCode?: number }).statusCode;
    if (status && status < 500)
      return reply.code(status).send({ error: 'bad_request', message: (error as Error).message });
    return reply.code(500).send({ error: 'internal', message: String(error) });
  });
  await registerBoardRoutes(app, {
    db: database.db,
    pages: {
      mediaDir,
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
    guards: {
      async requireSignedIn(request, reply) {
        const id = Number(request.headers['x-test-user']);
        if (!id) {
          if ((request.headers.accept ?? '').includes('text/html')) {
            reply.redirect(`/sign-in?returnurl=${encodeURIComponent(request.url)}`, 303);
            return undefined;
          }
          throw new AppError('sign_in_required', 'Sign in to continue.', {
            status: 401,
            details: { forceSignIn: true },
          });
        }
        return {
          state: 'authenticated',
          bot: request.headers['x-test-bot'] === '1',
          user: { id, email: `u${id}@example.com`, username: `u${id}`, displayName: 'U', countryCode: 'GBR' },
          session: { id: 1, passwordAt: new Date(), rememberMe: false },
        } satisfies SignedInViewer;
      },
    },
  });
  await app.ready();
  await seedCatalogue(database.db, { count: 60, seed: 7 });
  await seedCuratedSets(database.db);
  const images = await sql<{ id: number }>`select id from assets where asset_type = 'image'
    and withdrawn_at is null and not is_offline order by id limit 12`.execute(database.db);

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
    call: (user, method, url, payload, accept = 'application/json') =>
      app.inject({
        method,
        url,
        headers: { accept, ...(user && { 'x-test-user': String(user) }) },
        ...(payload && { payload }),
      }),
    async close() {
      await app.close();
      await database.dispose();
      await fs.rm(mediaDir, { recursive: true, force: true });
    },
  };
}
