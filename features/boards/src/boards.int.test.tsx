import fastifyFormbody from '@fastify/formbody';
import { accountMigrationsDir, type SignedInViewer } from '@lightbox/account';
import { catalogueMigrationsDir } from '@lightbox/catalogue';
import { AppError } from '@lightbox/platform';
import {
  createTestDatabase,
  type TestDatabase,
  testDatabaseKinds,
} from '@lightbox/platform/testing/test-database';
import {
  CsrfProvider,
  createTranslator,
  loadMessages,
  type PageContext,
  registerMessageBundle,
} from '@lightbox/ui';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_NAME_MAX } from './domain/rules';
import { boardsMessageBundle } from './messages/index';
import { registerBoardRoutes } from './routes';
import { boardsMigrationsDir } from './schema';

/**
 * The boards APIs on a real database. Who is signed in comes from a stand-in for the accounts
 * guard (header x-test-user), which answers 401 with forceSignIn as the real one does for APIs.
 */
const ASSETS = [101, 102, 103, 104];
const LEGACY = 'legacy';
const V2 = 'collabv2toolbox';

describe.each(testDatabaseKinds())('boards APIs on %s', (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let users = 0;

  beforeAll(async () => {
    database = await createTestDatabase(kind, [
      catalogueMigrationsDir,
      accountMigrationsDir,
      boardsMigrationsDir,
    ]);
    for (const id of ASSETS) {
      await sql`insert into assets (id, family, asset_type, media_type, asset_file_type, license_type, title,
          short_title, width, height, orientation, number_of_people, release_status, collection_code,
          collection_name, contributor, date_taken, uploaded_at, is_offline)
        values (${id}, 'creative', 'image', 'photography', 'jpg', 'rf', ${`Asset number ${id}`}, ${`Asset ${id}`},
          600, 400, 'horizontal', 'none', 'released', 'LB', 'Lightbox', 'Test', now(), now(), ${id === 104})`.execute(
        database.db,
      );
    }
    registerMessageBundle('boards', boardsMessageBundle);
    app = Fastify({ logger: false });
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
        mediaDir: '/nonexistent-media',
        notFound: { name: 'not-found', title: 'Not found', status: 404, content: () => <h1>Not found</h1> },
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
        async requireSignedIn(request) {
          const id = Number(request.headers['x-test-user']);
          if (!id)
            throw new AppError('sign_in_required', 'Sign in to continue.', {
              status: 401,
              details: { forceSignIn: true },
            });
          return {
            state: 'authenticated',
            bot: request.headers['x-test-bot'] === '1',
            user: {
              id,
              email: `u${id}@example.com`,
              username: `u${id}`,
              displayName: 'U',
              countryCode: 'GBR',
            },
            session: { id: 1, passwordAt: new Date(), rememberMe: false },
          } satisfies SignedInViewer;
        },
      },
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  async function newUser(): Promise<number> {
    users++;
    const row = await sql<{ id: number }>`insert into account_users
        (email, username, password_hash, display_name, country_code, registered_site)
      values (${`user${users}@example.com`}, ${`user${users}`}, 'x', 'User', 'GBR', 'premium') returning id`.execute(
      database.db,
    );
    return row.rows[0]!.id;
  }

  const call = (
    user: number | undefined,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    app.inject({
      method,
      url,
      headers: { accept: 'application/json', ...(user && { 'x-test-user': String(user) }) },
      ...(payload && { payload }),
    });

  /** The same operations through either variant of spec section 7. */
  const variants = {
    [LEGACY]: {
      defaultBoard: (u: number) =>
        call(u, 'GET', '/collaboration/boards/default.json?assetsPageSize=25&assetsPageNumber=1'),
      list: (u: number) => call(u, 'GET', '/collaboration/boards.json?pageSize=250'),
      create: (u: number, name: unknown) => call(u, 'POST', '/collaboration/boards.json', { name }),
      add: (u: number, board: number | string, ids: number[]) =>
        call(u, 'PUT', `/collaboration/boards/${board}.json`, {
          assets: ids.map((id) => `gi:${id}`),
          action_type: 'add_assets',
        }),
      remove: (u: number, board: number | string, ids: number[]) =>
        call(u, 'PUT', `/collaboration/boards/${board}.json`, {
          assets: ids.map((id) => `gi:${id}`),
          action_type: 'remove_assets',
        }),
    },
    [V2]: {
      defaultBoard: (u: number) => call(u, 'GET', '/components/collaboration/api/default'),
      list: (u: number) => call(u, 'GET', '/components/collaboration/api/boards'),
      create: (u: number, name: unknown) =>
        call(u, 'POST', '/components/collaboration/api/create-board', { name }),
      add: (u: number, board: number | string, ids: number[]) =>
        call(u, 'POST', '/components/collaboration/api/add-assets', { boardId: board, assetIds: ids }),
      remove: (u: number, board: number | string, ids: number[]) =>
        call(
          u,
          'DELETE',
          `/components/collaboration/api/remove-assets?boardId=${board}&assetIds=${ids.join(',')}`,
        ),
    },
  };

  describe.each([LEGACY, V2] as const)('the %s variant', (variant) => {
    const api = variants[variant];

    it('answers 401 with forceSignIn when nobody is signed in', async () => {
      const res = await call(
        undefined,
        'GET',
        variant === LEGACY ? '/collaboration/boards.json' : '/components/collaboration/api/boards',
      );
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'sign_in_required', details: { forceSignIn: true } });
    });

    it('starts with the unchosen default board and an empty list', async () => {
      const user = await newUser();
      const def = await api.defaultBoard(user);
      expect(def.statusCode).toBe(200);
      expect(def.json()).toMatchObject({ id: 'default', name: null, assets: [], assetIds: [] });
      expect(def.headers['x-robots-tag']).toBe('noindex');
      expect((await api.list(user)).json()).toEqual({ boards: [], total: 0 });
    });

    it('creates a board that becomes the board to save to, then adds and removes assets', async () => {
      const user = await newUser();
      const created = await api.create(user, '  Alpine mornings  ');
      expect(created.statusCode).toBe(201);
      const board = created.json();
      expect(board).toMatchObject({ name: 'Alpine mornings', access: 'owner', assets: [] });
      expect(typeof board.id).toBe('number');
      expect((await api.defaultBoard(user)).json()).toMatchObject({ id: board.id, name: 'Alpine mornings' });

      const added = await api.add(user, board.id, [102, 101, 104]);
      expect(added.statusCode).toBe(200);
      expect(added.json().assets.map((a: { uri: string }) => a.uri)).toEqual(['gi:102', 'gi:101', 'gi:104']);
      expect(added.json().assetIds).toEqual([102, 101, 104]);
      expect(added.json().assets[2]).toMatchObject({ id: 104, isOffline: true, shortTitle: 'Asset 104' });

      // Adding again changes nothing; the order of first saves stays.
      expect((await api.add(user, board.id, [101])).json().assetIds).toEqual([102, 101, 104]);
      const removed = await api.remove(user, board.id, [101]);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().assetIds).toEqual([102, 104]);

      const list = (await api.list(user)).json();
      expect(list.total).toBe(1);
      expect(list.boards[0]).toMatchObject({
        id: board.id,
        name: 'Alpine mornings',
        assetCount: 2,
        thumbUrl: '/media/102/thumb.jpg',
      });
    });

    it('makes a board the one to save to once something is added to it', async () => {
      const user = await newUser();
      const first = (await api.create(user, 'First')).json();
      const second = (await api.create(user, 'Second')).json();
      expect((await api.defaultBoard(user)).json().id).toBe(second.id);
      await api.add(user, first.id, [103]);
      expect((await api.defaultBoard(user)).json()).toMatchObject({ id: first.id, assetIds: [103] });
    });

    it('answers 404 for another customer’s board, and changes nothing on it', async () => {
      const owner = await newUser();
      const stranger = await newUser();
      const board = (await api.create(owner, 'Private')).json();
      await api.add(owner, board.id, [101]);
      for (const res of [
        await api.add(stranger, board.id, [102]),
        await api.remove(stranger, board.id, [101]),
      ]) {
        expect(res.statusCode).toBe(404);
        expect(res.json().error).toBe('not_found');
      }
      expect((await api.list(stranger)).json().total).toBe(0);
      expect((await api.defaultBoard(owner)).json().assetIds).toEqual([101]);
    });

    it('answers 404 for a board that does not exist or an id that is not one', async () => {
      const user = await newUser();
      expect((await api.add(user, 999_999, [101])).statusCode).toBe(404);
      expect((await api.add(user, 'abc', [101])).statusCode).toBe(404);
      // No board chosen yet: 'default' names no board.
      expect((await api.add(user, 'default', [101])).statusCode).toBe(404);
    });

    it('refuses empty, blank, missing and over-long names with a clear 400', async () => {
      const user = await newUser();
      for (const name of ['', '   ', undefined, 42, 'x'.repeat(BOARD_NAME_MAX + 1)]) {
        const res = await api.create(user, name);
        expect(res.statusCode, String(name)).toBe(400);
        expect(res.json().message, String(name)).toMatch(/name/i);
      }
      const longest = await api.create(user, 'é'.repeat(BOARD_NAME_MAX));
      expect(longest.statusCode).toBe(201);
      expect([...longest.json().name].length).toBe(BOARD_NAME_MAX);
      expect((await api.list(user)).json().total).toBe(1);
    });

    it('refuses unknown and malformed assets with a 400 and adds none of the batch', async () => {
      const user = await newUser();
      const board = (await api.create(user, 'Checked')).json();
      const unknown = await api.add(user, board.id, [101, 555_555]);
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().message).toContain('555555');
      expect((await api.defaultBoard(user)).json().assetIds).toEqual([]);
      const empty = await api.add(user, board.id, []);
      expect(empty.statusCode).toBe(400);
    });
  });

  it('legacy: refuses a bad action_type and malformed uris', async () => {
    const user = await newUser();
    const board = (await variants[LEGACY].create(user, 'Legacy')).json();
    const bad = await call(user, 'PUT', `/collaboration/boards/${board.id}.json`, {
      assets: ['gi:101'],
      action_type: 'move',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('action_type');
    const malformed = await call(user, 'PUT', `/collaboration/boards/${board.id}.json`, {
      assets: ['gi:abc'],
      action_type: 'add_assets',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('gi:abc');
    expect(
      (
        await call(user, 'PUT', `/collaboration/boards/${board.id}`, {
          assets: ['gi:101'],
          action_type: 'add_assets',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('legacy: reads one board with paging, and PUT default.json adds to the chosen board', async () => {
    const user = await newUser();
    const board = (await variants[LEGACY].create(user, 'Paged')).json();
    await call(user, 'PUT', '/collaboration/boards/default.json', {
      assets: ASSETS.map((id) => `gi:${id}`),
      action_type: 'add_assets',
    });
    const page2 = await call(
      user,
      'GET',
      `/collaboration/boards/${board.id}.json?assetsPageSize=2&assetsPageNumber=2`,
    );
    expect(page2.statusCode).toBe(200);
    expect(page2.json()).toMatchObject({ assetIds: ASSETS, assetCount: 4, page: { size: 2, number: 2 } });
    expect(page2.json().assets.map((a: { id: number }) => a.id)).toEqual([103, 104]);
  });

  it('legacy: deletes only the owner’s board; the default choice goes with it', async () => {
    const owner = await newUser();
    const other = await newUser();
    const board = (await variants[LEGACY].create(owner, 'Short-lived')).json();
    await variants[LEGACY].add(owner, board.id, [101]);
    expect((await call(other, 'DELETE', `/collaboration/boards/${board.id}.json`)).statusCode).toBe(404);
    expect((await call(owner, 'DELETE', `/collaboration/boards/${board.id}.json`)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', `/collaboration/boards/${board.id}.json`)).statusCode).toBe(404);
    expect((await variants[LEGACY].defaultBoard(owner)).json()).toMatchObject({ id: 'default' });
    expect((await variants[LEGACY].list(owner)).json().total).toBe(0);
  });

  it('does not load the default board for a bot', async () => {
    const user = await newUser();
    await variants[LEGACY].create(user, 'Mine');
    const res = await app.inject({
      method: 'GET',
      url: '/collaboration/boards/default.json',
      headers: { accept: 'application/json', 'x-test-user': String(user), 'x-test-bot': '1' },
    });
    expect(res.json()).toMatchObject({ id: 'default', assets: [] });
  });

  it('lets a member with edit rights change a shared board, and a viewer only read it', async () => {
    const owner = await newUser();
    const editor = await newUser();
    const viewer = await newUser();
    const board = (await variants[V2].create(owner, 'Team picks')).json();
    await sql`insert into board_members (board_id, user_id, rights) values (${board.id}, ${editor}, 'edit'), (${board.id}, ${viewer}, 'view')`.execute(
      database.db,
    );
    expect((await variants[V2].add(editor, board.id, [101])).statusCode).toBe(200);
    const readOnly = await variants[LEGACY].add(viewer, board.id, [102]);
    expect(readOnly.statusCode).toBe(403);
    expect(readOnly.json().error).toBe('board_read_only');
    const seen = await call(viewer, 'GET', `/collaboration/boards/${board.id}.json`);
    expect(seen.json()).toMatchObject({ access: 'view', assetIds: [101] });
    const list = (await variants[V2].list(viewer)).json();
    expect(list.boards).toEqual([expect.objectContaining({ id: board.id, access: 'view' })]);
  });

  it('pages: lists boards, creates one by form, renames it, removes an asset and deletes it', async () => {
    const user = await newUser();
    const stranger = await newUser();
    const page = (url: string, who: number | undefined = user) =>
      app.inject({
        method: 'GET',
        url,
        headers: { accept: 'text/html', ...(who && { 'x-test-user': String(who) }) },
      });
    const form = (url: string, fields: Record<string, string>, who = user) =>
      app.inject({
        method: 'POST',
        url,
        headers: {
          accept: 'text/html',
          'content-type': 'application/x-www-form-urlencoded',
          'x-test-user': String(who),
        },
        payload: new URLSearchParams(fields).toString(),
      });
    const empty = await page('/collaboration/boards');
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('<title>Boards</title>');
    expect(empty.body).toContain('You have no boards yet.');
    expect(empty.body).toContain('name="_csrf" value="test-token"');

    const created = await form('/collaboration/boards', { name: 'Harbour lights' });
    expect(created.statusCode).toBe(303);
    const boardPath = String(created.headers.location);
    expect(boardPath).toMatch(/^\/collaboration\/boards\/\d+$/);
    const id = boardPath.split('/').at(-1)!;
    await variants[LEGACY].add(user, Number(id), [101, 102]);

    const shown = await page(boardPath);
    expect(shown.body).toContain('<h1>Harbour lights</h1>');
    expect(shown.body).toContain('Assets: 2');
    expect((await page('/collaboration/boards')).body).toContain('Harbour lights');

    expect((await form(`${boardPath}/rename`, { name: 'Harbour at night' })).statusCode).toBe(303);
    expect((await form(`${boardPath}/remove`, { assetId: '101' })).statusCode).toBe(303);
    const after = await page(boardPath);
    expect(after.body).toContain('<h1>Harbour at night</h1>');
    expect(after.body).toContain('Assets: 1');

    // Another customer sees a 404 and cannot change it.
    expect((await page(boardPath, stranger)).statusCode).toBe(404);
    expect((await form(`${boardPath}/delete`, {}, stranger)).statusCode).toBe(404);
    expect((await form(`${boardPath}/rename`, { name: 'Mine now' }, stranger)).statusCode).toBe(404);

    expect((await form(`${boardPath}/delete`, {})).headers.location).toBe('/collaboration/boards');
    expect((await page(boardPath)).statusCode).toBe(404);
  });

  it('pages: /collaboration/boards/default goes to the chosen board; boards-recent answers with the menu html', async () => {
    const user = await newUser();
    const get = (url: string, who?: number) =>
      app.inject({
        method: 'GET',
        url,
        headers: { accept: 'application/json', ...(who && { 'x-test-user': String(who) }) },
      });
    expect((await get('/collaboration/boards/default', user)).headers.location).toBe('/collaboration/boards');
    const board = (await variants[LEGACY].create(user, 'Night & day')).json();
    expect((await get('/collaboration/boards/default', user)).headers.location).toBe(
      `/collaboration/boards/${board.id}`,
    );

    const recent = await get('/collaboration/boards-recent', user);
    expect(recent.statusCode).toBe(200);
    expect(recent.json().boards_list_html).toBe(
      `<ul class="lb-boards-menu"><li><a href="/collaboration/boards/${board.id}">Night &amp; day</a></li>` +
        '<li><a href="/collaboration/boards">All boards</a></li></ul>',
    );
    const anonymous = await get('/collaboration/boards-recent');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().boards_list_html).toContain('All boards');
  });
});
