import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Gem på tavle',
  'boards.save.remove': 'Fjern fra tavle',
  'boards.save.signIn': 'Log ind for at gemme på en tavle',
  'boards.modal.titleNew': 'Gem på en ny tavle',
  'boards.modal.titleChoose': 'Gem på en tavle',
  'boards.modal.close': 'Luk',
  'boards.modal.showNew': 'Opret en ny tavle',
  'boards.modal.showChoose': 'Vælg en eksisterende tavle',
  'boards.modal.name': 'Tavlens navn',
  'boards.modal.nameTooLong': 'Brug højst {count} tegn.',
  'boards.modal.create': 'Opret tavle',
  'boards.modal.filter': 'Find en tavle',
  'boards.modal.noMatch': 'Ingen tavler matcher din søgning.',
  'boards.modal.error': 'Det lykkedes ikke. Prøv igen.',
  'boards.toast.saved': 'Gemt på {name}',
  'boards.toast.removed': 'Fjernet fra {name}',
  'boards.toast.close': 'Luk beskeden',
  'boards.list.title': 'Tavler',
  'boards.list.empty': 'Du har ingen tavler endnu.',
  'boards.list.shared': 'Delt med dig',
  'boards.list.assets': 'Filer: {count}',
  'boards.board.rename': 'Omdøb',
  'boards.board.delete': 'Slet tavle',
  'boards.board.empty': 'Denne tavle er tom.',
  'boards.board.back': 'Alle tavler',
};

export default messages;
