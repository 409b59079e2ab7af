import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Spara på tavla',
  'boards.save.remove': 'Ta bort från tavla',
  'boards.save.signIn': 'Logga in för att spara på en tavla',
  'boards.modal.titleNew': 'Spara på en ny tavla',
  'boards.modal.titleChoose': 'Spara på en tavla',
  'boards.modal.close': 'Stäng',
  'boards.modal.showNew': 'Skapa en ny tavla',
  'boards.modal.showChoose': 'Välj en befintlig tavla',
  'boards.modal.name': 'Tavlans namn',
  'boards.modal.nameTooLong': 'Använd högst {count} tecken.',
  'boards.modal.create': 'Skapa tavla',
  'boards.modal.filter': 'Hitta en tavla',
  'boards.modal.noMatch': 'Inga tavlor matchar din sökning.',
  'boards.modal.error': 'Det fungerade inte. Försök igen.',
  'boards.toast.saved': 'Sparad på {name}',
  'boards.toast.removed': 'Borttagen från {name}',
  'boards.toast.close': 'Stäng meddelandet',
  'boards.list.title': 'Tavlor',
  'boards.list.empty': 'Du har inga tavlor än.',
  'boards.list.shared': 'Delade med dig',
  'boards.list.assets': 'Filer: {count}',
  'boards.board.rename': 'Byt namn',
  'boards.board.delete': 'Ta bort tavlan',
  'boards.board.empty': 'Den här tavlan är tom.',
  'boards.board.back': 'Alla tavlor',
};

export default messages;
