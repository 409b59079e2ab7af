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
  'analytics.consent.group.C0003.desc':
    'Mengingat preferensi tambahan. Saat ini toko tidak menggunakan cookie semacam ini.',
  'analytics.consent.group.C0004': 'Penargetan',
  'analytics.consent.group.C0004.desc':
    'Memungkinkan alat pemasaran menyesuaikan penawaran untuk Anda. Tidak ada yang berjalan kecuali operator toko menambahkannya.',
  'analytics.consent.group.C0005': 'Media sosial',
  'analytics.consent.group.C0005.desc':
    'Tombol berbagi dan jejaring sosial tersemat. Saat ini toko tidak memilikinya.',
  'analytics.operator.title': 'Analitik toko',
  'analytics.operator.intro': '{days} hari terakhir di situs ini, dari peristiwa yang dicatat toko.',
  'analytics.operator.searchesPerDay': 'Pencarian per hari',
  'analytics.operator.showFigures': 'Tampilkan angka',
  'analytics.operator.funnel': 'Dari pencarian ke pembelian',
  'analytics.operator.topQueries': 'Pencarian teratas',
  'analytics.operator.zeroResults': 'Pencarian tanpa hasil',
  'analytics.operator.zeroResultsIntro':
    'Frasa yang tidak menemukan apa pun: tambahkan gambar atau kata kunci untuknya.',
  'analytics.operator.topAssets': 'Konten paling banyak dilihat',
  'analytics.operator.topBoards': 'Papan dengan simpanan terbanyak',
  'analytics.operator.consent': 'Persetujuan per negara',
  'analytics.operator.vitals': 'Web vitals per halaman (persentil ke-75)',
  'analytics.operator.empty': 'Belum ada yang tercatat.',
  'analytics.operator.col.day': 'Hari',
  'analytics.operator.col.count': 'Jumlah',
  'analytics.operator.col.step': 'Langkah',
  'analytics.operator.col.visitors': 'Pengunjung',
  'analytics.operator.col.phrase': 'Frasa',
  'analytics.operator.col.country': 'Negara',
  'analytics.operator.col.acceptedAll': 'Menerima semua',
  'analytics.operator.col.performance': 'Mengizinkan performa',
  'analytics.operator.col.page': 'Halaman',
  'analytics.operator.col.metric': 'Metrik',
  'analytics.operator.col.threshold': 'Baik / buruk mulai',
  'analytics.operator.rating.good': 'Baik',
  'analytics.operator.rating.needs-improvement': 'Perlu perbaikan',
  'analytics.operator.rating.poor': 'Buruk',
  'analytics.operator.console': 'Konsol operator',
};

export default messages;
