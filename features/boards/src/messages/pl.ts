import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Zapisz na tablicy',
  'boards.save.remove': 'Usuń z tablicy',
  'boards.save.signIn': 'Zaloguj się, aby zapisać na tablicy',
  'boards.modal.titleNew': 'Zapisz na nowej tablicy',
  'boards.modal.titleChoose': 'Zapisz na tablicy',
  'boards.modal.close': 'Zamknij',
  'boards.modal.showNew': 'Utwórz nową tablicę',
  'boards.modal.showChoose': 'Wybierz istniejącą tablicę',
  'boards.modal.name': 'Nazwa tablicy',
  'boards.modal.nameTooLong': 'Użyj najwyżej {count} znaków.',
  'boards.modal.create': 'Utwórz tablicę',
  'boards.modal.filter': 'Znajdź tablicę',
  'boards.modal.noMatch': 'Żadna tablica nie pasuje do wyszukiwania.',
  'boards.modal.error': 'Nie udało się. Spróbuj ponownie.',
  'boards.toast.saved': 'Zapisano na tablicy {name}',
  'boards.toast.removed': 'Usunięto z tablicy {name}',
  'boards.toast.close': 'Zamknij komunikat',
  'boards.list.title': 'Tablice',
  'boards.list.empty': 'Nie masz jeszcze tablic.',
  'boards.list.shared': 'Udostępnione Tobie',
  'boards.list.assets': 'Pliki: {count}',
  'boards.board.rename': 'Zmień nazwę',
  'boards.board.delete': 'Usuń tablicę',
  'boards.board.empty': 'Ta tablica jest pusta.',
  'boards.board.back': 'Wszystkie tablice',
};

export default messages;
