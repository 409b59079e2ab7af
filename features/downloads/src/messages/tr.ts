import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Lisanslar ve indirmeler',
  'downloads.history.intro': 'Tüm lisanslarınız, en yeni önce, her indirmesiyle birlikte.',
  'downloads.history.introTeam':
    'Sizin ve ekibinizin tüm lisansları, en yeni önce, her indirmesiyle birlikte.',
  'downloads.filter.legend': 'Lisans bul',
  'downloads.filter.search': 'Başlık veya dosya kimliği',
  'downloads.filter.from': 'Verildiği tarih (başlangıç)',
  'downloads.filter.to': 'Verildiği tarih (bitiş)',
  'downloads.filter.user': 'Ekip üyesi',
  'downloads.filter.everyone': 'Herkes',
  'downloads.filter.submit': 'Ara',
  'downloads.filter.reset': 'Temizle',
  'downloads.filter.bad':
    'Bu alanı kontrol edin: tarihler YYYY-AA-GG biçimindedir ve ilki ikinciden önce gelir.',
  'downloads.export': 'CSV olarak dışa aktar',
  'downloads.empty': 'Bu filtrelere uyan lisans yok.',
  'downloads.model.rf': 'Telifsiz',
  'downloads.model.rm': 'Hakları yönetilen',
  'downloads.model.rr': 'Hakları hazır',
  'downloads.size.small': 'Küçük',
  'downloads.size.medium': 'Orta',
  'downloads.size.large': 'Büyük (orijinal)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektör)',
  'downloads.size.ai': 'AI (vektör)',
  'downloads.licence.id': 'Lisans {id}',
  'downloads.licence.order': 'Sipariş {number}',
  'downloads.licence.plan': 'Plan: {plan}',
  'downloads.licence.projectCode': 'Proje kodu: {code}',
  'downloads.licence.granted': 'Veriliş: {date}',
  'downloads.licence.holder': 'Lisans sahibi: {name}',
  'downloads.licence.useBy': 'Son kullanım: {date}',
  'downloads.licence.usage': 'Kullanım: {usage}',
  'downloads.licence.download': 'Yeniden indir',
  'downloads.licence.certificate': 'Lisans belgesi (PDF)',
  'downloads.list.caption': '{id} numaralı lisansın indirmeleri',
  'downloads.list.none': 'Henüz indirilmedi.',
  'downloads.list.when': 'Ne zaman',
  'downloads.list.who': 'Kim',
  'downloads.list.size': 'Boyut',
  'downloads.list.type': 'Tür',
  'downloads.list.anonymous': 'Sipariş e-postasındaki bağlantı',
  'downloads.type.single': 'İndirme',
  'downloads.type.re_download': 'Yeniden indirme',
  'downloads.type.anonymous': 'E-posta bağlantısı',
  'downloads.type.multiple': 'Çoklu indirme',
  'downloads.page.label': 'Sayfalar',
  'downloads.page.previous': 'Önceki',
  'downloads.page.next': 'Sonraki',
  'downloads.page.current': 'Sayfa {n}',
  'downloads.csv.asset': 'Dosya kimliği',
  'downloads.csv.title': 'Başlık',
  'downloads.csv.model': 'Lisans modeli',
  'downloads.csv.obtained': 'Edinme yolu',
  'downloads.csv.downloads': 'İndirmeler',
  'downloads.csv.lastDownload': 'Son indirme',
  'downloads.csv.licence': 'Lisans kimliği',
  'downloads.csv.projectCode': 'Proje kodu',
  'downloads.csv.granted': 'Veriliş tarihi',
  'downloads.csv.useBy': 'Son kullanım tarihi',
  'downloads.csv.holder': 'Lisans sahibi',
  'downloads.cert.title': 'Lisans belgesi',
  'downloads.cert.licensor': 'Lisans veren',
  'downloads.cert.licensee': 'Lisans alan',
  'downloads.cert.asset': 'Dosya',
  'downloads.cert.terms':
    '{url} adresindeki lisans sözleşmesi kapsamında verilmiştir. Herkes bu belgeyi lisans kimliğiyle lisans verene doğrulatabilir.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'İndirmeniz',
  'downloads.zip.ready':
    '{count, plural, one {# lisanslı dosya tek bir zip içinde hazır.} other {# lisanslı dosya tek bir zip içinde hazır.}}',
  'downloads.zip.download': 'Zip’i indir',
  'downloads.zip.notLicensed': 'Lisansınız olmadığı için dışarıda bırakıldı (önce lisanslayın): {ids}',
  'downloads.zip.notFile': 'Durağan görüntü dosyası olmadıkları için dışarıda bırakıldı: {ids}',
  'downloads.zip.none':
    'Seçilen görsellerin hiçbiri için lisansınız yok. Önce lisanslayın, sonra buradan indirin.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Bu indirme bağlantısı geçerli değil',
  'downloads.anon.invalid.body':
    'Bağlantı değiştirilmiş veya eksik kopyalanmış olabilir. Bağlantıyı sipariş e-postanızda göründüğü gibi kullanın ya da oturum açıp dosyayı lisanslarınızdan indirin.',
  'downloads.anon.expired.title': 'Bu indirme bağlantısının süresi doldu',
  'downloads.anon.expired.body':
    'Sipariş e-postasındaki indirme bağlantıları 7 gün geçerlidir. Dosyayı lisanslarınızdan ücretsiz olarak yeniden indirmek için oturum açın.',
  'downloads.anon.history': 'Lisanslarınıza gidin',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Dosyalarınızı kullanma',
  'downloads.faq.intro':
    'Bu mağazadan lisanslı bir dosya indirdiğinizde ne aldığınız: biçimler, boyutlar, renk ve dosyayla birlikte giden lisans.',
  'downloads.faq.toc': 'Bu sayfada',
  'downloads.faq.photos.title': 'Fotoğraflar',
  'downloads.faq.photos.sizes':
    'Fotoğraflar en fazla üç boyutta satılır: küçük boyut uzun kenarda 800 piksel, orta 2.000 piksel, büyük ise orijinalin kendisidir. Bir boyut yalnızca orijinalden küçükse sunulur; hiçbir şey büyütülmez.',
  'downloads.faq.photos.format':
    'Her fotoğraf JPEG dosyası olarak iner. Küçük ve orta boyut orijinalden küçültülür ve 90 kalitesinde kaydedilir; büyük boyut orijinaldir, 90 kalitesinde ve tam renk ayrıntısıyla kaydedilir.',
  'downloads.faq.photos.colour':
    'Dosyalar ekranlar ve web için standart olan sRGB renk uzayındadır. Baskı için görüntü düzenleyicinizde matbaanızın profiline dönüştürün ve önce bir prova kontrol edin.',
  'downloads.faq.photos.rights':
    'Lisansınız dosyayla birlikte gider: dosyanın XMP meta verileri yaratıcıyı, lisans sahibini ve lisans koşullarının nerede olduğunu belirtir. Dosyayı düzenlerken veya dışa aktarırken bu meta verileri koruyun.',
  'downloads.faq.illustrations.title': 'İllüstrasyonlar ve vektörler',
  'downloads.faq.illustrations.body':
    'İllüstrasyonlar ve vektörler fotoğraflar gibi iner: yukarıdaki boyutlarda, sRGB’de, lisansı XMP meta verilerinde olan JPEG dosyaları olarak.',
  'downloads.faq.illustrations.vector':
    'EPS veya AI dosyalarından içe aktarılan vektörler, büyük boyut lisansı ya da plan lisansıyla bu dosyanın kendisi olarak da bayt bayt indirilebilir: lisans geçmişiniz bunu JPEG’in yanında “EPS (vektör)” veya “AI (vektör)” olarak sunar. Küçük ve orta boy lisanslar yalnızca JPEG indirir; diğer vektörler JPEG olarak indirilir.',
  'downloads.faq.video.title': 'Video klipler',
  'downloads.faq.video.sizes':
    'Klipler, klibin kendi çözünürlüğüne kadar SD, HD (uzun kenar en az 1.280 piksel) veya 4K (3.840 piksel) olarak lisanslanır: 4K yalnızca 4K çekilmiş klipler için sunulur.',
  'downloads.faq.video.preview':
    'Satın almadan önce her klibin 4 saniyelik filigranlı bir önizlemesi (WebM, 480 piksel genişliğinde) ve bir durağan görüntüsü vardır.',
  'downloads.faq.video.download':
    'Lisanslı klipler, lisanslanan çözünürlükte H.264 MP4 dosyaları olarak indirilir; klibin kendi kare hızı ve süresi korunur, künye ve telif bilgileri dosyanın meta verilerinde yer alır. Klip, ilk indirildiğinde sizin için hazırlanır (SD için birkaç saniye, 4K için bir iki dakika): sayfa ilerlemeyi gösterir ve indirme kendiliğinden başlar.',
  'downloads.faq.again.title': 'Yeniden indirme',
  'downloads.faq.again.body':
    'Lisanslı her dosya, lisans geçmişinizden ücretsiz olarak yeniden indirilebilir. Bir dosya satın aldığınızda sipariş onay e-postasında da oturum açmadan 7 gün çalışan bir indirme bağlantısı bulunur.',
  'downloads.faq.again.link': 'Lisans geçmişinize gidin',
  'downloads.faq.link': 'Dosyalarınızı kullanma konusunda yardım',
  'downloads.comps.title': 'Taslak görseller',
  'downloads.comps.intro':
    'Filigranlı taslak görseller, indirildikleri tarihten itibaren 30 gün boyunca mizanpaj ve maket çalışmalarında ücretsiz kullanılabilir. Nihai işte kullanmak için içeriği lisanslayın.',
  'downloads.comps.usable': '{date} tarihine kadar mizanpajlarda kullanılabilir',
  'downloads.comps.expired':
    'Taslak süresi {date} tarihinde sona erdi: kullanmaya devam etmek için içeriği lisanslayın',
  'downloads.comps.license': 'Bu içeriği lisanslayın',
  'downloads.drawer.button': 'İndirmeler',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {İndirmeler (# devam ediyor)} other {İndirmeler (# devam ediyor)}}',
  'downloads.drawer.title': 'İndirmeleriniz',
  'downloads.drawer.close': 'Kapat',
  'downloads.drawer.inProgress': 'Devam edenler',
  'downloads.drawer.done': 'Tamamlananlar',
  'downloads.drawer.empty': 'Henüz bir şey indirmediniz. İndirdiğiniz lisanslı dosyalar burada görünür.',
  'downloads.drawer.history': 'Tüm lisanslar ve indirmeler',
  'downloads.drawer.again': 'Yeniden indir',
  'downloads.drawer.download': 'İndir',
  'downloads.drawer.zip': '{count, plural, one {Tek zip içinde # dosya} other {Tek zip içinde # dosya}}',
  'downloads.drawer.state.preparing': 'Dosyalar hazırlanıyor: %{percent}',
  'downloads.drawer.state.ready': 'İndirmeye hazır',
  'downloads.drawer.state.sending': 'İndiriliyor: %{percent}',
  'downloads.drawer.state.paused':
    '%{percent} seviyesinde durdu: tarayıcınızın indirmeler listesinden sürdürün veya yeniden indirin',
  'downloads.drawer.state.done': 'İndirildi',
  'downloads.clip.title': 'Klibiniz hazırlanıyor',
  'downloads.clip.intro':
    '“{title}”, lisansınızın izin verdiği boyutta hazırlanıyor. İndirme, klip hazır olur olmaz burada başlar: 4K için bir iki dakika sürer.',
  'downloads.clip.ready': 'Hazır: indirmeniz başlıyor.',
  'downloads.clip.retry': 'Hazır olunca indir',
  'downloads.zip.planOffer':
    '{count, plural, one {{plan} planınızla seçilen diğer # içeriği de lisanslayabilirsiniz.} other {{plan} planınızla seçilen diğer içeriklerden # tanesini lisanslayabilirsiniz.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Planımla # içeriği lisansla ve ekle} other {Planımla # içeriği lisansla ve ekle}}',
};

export default messages;
