import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Guardar no quadro',
  'boards.save.remove': 'Remover do quadro',
  'boards.save.signIn': 'Inicie sessão para guardar num quadro',
  'boards.modal.titleNew': 'Guardar num novo quadro',
  'boards.modal.titleChoose': 'Guardar num quadro',
  'boards.modal.close': 'Fechar',
  'boards.modal.showNew': 'Criar um novo quadro',
  'boards.modal.showChoose': 'Escolher um quadro existente',
  'boards.modal.name': 'Nome do quadro',
  'boards.modal.nameTooLong': 'Utilize no máximo {count} caracteres.',
  'boards.modal.create': 'Criar quadro',
  'boards.modal.filter': 'Procurar um quadro',
  'boards.modal.noMatch': 'Nenhum quadro corresponde à sua pesquisa.',
  'boards.modal.error': 'Não resultou. Tente novamente.',
  'boards.toast.saved': 'Guardado em {name}',
  'boards.toast.removed': 'Removido de {name}',
  'boards.toast.close': 'Fechar mensagem',
  'boards.list.title': 'Quadros',
  'boards.list.empty': 'Ainda não tem quadros.',
  'boards.list.shared': 'Partilhados consigo',
  'boards.list.assets': 'Ficheiros: {count}',
  'boards.board.rename': 'Mudar o nome',
  'boards.board.delete': 'Eliminar quadro',
  'boards.board.empty': 'Este quadro está vazio.',
  'boards.board.back': 'Todos os quadros',
};

export default messages;
