import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Lagre på tavle',
  'boards.save.remove': 'Fjern fra tavle',
  'boards.save.signIn': 'Logg på for å lagre på en tavle',
  'boards.modal.titleNew': 'Lagre på en ny tavle',
  'boards.modal.titleChoose': 'Lagre på en tavle',
  'boards.modal.close': 'Lukk',
  'boards.modal.showNew': 'Opprett en ny tavle',
  'boards.modal.showChoose': 'Velg en eksisterende tavle',
  'boards.modal.name': 'Navn på tavlen',
  'boards.modal.nameTooLong': 'Bruk maksimalt {count} tegn.',
  'boards.modal.create': 'Opprett tavle',
  'boards.modal.filter': 'Finn en tavle',
  'boards.modal.noMatch': 'Ingen tavler samsvarer med søket ditt.',
  'boards.modal.error': 'Det fungerte ikke. Prøv igjen.',
  'boards.toast.saved': 'Lagret på {name}',
  'boards.toast.removed': 'Fjernet fra {name}',
  'boards.toast.close': 'Lukk meldingen',
  'boards.list.title': 'Tavler',
  'boards.list.empty': 'Du har ingen tavler ennå.',
  'boards.list.shared': 'Delt med deg',
  'boards.list.assets': 'Filer: {count}',
  'boards.board.rename': 'Gi nytt navn',
  'boards.board.delete': 'Slett tavle',
  'boards.board.empty': 'Denne tavlen er tom.',
  'boards.board.back': 'Alle tavler',
};

export default messages;
