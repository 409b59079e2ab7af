import fs from 'node:fs/promises';
import { ensureDerivative, inThreadRenderer, MediaStore } from '@lightbox/catalogue';
import type { Db } from '@lightbox/platform';
import { createTranslator, loadMessages } from '@lightbox/ui';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BoardsMessageKey } from './messages/en-us';
import { asBoards, type BoardPageDeps, orNotFoundPage } from './pages';
import type { contactSheetPdf, SheetItem } from './pdf';
import type { BoardRouteDeps } from './routes';
import type { BoardsService } from './service';
import { ClientAssets } from './ui/ClientAssets';
import { ContactSheet, licenceName } from './ui/ContactSheet';

/** The module that draws the PDF (pdf.ts), for the render worker that runs it. */
export const SHEET_PDF_MODULE = new URL('./pdf.ts', import.meta.url).href;

/** Assets on a contact sheet: the board page's first page. */
export const CONTACT_SHEET_MAX = 250;

const sheetDate = (locale: string, now: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(now);

/** A safe file name for the download: letters, digits and dashes of the board's name. */
export function sheetFileName(name: string, id: number): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .toLowerCase()
    .slice(0, 60);
  return `contact-sheet-${slug || 'board'}-${id}.pdf`;
}

/**
 * The contact sheet of a board, as a printable page and as a PDF with the real thumbnails
 * (rendered through the catalogue's media store when missing). Owner or member only; anyone
 * else gets the not-found page.
 */
export function registerContactSheet(
  app: FastifyInstance,
  deps: BoardPageDeps & Pick<BoardRouteDeps, 'guards' | 'db'>,
  boards: BoardsService,
) {
  const store = new MediaStore(deps.mediaDir);
  const page = { size: CONTACT_SHEET_MAX, number: 1 };
  const renderer = deps.renderer ?? inThreadRenderer;

  async function thumbnail(db: Db, assetId: number): Promise<Uint8Array | undefined> {
    const outcome = await ensureDerivative(db, store, assetId, 'thumb', { renderer });
    return outcome.ok ? fs.readFile(outcome.file.path) : undefined;
  }

  app.get<{ Params: { id: string } }>('/collaboration/boards/:id/contact_sheet', async (request, reply) => {
    const viewer = await deps.guards.requireSignedIn(request, reply);
    if (!viewer) return reply;
    return orNotFoundPage(deps, request, reply, async () => {
      const board = await boards.board(viewer.user.id, request.params.id, page);
      return deps.render(request, reply, {
        name: 'contact-sheet',
        title: board.name ?? '',
        noindex: true,
        content: ({ page: ctx, t }) => (
          <>
            <ClientAssets files={deps.client} />
            <ContactSheet page={ctx} t={asBoards(t)} board={board} date={sheetDate(ctx.locale, new Date())} />
          </>
        ),
      });
    });
  });

  app.get<{ Params: { id: string } }>(
    '/collaboration/boards/:id/contact_sheet.pdf',
    async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const viewer = await deps.guards.requireSignedIn(request, reply);
      if (!viewer) return reply;
      return orNotFoundPage(deps, request, reply, async () => {
        const board = await boards.board(viewer.user.id, request.params.id, page);
        const t = createTranslator<BoardsMessageKey>(request.locale, await loadMessages(request.locale));
        const items: SheetItem[] = [];
        // One at a time: thumbnails render on a single sharp thread anyway.
        for (const a of board.assets) {
          items.push({
            id: a.id,
            title: a.title,
            shortTitle: a.shortTitle,
            licence: licenceName(t, a.licenseType),
            jpeg: a.isOffline ? undefined : await thumbnail(deps.db, a.id),
          });
        }
        // Laying out and compressing the PDF takes a while: in a render worker, not on this thread.
        const pdf = await renderer.call<Awaited<ReturnType<typeof contactSheetPdf>>>(
          SHEET_PDF_MODULE,
          'contactSheetPdf',
          [
            {
              heading: t.t('boards.sheet.title', { name: board.name ?? '' }),
              date: t.t('boards.sheet.date', { date: sheetDate(request.locale, new Date()) }),
              assetId: t.t('boards.sheet.assetId'),
              licence: t.t('boards.sheet.licence'),
            },
            items,
          ],
          'request',
        );
        return reply
          .header('content-type', 'application/pdf')
          .header('cache-control', 'private, no-store')
          .header('x-robots-tag', 'noindex')
          .header(
            'content-disposition',
            `attachment; filename="${sheetFileName(board.name ?? '', Number(board.id))}"`,
          )
          .send(Buffer.from(pdf));
      });
    },
  );
}
