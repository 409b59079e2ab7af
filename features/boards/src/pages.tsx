import { buildUrl } from '@lightbox/core';
import { AppError } from '@lightbox/platform';
import { createTranslator, loadMessages, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import { BOARD_LIST_PAGE_SIZE, DEFAULT_BOARD_ID, RECENT_BOARDS_MAX } from './domain/rules';
import type { BoardsMessageKey } from './messages/en-us';
import type { BoardRouteDeps } from './routes';
import { createBoardBody } from './schema';
import type { BoardsService } from './service';
import { BoardListPage, BoardPage, type BoardsT } from './ui/BoardPages';
import { RecentBoardsMenu } from './ui/RecentBoardsMenu';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface BoardPageDeps {
  render: RenderPage;
  csrfToken(request: FastifyRequest, reply: FastifyReply): string;
}

const asBoards = (t: Translator) => t as unknown as BoardsT;
const title = (key: BoardsMessageKey) => (t: Translator) => asBoards(t).t(key);

/**
 * Server-rendered board pages (spec section 2): the list with a create form, and one board with
 * rename, delete and remove. Plain forms with the CSRF field; each answers with a redirect.
 */
export function registerBoardPages(
  app: FastifyInstance,
  deps: BoardPageDeps & Pick<BoardRouteDeps, 'guards'>,
  boards: BoardsService,
) {
  const to = (request: FastifyRequest, path: string) => buildUrl(path, undefined, { prefix: request.prefix });
  const nameOf = (request: FastifyRequest) => createBoardBody.safeParse(request.body ?? {});

  async function listPage(request: FastifyRequest, reply: FastifyReply) {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const { boards: list } = await boards.list(viewer.user.id, BOARD_LIST_PAGE_SIZE);
    const csrf = deps.csrfToken(request, reply);
    return deps.render(request, reply, {
      name: 'boards',
      title: title('boards.list.title'),
      noindex: true,
      content: ({ page, t }) => <BoardListPage page={page} t={asBoards(t)} boards={list} csrf={csrf} />,
    });
  }

  async function boardPage(request: FastifyRequest, reply: FastifyReply, id: string) {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const board = await boards.board(viewer.user.id, id, { size: BOARD_LIST_PAGE_SIZE, number: 1 });
    const csrf = deps.csrfToken(request, reply);
    return deps.render(request, reply, {
      name: 'board',
      title: board.name ?? '',
      noindex: true,
      content: ({ page, t }) => <BoardPage page={page} t={asBoards(t)} board={board} csrf={csrf} />,
    });
  }

  app.get('/collaboration/boards', listPage);

  /** The board saves go to, or the list while none is chosen. */
  app.get('/collaboration/boards/default', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const board = await boards.defaultBoard(viewer.user.id);
    const path =
      board.id === DEFAULT_BOARD_ID ? '/collaboration/boards' : `/collaboration/boards/${board.id}`;
    return reply.redirect(to(request, path), 303);
  });

  /** The header's boards menu (spec section 7): boards_list_html, in the error body too. */
  app.get('/collaboration/boards-recent', async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const messages = await loadMessages(request.locale);
    const t = createTranslator<BoardsMessageKey>(request.locale, messages);
    const html = (list: Parameters<typeof RecentBoardsMenu>[0]['boards']) =>
      renderToStaticMarkup(<RecentBoardsMenu page={request} t={t} boards={list} />);
    try {
      const viewer = await deps.guards.requireSignedIn(request, reply);
      if (!viewer) return reply;
      const { boards: list } = await boards.list(viewer.user.id, RECENT_BOARDS_MAX);
      return { boards_list_html: html(list) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      return reply.code(error.status).send({
        error: error.code,
        message: error.message,
        details: error.details,
        boards_list_html: html([]),
      });
    }
  });
  app.post('/collaboration/boards', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const parsed = nameOf(request);
    if (!parsed.success) return reply.redirect(to(request, '/collaboration/boards'), 303);
    const board = await boards.create(viewer.user.id, parsed.data.name);
    return reply.redirect(to(request, `/collaboration/boards/${board.id}`), 303);
  });
  app.post<{ Params: { id: string } }>('/collaboration/boards/:id/rename', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const parsed = nameOf(request);
    if (parsed.success) await boards.rename(viewer.user.id, request.params.id, parsed.data.name);
    return reply.redirect(to(request, `/collaboration/boards/${request.params.id}`), 303);
  });
  app.post<{ Params: { id: string } }>('/collaboration/boards/:id/delete', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    await boards.remove(viewer.user.id, request.params.id);
    return reply.redirect(to(request, '/collaboration/boards'), 303);
  });
  app.post<{ Params: { id: string } }>('/collaboration/boards/:id/remove', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const assetId = String((request.body as { assetId?: unknown } | undefined)?.assetId ?? '');
    await boards.changeAssets(viewer.user.id, request.params.id, 'remove', [assetId]);
    return reply.redirect(to(request, `/collaboration/boards/${request.params.id}`), 303);
  });

  return { boardPage };
}
