/**
 * Boards (issue 6): a customer's boards, the board saves go to, and the JSON APIs of spec
 * section 7 in both variants, the pages (lists, board, contact sheet, shared boards, curated
 * sets), sharing by invitation link, comments, reorder and live updates.
 */
export * from './domain/rules';
export { boardsFeature } from './feature';
export type { BoardsMessageKey } from './messages/en-us';
export { boardsMessageBundle } from './messages/index';
export type { BoardAssetView, BoardSummaryView, BoardView } from './presenters';
export { type BoardRouteDeps, registerBoardRoutes } from './routes';
export { boardsMigrationsDir } from './schema';
export { type BoardsService, createBoardsService } from './service';
