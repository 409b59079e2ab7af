import { href, type PageContext, type Translator } from '@lightbox/ui';
import { BOARD_NAME_MAX } from '../domain/rules';
import type { BoardsMessageKey } from '../messages/en-us';
import type { BoardSummaryView, BoardView } from '../presenters';

export type BoardsT = Translator<BoardsMessageKey>;
const CSRF_FIELD = '_csrf';

function Csrf({ token }: { token: string }) {
  return <input type="hidden" name={CSRF_FIELD} value={token} />;
}

/** /collaboration/boards: the customer's boards and those shared with them, and a create form. */
export function BoardListPage({
  page,
  t,
  boards,
  csrf,
}: {
  page: PageContext;
  t: BoardsT;
  boards: BoardSummaryView[];
  csrf: string;
}) {
  return (
    <section className="lb-boards">
      <h1>{t.t('boards.list.title')}</h1>
      <form className="lb-boards__create" method="post" action={href(page, '/collaboration/boards')}>
        <Csrf token={csrf} />
        <label htmlFor="lb-boards-new-name">{t.t('boards.modal.name')}</label>
        <input id="lb-boards-new-name" name="name" required maxLength={BOARD_NAME_MAX} />
        <button type="submit">{t.t('boards.modal.create')}</button>
      </form>
      {boards.length === 0 ? (
        <p>{t.t('boards.list.empty')}</p>
      ) : (
        <ul className="lb-boards__list">
          {boards.map((b) => (
            <li key={b.id} className="lb-boards__item">
              <a href={href(page, `/collaboration/boards/${b.id}`)}>
                {b.thumbUrl ? (
                  <img src={b.thumbUrl} alt="" width={120} height={80} />
                ) : (
                  <span className="lb-boards__blank" />
                )}
                <strong>{b.name}</strong>
              </a>
              <span>{t.t('boards.list.assets', { count: b.assetCount })}</span>
              {b.access !== 'owner' && <span className="lb-badge">{t.t('boards.list.shared')}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** /collaboration/boards/{id}: the assets, and for the owner rename, delete and remove. */
export function BoardPage({
  page,
  t,
  board,
  csrf,
}: {
  page: PageContext;
  t: BoardsT;
  board: BoardView;
  csrf: string;
}) {
  const base = `/collaboration/boards/${board.id}`;
  const canEdit = board.access === 'owner' || board.access === 'edit';
  return (
    <section className="lb-boards">
      <p>
        <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
      </p>
      <h1>{board.name}</h1>
      <p>{t.t('boards.list.assets', { count: board.assetCount })}</p>
      {board.access === 'owner' && (
        <div className="lb-boards__actions">
          <form method="post" action={href(page, `${base}/rename`)}>
            <Csrf token={csrf} />
            <label htmlFor="lb-board-rename">{t.t('boards.modal.name')}</label>
            <input
              id="lb-board-rename"
              name="name"
              defaultValue={board.name ?? ''}
              required
              maxLength={BOARD_NAME_MAX}
            />
            <button type="submit">{t.t('boards.board.rename')}</button>
          </form>
          <form method="post" action={href(page, `${base}/delete`)}>
            <Csrf token={csrf} />
            <button type="submit">{t.t('boards.board.delete')}</button>
          </form>
        </div>
      )}
      {board.assets.length === 0 ? (
        <p>{t.t('boards.board.empty')}</p>
      ) : (
        <ul className="lb-boards__assets">
          {board.assets.map((a) => (
            <li key={a.id} data-asset-id={a.id}>
              <a href={href(page, `/detail/${a.id}`)}>
                {a.isOffline ? (
                  <span>{a.shortTitle}</span>
                ) : (
                  <img src={a.thumbUrl} alt={a.title} width={160} height={120} />
                )}
              </a>
              {canEdit && (
                <form method="post" action={href(page, `${base}/remove`)}>
                  <Csrf token={csrf} />
                  <input type="hidden" name="assetId" value={a.id} />
                  <button type="submit" aria-label={`${t.t('boards.save.remove')}: ${a.title}`}>
                    {t.t('boards.save.remove')}
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
