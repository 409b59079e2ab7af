import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Salva nella bacheca',
  'boards.save.remove': 'Rimuovi dalla bacheca',
  'boards.save.signIn': 'Accedi per salvare in una bacheca',
  'boards.modal.titleNew': 'Salva in una nuova bacheca',
  'boards.modal.titleChoose': 'Salva in una bacheca',
  'boards.modal.close': 'Chiudi',
  'boards.modal.showNew': 'Crea una nuova bacheca',
  'boards.modal.showChoose': 'Scegli una bacheca esistente',
  'boards.modal.name': 'Nome della bacheca',
  'boards.modal.nameTooLong': 'Usa al massimo {count} caratteri.',
  'boards.modal.create': 'Crea bacheca',
  'boards.modal.filter': 'Cerca una bacheca',
  'boards.modal.noMatch': 'Nessuna bacheca corrisponde alla ricerca.',
  'boards.modal.error': 'Non ha funzionato. Riprova.',
  'boards.toast.saved': 'Salvato in {name}',
  'boards.toast.removed': 'Rimosso da {name}',
  'boards.toast.close': 'Chiudi messaggio',
  'boards.list.title': 'Bacheche',
  'boards.list.empty': 'Non hai ancora bacheche.',
  'boards.list.shared': 'Condivise con te',
  'boards.list.assets': 'File: {count}',
  'boards.board.rename': 'Rinomina',
  'boards.board.delete': 'Elimina bacheca',
  'boards.board.empty': 'Questa bacheca è vuota.',
  'boards.board.back': 'Tutte le bacheche',
};

export default messages;
