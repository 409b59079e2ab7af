import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Save to board',
  'boards.save.remove': 'Remove from board',
  'boards.save.signIn': 'Sign in to save to a board',
  'boards.modal.titleNew': 'Save to a new board',
  'boards.modal.titleChoose': 'Save to a board',
  'boards.modal.close': 'Close',
  'boards.modal.showNew': 'Create a new board',
  'boards.modal.showChoose': 'Choose an existing board',
  'boards.modal.name': 'Board name',
  'boards.modal.nameTooLong': 'Use at most {count} characters.',
  'boards.modal.create': 'Create board',
  'boards.modal.filter': 'Find a board',
  'boards.modal.noMatch': 'No boards match your search.',
  'boards.modal.error': 'That did not work. Please try again.',
  'boards.toast.saved': 'Saved to {name}',
  'boards.toast.removed': 'Removed from {name}',
  'boards.toast.close': 'Close message',
  'boards.list.title': 'Boards',
  'boards.list.empty': 'You have no boards yet.',
  'boards.list.shared': 'Shared with you',
  'boards.list.assets': 'Assets: {count}',
  'boards.board.rename': 'Rename',
  'boards.board.delete': 'Delete board',
  'boards.board.empty': 'This board is empty.',
  'boards.board.back': 'All boards',
};

export default messages;
