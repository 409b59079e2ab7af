import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Selengkapnya dari {site}',
  'marketing.comingSoon': 'Segera hadir',
  'marketing.searchCollection': 'Cari di koleksi',

  'marketing.ai.title': 'Pembuatan gambar dengan AI',
  'marketing.ai.description':
    'Pembuatan dan pengeditan gambar dengan AI akan segera hadir di {site}. Sementara itu, cari di koleksi.',
  'marketing.ai.heading': 'Buat dan sesuaikan gambar dengan AI',
  'marketing.ai.lead':
    'Kami sedang membangun fitur pembuatan dan pengeditan gambar dengan AI di {site}. Alat ini belum tersedia: halaman ini menjelaskan apa yang direncanakan.',
  'marketing.ai.planned': 'Yang direncanakan',
  'marketing.ai.generate.title': 'Buat dari deskripsi',
  'marketing.ai.generate.body':
    'Jelaskan gambar yang Anda perlukan dengan kata-kata Anda sendiri, lalu pilih dari beberapa variasi.',
  'marketing.ai.modify.title': 'Edit gambar',
  'marketing.ai.modify.body':
    'Perluas kanvas, ganti latar belakang, atau ubah detail gambar tanpa meninggalkan toko.',
  'marketing.ai.history.title': 'Lanjutkan dari terakhir kali',
  'marketing.ai.history.body':
    'Hasil pembuatan Anda disimpan dalam riwayat, sehingga Anda dapat kembali ke deskripsi dan menyempurnakannya.',
  'marketing.ai.terms.title': 'Ketentuan jelas sejak awal',
  'marketing.ai.terms.body':
    'Gambar yang dibuat akan menunjukkan cara penggunaannya sebelum Anda mengunduhnya, sama seperti setiap aset di koleksi saat ini.',
  'marketing.ai.today.title': 'Tersedia hari ini',
  'marketing.ai.today.body':
    'Foto, ilustrasi, vektor, dan video di koleksi sudah dapat dicari, masing-masing dengan penjelasan ketentuan lisensinya.',

  'marketing.contact.title': 'Hubungi tim penjualan',
  'marketing.contact.description':
    'Tanyakan kepada tim penjualan {site} tentang lisensi untuk tim, pembelian dalam jumlah besar, dan ketentuan khusus.',
  'marketing.contact.heading': 'Bicaralah dengan tim penjualan kami',
  'marketing.contact.lead':
    'Perlu lisensi untuk tim, proyek besar, atau penggunaan yang tidak biasa? Beri tahu kami kebutuhan Anda dan kami akan membalas melalui email.',
  'marketing.contact.topics.title': 'Kami dapat membantu',
  'marketing.contact.topics.team': 'Lisensi untuk tim dan banyak pengguna',
  'marketing.contact.topics.volume': 'Pembelian dalam jumlah besar dan berulang',
  'marketing.contact.topics.custom': 'Ketentuan lisensi khusus dan hak yang diperluas',
  'marketing.contact.topics.invoicing': 'Penagihan dan pesanan pembelian',
  'marketing.contact.form.title': 'Pertanyaan Anda',
  'marketing.contact.form.required': 'Semua kolom wajib diisi kecuali yang ditandai opsional.',
  'marketing.contact.field.name': 'Nama lengkap',
  'marketing.contact.field.email': 'Email kantor',
  'marketing.contact.field.company': 'Perusahaan atau organisasi',
  'marketing.contact.field.optional': 'opsional',
  'marketing.contact.field.country': 'Negara',
  'marketing.contact.field.countryPlaceholder': 'Pilih negara',
  'marketing.contact.field.message': 'Apa yang dapat kami bantu?',
  'marketing.contact.field.messageHint':
    'Ceritakan tentang proyek Anda, konten yang Anda perlukan, dan rencana penggunaannya.',
  'marketing.contact.submit': 'Kirim pertanyaan',
  'marketing.contact.privacy': 'Kami hanya menggunakan data ini untuk menjawab pertanyaan Anda.',
  'marketing.contact.errors.summary':
    '{count, plural, other {Perbaiki # kolom untuk mengirim pertanyaan Anda.}}',
  'marketing.contact.errors.nameRequired': 'Masukkan nama Anda.',
  'marketing.contact.errors.emailRequired': 'Masukkan alamat email Anda.',
  'marketing.contact.errors.emailInvalid': 'Masukkan alamat email dengan format nama@example.com.',
  'marketing.contact.errors.countryRequired': 'Pilih negara Anda dari daftar.',
  'marketing.contact.errors.messageRequired': 'Beri tahu kami apa yang dapat kami bantu.',
  'marketing.contact.errors.messageTooShort': 'Tulis setidaknya {min, number} karakter.',
  'marketing.contact.errors.tooLong': 'Gunakan paling banyak {max, number} karakter.',
  'marketing.contact.thanks.title': 'Terima kasih. Pertanyaan Anda telah terkirim.',
  'marketing.contact.thanks.body':
    'Tim penjualan kami akan membalas ke alamat email yang Anda berikan. Sementara itu, Anda dapat terus menjelajahi koleksi.',

  'marketing.guide.title': 'Panduan pencarian',
  'marketing.guide.description':
    'Cara mencari di {site}: kata, frasa persis, kata yang dikecualikan, jenis media, kategori, dan pengurutan.',
  'marketing.guide.heading': 'Cara mencari',
  'marketing.guide.lead':
    'Beberapa teknik sederhana membantu Anda menemukan gambar atau klip yang tepat lebih cepat.',
  'marketing.guide.syntax.title': 'Apa yang diketik',
  'marketing.guide.words.title': 'Mulailah dengan beberapa kata',
  'marketing.guide.words.body':
    'Jelaskan apa yang harus ada di gambar. Hasil pencarian berisi semua kata yang Anda ketik, dalam urutan apa pun, dan bentuk lain dari sebuah kata juga dihitung: mountains juga menemukan mountain.',
  'marketing.guide.phrase.title': 'Frasa persis dalam tanda kutip',
  'marketing.guide.phrase.body':
    'Apit kata-kata dengan tanda kutip ganda untuk menemukannya berdampingan, dalam urutan tersebut.',
  'marketing.guide.exclude.title': 'Kecualikan kata dengan tanda minus',
  'marketing.guide.exclude.body':
    'Ketik tanda minus tepat di depan sebuah kata untuk menghapus hasil yang memuat kata itu.',
  'marketing.guide.either.title': 'Salah satu kata dengan “or”',
  'marketing.guide.either.body':
    'Ketik or di antara dua kata untuk menemukan hasil yang memuat salah satunya.',
  'marketing.guide.tryExample': 'Cari {query}',
  'marketing.guide.narrow.title': 'Persempit hasil',
  'marketing.guide.types.title': 'Pilih jenis media',
  'marketing.guide.types.body':
    'Pilih gambar atau video di bilah pencarian sebelum mencari, atau beralih dengan tab di atas hasil. Setiap tab menunjukkan jumlah hasilnya.',
  'marketing.guide.filters.title': 'Gunakan filter',
  'marketing.guide.filters.body':
    'Panel filter di samping hasil mempersempitnya menurut orientasi, warna, jumlah orang, tanggal, dan lainnya; filter yang tersedia bergantung pada jenis media. Filter yang diterapkan muncul di atas hasil, tempat Anda dapat menghapusnya satu per satu atau sekaligus.',
  'marketing.guide.browse.title': 'Jelajahi menurut kategori',
  'marketing.guide.browse.body':
    'Navigasi utama membawa Anda langsung ke kategori koleksi, seperti ilustrasi atau video.',
  'marketing.guide.sort.title': 'Urutkan hasil',
  'marketing.guide.sort.body':
    'Hasil diurutkan menurut relevansi kecuali Anda memilih urutan lain, misalnya yang terbaru atau terpopuler lebih dulu.',
  'marketing.guide.language.title': 'Cari dalam bahasa Inggris',
  'marketing.guide.language.body':
    'Judul dan kata kunci di koleksi ini ditulis dalam bahasa Inggris, jadi kata pencarian berbahasa Inggris memberikan hasil paling banyak.',

  'marketing.about.title': 'Tentang kami',
  'marketing.about.description':
    'Siapa kami: toko media stok yang berjalan di Lightbox, perangkat lunak sumber terbuka untuk melisensikan foto, ilustrasi, vektor, dan video.',
  'marketing.about.heading': 'Tentang {site}',
  'marketing.about.lead':
    'Toko ini menawarkan foto stok, ilustrasi, vektor, dan video. Toko ini berjalan di Lightbox, perangkat lunak sumber terbuka untuk mencari, menampilkan, dan melisensikan koleksi media dari server Anda sendiri.',
  'marketing.about.mission.title': 'Apa yang kami lakukan',
  'marketing.about.mission.body':
    'Kami membantu orang menemukan gambar dan rekaman video untuk pekerjaan mereka serta melisensikannya dengan ketentuan yang jelas. Setiap aset mencantumkan jenis lisensinya, disertai penjelasan sederhana tentang apa yang diizinkan.',
  'marketing.about.sites.title': 'Dua toko, satu koleksi',
  'marketing.about.sites.body':
    'Satu instalasi Lightbox menjalankan toko premium dan toko berlangganan dengan katalog yang sama. Masing-masing memiliki tampilan dan gaya bahasanya sendiri; pencarian dan lisensi bekerja dengan cara yang sama di keduanya.',
  'marketing.about.open.title': 'Sumber terbuka, dihosting sendiri',
  'marketing.about.open.body':
    'Lightbox diterbitkan dengan Lisensi MIT. Agensi atau penerbit dapat menjalankannya di server sendiri dengan katalog sendiri dan menyimpan datanya di tempat yang mereka pilih.',
  'marketing.about.languages.title': 'Dibuat untuk banyak bahasa',
  'marketing.about.languages.body':
    'Kedua toko tersedia dalam 25 bahasa. Pengunjung memilih negara dan bahasa mereka, lalu tautan, tanggal, dan angka mengikuti pilihan itu.',
  'marketing.about.principles.title': 'Yang kami pedulikan',
  'marketing.about.principles.clarity':
    'Lisensi yang jelas: Anda tahu apa yang boleh dilakukan dengan sebuah aset sebelum menggunakannya.',
  'marketing.about.principles.speed':
    'Pencarian cepat: hasil disusun di server dan muncul tanpa menunggu skrip.',
  'marketing.about.principles.access':
    'Aksesibilitas: setiap halaman dirancang agar dapat digunakan dengan keyboard dan pembaca layar.',
  'marketing.about.principles.privacy':
    'Privasi: data pengunjung tetap berada di server organisasi yang mengelola toko.',

  'marketing.work.title': 'Bekerja bersama kami',
  'marketing.work.description':
    'Lightbox adalah sumber terbuka. Pelajari cara berkontribusi melalui kode, terjemahan, desain, dan dokumentasi.',
  'marketing.work.heading': 'Bangun Lightbox bersama kami',
  'marketing.work.lead':
    'Lightbox, perangkat lunak di balik toko ini, adalah proyek sumber terbuka. Cara terbaik untuk bekerja bersama kami adalah berkontribusi: kode, terjemahan, desain, pengujian, dan dokumentasi semuanya kami sambut.',
  'marketing.work.ways.title': 'Cara berkontribusi',
  'marketing.work.code.title': 'Kode',
  'marketing.work.code.body':
    'Lightbox ditulis dalam TypeScript, dengan React untuk setiap layar, Fastify di server, dan PostgreSQL untuk data. Perbaiki bug yang Anda temui, atau kerjakan isu yang masih terbuka.',
  'marketing.work.translations.title': 'Terjemahan',
  'marketing.work.translations.body':
    'Setiap layar tersedia dalam 25 bahasa. Penutur asli dapat memperbaiki kata-kata dan menjaga setiap bahasa tetap lengkap saat teks baru ditambahkan.',
  'marketing.work.design.title': 'Desain dan aksesibilitas',
  'marketing.work.design.body':
    'Bantu menjadikan kedua toko jelas, cepat, dan mudah digunakan dengan keyboard dan pembaca layar.',
  'marketing.work.testing.title': 'Pengujian',
  'marketing.work.testing.body':
    'Coba versi baru dengan katalog dan peramban Anda sendiri, lalu laporkan apa pun yang tidak berfungsi sebagaimana mestinya.',
  'marketing.work.reports.title': 'Laporan bug dan ide',
  'marketing.work.reports.body':
    'Laporan yang jelas, lengkap dengan langkah untuk mereproduksi masalah, adalah salah satu kontribusi paling berguna.',
  'marketing.work.docs.title': 'Dokumentasi',
  'marketing.work.docs.body':
    'Sempurnakan panduan bagi orang-orang yang memasang, mengonfigurasi, dan menjalankan Lightbox.',
  'marketing.work.start.title': 'Memulai',
  'marketing.work.start.install':
    'Dapatkan kode sumbernya, lalu pasang dependensinya dengan Node.js 20 atau yang lebih baru.',
  'marketing.work.start.run':
    'Jalankan kedua toko secara lokal, dengan basis data tertanam dan katalog demo.',
  'marketing.work.start.check':
    'Sebelum mengusulkan perubahan, jalankan pemeriksaan tipe, linter, pemeriksaan cakupan terjemahan, dan semua pengujian.',
  'marketing.work.start.focus':
    'Jaga agar setiap perubahan tetap terfokus, letakkan pengujian di samping kode yang diujinya, dan jelaskan apa yang dilakukan perubahan itu serta alasannya.',
  'marketing.work.business.title': 'Menggunakan toko ini untuk bisnis Anda?',
  'marketing.work.business.body':
    'Jika Anda ingin membahas lisensi konten untuk tim atau proyek besar, tim penjualan kami siap membantu.',
};

export default messages;
