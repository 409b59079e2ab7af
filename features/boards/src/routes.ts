import { type Guards, mayLoadDefaultBoard } from '@lightbox/account';
import { type DatabaseEvents, type Db, notFound } from '@lightbox/platform';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerBoardApiRoutes } from './api-routes';
import { createCommentsService } from './comments-service';
import { DEFAULT_BOARD_ASSETS_PAGE_SIZE } from './domain/rules';
import { createBoardEvents } from './live';
import { type BoardPageDeps, registerBoardPages } from './pages';
import { presentUnchosenDefault } from './presenters';
import {
  boardAssetsInput,
  boardListQuery,
  createBoardBody,
  defaultBoardQuery,
  updateBoardBody,
} from './schema';
import { BOARD_NOT_FOUND_MESSAGE, type BoardsService, createBoardsService } from './service';
import { createSetsService } from './sets-service';
import { createSharingService } from './sharing-service';
import { parse } from './validation';

export interface BoardRouteDeps {
  db: Db;
  /** Events between server processes (LISTEN/NOTIFY): live board pages hear every process's writes. */
  events?: DatabaseEvents;
  /** The accounts feature's guard: the signed-in customer, or a 401 with forceSignIn for APIs. */
  guards: Pick<Guards, 'requireSignedIn'>;
  /** Page rendering; without it only the JSON APIs are registered. */
  pages?: BoardPageDeps;
}

const NO_STORE = 'private, no-store';

/**
 * The JSON APIs of spec section 7, both variants: the legacy /collaboration/boards… calls and
 * the new /components/collaboration/api/… calls (experience flag collabv2toolbox). Both answer
 * with the same presented board, so the client reads assets[].uri, boards and id from either.
 */
export async function registerBoardRoutes(app: FastifyInstance, deps: BoardRouteDeps) {
  const boards: BoardsService = createBoardsService(deps.db, createBoardEvents(deps.events));
  const sharing = createSharingService(deps.db, boards);
  const comments = createCommentsService(deps.db, boards);
  const sets = createSetsService(deps.db);
  const pages =
    deps.pages &&
    registerBoardPages(
      app,
      { ...deps.pages, guards: deps.guards, db: deps.db },
      { boards, sharing, comments, sets },
    );

  async function customer(request: FastifyRequest, reply: FastifyReply) {
    reply.header('cache-control', NO_STORE).header('x-robots-tag', 'noindex');
    return deps.guards.requireSignedIn(request, reply);
  }

  async function defaultBoard(request: FastifyRequest, reply: FastifyReply, query: unknown) {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { assetsPageSize: size, assetsPageNumber: number } = parse(defaultBoardQuery, query);
    // Spec section 6: only a signed-in, non-bot visitor has the default board loaded.
    if (!mayLoadDefaultBoard({ authState: viewer.state, bot: viewer.bot })) {
      return presentUnchosenDefault({ size, number });
    }
    return boards.defaultBoard(viewer.user.id, { size, number });
  }

  async function list(request: FastifyRequest, reply: FastifyReply, query: unknown) {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { pageSize, page } = parse(boardListQuery, query);
    return boards.list(viewer.user.id, pageSize, page);
  }

  async function create(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { name } = parse(createBoardBody, request.body);
    const board = await boards.create(viewer.user.id, name);
    return reply.code(201).send(board);
  }

  /** `{id}.json` of the legacy paths: the id, or a 404 for anything else. */
  const jsonId = (file: string) => {
    if (!file.endsWith('.json')) throw notFound(BOARD_NOT_FOUND_MESSAGE);
    return file.slice(0, -'.json'.length);
  };

  // ---- legacy variant ------------------------------------------------------------------------
  app.get('/collaboration/boards/default.json', (request, reply) =>
    defaultBoard(request, reply, request.query),
  );
  app.get('/collaboration/boards.json', (request, reply) => list(request, reply, request.query));
  app.post('/collaboration/boards.json', create);
  app.get<{ Params: { file: string } }>('/collaboration/boards/:file', async (request, reply) => {
    if (pages && !request.params.file.endsWith('.json'))
      return pages.boardPage(request, reply, request.params.file);
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const id = jsonId(request.params.file);
    const { assetsPageSize: size, assetsPageNumber: number } = parse(defaultBoardQuery, request.query);
    return boards.board(viewer.user.id, id, { size, number });
  });
  app.put<{ Params: { file: string } }>('/collaboration/boards/:file', async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const id = jsonId(request.params.file);
    const body = parse(updateBoardBody, request.body);
    const action = body.action_type === 'add_assets' ? 'add' : 'remove';
    return boards.changeAssets(viewer.user.id, id, action, body.assets, request.site);
  });

  app.delete<{ Params: { file: string } }>('/collaboration/boards/:file', async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    await boards.remove(viewer.user.id, jsonId(request.params.file));
    return reply.code(204).send();
  });

  registerBoardApiRoutes(app, { customer, boards, sharing, comments });

  // ---- new variant (collabv2toolbox) ---------------------------------------------------------
  const api = '/components/collaboration/api';
  app.get(`${api}/default`, (request, reply) =>
    defaultBoard(request, reply, { assetsPageSize: DEFAULT_BOARD_ASSETS_PAGE_SIZE, assetsPageNumber: 1 }),
  );
  app.get(`${api}/boards`, (request, reply) => list(request, reply, {}));
  app.post(`${api}/create-board`, create);
  app.post(`${api}/add-assets`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { boardId, assetIds } = parse(boardAssetsInput, request.body);
    return boards.changeAssets(viewer.user.id, boardId, 'add', assetIds, request.site);
  });
  app.delete(`${api}/remove-assets`, async (request, reply) => {
    const viewer = await customer(request, reply);
    if (!viewer) return reply;
    const { boardId, assetIds } = parse(boardAssetsInput, request.query);
    return boards.changeAssets(viewer.user.id, boardId, 'remove', assetIds, request.site);
  });
}
