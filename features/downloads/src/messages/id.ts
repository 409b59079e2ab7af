import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Lisensi dan unduhan',
  'downloads.history.intro': 'Semua lisensi Anda, terbaru lebih dulu, dengan setiap unduhannya.',
  'downloads.history.introTeam':
    'Semua lisensi Anda dan tim Anda, terbaru lebih dulu, dengan setiap unduhannya.',
  'downloads.filter.legend': 'Cari lisensi',
  'downloads.filter.search': 'Judul atau ID aset',
  'downloads.filter.from': 'Diberikan sejak',
  'downloads.filter.to': 'Diberikan hingga',
  'downloads.filter.user': 'Anggota tim',
  'downloads.filter.everyone': 'Semua orang',
  'downloads.filter.submit': 'Cari',
  'downloads.filter.reset': 'Hapus',
  'downloads.filter.bad':
    'Periksa kolom ini: tanggal ditulis TTTT-BB-HH, dan yang pertama sebelum yang kedua.',
  'downloads.export': 'Ekspor sebagai CSV',
  'downloads.empty': 'Tidak ada lisensi yang cocok dengan filter ini.',
  'downloads.model.rf': 'Bebas royalti',
  'downloads.model.rm': 'Hak terkelola',
  'downloads.model.rr': 'Hak siap pakai',
  'downloads.size.small': 'Kecil',
  'downloads.size.medium': 'Sedang',
  'downloads.size.large': 'Besar (asli)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektor)',
  'downloads.size.ai': 'AI (vektor)',
  'downloads.licence.id': 'Lisensi {id}',
  'downloads.licence.order': 'Pesanan {number}',
  'downloads.licence.plan': 'Paket: {plan}',
  'downloads.licence.projectCode': 'Kode proyek: {code}',
  'downloads.licence.granted': 'Diberikan {date}',
  'downloads.licence.holder': 'Dilisensikan kepada {name}',
  'downloads.licence.useBy': 'Gunakan sebelum {date}',
  'downloads.licence.usage': 'Penggunaan: {usage}',
  'downloads.licence.download': 'Unduh lagi',
  'downloads.licence.certificate': 'Bukti lisensi (PDF)',
  'downloads.list.caption': 'Unduhan lisensi {id}',
  'downloads.list.none': 'Belum diunduh.',
  'downloads.list.when': 'Kapan',
  'downloads.list.who': 'Siapa',
  'downloads.list.size': 'Ukuran',
  'downloads.list.type': 'Jenis',
  'downloads.list.anonymous': 'Tautan dari email pesanan',
  'downloads.type.single': 'Unduhan',
  'downloads.type.re_download': 'Unduhan ulang',
  'downloads.type.anonymous': 'Tautan email',
  'downloads.type.multiple': 'Unduhan ganda',
  'downloads.page.label': 'Halaman',
  'downloads.page.previous': 'Sebelumnya',
  'downloads.page.next': 'Berikutnya',
  'downloads.page.current': 'Halaman {n}',
  'downloads.csv.asset': 'ID aset',
  'downloads.csv.title': 'Judul',
  'downloads.csv.model': 'Model lisensi',
  'downloads.csv.obtained': 'Diperoleh melalui',
  'downloads.csv.downloads': 'Jumlah unduhan',
  'downloads.csv.lastDownload': 'Unduhan terakhir',
  'downloads.csv.licence': 'ID lisensi',
  'downloads.csv.projectCode': 'Kode proyek',
  'downloads.csv.granted': 'Diberikan',
  'downloads.csv.useBy': 'Gunakan sebelum',
  'downloads.csv.holder': 'Dilisensikan kepada',
  'downloads.cert.title': 'Bukti lisensi',
  'downloads.cert.licensor': 'Pemberi lisensi',
  'downloads.cert.licensee': 'Penerima lisensi',
  'downloads.cert.asset': 'Aset',
  'downloads.cert.terms':
    'Diberikan berdasarkan perjanjian lisensi di {url}. Siapa pun dapat memeriksa sertifikat ini kepada pemberi lisensi dengan ID lisensinya.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Unduhan Anda',
  'downloads.zip.ready': '{count, plural, other {# file berlisensi siap dalam satu zip.}}',
  'downloads.zip.download': 'Unduh zip',
  'downloads.zip.notLicensed':
    'Tidak disertakan karena Anda tidak memiliki lisensinya (beli lisensi dulu): {ids}',
  'downloads.zip.notFile': 'Tidak disertakan karena bukan file gambar diam: {ids}',
  'downloads.zip.none':
    'Anda tidak memiliki lisensi untuk gambar mana pun yang dipilih. Beli lisensinya dulu, lalu unduh di sini.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Tautan unduhan ini tidak valid',
  'downloads.anon.invalid.body':
    'Tautan mungkin telah diubah atau disalin tidak lengkap. Gunakan tautan persis seperti yang tertera di email pesanan Anda, atau masuk dan unduh file dari lisensi Anda.',
  'downloads.anon.expired.title': 'Tautan unduhan ini sudah kedaluwarsa',
  'downloads.anon.expired.body':
    'Tautan unduhan di email pesanan berlaku selama 7 hari. Masuk untuk mengunduh ulang file dari lisensi Anda, tanpa biaya.',
  'downloads.anon.history': 'Buka lisensi Anda',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Menggunakan file Anda',
  'downloads.faq.intro':
    'Apa yang Anda dapatkan saat mengunduh file berlisensi dari toko ini: format, ukuran, warna, dan lisensi yang menyertai file.',
  'downloads.faq.toc': 'Di halaman ini',
  'downloads.faq.photos.title': 'Foto',
  'downloads.faq.photos.sizes':
    'Foto dijual dalam paling banyak tiga ukuran: kecil 800 px pada sisi panjang, sedang 2.000 px, dan besar adalah file asli itu sendiri. Sebuah ukuran hanya ditawarkan jika lebih kecil dari aslinya; tidak ada yang diperbesar.',
  'downloads.faq.photos.format':
    'Setiap foto diunduh sebagai file JPEG. Ukuran kecil dan sedang diperkecil dari file asli dan disimpan dengan kualitas 90; ukuran besar adalah file asli, disimpan dengan kualitas 90 dan detail warna penuh.',
  'downloads.faq.photos.colour':
    'File menggunakan ruang warna sRGB, standar untuk layar dan web. Untuk cetak, konversikan ke profil percetakan Anda di editor gambar dan periksa cetak coba terlebih dahulu.',
  'downloads.faq.photos.rights':
    'Lisensi Anda menyertai file: metadata XMP-nya menyebutkan pembuat, pemegang lisensi, dan letak ketentuan lisensi. Pertahankan metadata ini saat mengedit atau mengekspor file.',
  'downloads.faq.illustrations.title': 'Ilustrasi dan vektor',
  'downloads.faq.illustrations.body':
    'Ilustrasi dan vektor diunduh seperti foto: file JPEG dalam ukuran di atas, dalam sRGB, dengan lisensi di metadata XMP-nya.',
  'downloads.faq.illustrations.vector':
    'Vektor yang diimpor dari file EPS atau AI juga dapat diunduh sebagai file itu sendiri, byte demi byte, dengan lisensi besar atau lisensi paket: riwayat lisensi Anda menawarkannya sebagai “EPS (vektor)” atau “AI (vektor)” di samping JPEG. Lisensi kecil dan sedang hanya mengunduh JPEG; vektor lainnya diunduh sebagai JPEG.',
  'downloads.faq.video.title': 'Klip video',
  'downloads.faq.video.sizes':
    'Klip dilisensikan dalam SD, HD (sisi panjang minimal 1.280 px), atau 4K (3.840 px), hingga resolusi klip itu sendiri: 4K hanya ditawarkan untuk klip yang direkam dalam 4K.',
  'downloads.faq.video.preview':
    'Sebelum membeli, setiap klip memiliki pratinjau 4 detik bertanda air (WebM, lebar 480 px) dan gambar diam.',
  'downloads.faq.video.download':
    'Klip berlisensi diunduh sebagai file MP4 H.264 dalam definisi yang dilisensikan, dengan frame rate dan durasi asli klip serta kredit dan hak ciptanya dalam metadata file. Klip dibuat untuk Anda saat pertama kali diunduh (beberapa detik untuk SD, satu atau dua menit untuk 4K): halaman menampilkan progresnya dan unduhan dimulai dengan sendirinya.',
  'downloads.faq.again.title': 'Mengunduh lagi',
  'downloads.faq.again.body':
    'Setiap file berlisensi dapat diunduh lagi tanpa biaya dari riwayat lisensi Anda. Saat Anda membeli file, email konfirmasi pesanan juga berisi tautan unduhan yang berlaku 7 hari tanpa perlu masuk.',
  'downloads.faq.again.link': 'Buka riwayat lisensi',
  'downloads.faq.link': 'Bantuan menggunakan file Anda',
  'downloads.comps.title': 'Contoh',
  'downloads.comps.intro':
    'Contoh bertanda air dapat digunakan gratis untuk tata letak dan mock-up selama 30 hari sejak diunduh. Beli lisensi aset untuk menggunakannya dalam karya akhir.',
  'downloads.comps.usable': 'Dapat digunakan dalam tata letak hingga {date}',
  'downloads.comps.expired': 'Masa contoh berakhir pada {date}: beli lisensi aset untuk terus menggunakannya',
  'downloads.comps.license': 'Beli lisensi aset ini',
  'downloads.drawer.button': 'Unduhan',
  'downloads.drawer.buttonBusy': '{count, plural, other {Unduhan (# sedang berjalan)}}',
  'downloads.drawer.title': 'Unduhan Anda',
  'downloads.drawer.close': 'Tutup',
  'downloads.drawer.inProgress': 'Sedang berjalan',
  'downloads.drawer.done': 'Selesai',
  'downloads.drawer.empty': 'Belum ada yang diunduh. File berlisensi yang Anda unduh akan muncul di sini.',
  'downloads.drawer.history': 'Semua lisensi dan unduhan',
  'downloads.drawer.again': 'Unduh lagi',
  'downloads.drawer.download': 'Unduh',
  'downloads.drawer.zip': '{count, plural, other {# file dalam satu zip}}',
  'downloads.drawer.state.preparing': 'Menyiapkan file: {percent}%',
  'downloads.drawer.state.ready': 'Siap diunduh',
  'downloads.drawer.state.sending': 'Mengunduh: {percent}%',
  'downloads.drawer.state.paused':
    'Berhenti di {percent}%: lanjutkan dari daftar unduhan browser Anda, atau unduh lagi',
  'downloads.drawer.state.done': 'Sudah diunduh',
  'downloads.clip.title': 'Menyiapkan klip Anda',
  'downloads.clip.intro':
    '“{title}” sedang dibuat dalam ukuran yang diberikan lisensi Anda. Unduhan dimulai di sini begitu klip siap: satu atau dua menit untuk 4K.',
  'downloads.clip.ready': 'Siap: unduhan Anda dimulai.',
  'downloads.clip.retry': 'Unduh saat siap',
  'downloads.zip.planOffer':
    '{count, plural, other {Paket {plan} Anda dapat melisensikan # aset lain yang dipilih.}}',
  'downloads.zip.planLicense': '{count, plural, other {Lisensikan # dengan paket saya dan tambahkan}}',
};

export default messages;
