import type { BoardsMessageKey } from './en-us';

const messages: Record<BoardsMessageKey, string> = {
  'boards.save.add': 'Panoya kaydet',
  'boards.save.remove': 'Panodan kaldır',
  'boards.save.signIn': 'Panoya kaydetmek için oturum açın',
  'boards.modal.titleNew': 'Yeni bir panoya kaydet',
  'boards.modal.titleChoose': 'Bir panoya kaydet',
  'boards.modal.close': 'Kapat',
  'boards.modal.showNew': 'Yeni pano oluştur',
  'boards.modal.showChoose': 'Mevcut bir pano seç',
  'boards.modal.name': 'Pano adı',
  'boards.modal.nameTooLong': 'En fazla {count} karakter kullanın.',
  'boards.modal.create': 'Pano oluştur',
  'boards.modal.filter': 'Pano bul',
  'boards.modal.noMatch': 'Aramanızla eşleşen pano yok.',
  'boards.modal.error': 'Bu işlem başarısız oldu. Lütfen tekrar deneyin.',
  'boards.toast.saved': '{name} panosuna kaydedildi',
  'boards.toast.removed': '{name} panosundan kaldırıldı',
  'boards.toast.close': 'Mesajı kapat',
  'boards.list.title': 'Panolar',
  'boards.list.empty': 'Henüz panonuz yok.',
  'boards.list.shared': 'Sizinle paylaşılanlar',
  'boards.list.assets': 'Dosyalar: {count}',
  'boards.board.rename': 'Yeniden adlandır',
  'boards.board.delete': 'Panoyu sil',
  'boards.board.empty': 'Bu pano boş.',
  'boards.board.back': 'Tüm panolar',
};

export default messages;
