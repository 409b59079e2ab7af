import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Opslaan op bord',
  'boards.save.remove': 'Van bord verwijderen',
  'boards.save.signIn': 'Meld je aan om op een bord op te slaan',
  'boards.modal.titleNew': 'Opslaan op een nieuw bord',
  'boards.modal.titleChoose': 'Opslaan op een bord',
  'boards.modal.close': 'Sluiten',
  'boards.modal.showNew': 'Nieuw bord maken',
  'boards.modal.showChoose': 'Bestaand bord kiezen',
  'boards.modal.name': 'Naam van het bord',
  'boards.modal.nameTooLong': 'Gebruik maximaal {count} tekens.',
  'boards.modal.create': 'Bord maken',
  'boards.modal.filter': 'Bord zoeken',
  'boards.modal.noMatch': 'Geen borden gevonden voor je zoekopdracht.',
  'boards.modal.error': 'Dat is niet gelukt. Probeer het opnieuw.',
  'boards.toast.saved': 'Opgeslagen op {name}',
  'boards.toast.removed': 'Verwijderd van {name}',
  'boards.toast.close': 'Melding sluiten',
  'boards.list.title': 'Borden',
  'boards.list.empty': 'Je hebt nog geen borden.',
  'boards.list.shared': 'Met jou gedeeld',
  'boards.list.assets': 'Bestanden: {count}',
  'boards.board.rename': 'Naam wijzigen',
  'boards.board.delete': 'Bord verwijderen',
  'boards.board.empty': 'Dit bord is leeg.',
  'boards.board.back': 'Alle borden',
};

export default messages;
