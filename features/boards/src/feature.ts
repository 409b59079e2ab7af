import type { DatabaseEvents, FeatureModule } from '@lightbox/platform';
import { boardsMessageBundle } from './messages/index';
import type { BoardPageDeps } from './pages';
import { type BoardRouteDeps, registerBoardRoutes } from './routes';
import { boardsMigrationsDir } from './schema';

type Deps = Pick<BoardRouteDeps, 'db' | 'guards'> & { database: { events: DatabaseEvents } } & Omit<
    BoardPageDeps,
    'client' | 'sites'
  > & { config: BoardPageDeps['sites'] };

/** Boards: save to board, board pages, sharing, comments, curated sets. */
export const boardsFeature: FeatureModule<Deps> = {
  name: 'boards',
  migrationsDir: boardsMigrationsDir,
  messages: boardsMessageBundle,
  // The save button, choose-board modal and toast appear on every page.
  globalStyles: [new URL('./client/overlays.css', import.meta.url).pathname],
  client: {
    app: new URL('./client/pages-entry.tsx', import.meta.url).pathname,
    styles: new URL('./ui/boards.css', import.meta.url).pathname,
  },
  register: (app, { db, database, guards, render, notFound, mediaDir, renderer, config, client }) =>
    registerBoardRoutes(app, {
      db,
      events: database.events,
      guards,
      pages: {
        render,
        notFound,
        mediaDir,
        renderer,
        sites: config,
        ...(client.app && client.styles && { client: { script: client.app, styles: client.styles } }),
      },
    }),
};
