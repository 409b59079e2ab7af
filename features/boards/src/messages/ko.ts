import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': '보드에 저장',
  'boards.save.remove': '보드에서 삭제',
  'boards.save.signIn': '보드에 저장하려면 로그인하세요',
  'boards.modal.titleNew': '새 보드에 저장',
  'boards.modal.titleChoose': '보드에 저장',
  'boards.modal.close': '닫기',
  'boards.modal.showNew': '새 보드 만들기',
  'boards.modal.showChoose': '기존 보드 선택',
  'boards.modal.name': '보드 이름',
  'boards.modal.nameTooLong': '최대 {count}자까지 입력하세요.',
  'boards.modal.create': '보드 만들기',
  'boards.modal.filter': '보드 찾기',
  'boards.modal.noMatch': '검색과 일치하는 보드가 없습니다.',
  'boards.modal.error': '작업에 실패했습니다. 다시 시도해 주세요.',
  'boards.toast.saved': '{name}에 저장됨',
  'boards.toast.removed': '{name}에서 삭제됨',
  'boards.toast.close': '메시지 닫기',
  'boards.list.title': '보드',
  'boards.list.empty': '아직 보드가 없습니다.',
  'boards.list.shared': '나와 공유됨',
  'boards.list.assets': '파일: {count}',
  'boards.board.rename': '이름 바꾸기',
  'boards.board.delete': '보드 삭제',
  'boards.board.empty': '이 보드는 비어 있습니다.',
  'boards.board.back': '모든 보드',
};

export default messages;
