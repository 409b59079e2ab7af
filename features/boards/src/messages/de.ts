import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Auf Board speichern',
  'boards.save.remove': 'Vom Board entfernen',
  'boards.save.signIn': 'Anmelden, um auf einem Board zu speichern',
  'boards.modal.titleNew': 'Auf neuem Board speichern',
  'boards.modal.titleChoose': 'Auf einem Board speichern',
  'boards.modal.close': 'Schließen',
  'boards.modal.showNew': 'Neues Board erstellen',
  'boards.modal.showChoose': 'Vorhandenes Board wählen',
  'boards.modal.name': 'Name des Boards',
  'boards.modal.nameTooLong': 'Höchstens {count} Zeichen verwenden.',
  'boards.modal.create': 'Board erstellen',
  'boards.modal.filter': 'Board suchen',
  'boards.modal.noMatch': 'Keine Boards passen zu Ihrer Suche.',
  'boards.modal.error': 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  'boards.toast.saved': 'Gespeichert auf {name}',
  'boards.toast.removed': 'Entfernt von {name}',
  'boards.toast.close': 'Meldung schließen',
  'boards.list.title': 'Meine Boards',
  'boards.list.empty': 'Sie haben noch keine Boards.',
  'boards.list.shared': 'Mit Ihnen geteilt',
  'boards.list.assets': 'Dateien: {count}',
  'boards.board.rename': 'Umbenennen',
  'boards.board.delete': 'Board löschen',
  'boards.board.empty': 'Dieses Board ist leer.',
  'boards.board.back': 'Alle Boards',
};

export default messages;
