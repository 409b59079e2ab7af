import { href, type PageContext } from '@lightbox/ui';
import type { BoardSummaryView } from '../presenters';
import type { BoardsT } from './BoardPages';

/** The boards menu's HTML (spec section 7, boards_list_html): recent boards and a link to all. */
export function RecentBoardsMenu({
  page,
  t,
  boards,
}: {
  page: Pick<PageContext, 'prefix'>;
  t: BoardsT;
  boards: BoardSummaryView[];
}) {
  return (
    <ul className="lb-boards-menu">
      {boards.map((b) => (
        <li key={b.id}>
          <a href={href(page, `/collaboration/boards/${b.id}`)}>{b.name}</a>
        </li>
      ))}
      <li>
        <a href={href(page, '/collaboration/boards')}>{t.t('boards.board.back')}</a>
      </li>
    </ul>
  );
}
