import { Dialog, href, type PageContext, Toast, useTranslator } from '@lightbox/ui';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { BOARD_NAME_MAX, boardNameProblem, filterBoards } from '../domain/rules';
import type { BoardsMessageKey } from '../messages/en-us';
import type { BoardsStore, BoardsToast } from './store';

export function BoardsOverlays({ page, store }: { page: PageContext; store: BoardsStore }) {
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  return (
    <>
      {state.modal && <ChooseBoardModal key={state.modal.asset.id} page={page} store={store} />}
      {state.toast && (
        <BoardToast key={state.toast.key} page={page} toast={state.toast} onClose={store.closeToast} />
      )}
    </>
  );
}

/** Spec section 4, points 4 to 6 and 8: the choose-board modal, in the kit's Dialog. */
function ChooseBoardModal({ page, store }: { page: PageContext; store: BoardsStore }) {
  const t = useTranslator<BoardsMessageKey>(page);
  const state = useSyncExternalStore(store.subscribe, store.get, store.get);
  const boards = state.boards ?? [];
  const [mode, setMode] = useState<'new' | 'choose'>('new');
  const switched = useRef(false);
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');

  useEffect(() => {
    if (!switched.current && boards.length > 0) {
      switched.current = true;
      setMode('choose');
    }
  }, [boards.length]);
  const problem = boardNameProblem(name);
  const shown = filterBoards(boards, query);
  const title = t.t(mode === 'new' ? 'boards.modal.titleNew' : 'boards.modal.titleChoose');

  return (
    <Dialog
      className="lb-board-modal"
      labelledBy="lb-board-modal-title"
      onClosed={store.closeModal}
      panelProps={{ 'data-mode': mode }}
      backdropProps={{ 'data-testid': 'board-modal-backdrop' }}
    >
      {(close) => (
        <>
          <header className="lb-dialog__header lb-board-modal__header">
            <h2 id="lb-board-modal-title">{title}</h2>
            <button
              type="button"
              className="lb-board-modal__close"
              aria-label={t.t('boards.modal.close')}
              onClick={close}
            >
              ×
            </button>
          </header>
          {mode === 'choose' ? (
            <div className="lb-board-modal__body">
              <label className="lb-board-modal__label" htmlFor="lb-board-filter">
                {t.t('boards.modal.filter')}
              </label>
              <input
                id="lb-board-filter"
                type="search"
                value={query}
                onChange={(e) => setQuery(e.target.value)}
              />
              <ul className="lb-board-modal__list">
                {shown.map((b) => (
                  <li key={b.id}>
                    <button
                      type="button"
                      disabled={state.busy || b.access === 'view'}
                      onClick={() => void store.chooseBoard(b.id)}
                    >
                      {b.name}
                    </button>
                  </li>
                ))}
              </ul>
              {shown.length === 0 && <p className="lb-board-modal__empty">{t.t('boards.modal.noMatch')}</p>}
            </div>
          ) : (
            <form
              className="lb-board-modal__body"
              onSubmit={(e) => {
                e.preventDefault();
                if (!problem) void store.createBoard(name.trim());
              }}
            >
              <label className="lb-board-modal__label" htmlFor="lb-board-name">
                {t.t('boards.modal.name')}
              </label>
              <input
                id="lb-board-name"
                value={name}
                onChange={(e) => setName(e.target.value)}
                aria-invalid={problem === 'tooLong'}
                aria-describedby={problem === 'tooLong' ? 'lb-board-name-error' : undefined}
              />
              {problem === 'tooLong' && (
                <p className="lb-board-modal__error" id="lb-board-name-error">
                  {t.t('boards.modal.nameTooLong', { count: BOARD_NAME_MAX })}
                </p>
              )}
              <button
                type="submit"
                className="lb-board-modal__create"
                disabled={problem !== undefined || state.busy}
              >
                {t.t('boards.modal.create')}
              </button>
            </form>
          )}
          {state.error && (
            <p className="lb-board-modal__error" role="alert">
              {t.t('boards.modal.error')}
            </p>
          )}
          <button
            type="button"
            className="lb-board-modal__toggle"
            onClick={() => setMode(mode === 'new' ? 'choose' : 'new')}
          >
            {t.t(mode === 'new' ? 'boards.modal.showChoose' : 'boards.modal.showNew')}
          </button>
        </>
      )}
    </Dialog>
  );
}

/** Spec section 4, points 3 and 8: the kit's Toast, linking to the board. */
function BoardToast({
  page,
  toast,
  onClose,
}: {
  page: PageContext;
  toast: BoardsToast;
  onClose: () => void;
}) {
  const t = useTranslator<BoardsMessageKey>(page);
  const text = t.t(toast.kind === 'saved' ? 'boards.toast.saved' : 'boards.toast.removed', {
    name: toast.boardName,
  });
  return (
    <Toast
      className="lb-board-toast"
      timeoutMs={toast.timeoutMs}
      closeLabel={t.t('boards.toast.close')}
      onClosed={onClose}
    >
      <a className="lb-board-toast__link" href={href(page, `/collaboration/boards/${toast.boardId}`)}>
        {toast.asset.isOffline ? (
          <span className="lb-board-toast__title">{toast.asset.shortTitle}</span>
        ) : (
          <img src={toast.asset.thumbUrl} alt="" width={48} height={48} />
        )}
        <span>{text}</span>
      </a>
    </Toast>
  );
}
