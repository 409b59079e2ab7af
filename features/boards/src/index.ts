/**
 * Boards (issue 6): a customer's boards, the board saves go to, and the JSON APIs of spec
 * section 7 in both variants. Pages and the save button are still to come (see README).
 */
export * from './domain/rules';
export type { BoardsMessageKey } from './messages/en-us';
export { boardsMessageBundle } from './messages/index';
export type { BoardAssetView, BoardSummaryView, BoardView } from './presenters';
export { type BoardRouteDeps, registerBoardRoutes } from './routes';
export { boardsMigrationsDir } from './schema';
export { type BoardsService, createBoardsService } from './service';
