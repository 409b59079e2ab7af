import { href, type PageContext } from '@lightbox/ui';
import { type FormEvent, useState } from 'react';
import { BOARD_COMMENT_MAX } from '../domain/rules';
import type { BoardAssetView, CommentView } from '../presenters';
import type { BoardsT } from './BoardPages';
import { formatDate } from './board-data';

export interface ItemActions {
  move(assetId: number, delta: number): void;
  comment(assetId: number, text: string): Promise<boolean>;
  deleteComment(commentId: number): void;
}

/** One asset of the board page: picture, reorder buttons, remove form and its comments. */
export function BoardItem({
  page,
  t,
  asset,
  index,
  count,
  canEdit,
  comments,
  actions,
  removeForm,
  drag,
}: {
  page: PageContext;
  t: BoardsT;
  asset: BoardAssetView;
  index: number;
  count: number;
  canEdit: boolean;
  comments: CommentView[];
  actions: ItemActions;
  removeForm: React.ReactNode;
  drag: { onDragStart(): void; onDrop(): void; dragging: boolean };
}) {
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const commentId = `lb-comment-${asset.id}`;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    if (await actions.comment(asset.id, text)) setText('');
    setBusy(false);
  };
  return (
    <li
      className={`lb-board-item${drag.dragging ? ' lb-board-item--dragging' : ''}`}
      data-asset-id={asset.id}
      draggable={canEdit}
      onDragStart={(e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(asset.id));
        drag.onDragStart();
      }}
      onDragOver={(e) => canEdit && e.preventDefault()}
      onDrop={(e) => {
        e.preventDefault();
        drag.onDrop();
      }}
    >
      <a className="lb-board-item__media" href={href(page, `/detail/${asset.id}`)}>
        {asset.isOffline ? (
          <span className="lb-board-item__offline">{asset.shortTitle}</span>
        ) : (
          <img src={asset.thumbUrl} alt={asset.title} width={240} height={160} loading="lazy" />
        )}
      </a>
      <div className="lb-board-item__body">
        <p className="lb-board-item__title">{asset.title}</p>
        <p className="lb-board-item__meta">
          {t.t('boards.sheet.assetId')} {asset.id}
        </p>
        {canEdit && (
          <div className="lb-board-item__tools">
            <button
              type="button"
              className="lb-icon-button"
              data-move="earlier"
              disabled={index === 0}
              aria-label={`${t.t('boards.board.moveEarlier')}: ${asset.title}`}
              onClick={() => actions.move(asset.id, -1)}
            >
              <span aria-hidden="true">←</span>
            </button>
            <button
              type="button"
              className="lb-icon-button"
              data-move="later"
              disabled={index === count - 1}
              aria-label={`${t.t('boards.board.moveLater')}: ${asset.title}`}
              onClick={() => actions.move(asset.id, 1)}
            >
              <span aria-hidden="true">→</span>
            </button>
            {removeForm}
          </div>
        )}
        <details className="lb-board-comments">
          <summary>{t.t('boards.comments.count', { count: comments.length })}</summary>
          <ul>
            {comments.map((c) => (
              <li key={c.id} data-comment-id={c.id}>
                <span className="lb-board-comments__by">
                  {t.t('boards.comments.by', {
                    name: c.authorName,
                    date: formatDate(page.locale, c.createdAt),
                  })}
                </span>
                <p>{c.text}</p>
                {c.mine && (
                  <button
                    type="button"
                    className="lb-link-button"
                    onClick={() => actions.deleteComment(c.id)}
                  >
                    {t.t('boards.comments.delete')}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <form onSubmit={submit}>
            <label htmlFor={commentId}>{t.t('boards.comments.label')}</label>
            <textarea
              id={commentId}
              value={text}
              maxLength={BOARD_COMMENT_MAX}
              required
              rows={2}
              onChange={(e) => setText(e.target.value)}
            />
            <button type="submit" disabled={busy || text.trim() === ''}>
              {t.t('boards.comments.send')}
            </button>
          </form>
        </details>
      </div>
    </li>
  );
}
