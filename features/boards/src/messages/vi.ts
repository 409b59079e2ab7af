import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Lưu vào bảng',
  'boards.save.remove': 'Xóa khỏi bảng',
  'boards.save.signIn': 'Đăng nhập để lưu vào bảng',
  'boards.modal.titleNew': 'Lưu vào bảng mới',
  'boards.modal.titleChoose': 'Lưu vào một bảng',
  'boards.modal.close': 'Đóng',
  'boards.modal.showNew': 'Tạo bảng mới',
  'boards.modal.showChoose': 'Chọn bảng có sẵn',
  'boards.modal.name': 'Tên bảng',
  'boards.modal.nameTooLong': 'Dùng tối đa {count} ký tự.',
  'boards.modal.create': 'Tạo bảng',
  'boards.modal.filter': 'Tìm bảng',
  'boards.modal.noMatch': 'Không có bảng nào khớp với tìm kiếm.',
  'boards.modal.error': 'Không thực hiện được. Vui lòng thử lại.',
  'boards.toast.saved': 'Đã lưu vào {name}',
  'boards.toast.removed': 'Đã xóa khỏi {name}',
  'boards.toast.close': 'Đóng thông báo',
  'boards.list.title': 'Bảng',
  'boards.list.empty': 'Bạn chưa có bảng nào.',
  'boards.list.shared': 'Được chia sẻ với bạn',
  'boards.list.assets': 'Tệp: {count}',
  'boards.board.rename': 'Đổi tên',
  'boards.board.delete': 'Xóa bảng',
  'boards.board.empty': 'Bảng này trống.',
  'boards.board.back': 'Tất cả bảng',
};

export default messages;
