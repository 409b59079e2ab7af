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
  'pages.browse.events': 'Etkinliğe, kişiye ve yere göre göz atın',
  'pages.download.title': 'The Download',
  'pages.download.summary': '{site} editoryal koleksiyonundan hikâyeler: en son olaylar ve görselleri.',
  'pages.download.pictures': 'Görseller: {total, number}',
  'pages.download.empty': 'Henüz hikâye yok: editoryal içerik koleksiyona eklendikçe burada görünür.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': '{site} haberleri ve rehberleri.',
  'pages.blog.englishOnly': 'Yazılar İngilizce yazılmıştır.',
  'pages.blog.empty': 'Henüz yazı yok.',
  'pages.browse.editorial.title': 'Editoryal görseller',
  'pages.browse.editorial.summary':
    'Haber, spor, eğlence, moda ve arşiv: editoryal kullanım için gerçek olaylar.',
  'pages.browse.archival.title': 'Arşiv görselleri',
  'pages.browse.archival.summary': 'Tarih ve yorum için geçmiş olayların ve dönemlerin görselleri.',
  'pages.browse.entertainment.title': 'Eğlence görselleri',
  'pages.browse.entertainment.summary': 'Galalar, konserler, festivaller ve ödül törenleri.',
  'pages.browse.fashion.title': 'Moda görselleri',
  'pages.browse.fashion.summary': 'Defileler, koleksiyonlar ve arkasındaki insanlar.',
  'pages.browse.news.title': 'Haber görselleri',
  'pages.browse.news.summary': 'Siyaset, toplum ve günün olayları.',
  'pages.browse.sport.title': 'Spor görselleri',
  'pages.browse.sport.summary': 'Maçlar, yarışlar ve şampiyonalar, olduğu gibi.',
  'pages.browse.editorialVideo.title': 'Editoryal video',
  'pages.browse.editorialVideo.summary': 'Haber ve belgeseller için gerçek olayların görüntüleri.',
  'pages.browse.userGenerated.title': 'Kullanıcı çekimi görüntüler',
  'pages.browse.userGenerated.summary':
    'Olduğu anda haberler: protestolar, basın etkinlikleri ve sokaklar, yerinde çekilmiş.',
  'pages.browse.userGenerated.note':
    'Bu katalogdaki hiçbir klip halktan biri tarafından gönderilmedi, bu yüzden hiçbiri kullanıcı çekimi olarak işaretli değil. Bu sayfa kataloğun editoryal haber görüntülerini, yani bu tür kliplerin genellikle ele aldığı konuları gösterir.',
  'pages.browse.archiveFilm.title': 'Arşiv filmleri',
  'pages.browse.archiveFilm.summary':
    'Geçmiş on yıllardan görüntüler: olaylar, sokaklar ve insanlar oldukları gibi.',
  'pages.browse.archiveFilm.note':
    'Bu katalogda BBC Motion Gallery koleksiyonu yok. Bu adres kataloğun kendi arşiv filmi koleksiyonunu gösterir: {name}.',
  'pages.browse.newsFilm.title': 'Haber arşivi görüntüleri',
  'pages.browse.newsFilm.summary': 'Basın toplantıları, konuşmalar ve protestolar, haberler için çekilmiş.',
  'pages.browse.newsFilm.note':
    'Bu katalogda NBC News Archives koleksiyonu yok. Bu adres kataloğun kendi haber filmi koleksiyonunu gösterir: {name}.',
  'pages.browse.unreleased.title': 'İzinsiz görseller',
  'pages.browse.unreleased.summary':
    'Model ya da mülk izni olmayan yaratıcı görseller: bunun anlamı ve bu mağazada hangilerinin olduğu.',
  'pages.browse.unreleased.note':
    'İzin, görseldeki kişilerin ya da görseldeki bir mülkün sahibinin imzalı onayıdır. İzni olmayan bir görsel, izin gerekmeyen yerlerde, örneğin bir yazıyı görselleştirmek için kullanılabilir, ama asla bir şeyin reklamı ya da tavsiyesi için kullanılamaz. Arama bu görsellerle sınırlandırılamadığı için burada gösterilirler.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    '{site} ziyaretçilerinin ne aradığı ve ne indirdiği, bu mağazanın kendi aramaları ve indirmelerinden sayılarak.',
  'pages.vgps.insights.title': 'İçgörüler',
  'pages.vgps.insights.summary':
    'Son {days} günde {site} üzerinde aranması artan konular, en çok arananlar ve indirilenler.',
  'pages.vgps.results.title': 'Tüm arama eğilimleri',
  'pages.vgps.results.summary':
    'Son {days} günde {site} üzerinde en az iki ziyaretçinin aradığı her ifade, önceki {days} günle karşılaştırmalı.',
  'pages.vgps.dashboard.title': 'Pano',
  'pages.vgps.dashboard.summary': '{site} üzerindeki aramalar ve indirmeler, son {days} gün boyunca gün gün.',
  'pages.vgps.searches': 'Son {days} gündeki aramalar',
  'pages.vgps.downloads': 'Son {days} gündeki indirmeler',
  'pages.vgps.change': 'Önceki {days} güne göre {change}',
  'pages.vgps.new': 'yeni',
  'pages.vgps.rising': 'Yükselen aramalar',
  'pages.vgps.top': 'En çok aranan',
  'pages.vgps.subjects': 'En çok indirilen konular',
  'pages.vgps.mediaTypes': 'İnsanların aradıkları',
  'pages.vgps.downloadKinds': 'İnsanların indirdikleri',
  'pages.vgps.searchesPerDay': 'Günlük aramalar',
  'pages.vgps.downloadsPerDay': 'Günlük indirmeler',
  'pages.vgps.tooFewSearches':
    'Bir eğilim göstermek için henüz çok az arama var: son {days} günde {total, number}. Ziyaretçiler arama yaptıkça eğilimler burada görünür.',
  'pages.vgps.tooFewDownloads':
    'Bir eğilim göstermek için henüz çok az indirme var: son {days} günde {total, number}.',
  'pages.vgps.col.phrase': 'Arama',
  'pages.vgps.col.now': 'Son {days} gün',
  'pages.vgps.col.before': 'Önceki {days} gün',
  'pages.vgps.col.change': 'Değişim',
  'pages.vgps.method':
    'Bu rakamlar nasıl hesaplanır: bir ziyaretçinin gördüğü her sonuç sayfası bir arama sayılır; ikiden az ziyaretçinin aradığı ifadeler gösterilmez, böylece kimse aramalarından tanınamaz. İndirmeler mağazanın iki sitesinde birlikte sayılır. Bir dönem {days} gündür.',
  'pages.tools.image.title': 'Tersine görsel arama',
  'pages.tools.image.summary':
    '{site} üzerinde aynı görseli ya da benzerlerini bulmak için bir görsel yükleyin.',
  'pages.tools.image.label': 'Görsel (JPEG, PNG, WebP veya GIF, en fazla {max, number} MB)',
  'pages.tools.image.how':
    'Mağaza, görselinizin genel biçimini ve renklerini koleksiyondaki her görselle karşılaştırır; böylece küçültülmüş, yeniden sıkıştırılmış ve hafifçe kırpılmış kopyalar da bulunur. Görseliniz sonuçlar paylaşılabilsin diye 24 saat saklanır, sonra silinir.',
  'pages.tools.video.title': 'Tersine video arama',
  'pages.tools.video.summary': '{site} üzerinde benzer görüntüler bulmak için kısa bir klip yükleyin.',
  'pages.tools.video.label':
    'Klip (MP4, WebM veya QuickTime, en fazla {max, number} MB ve {seconds, number} saniye)',
  'pages.tools.video.how':
    'Mağaza, klibinizin ortasından bir kare alır ve tersine görsel aramada olduğu gibi bu kareyle görüntüler arasında arar. Klip, kare alınır alınmaz silinir; kare ise 24 saat sonra.',
  'pages.tools.submit': 'Ara',
  'pages.tools.working': 'Aranıyor…',
  'pages.tools.howTitle': 'Nasıl çalışır',
  'pages.tools.noscript':
    'Bu arama, dosyanızı göndermek için JavaScript gerektirir. Açın ya da arama çubuğunu kullanın.',
  'pages.tools.error.empty': 'Önce bir dosya seçin.',
  'pages.tools.error.failed': 'Arama başlatılamadı. Sayfayı yenileyip tekrar deneyin.',
  'pages.tools.error.tooLarge': 'Bu dosya {max, number} MB’tan büyük. Daha küçük bir dosya seçin.',
  'pages.tools.error.imageType': 'Arama bu görseli okuyamıyor. JPEG, PNG, WebP veya GIF dosyası seçin.',
  'pages.tools.error.videoType': 'Arama bu klibi okuyamıyor. MP4, WebM veya QuickTime dosyası seçin.',
  'pages.tools.error.unreadable': 'Bu dosya okunamadı. Bozuk olabilir; başka birini seçin.',
  'pages.tools.error.tooLong':
    'Bu klip {seconds, number} saniyeden uzun. Kısaltın ya da daha kısa birini seçin.',
  'pages.tools.error.busy': 'Şu anda başka klipler okunuyor. Birazdan tekrar deneyin.',
};

export default messages;
