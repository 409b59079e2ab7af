import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'ボードに保存',
  'boards.save.remove': 'ボードから削除',
  'boards.save.signIn': 'ボードに保存するにはサインインしてください',
  'boards.modal.titleNew': '新しいボードに保存',
  'boards.modal.titleChoose': 'ボードに保存',
  'boards.modal.close': '閉じる',
  'boards.modal.showNew': '新しいボードを作成',
  'boards.modal.showChoose': '既存のボードを選択',
  'boards.modal.name': 'ボード名',
  'boards.modal.nameTooLong': '{count} 文字以内で入力してください。',
  'boards.modal.create': 'ボードを作成',
  'boards.modal.filter': 'ボードを検索',
  'boards.modal.noMatch': '検索に一致するボードはありません。',
  'boards.modal.error': 'うまくいきませんでした。もう一度お試しください。',
  'boards.toast.saved': '{name} に保存しました',
  'boards.toast.removed': '{name} から削除しました',
  'boards.toast.close': 'メッセージを閉じる',
  'boards.list.title': 'ボード',
  'boards.list.empty': 'ボードはまだありません。',
  'boards.list.shared': '共有されたボード',
  'boards.list.assets': '素材数: {count}',
  'boards.board.rename': '名前を変更',
  'boards.board.delete': 'ボードを削除',
  'boards.board.empty': 'このボードは空です。',
  'boards.board.back': 'すべてのボード',
};

export default messages;
