import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Сохранить на доску',
  'boards.save.remove': 'Удалить с доски',
  'boards.save.signIn': 'Войдите, чтобы сохранять на доску',
  'boards.modal.titleNew': 'Сохранить на новую доску',
  'boards.modal.titleChoose': 'Сохранить на доску',
  'boards.modal.close': 'Закрыть',
  'boards.modal.showNew': 'Создать новую доску',
  'boards.modal.showChoose': 'Выбрать существующую доску',
  'boards.modal.name': 'Название доски',
  'boards.modal.nameTooLong': 'Не более {count} символов.',
  'boards.modal.create': 'Создать доску',
  'boards.modal.filter': 'Найти доску',
  'boards.modal.noMatch': 'Нет досок, подходящих под запрос.',
  'boards.modal.error': 'Не получилось. Попробуйте ещё раз.',
  'boards.toast.saved': 'Сохранено на доску {name}',
  'boards.toast.removed': 'Удалено с доски {name}',
  'boards.toast.close': 'Закрыть сообщение',
  'boards.list.title': 'Доски',
  'boards.list.empty': 'У вас пока нет досок.',
  'boards.list.shared': 'Доступны вам',
  'boards.list.assets': 'Файлов: {count}',
  'boards.board.rename': 'Переименовать',
  'boards.board.delete': 'Удалить доску',
  'boards.board.empty': 'Эта доска пуста.',
  'boards.board.back': 'Все доски',
};

export default messages;
