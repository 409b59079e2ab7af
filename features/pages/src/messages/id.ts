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
  'pages.browse.events': 'Jelajahi menurut acara, tokoh, dan tempat',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Kisah dari koleksi editorial {site}: peristiwa terbaru, masing-masing dengan fotonya.',
  'pages.download.pictures': 'Foto: {total, number}',
  'pages.download.empty': 'Belum ada kisah: liputan editorial muncul di sini setelah ditambahkan ke koleksi.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Berita dan panduan dari {site}.',
  'pages.blog.englishOnly': 'Tulisan ditulis dalam bahasa Inggris.',
  'pages.blog.empty': 'Belum ada tulisan.',
  'pages.browse.editorial.title': 'Gambar editorial',
  'pages.browse.editorial.summary':
    'Berita, olahraga, hiburan, mode, dan arsip: peristiwa nyata untuk penggunaan editorial.',
  'pages.browse.archival.title': 'Gambar arsip',
  'pages.browse.archival.summary': 'Peristiwa dan masa lalu, untuk sejarah dan ulasan.',
  'pages.browse.entertainment.title': 'Gambar hiburan',
  'pages.browse.entertainment.summary': 'Pemutaran perdana, konser, festival, dan malam penghargaan.',
  'pages.browse.fashion.title': 'Gambar mode',
  'pages.browse.fashion.summary': 'Peragaan busana, koleksi, dan orang-orang di baliknya.',
  'pages.browse.news.title': 'Gambar berita',
  'pages.browse.news.summary': 'Politik, masyarakat, dan peristiwa hari ini.',
  'pages.browse.sport.title': 'Gambar olahraga',
  'pages.browse.sport.summary': 'Pertandingan, balapan, dan kejuaraan, apa adanya.',
  'pages.browse.editorialVideo.title': 'Video editorial',
  'pages.browse.editorialVideo.summary': 'Rekaman peristiwa nyata untuk berita dan dokumenter.',
  'pages.browse.userGenerated.title': 'Rekaman pengguna',
  'pages.browse.userGenerated.summary':
    'Berita saat terjadi: unjuk rasa, acara pers, dan jalanan, direkam di lokasi.',
  'pages.browse.userGenerated.note':
    'Tidak ada klip di katalog ini yang dikirim oleh masyarakat umum, jadi tidak ada yang ditandai sebagai rekaman pengguna. Halaman ini menampilkan rekaman berita editorial katalog, topik yang biasanya diliput klip semacam itu.',
  'pages.browse.archiveFilm.title': 'Film arsip',
  'pages.browse.archiveFilm.summary':
    'Rekaman dari dekade-dekade lalu: peristiwa, jalanan, dan orang-orang seperti dulu.',
  'pages.browse.archiveFilm.note':
    'Katalog ini tidak memiliki koleksi BBC Motion Gallery. Alamat ini menampilkan koleksi film arsip milik katalog sendiri, {name}.',
  'pages.browse.newsFilm.title': 'Rekaman arsip berita',
  'pages.browse.newsFilm.summary': 'Konferensi pers, pidato, dan unjuk rasa, direkam untuk berita.',
  'pages.browse.newsFilm.note':
    'Katalog ini tidak memiliki koleksi NBC News Archives. Alamat ini menampilkan koleksi film berita milik katalog sendiri, {name}.',
  'pages.browse.unreleased.title': 'Gambar tanpa izin rilis',
  'pages.browse.unreleased.summary':
    'Gambar kreatif tanpa izin rilis model atau properti: apa artinya, dan mana saja yang ada di toko ini.',
  'pages.browse.unreleased.note':
    'Izin rilis adalah persetujuan tertulis dari orang yang tampil, atau dari pemilik properti yang tampil. Gambar tanpa izin itu boleh dipakai di tempat yang tidak memerlukan izin, misalnya untuk mengilustrasikan artikel, tetapi tidak pernah untuk mengiklankan atau mendukung apa pun. Pencarian tidak bisa dibatasi ke gambar-gambar ini, jadi gambar itu ditampilkan di sini.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Apa yang dicari dan diunduh pengunjung {site}, dihitung dari pencarian dan unduhan toko ini sendiri.',
  'pages.vgps.insights.title': 'Wawasan',
  'pages.vgps.insights.summary':
    'Topik yang makin sering dicari di {site} dalam {days} hari terakhir, yang paling banyak dicari, dan apa yang diunduh.',
  'pages.vgps.results.title': 'Semua tren pencarian',
  'pages.vgps.results.summary':
    'Setiap frasa yang dicari di {site} oleh setidaknya dua pengunjung dalam {days} hari terakhir, dibandingkan dengan {days} hari sebelumnya.',
  'pages.vgps.dashboard.title': 'Dasbor',
  'pages.vgps.dashboard.summary':
    'Pencarian dan unduhan di {site}, hari demi hari selama {days} hari terakhir.',
  'pages.vgps.searches': 'Pencarian dalam {days} hari terakhir',
  'pages.vgps.downloads': 'Unduhan dalam {days} hari terakhir',
  'pages.vgps.change': '{change} dibanding {days} hari sebelumnya',
  'pages.vgps.new': 'baru',
  'pages.vgps.rising': 'Pencarian yang naik',
  'pages.vgps.top': 'Paling banyak dicari',
  'pages.vgps.subjects': 'Topik yang paling banyak diunduh',
  'pages.vgps.mediaTypes': 'Yang dicari orang',
  'pages.vgps.downloadKinds': 'Yang diunduh orang',
  'pages.vgps.searchesPerDay': 'Pencarian per hari',
  'pages.vgps.downloadsPerDay': 'Unduhan per hari',
  'pages.vgps.tooFewSearches':
    'Pencarian masih terlalu sedikit untuk menunjukkan tren: {total, number} dalam {days} hari terakhir. Tren akan muncul di sini seiring pengunjung mencari.',
  'pages.vgps.tooFewDownloads':
    'Unduhan masih terlalu sedikit untuk menunjukkan tren: {total, number} dalam {days} hari terakhir.',
  'pages.vgps.col.phrase': 'Pencarian',
  'pages.vgps.col.now': '{days} hari terakhir',
  'pages.vgps.col.before': '{days} hari sebelumnya',
  'pages.vgps.col.change': 'Perubahan',
  'pages.vgps.method':
    'Cara angka ini dihitung: setiap halaman hasil yang dilihat pengunjung dihitung sebagai satu pencarian; frasa yang dicari kurang dari dua pengunjung tidak ditampilkan, agar tidak ada yang bisa dikenali dari pencariannya. Unduhan dihitung di kedua situs toko. Satu periode berlangsung {days} hari.',
  'pages.tools.image.title': 'Pencarian gambar terbalik',
  'pages.tools.image.summary': 'Unggah gambar untuk menemukan gambar yang sama, atau yang mirip, di {site}.',
  'pages.tools.image.label': 'Gambar (JPEG, PNG, WebP, atau GIF, hingga {max, number} MB)',
  'pages.tools.image.how':
    'Toko membandingkan bentuk umum dan warna gambar Anda dengan setiap gambar di koleksi, sehingga salinan yang diperkecil, dikompresi ulang, dan sedikit dipotong pun ikut ditemukan. Gambar Anda disimpan 24 jam agar hasilnya bisa dibagikan, lalu dihapus.',
  'pages.tools.video.title': 'Pencarian video terbalik',
  'pages.tools.video.summary': 'Unggah klip pendek untuk menemukan rekaman yang mirip di {site}.',
  'pages.tools.video.label':
    'Klip (MP4, WebM, atau QuickTime, hingga {max, number} MB dan {seconds, number} detik)',
  'pages.tools.video.how':
    'Toko mengambil satu bingkai dari tengah klip Anda dan mencari di antara rekaman dengannya, seperti pencarian gambar terbalik. Klip dihapus begitu bingkai diambil; bingkainya setelah 24 jam.',
  'pages.tools.submit': 'Cari',
  'pages.tools.working': 'Mencari…',
  'pages.tools.howTitle': 'Cara kerjanya',
  'pages.tools.noscript':
    'Pencarian ini memerlukan JavaScript untuk mengirim file Anda. Aktifkan, atau gunakan bilah pencarian.',
  'pages.tools.error.empty': 'Pilih file terlebih dahulu.',
  'pages.tools.error.failed': 'Pencarian tidak dapat dimulai. Muat ulang halaman dan coba lagi.',
  'pages.tools.error.tooLarge': 'File ini lebih besar dari {max, number} MB. Pilih yang lebih kecil.',
  'pages.tools.error.imageType':
    'Pencarian tidak dapat membaca gambar ini. Pilih file JPEG, PNG, WebP, atau GIF.',
  'pages.tools.error.videoType':
    'Pencarian tidak dapat membaca klip ini. Pilih file MP4, WebM, atau QuickTime.',
  'pages.tools.error.unreadable': 'File ini tidak dapat dibaca. Mungkin rusak; pilih yang lain.',
  'pages.tools.error.tooLong':
    'Klip ini lebih dari {seconds, number} detik. Potong, atau pilih yang lebih pendek.',
  'pages.tools.error.busy': 'Klip lain sedang dibaca saat ini. Coba lagi sebentar lagi.',
};

export default messages;
