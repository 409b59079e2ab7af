import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': '儲存至圖板',
  'boards.save.remove': '從圖板移除',
  'boards.save.signIn': '登入後即可儲存至圖板',
  'boards.modal.titleNew': '儲存至新圖板',
  'boards.modal.titleChoose': '儲存至圖板',
  'boards.modal.close': '關閉',
  'boards.modal.showNew': '建立新圖板',
  'boards.modal.showChoose': '選擇現有圖板',
  'boards.modal.name': '圖板名稱',
  'boards.modal.nameTooLong': '最多使用 {count} 個字元。',
  'boards.modal.create': '建立圖板',
  'boards.modal.filter': '尋找圖板',
  'boards.modal.noMatch': '沒有符合搜尋的圖板。',
  'boards.modal.error': '操作未能完成，請再試一次。',
  'boards.toast.saved': '已儲存至 {name}',
  'boards.toast.removed': '已從 {name} 移除',
  'boards.toast.close': '關閉訊息',
  'boards.list.title': '圖板',
  'boards.list.empty': '你尚未建立任何圖板。',
  'boards.list.shared': '與你共用',
  'boards.list.assets': '檔案：{count}',
  'boards.board.rename': '重新命名',
  'boards.board.delete': '刪除圖板',
  'boards.board.empty': '此圖板沒有內容。',
  'boards.board.back': '所有圖板',
};

export default messages;
