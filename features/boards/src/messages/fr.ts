import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Enregistrer dans un tableau',
  'boards.save.remove': 'Retirer du tableau',
  'boards.save.signIn': 'Connectez-vous pour enregistrer dans un tableau',
  'boards.modal.titleNew': 'Enregistrer dans un nouveau tableau',
  'boards.modal.titleChoose': 'Enregistrer dans un tableau existant',
  'boards.modal.close': 'Fermer',
  'boards.modal.showNew': 'Créer un tableau',
  'boards.modal.showChoose': 'Choisir un tableau existant',
  'boards.modal.name': 'Nom du tableau',
  'boards.modal.nameTooLong': '{count} caractères au maximum.',
  'boards.modal.create': 'Créer le tableau',
  'boards.modal.filter': 'Rechercher un tableau',
  'boards.modal.noMatch': 'Aucun tableau ne correspond à votre recherche.',
  'boards.modal.error': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  'boards.toast.saved': 'Enregistré dans {name}',
  'boards.toast.removed': 'Retiré de {name}',
  'boards.toast.close': 'Fermer le message',
  'boards.list.title': 'Tableaux',
  'boards.list.empty': 'Vous n’avez encore aucun tableau.',
  'boards.list.shared': 'Partagés avec vous',
  'boards.list.assets': 'Fichiers : {count}',
  'boards.board.rename': 'Renommer',
  'boards.board.delete': 'Supprimer le tableau',
  'boards.board.empty': 'Ce tableau est vide.',
  'boards.board.back': 'Tous les tableaux',
};

export default messages;
