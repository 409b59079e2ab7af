import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Paket dan harga',
  'plans.spend.title': 'Gunakan paket Anda',
  'plans.spend.usesDownloads':
    'Memakai {units, plural, other {# unduhan}} dari {available, number} milik Anda',
  'plans.spend.usesCredits': 'Memakai {units, plural, other {# kredit}} dari {available, number} milik Anda',
  'plans.spend.overage': 'Melebihi batas unduhan Anda: ditagihkan bersama perpanjangan berikutnya',
  'plans.spend.refused.not_rf': 'Paket hanya melisensikan aset bebas royalti',
  'plans.spend.refused.media': 'Paket ini tidak mencakup jenis aset ini',
  'plans.spend.refused.tier': 'Paket Essentials hanya mencakup aset Essentials',
  'plans.spend.refused.agreement': 'Aset ini bukan bagian dari perjanjian ini',
  'plans.spend.refused.not_delivered':
    'Tidak dikirim untuk perjanjian ini, atau sudah melewati batas waktu unduhan',
  'plans.spend.refused.not_enough': 'Sisa paket ini tidak mencukupi',
  'plans.spend.extended': 'Tambahkan lisensi diperluas: {credits, plural, other {# kredit lagi}}',
  'plans.spend.projectCode': 'Kode proyek',
  'plans.spend.projectCodeHint': 'Wajib jika perjanjian memintanya',
  'plans.spend.note': 'Catatan (opsional)',
  'plans.spend.optional': '(opsional)',
  'plans.spend.submit': 'Lisensikan dengan paket saya',
  'plans.spend.confirmTitle': 'Konfirmasi lisensi Anda',
  'plans.spend.confirmBody': 'Lisensikan “{title}” dengan {plan}?',
  'plans.spend.confirm': 'Konfirmasi dan lisensikan',
  'plans.spend.back': 'Kembali ke aset',
  'plans.spend.licensedTitle': 'Berlisensi',
  'plans.spend.licensedBody': '“{title}” kini berlisensi untuk Anda.',
  'plans.spend.remainingDownloads': 'Tersisa {remaining, plural, other {# unduhan}} di {plan}.',
  'plans.spend.remainingCredits': 'Tersisa {remaining, plural, other {# kredit}} di {plan}.',
  'plans.spend.download': 'Unduh file',
  'plans.spend.held': 'Anda sudah memegang lisensi untuk aset ini: unduh lagi tanpa biaya.',
  'plans.spend.getPlan': 'Unduh yang Anda butuhkan dengan paket.',
  'plans.spend.seePlans': 'Lihat langganan',
  'plans.spend.seeCredits': 'Beli kredit',
  'plans.spend.noneUsable': 'Tidak ada paket Anda yang mencakup aset ini.',
  'plans.spend.useBy':
    'Saat paket Anda berakhir, unduhan yang tidak dipakai dalam proyek dalam {days} hari akan kehilangan lisensinya.',
  'plans.spend.yourPlans': 'Paket Anda',
};

export default messages;
