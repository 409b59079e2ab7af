import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Salvar no quadro',
  'boards.save.remove': 'Remover do quadro',
  'boards.save.signIn': 'Entre para salvar em um quadro',
  'boards.modal.titleNew': 'Salvar em um novo quadro',
  'boards.modal.titleChoose': 'Salvar em um quadro',
  'boards.modal.close': 'Fechar',
  'boards.modal.showNew': 'Criar um novo quadro',
  'boards.modal.showChoose': 'Escolher um quadro existente',
  'boards.modal.name': 'Nome do quadro',
  'boards.modal.nameTooLong': 'Use no máximo {count} caracteres.',
  'boards.modal.create': 'Criar quadro',
  'boards.modal.filter': 'Encontrar um quadro',
  'boards.modal.noMatch': 'Nenhum quadro corresponde à sua busca.',
  'boards.modal.error': 'Não funcionou. Tente novamente.',
  'boards.toast.saved': 'Salvo em {name}',
  'boards.toast.removed': 'Removido de {name}',
  'boards.toast.close': 'Fechar mensagem',
  'boards.list.title': 'Quadros',
  'boards.list.empty': 'Você ainda não tem quadros.',
  'boards.list.shared': 'Compartilhados com você',
  'boards.list.assets': 'Arquivos: {count}',
  'boards.board.rename': 'Renomear',
  'boards.board.delete': 'Excluir quadro',
  'boards.board.empty': 'Este quadro está vazio.',
  'boards.board.back': 'Todos os quadros',
};

export default messages;
