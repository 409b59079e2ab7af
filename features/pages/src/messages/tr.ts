import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Kullanım koşulları',
  'pages.terms.summary': '{site} kullanımı, lisans satın alma ve hesap sahibi olma kuralları.',
  'pages.privacy.title': 'Gizlilik politikası',
  'pages.privacy.summary':
    '{site} hangi kişisel verileri, neden ve ne kadar süre saklar; bu verilerle ilgili haklarınız.',
  'pages.eula.title': 'Lisans sözleşmesi',
  'pages.eula.summary': '{site} üzerinden lisansladığınız içerikle her lisans türünde neler yapabileceğiniz.',
  'pages.editorial-policy.title': 'Editoryal politika',
  'pages.editorial-policy.summary':
    'Editoryal görsellerin nasıl açıklandığı ve düzeltildiği, neler için kullanılabileceği.',
  'pages.contact.title': 'Bize ulaşın',
  'pages.contact.summary': '{site} ekibine ulaşma yolları: satış, siparişler, lisanslar ve gizlilik.',
  'pages.modern-slavery.title': 'Modern kölelik beyanı',
  'pages.modern-slavery.summary': '{site} işletmecisinin işinde zorla çalıştırmaya karşı attığı adımlar.',
  'pages.help-licenses.title': 'Lisans yardımı',
  'pages.help-licenses.summary': 'Telifsiz, hakları yönetilen ve rights-ready lisanslar sade bir dille.',
  'pages.api.title': 'Geliştirici API’si',
  'pages.api.summary':
    'Bir geliştiricinin bugün kullanabilecekleri: mağazanın kendi sayfalarının çağırdığı JSON uç noktaları.',
  'pages.faq-basics.title': 'SSS: temel bilgiler',
  'pages.faq-basics.summary': 'Planlar, indirmeler, hesaplar ve iptal hakkında kısa yanıtlar.',
  'pages.upgrade.title': 'Planınızı yükseltme',
  'pages.upgrade.summary': 'Bir aboneliği daha büyük bir plana taşıma ve değişikliğin maliyeti.',
  'pages.englishOnly': 'Bu sayfanın tam metni İngilizce olarak mevcuttur.',
  'pages.onThisPage': 'Bu sayfada',
  'pages.sitemap.title': 'Site haritası',
  'pages.sitemap.summary': '{site} sitesinin tüm sayfaları tek yerde.',
  'pages.sitemap.browse': 'Ara ve göz at',
  'pages.sitemap.account': 'Hesabınız',
  'pages.sitemap.help': 'Yardım ve yasal bilgiler',
  'pages.sitemap.company': 'Şirket',
  'pages.sitemap.countries': 'Ülkeler ve diller',
  'pages.sitemap.signIn': 'Oturum aç',
  'pages.sitemap.register': 'Hesap oluştur',
  'pages.sitemap.cart': 'Sepet',
  'pages.sitemap.boards': 'Panolar',
  'pages.sitemap.curatedSets': 'Seçkiler',
  'pages.sitemap.plans': 'Planlar ve fiyatlar',
  'pages.sitemap.usingFiles': 'Dosyalarınızı kullanma',
  'pages.country.summary': '{site} – ülke: {country}, sayfa dili: {language}.',
  'pages.country.prices': 'Fiyatların para birimi: {currency}.',
  'pages.country.choose': 'Alışveriş ülkesi: {country}',
  'pages.country.search': 'Aramaya başla',
  'pages.country.other': 'Diğer ülkeler',
  'pages.world.title': 'Tüm dünya',
  'pages.world.summary':
    'Ülkeniz listede yok mu? Bu durumda {site} sayfaları İngilizce, fiyatları ABD doları olarak gösterir.',
  'pages.browse.images.title': 'Yaratıcı görseller',
  'pages.browse.images.summary':
    'Reklam, tasarım ve yayıncılık için fotoğraflar, illüstrasyonlar ve vektörler.',
  'pages.browse.photos.title': 'Stok fotoğraflar',
  'pages.browse.photos.summary':
    'İnsanların, yerlerin ve fikirlerin yaratıcı fotoğrafları; çalışmalarınız için lisanslanmaya hazır.',
  'pages.browse.illustrations.title': 'Stok illüstrasyonlar',
  'pages.browse.illustrations.summary':
    'Hikâyeler, ürünler ve kampanyalar için çizilmiş ve boyanmış illüstrasyonlar.',
  'pages.browse.vectors.title': 'Stok vektörler',
  'pages.browse.vectors.summary':
    'Her boyuta ölçeklenebilen vektör grafikler: simgeler, desenler, haritalar ve sahneler.',
  'pages.browse.video.title': 'Yaratıcı video',
  'pages.browse.video.summary': 'Filmler, reklamlar ve sosyal medya için stok görüntüler ve klipler.',
  'pages.browse.stockVideos.title': 'Stok videolar',
  'pages.browse.stockVideos.summary': 'SD, HD ve 4K telifsiz ve rights-ready klipler.',
  'pages.browse.count': 'Koleksiyonda: {total, number}',
  'pages.browse.popular': 'Popüler aramalar',
  'pages.browse.collection': 'Koleksiyon: {name}',
  'pages.browse.seeAll': 'Tümünü gör ({total, number})',
};

export default messages;
