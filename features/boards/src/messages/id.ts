import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Simpan ke papan',
  'boards.save.remove': 'Hapus dari papan',
  'boards.save.signIn': 'Masuk untuk menyimpan ke papan',
  'boards.modal.titleNew': 'Simpan ke papan baru',
  'boards.modal.titleChoose': 'Simpan ke sebuah papan',
  'boards.modal.close': 'Tutup',
  'boards.modal.showNew': 'Buat papan baru',
  'boards.modal.showChoose': 'Pilih papan yang ada',
  'boards.modal.name': 'Nama papan',
  'boards.modal.nameTooLong': 'Gunakan paling banyak {count} karakter.',
  'boards.modal.create': 'Buat papan',
  'boards.modal.filter': 'Cari papan',
  'boards.modal.noMatch': 'Tidak ada papan yang cocok dengan pencarian Anda.',
  'boards.modal.error': 'Gagal. Silakan coba lagi.',
  'boards.toast.saved': 'Disimpan ke {name}',
  'boards.toast.removed': 'Dihapus dari {name}',
  'boards.toast.close': 'Tutup pesan',
  'boards.list.title': 'Papan',
  'boards.list.empty': 'Anda belum punya papan.',
  'boards.list.shared': 'Dibagikan dengan Anda',
  'boards.list.assets': 'Berkas: {count}',
  'boards.board.rename': 'Ganti nama',
  'boards.board.delete': 'Hapus papan',
  'boards.board.empty': 'Papan ini kosong.',
  'boards.board.back': 'Semua papan',
};

export default messages;
