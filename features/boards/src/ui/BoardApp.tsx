import { Button, CsrfField, href, type PageContext } from '@lightbox/ui';
import { useRef, useState } from 'react';
import { BOARD_NAME_MAX } from '../domain/rules';
import { BoardItem } from './BoardItem';
import type { BoardsT } from './BoardPages';
import type { BoardPageData } from './board-data';
import { SharePanel } from './SharePanel';
import { useBoardPage } from './use-board-page';

/**
 * /collaboration/boards/{id}: the board's assets in their order, with reorder (buttons or drag),
 * comments, sharing and the contact sheet. Rendered on the server and hydrated in the browser;
 * rename, delete and remove are plain forms that work without JavaScript too.
 */
export function BoardApp({ page, t, initial }: { page: PageContext; t: BoardsT; initial: BoardPageData }) {
  const state = useBoardPage(page, initial);
  const { board, comments, members, invitations } = state.data;
  const [moved, setMoved] = useState('');
  const [dragged, setDragged] = useState<number | undefined>();
  const list = useRef<HTMLOListElement>(null);
  const base = `/collaboration/boards/${board.id}`;
  const canEdit = board.access === 'owner' || board.access === 'edit';

  if (state.gone) {
    return (
      <section className="lb-boards container">
        <h1>{board.name}</h1>
        <p role="alert">{t.t('boards.board.gone')}</p>
        <p>
          <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
        </p>
      </section>
    );
  }

  const move = async (assetId: number, delta: number) => {
    const order = await state.move(assetId, delta);
    if (!order) return;
    const position = order.indexOf(assetId) + 1;
    setMoved(t.t('boards.board.moved', { position, count: order.length }));
    // Keep the keyboard where it was: on the same button of the moved asset, or its sibling
    // when that one is now disabled at an end of the list.
    const item = list.current?.querySelector<HTMLElement>(`[data-asset-id="${assetId}"]`);
    const want = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'earlier' : 'later'}"]`);
    const other = item?.querySelector<HTMLButtonElement>(`[data-move="${delta < 0 ? 'later' : 'earlier'}"]`);
    (want && !want.disabled ? want : other)?.focus();
  };

  const drop = (targetId: number) => {
    if (dragged === undefined || dragged === targetId) return setDragged(undefined);
    const from = board.assetIds.indexOf(dragged);
    const to = board.assetIds.indexOf(targetId);
    setDragged(undefined);
    void move(dragged, to - from);
  };

  return (
    <section className="lb-boards lb-board container">
      <p className="lb-boards__crumbs">
        <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
      </p>
      <header className="lb-board__head">
        <div>
          <h1>{board.name}</h1>
          <p className="lb-muted">
            {t.t('boards.list.assets', { count: board.assetCount })}
            {board.access === 'view' && <span className="lb-badge">{t.t('boards.board.viewOnly')}</span>}
            {board.access === 'edit' && <span className="lb-badge">{t.t('boards.board.canEdit')}</span>}
          </p>
        </div>
        <div className="lb-board__links">
          <a className="lb-button lb-button--ghost" href={href(page, `${base}/contact_sheet`)}>
            {t.t('boards.board.contactSheet')}
          </a>
          <a className="lb-button lb-button--ghost" href={href(page, `${base}/contact_sheet.pdf`)} download>
            {t.t('boards.board.downloadPdf')}
          </a>
        </div>
      </header>
      {board.access === 'owner' && (
        <div className="lb-boards__actions">
          <form method="post" action={href(page, `${base}/rename`)}>
            <CsrfField />
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
          <DeleteBoardForm
            action={href(page, `${base}/delete`)}
            boardId={board.id}
            name={board.name ?? ''}
            t={t}
          />
        </div>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {moved}
      </p>
      <p className="visually-hidden" aria-live="polite" data-updates={state.updates}>
        {state.updates > 0 ? t.t('boards.board.updated') : ''}
      </p>
      {state.error && (
        <p className="lb-form-error" role="alert">
          {state.error}
        </p>
      )}
      <div className="lb-board__layout">
        <div>
          {board.assets.length === 0 ? (
            <p>{t.t('boards.board.empty')}</p>
          ) : (
            <>
              {canEdit && <p className="lb-muted">{t.t('boards.board.orderHint')}</p>}
              <ol className="lb-boards__assets" ref={list}>
                {board.assets.map((a, i) => (
                  <BoardItem
                    key={a.id}
                    page={page}
                    t={t}
                    asset={a}
                    index={board.assetIds.indexOf(a.id) >= 0 ? board.assetIds.indexOf(a.id) : i}
                    count={board.assetIds.length}
                    canEdit={canEdit}
                    comments={comments.filter((c) => c.assetId === a.id)}
                    actions={{ move, comment: state.comment, deleteComment: state.deleteComment }}
                    drag={{
                      onDragStart: () => setDragged(a.id),
                      onDrop: () => drop(a.id),
                      dragging: dragged === a.id,
                    }}
                    removeForm={
                      <form method="post" action={href(page, `${base}/remove`)}>
                        <CsrfField />
                        <input type="hidden" name="assetId" value={a.id} />
                        <button
                          type="submit"
                          className="lb-link-button"
                          aria-label={`${t.t('boards.save.remove')}: ${a.title}`}
                        >
                          {t.t('boards.save.remove')}
                        </button>
                      </form>
                    }
                  />
                ))}
              </ol>
            </>
          )}
        </div>
        <SharePanel
          t={t}
          origin={state.data.origin}
          prefix={page.prefix}
          invitations={invitations}
          members={members}
          viewerId={state.data.viewerId}
          actions={{
            invite: state.invite,
            revoke: state.revoke,
            removeMember: state.removeMember,
            leave: state.leave,
          }}
        />
      </div>
    </section>
  );
}

/**
 * Deleting a board asks first: the button opens a confirmation naming the board, and only its
 * second button posts (without scripts the form posts at once, as a plain form).
 */
function DeleteBoardForm({
  action,
  boardId,
  name,
  t,
}: {
  action: string;
  boardId: string | number;
  name: string;
  t: BoardsT;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <form
      method="post"
      action={action}
      className="lb-board-delete"
      onSubmit={(e) => {
        if (!asking) {
          e.preventDefault();
          setAsking(true);
          return;
        }
        // Spec §7 "Board Deleted": the push goes out (as a beacon) while the form is sent.
        window.dataLayer = window.dataLayer ?? [];
        window.dataLayer.push({ event: 'board_interaction', action: 'delete_board', board_id: boardId });
      }}
    >
      <CsrfField />
      {asking ? (
        <div role="alertdialog" aria-labelledby="lb-board-delete-question" className="lb-board-delete__ask">
          <p id="lb-board-delete-question">{t.t('boards.board.deleteQuestion', { name })}</p>
          <Button type="submit" variant="destructive">
            {t.t('boards.board.deleteConfirm')}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setAsking(false)}>
            {t.t('boards.board.deleteCancel')}
          </Button>
        </div>
      ) : (
        <Button type="submit" variant="destructive">
          {t.t('boards.board.delete')}
        </Button>
      )}
    </form>
  );
}
