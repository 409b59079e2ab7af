import { afterFirstPaint, createTranslator, type PageContext, readPageContext } from '@lightbox/ui';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { BoardsMessageKey } from '../messages/en-us';
import { BoardApp } from '../ui/BoardApp';
import { BOARD_DATA_ID, BOARD_ROOT_ID, type BoardPageData, SET_DATA_ID, SET_ROOT_ID } from '../ui/board-data';
import { SetPage, type SetPageData } from '../ui/SetPages';

function readJson<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

const page: PageContext = readPageContext(document);
const t = createTranslator<BoardsMessageKey>(page.locale, page.messages);

const boardRoot = document.getElementById(BOARD_ROOT_ID);
const board = readJson<BoardPageData>(BOARD_DATA_ID);
const setRoot = document.getElementById(SET_ROOT_ID);
const set = readJson<SetPageData>(SET_DATA_ID);
// Like the search application: after the server's HTML is painted, and in a transition so React
// hydrates in slices that yield to the browser (a click on a part not yet hydrated goes first).
void afterFirstPaint(window).then(() =>
  startTransition(() => {
    if (boardRoot && board) hydrateRoot(boardRoot, <BoardApp page={page} t={t} initial={board} />);
    if (setRoot && set) hydrateRoot(setRoot, <SetPage page={page} t={t} data={set} />);
  }),
);

// The contact sheet's print button (a script is needed to open the print dialog).
for (const button of document.querySelectorAll<HTMLButtonElement>('[data-print]')) {
  button.addEventListener('click', () => window.print());
}
