import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Salvează pe panou',
  'boards.save.remove': 'Elimină de pe panou',
  'boards.save.signIn': 'Conectează-te pentru a salva pe un panou',
  'boards.modal.titleNew': 'Salvează pe un panou nou',
  'boards.modal.titleChoose': 'Salvează pe un panou',
  'boards.modal.close': 'Închide',
  'boards.modal.showNew': 'Creează un panou nou',
  'boards.modal.showChoose': 'Alege un panou existent',
  'boards.modal.name': 'Numele panoului',
  'boards.modal.nameTooLong': 'Folosește cel mult {count} caractere.',
  'boards.modal.create': 'Creează panoul',
  'boards.modal.filter': 'Caută un panou',
  'boards.modal.noMatch': 'Niciun panou nu corespunde căutării.',
  'boards.modal.error': 'Nu a funcționat. Încearcă din nou.',
  'boards.toast.saved': 'Salvat pe {name}',
  'boards.toast.removed': 'Eliminat de pe {name}',
  'boards.toast.close': 'Închide mesajul',
  'boards.list.title': 'Panouri',
  'boards.list.empty': 'Nu ai încă niciun panou.',
  'boards.list.shared': 'Partajate cu tine',
  'boards.list.assets': 'Fișiere: {count}',
  'boards.board.rename': 'Redenumește',
  'boards.board.delete': 'Șterge panoul',
  'boards.board.empty': 'Acest panou este gol.',
  'boards.board.back': 'Toate panourile',
};

export default messages;
