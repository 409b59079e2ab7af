import { Button, CsrfField, href, type PageContext, type Translator } from '@lightbox/ui';
import { BOARD_NAME_MAX } from '../domain/rules';
import type { BoardsMessageKey } from '../messages/en-us';
import type { BoardSummaryView } from '../presenters';

export type BoardsT = Translator<BoardsMessageKey>;

/** Tabs between the customer's boards, the boards shared with them and the site's sets. */
export function CollaborationTabs({ page, t, current }: { page: PageContext; t: BoardsT; current: string }) {
  const tabs = [
    ['/collaboration/boards', 'boards.list.title'],
    ['/collaboration/shared-boards', 'boards.shared.title'],
    ['/collaboration/curated-sets', 'boards.sets.title'],
  ] as const;
  return (
    <nav className="lb-collab-tabs" aria-label={t.t('boards.list.title')}>
      {tabs.map(([path, key]) => (
        <a key={path} href={href(page, path)} aria-current={path === current ? 'page' : undefined}>
          {t.t(key)}
        </a>
      ))}
    </nav>
  );
}

/** A grid of board cards: cover picture, name, count, and whether it is shared. */
export function BoardCards({
  page,
  t,
  boards,
}: {
  page: PageContext;
  t: BoardsT;
  boards: BoardSummaryView[];
}) {
  return (
    <ul className="lb-boards__list">
      {boards.map((b) => (
        <li key={b.id} className="lb-boards__item">
          <a href={href(page, `/collaboration/boards/${b.id}`)}>
            {b.thumbUrl ? (
              <img src={b.thumbUrl} alt="" width={240} height={160} />
            ) : (
              <span className="lb-boards__blank" />
            )}
            <strong>{b.name}</strong>
          </a>
          <span className="lb-muted">{t.t('boards.list.assets', { count: b.assetCount })}</span>
          {b.access !== 'owner' && (
            <span className="lb-badge">
              {t.t(b.access === 'edit' ? 'boards.board.canEdit' : 'boards.board.viewOnly')}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

/**
 * /collaboration/boards (own and shared boards, and a create form) and
 * /collaboration/shared-boards (only the boards shared with the customer).
 */
export function BoardListPage({
  page,
  t,
  boards,
  scope,
}: {
  page: PageContext;
  t: BoardsT;
  boards: BoardSummaryView[];
  scope: 'all' | 'shared';
}) {
  const shared = scope === 'shared';
  return (
    <section className="lb-boards">
      <CollaborationTabs
        page={page}
        t={t}
        current={shared ? '/collaboration/shared-boards' : '/collaboration/boards'}
      />
      <h1>{t.t(shared ? 'boards.shared.title' : 'boards.list.title')}</h1>
      {!shared && (
        <form className="lb-boards__create" method="post" action={href(page, '/collaboration/boards')}>
          <CsrfField />
          <label htmlFor="lb-boards-new-name">{t.t('boards.modal.name')}</label>
          <input id="lb-boards-new-name" name="name" required maxLength={BOARD_NAME_MAX} />
          <Button type="submit">{t.t('boards.modal.create')}</Button>
        </form>
      )}
      {boards.length === 0 ? (
        <p className="lb-muted">{t.t(shared ? 'boards.shared.empty' : 'boards.list.empty')}</p>
      ) : (
        <BoardCards page={page} t={t} boards={boards} />
      )}
    </section>
  );
}
