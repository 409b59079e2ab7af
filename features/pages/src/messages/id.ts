import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Ketentuan penggunaan',
  'pages.terms.summary': 'Aturan menggunakan {site}, membeli lisensi, dan memiliki akun.',
  'pages.privacy.title': 'Kebijakan privasi',
  'pages.privacy.summary':
    'Data pribadi apa yang disimpan {site}, alasannya, berapa lama, dan hak Anda atasnya.',
  'pages.eula.title': 'Perjanjian lisensi',
  'pages.eula.summary':
    'Apa yang boleh Anda lakukan dengan konten berlisensi dari {site}, untuk setiap jenis lisensi.',
  'pages.editorial-policy.title': 'Kebijakan editorial',
  'pages.editorial-policy.summary':
    'Cara keterangan foto editorial ditulis dan dikoreksi, serta penggunaan yang diizinkan.',
  'pages.contact.title': 'Hubungi kami',
  'pages.contact.summary': 'Cara menghubungi pengelola {site}: penjualan, pesanan, lisensi, dan privasi.',
  'pages.modern-slavery.title': 'Pernyataan tentang perbudakan modern',
  'pages.modern-slavery.summary': 'Langkah-langkah pengelola {site} melawan kerja paksa dalam usahanya.',
  'pages.help-licenses.title': 'Bantuan lisensi',
  'pages.help-licenses.summary':
    'Lisensi bebas royalti, hak terkelola, dan rights-ready dijelaskan dengan sederhana.',
  'pages.api.title': 'API untuk pengembang',
  'pages.api.summary':
    'Yang bisa dipakai pengembang saat ini: endpoint JSON yang dipanggil oleh halaman toko sendiri.',
  'pages.faq-basics.title': 'FAQ: dasar-dasar',
  'pages.faq-basics.summary': 'Jawaban singkat tentang paket, unduhan, akun, dan pembatalan.',
  'pages.upgrade.title': 'Meningkatkan paket Anda',
  'pages.upgrade.summary': 'Cara memindahkan langganan ke paket yang lebih besar dan biayanya.',
  'pages.englishOnly': 'Teks lengkap halaman ini tersedia dalam bahasa Inggris.',
  'pages.onThisPage': 'Di halaman ini',
  'pages.sitemap.title': 'Peta situs',
  'pages.sitemap.summary': 'Semua halaman {site} di satu tempat.',
  'pages.sitemap.browse': 'Cari dan jelajahi',
  'pages.sitemap.account': 'Akun Anda',
  'pages.sitemap.help': 'Bantuan dan hukum',
  'pages.sitemap.company': 'Perusahaan',
  'pages.sitemap.countries': 'Negara dan bahasa',
  'pages.sitemap.signIn': 'Masuk',
  'pages.sitemap.register': 'Buat akun',
  'pages.sitemap.cart': 'Keranjang',
  'pages.sitemap.boards': 'Papan',
  'pages.sitemap.curatedSets': 'Set pilihan',
  'pages.sitemap.plans': 'Paket dan harga',
  'pages.sitemap.usingFiles': 'Menggunakan file Anda',
  'pages.country.summary': '{site} untuk {country}, dengan halaman dalam bahasa {language}.',
  'pages.country.prices': 'Harga ditampilkan dalam {currency}.',
  'pages.country.choose': 'Belanja dari {country}',
  'pages.country.search': 'Mulai mencari',
  'pages.country.other': 'Negara lain',
  'pages.world.title': 'Seluruh dunia',
  'pages.world.summary':
    'Negara Anda tidak ada di daftar? {site} menampilkan halaman dalam bahasa Inggris dan harga dalam dolar AS.',
  'pages.browse.images.title': 'Gambar kreatif',
  'pages.browse.images.summary': 'Foto, ilustrasi, dan vektor untuk iklan, desain, dan penerbitan.',
  'pages.browse.photos.title': 'Foto stok',
  'pages.browse.photos.summary':
    'Fotografi kreatif tentang orang, tempat, dan ide, siap dilisensikan untuk karya Anda.',
  'pages.browse.illustrations.title': 'Ilustrasi stok',
  'pages.browse.illustrations.summary':
    'Ilustrasi gambar tangan dan lukisan untuk cerita, produk, dan kampanye.',
  'pages.browse.vectors.title': 'Vektor stok',
  'pages.browse.vectors.summary':
    'Grafik vektor yang bisa diperbesar ke ukuran apa pun: ikon, pola, peta, dan pemandangan.',
  'pages.browse.video.title': 'Video kreatif',
  'pages.browse.video.summary': 'Rekaman dan klip stok untuk film, iklan, dan media sosial.',
  'pages.browse.stockVideos.title': 'Video stok',
  'pages.browse.stockVideos.summary': 'Klip bebas royalti dan rights-ready dalam SD, HD, dan 4K.',
  'pages.browse.count': 'Dalam koleksi: {total, number}',
  'pages.browse.popular': 'Pencarian populer',
  'pages.browse.collection': 'Koleksi: {name}',
  'pages.browse.seeAll': 'Lihat semua ({total, number})',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Kisah dari koleksi editorial {site}: peristiwa terbaru, masing-masing dengan fotonya.',
  'pages.download.pictures': 'Foto: {total, number}',
  'pages.download.empty': 'Belum ada kisah: liputan editorial muncul di sini setelah ditambahkan ke koleksi.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Berita dan panduan dari {site}.',
  'pages.blog.englishOnly': 'Tulisan ditulis dalam bahasa Inggris.',
  'pages.blog.empty': 'Belum ada tulisan.',
};

export default messages;
