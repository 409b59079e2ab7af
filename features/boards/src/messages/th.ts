import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'บันทึกลงบอร์ด',
  'boards.save.remove': 'นำออกจากบอร์ด',
  'boards.save.signIn': 'ลงชื่อเข้าใช้เพื่อบันทึกลงบอร์ด',
  'boards.modal.titleNew': 'บันทึกลงบอร์ดใหม่',
  'boards.modal.titleChoose': 'บันทึกลงบอร์ด',
  'boards.modal.close': 'ปิด',
  'boards.modal.showNew': 'สร้างบอร์ดใหม่',
  'boards.modal.showChoose': 'เลือกบอร์ดที่มีอยู่',
  'boards.modal.name': 'ชื่อบอร์ด',
  'boards.modal.nameTooLong': 'ใช้ไม่เกิน {count} ตัวอักษร',
  'boards.modal.create': 'สร้างบอร์ด',
  'boards.modal.filter': 'ค้นหาบอร์ด',
  'boards.modal.noMatch': 'ไม่มีบอร์ดที่ตรงกับการค้นหา',
  'boards.modal.error': 'ดำเนินการไม่สำเร็จ โปรดลองอีกครั้ง',
  'boards.toast.saved': 'บันทึกลง {name} แล้ว',
  'boards.toast.removed': 'นำออกจาก {name} แล้ว',
  'boards.toast.close': 'ปิดข้อความ',
  'boards.list.title': 'บอร์ด',
  'boards.list.empty': 'คุณยังไม่มีบอร์ด',
  'boards.list.shared': 'แชร์กับคุณ',
  'boards.list.assets': 'ไฟล์: {count}',
  'boards.board.rename': 'เปลี่ยนชื่อ',
  'boards.board.delete': 'ลบบอร์ด',
  'boards.board.empty': 'บอร์ดนี้ว่างเปล่า',
  'boards.board.back': 'บอร์ดทั้งหมด',
};

export default messages;
