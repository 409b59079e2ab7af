import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Pilihan privasi Anda',
  'analytics.consent.intro':
    'Kami menggunakan cookie agar toko berfungsi dan, dengan izin Anda, untuk mengukur penggunaan serta menampilkan penawaran yang sesuai.',
  'analytics.consent.acceptAll': 'Terima semua',
  'analytics.consent.rejectAll': 'Hanya yang diperlukan',
  'analytics.consent.customise': 'Pilih cookie',
  'analytics.consent.save': 'Simpan pilihan',
  'analytics.consent.close': 'Tutup dan terima semua cookie',
  'analytics.consent.alwaysOn': 'Selalu aktif',
  'analytics.consent.settings': 'Pengaturan cookie',
  'analytics.consent.pageIntro':
    'Pilih cookie yang boleh digunakan toko ini. Anda dapat mengubahnya kapan saja melalui tautan di bagian bawah setiap halaman.',
  'analytics.consent.group.C0001': 'Sangat diperlukan',
  'analytics.consent.group.C0001.desc': 'Masuk, keranjang, dan keamanan. Tidak dapat dinonaktifkan.',
  'analytics.consent.group.C0002': 'Performa',
  'analytics.consent.group.C0002.desc':
    'Menghitung kunjungan dan mengukur kecepatan halaman agar kami dapat memperbaiki toko.',
  'analytics.consent.group.C0003': 'Fungsional',
  'analytics.consent.group.C0003.desc': 'Mengingat pilihan seperti negara dan bahasa.',
  'analytics.consent.group.C0004': 'Penargetan',
  'analytics.consent.group.C0004.desc': 'Membantu kami menampilkan penawaran sesuai minat Anda.',
  'analytics.consent.group.C0005': 'Media sosial',
  'analytics.consent.group.C0005.desc': 'Memungkinkan Anda membagikan gambar di jejaring sosial.',
};

export default messages;
