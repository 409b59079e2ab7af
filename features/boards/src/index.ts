/**
 * Boards (issue 6): a customer's boards, the board saves go to, and the JSON APIs of spec
 * section 7 in both variants, the pages (lists, board, contact sheet, shared boards, curated
 * sets), sharing by invitation link, comments, reorder and live updates.
 */
export * from './domain/rules';
export type { BoardsMessageKey } from './messages/en-us';
export { boardsMessageBundle } from './messages/index';
export type { BoardAssetView, BoardSummaryView, BoardView } from './presenters';
export { type BoardRouteDeps, registerBoardRoutes } from './routes';
export { boardsMigrationsDir } from './schema';
export { type BoardsService, createBoardsService } from './service';

/** Browser entry of the boards pages and their stylesheet, for the client build. */
export const boardsClientEntry = new URL('./client/pages-entry.tsx', import.meta.url).pathname;
export const boardsStylesEntry = new URL('./ui/boards.css', import.meta.url).pathname;
/** The save button, choose-board modal and toast, on every page: bundled into the page stylesheet. */
export const boardsOverlayStylesEntry = new URL('./client/overlays.css', import.meta.url).pathname;
