import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Mentés táblára',
  'boards.save.remove': 'Eltávolítás a tábláról',
  'boards.save.signIn': 'Jelentkezzen be a táblára mentéshez',
  'boards.modal.titleNew': 'Mentés új táblára',
  'boards.modal.titleChoose': 'Mentés táblára',
  'boards.modal.close': 'Bezárás',
  'boards.modal.showNew': 'Új tábla létrehozása',
  'boards.modal.showChoose': 'Meglévő tábla kiválasztása',
  'boards.modal.name': 'A tábla neve',
  'boards.modal.nameTooLong': 'Legfeljebb {count} karaktert használjon.',
  'boards.modal.create': 'Tábla létrehozása',
  'boards.modal.filter': 'Tábla keresése',
  'boards.modal.noMatch': 'Egy tábla sem felel meg a keresésnek.',
  'boards.modal.error': 'Ez nem sikerült. Próbálja újra.',
  'boards.toast.saved': 'Mentve ide: {name}',
  'boards.toast.removed': 'Eltávolítva innen: {name}',
  'boards.toast.close': 'Üzenet bezárása',
  'boards.list.title': 'Táblák',
  'boards.list.empty': 'Még nincs táblája.',
  'boards.list.shared': 'Önnel megosztva',
  'boards.list.assets': 'Fájlok: {count}',
  'boards.board.rename': 'Átnevezés',
  'boards.board.delete': 'Tábla törlése',
  'boards.board.empty': 'Ez a tábla üres.',
  'boards.board.back': 'Összes tábla',
};

export default messages;
