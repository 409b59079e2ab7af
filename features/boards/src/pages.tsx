import type { Renderer } from '@lightbox/catalogue';
import { buildUrl } from '@lightbox/core';
import { AppError, type PublicAddress, publicOrigin } from '@lightbox/platform';
import { createTranslator, loadMessages, type PageSpec, type Translator } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderToStaticMarkup } from 'react-dom/server';
import type { CommentsService } from './comments-service';
import { registerContactSheet } from './contact-sheet';
import { BOARD_LIST_PAGE_SIZE, DEFAULT_BOARD_ID, INVITATION_QUERY, RECENT_BOARDS_MAX } from './domain/rules';
import type { BoardsMessageKey } from './messages/en-us';
import type { BoardRouteDeps } from './routes';
import { createBoardBody } from './schema';
import type { BoardsService } from './service';
import { registerSetPages } from './set-pages';
import type { SetsService } from './sets-service';
import type { SharingService } from './sharing-service';
import { BoardApp } from './ui/BoardApp';
import { BoardListPage, type BoardsT } from './ui/BoardPages';
import { BOARD_DATA_ID, BOARD_ROOT_ID, type BoardPageData } from './ui/board-data';
import { type BoardsClientFiles, ClientAssets } from './ui/ClientAssets';
import { RecentBoardsMenu } from './ui/RecentBoardsMenu';

export type RenderPage = (
  request: FastifyRequest,
  reply: FastifyReply,
  spec: PageSpec,
) => Promise<FastifyReply>;

export interface BoardPageDeps {
  render: RenderPage;
  /** The site's not-found page: another customer's board answers with it (status 404). */
  notFound: PageSpec;
  /** The boards bundle and stylesheet; without them pages render without their scripts. */
  client?: BoardsClientFiles;
  /** Where the catalogue keeps rendered media, for the thumbnails of the contact sheet PDF. */
  mediaDir: string;
  /** Draws the contact sheet's thumbnails and PDF off the server's thread (a RenderPool). */
  renderer?: Renderer | undefined;
  /** The sites' configured addresses: the share links an owner copies start with them. */
  sites: PublicAddress;
}

export interface BoardServices {
  boards: BoardsService;
  sharing: SharingService;
  comments: CommentsService;
  sets: SetsService;
}

export const asBoards = (t: Translator) => t as unknown as BoardsT;
export const title = (key: BoardsMessageKey) => (t: Translator) => asBoards(t).t(key);

/** A 404 (missing, or another customer's board) answers with the site's not-found page. */
export async function orNotFoundPage(
  deps: Pick<BoardPageDeps, 'render' | 'notFound'>,
  request: FastifyRequest,
  reply: FastifyReply,
  show: () => Promise<FastifyReply>,
): Promise<FastifyReply> {
  try {
    return await show();
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      reply.header('cache-control', 'private, no-store');
      return deps.render(request, reply, { ...deps.notFound, status: 404 });
    }
    throw error;
  }
}

/**
 * Server-rendered board pages (spec section 2): the lists, one board (hydrated for reorder,
 * comments, sharing and live updates), invitation links, the contact sheet, curated sets.
 * Rename, delete and remove stay plain forms with the page's CsrfField; each answers with a redirect.
 */
export function registerBoardPages(
  app: FastifyInstance,
  deps: BoardPageDeps & Pick<BoardRouteDeps, 'guards' | 'db'>,
  services: BoardServices,
) {
  const { boards, sharing, comments } = services;
  const to = (request: FastifyRequest, path: string) => buildUrl(path, undefined, { prefix: request.prefix });
  const nameOf = (request: FastifyRequest) => createBoardBody.safeParse(request.body ?? {});

  async function listPage(request: FastifyRequest, reply: FastifyReply, scope: 'all' | 'shared') {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const { boards: list } = await boards.list(viewer.user.id, BOARD_LIST_PAGE_SIZE, 1, scope);
    return deps.render(request, reply, {
      name: scope === 'shared' ? 'shared-boards' : 'boards',
      title: title(scope === 'shared' ? 'boards.shared.title' : 'boards.list.title'),
      noindex: true,
      content: ({ page, t }) => (
        <>
          <ClientAssets files={deps.client} />
          <BoardListPage page={page} t={asBoards(t)} boards={list} scope={scope} />
        </>
      ),
    });
  }

  async function boardPage(request: FastifyRequest, reply: FastifyReply, id: string) {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    const code = (request.query as Record<string, unknown> | undefined)?.[INVITATION_QUERY];
    return orNotFoundPage(deps, request, reply, async () => {
      if (typeof code === 'string') {
        // Join, then show the board at its plain address, so the code leaves the address bar.
        const joined = await sharing.join(viewer.user.id, id, code);
        return reply.redirect(to(request, `/collaboration/boards/${joined.boardId}`), 303);
      }
      const userId = viewer.user.id;
      const board = await boards.board(userId, id, { size: BOARD_LIST_PAGE_SIZE, number: 1 });
      const data: BoardPageData = {
        board,
        comments: await comments.list(userId, id),
        members: await sharing.members(userId, id),
        invitations: board.access === 'owner' ? await sharing.invitations(userId, id) : null,
        viewerId: userId,
        origin: publicOrigin(deps.sites, request.site),
      };
      return deps.render(request, reply, {
        name: 'board',
        title: board.name ?? '',
        noindex: true,
        content: ({ page, t }) => (
          <>
            <div id={BOARD_ROOT_ID}>
              <BoardApp page={page} t={asBoards(t)} initial={data} />
            </div>
            <ClientAssets files={deps.client} data={{ id: BOARD_DATA_ID, value: data }} />
          </>
        ),
      });
    });
  }

  app.get('/collaboration/boards', (request, reply) => listPage(request, reply, 'all'));
  app.get('/collaboration/shared-boards', (request, reply) => listPage(request, reply, 'shared'));

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
    await boards.changeAssets(viewer.user.id, request.params.id, 'remove', [assetId], request.site);
    return reply.redirect(to(request, `/collaboration/boards/${request.params.id}`), 303);
  });

  registerContactSheet(app, deps, boards);
  registerSetPages(app, deps, services.sets);

  return { boardPage };
}
