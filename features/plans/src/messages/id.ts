import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its license.',
  'plans.spend.title': 'Use your plan',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended license: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your license',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a license for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.yourPlans': 'Your plans',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Paket dan harga',
  'plans.pricing.intro':
    'Bayar gambar dan video sesuai cara Anda bekerja: kredit saat dibutuhkan, langganan untuk pekerjaan rutin, atau paket unduhan.',
  'plans.pricing.rates': 'Harga dalam {currency}, dikonversi dari dolar AS dengan kurs tanggal {date}.',
  'plans.pricing.priceUnavailable': 'Harga tidak tersedia',
  'plans.pricing.addToCart': 'Tambahkan ke keranjang',
  'plans.pricing.viewPlan': 'Lihat paket',
  'plans.pricing.back': 'Semua paket dan harga',
  'plans.pricing.credits.title': 'Paket kredit',
  'plans.pricing.credits.intro':
    'Bayar sekali dan gunakan kredit untuk gambar atau video bebas royalti apa pun.',
  'plans.pricing.perCredit': '{price} per kredit',
  'plans.pricing.subscriptions.title': 'Langganan',
  'plans.pricing.subscriptions.intro':
    'Sejumlah unduhan setiap bulan. Bayar bulanan, atau bayar sekali untuk setahun dan bawa unduhan yang tidak terpakai ke bulan berikutnya dalam tahun itu.',
  'plans.pricing.term.legend': 'Penagihan',
  'plans.pricing.term.monthly': 'Bulanan',
  'plans.pricing.term.annual': 'Tahunan',
  'plans.pricing.perMonth': '{price} per bulan',
  'plans.pricing.perYear': '{price} per tahun',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'Paket Signature plus mencakup semua gambar dan video bebas royalti.',
  'plans.pricing.imagePacks.title': 'Paket gambar',
  'plans.pricing.imagePacks.intro': 'Sejumlah unduhan dalam satu ukuran, dibayar sekali.',
  'plans.pricing.custom.title': 'Media khusus',
  'plans.pricing.custom.intro':
    'Kirimkan brief kepada kami dan kami buatkan gambar serta video eksklusif untuk Anda.',
  'plans.pricing.premium.title': 'Perjanjian Premium Access',
  'plans.pricing.premium.intro':
    'Perjanjian tahunan untuk bisnis, masing-masing dengan batas unduhan per tahun.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'ukuran kecil',
  'plans.pricing.size.medium': 'ukuran sedang',
  'plans.pricing.size.high': 'resolusi tinggi',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Langganan editorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Media khusus',
  'plans.pricing.credits': '{count, plural, other {# kredit}}',
  'plans.pricing.imagePack': '{count, plural, other {# gambar}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, other {# unduhan per bulan}}',
  'plans.pricing.downloadsPerYear': '{count, plural, other {# unduhan per tahun}}',
  'plans.pricing.customAssets': '{count, plural, other {# aset eksklusif}}',
  'plans.pricing.faq.title': 'Pertanyaan tentang paket',
  'plans.pricing.faq.cancel.q': 'Bisakah saya membatalkan langganan?',
  'plans.pricing.faq.cancel.a':
    'Ya, kapan saja. Paket bulanan berlaku sampai akhir bulan yang sudah dibayar. Paket tahunan berhenti diperpanjang dan berlaku sampai akhir tahunnya; tidak ada biaya penghentian dini dan tidak ada pengembalian dana untuk tahun yang sudah berjalan.',
  'plans.pricing.faq.rollover.q': 'Apa yang terjadi pada unduhan yang tidak saya gunakan?',
  'plans.pricing.faq.rollover.a':
    'Pada paket tahunan, unduhan bulanan yang tidak terpakai dibawa ke bulan berikutnya dalam tahun itu, tidak ke tahun berikutnya.',
  'plans.pricing.faq.expiry.q': 'Apakah kredit dan paket gambar kedaluwarsa?',
  'plans.pricing.faq.expiry.a':
    'Tidak, selama Anda masuk setidaknya sekali setahun. Paket yang belum dipakai dapat dikembalikan dananya dalam {days} hari.',
  'plans.pricing.faq.licence.q': 'Berapa lama saya bisa memakai unduhan langganan?',
  'plans.pricing.faq.licence.a':
    'Unduhan yang tidak dipakai dalam proyek dalam {days} hari setelah paket berakhir kehilangan lisensinya.',
  'plans.pricing.faq.payment.q': 'Bagaimana jika pembayaran perpanjangan gagal?',
  'plans.pricing.faq.payment.a':
    'Pembayaran dicoba ulang {count} kali selama {days} hari, lalu paket berakhir.',
  'plans.pricing.faq.tax.q': 'Apakah harga sudah termasuk pajak?',
  'plans.terms.title': 'Komitmen dan pembatalan',
  'plans.terms.includes': 'Yang termasuk',
  'plans.terms.commitment': 'Total komitmen',
  'plans.terms.cancellation': 'Pembatalan',
  'plans.terms.refund': 'Pengembalian dana',
  'plans.terms.renewal': 'Perpanjangan',
  'plans.terms.monthly.commitment':
    '{price}, ditagih setiap bulan. Tanpa komitmen setelah bulan yang sudah dibayar.',
  'plans.terms.monthly.cancel': 'Batalkan kapan saja: paket berlaku sampai akhir bulan yang sudah dibayar.',
  'plans.terms.annual.commitment':
    '{price}, satu pembayaran untuk {months} bulan. Diperpanjang setiap tahun kecuali Anda membatalkannya.',
  'plans.terms.annual.cancel':
    'Batalkan kapan saja: perpanjangan berikutnya dihentikan dan paket berlaku sampai akhir tahun. Tanpa biaya penghentian dini dan tanpa pengembalian dana untuk tahun yang sudah berjalan.',
  'plans.terms.annual.notice': 'Kami mengirim email {days} hari sebelum setiap perpanjangan.',
  'plans.terms.retries':
    'Pembayaran perpanjangan yang gagal dicoba ulang {count} kali selama {days} hari, lalu paket berakhir.',
  'plans.terms.pack.commitment': '{price}, satu pembayaran.',
  'plans.terms.pack.refund': 'Paket yang belum dipakai dapat dikembalikan dananya dalam {days} hari.',
  'plans.terms.pack.expiry': 'Tidak pernah kedaluwarsa selama Anda masuk setidaknya sekali setahun.',
  'plans.terms.credits.expiry':
    'Kredit tidak pernah kedaluwarsa selama Anda masuk setidaknya sekali setahun.',
  'plans.terms.tier.essentials': 'Hanya gambar Essentials (non-eksklusif).',
  'plans.terms.tier.signature': 'Semua gambar bebas royalti.',
  'plans.terms.tier.signatureplus': 'Semua gambar dan video bebas royalti.',
  'plans.terms.rollover':
    'Unduhan bulanan yang tidak terpakai dibawa ke bulan berikutnya dalam tahun itu (tidak ke tahun berikutnya).',
  'plans.terms.useBy':
    'Unduhan yang tidak dipakai dalam proyek dalam {days} hari setelah paket berakhir kehilangan lisensinya.',
  'plans.terms.costs': 'Biaya sebuah aset',
  'plans.terms.cost.essentialsImage': 'Gambar Essentials',
  'plans.terms.cost.signatureImage': 'Gambar Signature',
  'plans.terms.cost.essentialsVideo': 'Video Essentials',
  'plans.terms.cost.signatureVideo': 'Video Signature',
  'plans.terms.cost.extended': 'Lisensi diperluas',
  'plans.terms.cost.extendedCredits': '+{image} untuk gambar, +{video} untuk video',
  'plans.terms.cap': 'Hingga {count, plural, other {# unduhan}} per tahun.',
  'plans.terms.projectCode': 'Setiap unduhan meminta kode proyek.',
  'plans.terms.overage': 'Unduhan di atas batas dikenai {price} per unduhan pada perpanjangan berikutnya.',
  'plans.terms.custom.delivery':
    'Setiap aset yang dibuat untuk Anda dapat diunduh selama {days} hari setelah diserahkan.',
  'plans.terms.tax':
    'Harga belum termasuk pajak; pajak ditambahkan saat pembayaran sesuai negara penagihan Anda.',
};

export default messages;
