import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': '{site} hakkında daha fazlası',
  'marketing.comingSoon': 'Çok yakında',
  'marketing.searchCollection': 'Koleksiyonda arayın',

  'marketing.ai.title': 'Yapay zekâ ile görsel oluşturma',
  'marketing.ai.description':
    'Yapay zekâ ile görsel oluşturma ve düzenleme yakında {site} mağazasında. O zamana kadar koleksiyonda arama yapabilirsiniz.',
  'marketing.ai.heading': 'Yapay zekâ ile görseller oluşturun ve uyarlayın',
  'marketing.ai.lead':
    '{site} mağazasına yapay zekâ ile görsel oluşturma ve düzenleme özelliklerini ekliyoruz. Bu araçlar henüz kullanılamıyor: Bu sayfada neler planlandığını anlatıyoruz.',
  'marketing.ai.planned': 'Planlananlar',
  'marketing.ai.generate.title': 'Bir açıklamadan oluşturun',
  'marketing.ai.generate.body':
    'İhtiyacınız olan görseli kendi kelimelerinizle anlatın ve birkaç varyasyon arasından seçim yapın.',
  'marketing.ai.modify.title': 'Bir görseli düzenleyin',
  'marketing.ai.modify.body':
    'Mağazadan ayrılmadan tuvali genişletin, arka planı değiştirin veya bir görselin ayrıntılarını düzenleyin.',
  'marketing.ai.history.title': 'Kaldığınız yerden devam edin',
  'marketing.ai.history.body':
    'Oluşturduklarınız bir geçmişte saklanır; böylece bir açıklamaya geri dönüp onu iyileştirebilirsiniz.',
  'marketing.ai.terms.title': 'Koşullar baştan belli',
  'marketing.ai.terms.body':
    'Oluşturulan görseller, koleksiyondaki her içeriğin bugün yaptığı gibi, indirmeden önce nasıl kullanılabileceklerini gösterecek.',
  'marketing.ai.today.title': 'Bugün kullanılabilir',
  'marketing.ai.today.body':
    'Koleksiyondaki fotoğraflar, illüstrasyonlar, vektörler ve videolar şimdiden aranabilir; her birinin lisans koşulları açıklanmıştır.',

  'marketing.contact.title': 'Satış ekibiyle iletişime geçin',
  'marketing.contact.description':
    '{site} satış ekibine ekip lisansları, toplu satın alımlar ve özel koşullar hakkında danışın.',
  'marketing.contact.heading': 'Satış ekibimizle görüşün',
  'marketing.contact.lead':
    'Bir ekip, büyük bir proje veya alışılmadık bir kullanım için lisans mı gerekiyor? Neye ihtiyacınız olduğunu bize yazın, e-postayla yanıt verelim.',
  'marketing.contact.topics.title': 'Yardımcı olabileceğimiz konular',
  'marketing.contact.topics.team': 'Ekipler ve birden çok kullanıcı için lisanslar',
  'marketing.contact.topics.volume': 'Toplu ve düzenli satın alımlar',
  'marketing.contact.topics.custom': 'Özel lisans koşulları ve genişletilmiş haklar',
  'marketing.contact.topics.invoicing': 'Faturalandırma ve satın alma siparişleri',
  'marketing.contact.form.title': 'Talebiniz',
  'marketing.contact.form.required': 'İsteğe bağlı olarak işaretlenenler dışındaki tüm alanlar zorunludur.',
  'marketing.contact.field.name': 'Ad soyad',
  'marketing.contact.field.email': 'İş e-postası',
  'marketing.contact.field.company': 'Şirket veya kuruluş',
  'marketing.contact.field.optional': 'isteğe bağlı',
  'marketing.contact.field.country': 'Ülke',
  'marketing.contact.field.countryPlaceholder': 'Bir ülke seçin',
  'marketing.contact.field.message': 'Size nasıl yardımcı olabiliriz?',
  'marketing.contact.field.messageHint':
    'Projenizden, ihtiyaç duyduğunuz içerikten ve onu nasıl kullanmayı planladığınızdan bahsedin.',
  'marketing.contact.submit': 'Talebi gönder',
  'marketing.contact.privacy': 'Bu bilgileri yalnızca talebinizi yanıtlamak için kullanırız.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Talebinizi göndermek için # alanı düzeltin.} other {Talebinizi göndermek için # alanı düzeltin.}}',
  'marketing.contact.errors.nameRequired': 'Adınızı girin.',
  'marketing.contact.errors.emailRequired': 'E-posta adresinizi girin.',
  'marketing.contact.errors.emailInvalid': 'E-posta adresini ad@example.com biçiminde girin.',
  'marketing.contact.errors.countryRequired': 'Listeden ülkenizi seçin.',
  'marketing.contact.errors.messageRequired': 'Size nasıl yardımcı olabileceğimizi yazın.',
  'marketing.contact.errors.messageTooShort': 'En az {min, number} karakter yazın.',
  'marketing.contact.errors.tooLong': 'En fazla {max, number} karakter kullanın.',
  'marketing.contact.thanks.title': 'Teşekkürler. Talebiniz gönderildi.',
  'marketing.contact.thanks.body':
    'Satış ekibimiz belirttiğiniz e-posta adresine yanıt verecek. Bu arada koleksiyonu keşfetmeye devam edebilirsiniz.',

  'marketing.guide.title': 'Arama kılavuzu',
  'marketing.guide.description':
    '{site} mağazasında arama: kelimeler, tam ifadeler, hariç tutulan kelimeler, medya türleri, kategoriler ve sıralama.',
  'marketing.guide.heading': 'Nasıl arama yapılır',
  'marketing.guide.lead': 'Birkaç basit teknik, doğru görseli veya klibi daha hızlı bulmanıza yardımcı olur.',
  'marketing.guide.syntax.title': 'Ne yazmalı',
  'marketing.guide.words.title': 'Birkaç kelimeyle başlayın',
  'marketing.guide.words.body':
    'Görselde ne olması gerektiğini anlatın. Sonuçlar yazdığınız tüm kelimeleri herhangi bir sırayla içerir ve bir kelimenin diğer biçimleri de sayılır: mountains araması mountain sonuçlarını da bulur.',
  'marketing.guide.phrase.title': 'Tırnak içinde tam ifadeler',
  'marketing.guide.phrase.body': 'Kelimeleri yan yana ve bu sırayla bulmak için çift tırnak içine alın.',
  'marketing.guide.exclude.title': 'Eksi işaretiyle kelime hariç tutma',
  'marketing.guide.exclude.body':
    'Bir kelimeyi içeren sonuçları çıkarmak için kelimenin hemen önüne eksi işareti koyun.',
  'marketing.guide.either.title': '“or” ile iki kelimeden biri',
  'marketing.guide.either.body':
    'İki kelimeden herhangi birini içeren sonuçları bulmak için aralarına or yazın.',
  'marketing.guide.tryExample': '{query} araması yap',
  'marketing.guide.narrow.title': 'Sonuçları daraltın',
  'marketing.guide.types.title': 'Bir medya türü seçin',
  'marketing.guide.types.body':
    'Aramadan önce arama çubuğunda görselleri veya videoları seçin ya da sonuçların üstündeki sekmelerle geçiş yapın. Her sekme kaç sonuç içerdiğini gösterir.',
  'marketing.guide.filters.title': 'Filtreleri kullanın',
  'marketing.guide.filters.body':
    'Sonuçların yanındaki filtre paneli, sonuçları yön, renk, kişi sayısı, tarih ve daha fazlasına göre daraltır; sunulan filtreler medya türüne bağlıdır. Uygulanan filtreler sonuçların üstünde görünür; bunları tek tek veya hepsini birden kaldırabilirsiniz.',
  'marketing.guide.browse.title': 'Kategorilere göz atın',
  'marketing.guide.browse.body':
    'Ana menü sizi doğrudan illüstrasyonlar veya videolar gibi koleksiyon kategorilerine götürür.',
  'marketing.guide.sort.title': 'Sonuçları sıralayın',
  'marketing.guide.sort.body':
    'Başka bir sıra seçmediğiniz sürece sonuçlar en iyi eşleşmeye göre sıralanır; örneğin en yeniler veya en popülerler önce gelecek şekilde de sıralayabilirsiniz.',
  'marketing.guide.language.title': 'İngilizce arayın',
  'marketing.guide.language.body':
    'Bu koleksiyondaki başlıklar ve anahtar kelimeler İngilizce yazılmıştır; bu nedenle İngilizce arama kelimeleri en çok sonucu verir.',

  'marketing.about.title': 'Hakkımızda',
  'marketing.about.description':
    'Biz kimiz: fotoğraf, illüstrasyon, vektör ve video lisanslamak için açık kaynaklı Lightbox yazılımıyla çalışan bir stok medya mağazası.',
  'marketing.about.heading': '{site} hakkında',
  'marketing.about.lead':
    'Bu mağaza stok fotoğraflar, illüstrasyonlar, vektörler ve videolar sunar. Bir medya koleksiyonunu kendi sunucularınızdan aramak, sunmak ve lisanslamak için geliştirilmiş açık kaynaklı Lightbox yazılımıyla çalışır.',
  'marketing.about.mission.title': 'Ne yapıyoruz',
  'marketing.about.mission.body':
    'İnsanların işleri için görseller ve video çekimleri bulmalarına ve bunları açık koşullarla lisanslamalarına yardımcı oluyoruz. Her içerik lisans türünü ve neye izin verdiğini sade bir dille belirtir.',
  'marketing.about.sites.title': 'İki mağaza, tek koleksiyon',
  'marketing.about.sites.body':
    'Tek bir Lightbox kurulumu, aynı katalog üzerinde bir premium mağaza ve bir abonelik mağazası çalıştırır. Her birinin kendi görünümü ve üslubu vardır; arama ve lisanslama ikisinde de aynı şekilde çalışır.',
  'marketing.about.open.title': 'Açık kaynak, kendi sunucunuzda',
  'marketing.about.open.body':
    'Lightbox, MIT Lisansı ile yayımlanır. Bir ajans veya yayıncı onu kendi kataloğuyla kendi sunucusunda çalıştırabilir ve verilerini istediği yerde tutabilir.',
  'marketing.about.languages.title': 'Birçok dil için tasarlandı',
  'marketing.about.languages.body':
    'Her iki mağaza da 25 dilde kullanılabilir. Ziyaretçiler ülkelerini ve dillerini seçer; bağlantılar, tarihler ve sayılar bu seçime uyar.',
  'marketing.about.principles.title': 'Önem verdiklerimiz',
  'marketing.about.principles.clarity':
    'Açık lisanslar: Bir içeriği kullanmadan önce onunla neler yapabileceğinizi bilirsiniz.',
  'marketing.about.principles.speed':
    'Hızlı arama: Sonuçlar sunucuda oluşturulur ve betikleri beklemeden görüntülenir.',
  'marketing.about.principles.access':
    'Erişilebilirlik: Her sayfa klavye ve ekran okuyucuyla kullanılabilecek şekilde tasarlanmıştır.',
  'marketing.about.principles.privacy':
    'Gizlilik: Ziyaretçi verileri mağazayı işleten kuruluşun sunucularında kalır.',

  'marketing.work.title': 'Bizimle çalışın',
  'marketing.work.description':
    'Lightbox açık kaynaklıdır. Koda, çevirilere, tasarıma ve belgelere nasıl katkıda bulunabileceğinizi öğrenin.',
  'marketing.work.heading': 'Lightbox’ı bizimle birlikte geliştirin',
  'marketing.work.lead':
    'Bu mağazanın arkasındaki yazılım olan Lightbox açık kaynaklı bir projedir. Bizimle çalışmanın en iyi yolu katkıda bulunmaktır: kod, çeviri, tasarım, test ve belgeler, hepsi memnuniyetle karşılanır.',
  'marketing.work.ways.title': 'Katkıda bulunma yolları',
  'marketing.work.code.title': 'Kod',
  'marketing.work.code.body':
    'Lightbox TypeScript ile yazılmıştır; her ekranda React, sunucuda Fastify ve veriler için PostgreSQL kullanılır. Karşılaştığınız bir hatayı düzeltin veya açık bir konuyu üstlenin.',
  'marketing.work.translations.title': 'Çeviriler',
  'marketing.work.translations.body':
    'Her ekran 25 dilde kullanılabilir. Anadili konuşanlar ifadeleri iyileştirebilir ve yeni metinler eklendikçe her dili eksiksiz tutabilir.',
  'marketing.work.design.title': 'Tasarım ve erişilebilirlik',
  'marketing.work.design.body':
    'Her iki mağazayı da anlaşılır, hızlı ve klavye ile ekran okuyucuyla kolay kullanılır hâle getirmemize yardım edin.',
  'marketing.work.testing.title': 'Test',
  'marketing.work.testing.body':
    'Yeni sürümleri kendi kataloğunuz ve tarayıcılarınızla deneyin, olması gerektiği gibi çalışmayan her şeyi bildirin.',
  'marketing.work.reports.title': 'Hata bildirimleri ve fikirler',
  'marketing.work.reports.body':
    'Bir sorunu yeniden oluşturma adımlarını içeren net bir bildirim, yapabileceğiniz en yararlı katkılardan biridir.',
  'marketing.work.docs.title': 'Belgeler',
  'marketing.work.docs.body':
    'Lightbox’ı kuran, yapılandıran ve işleten kişiler için kılavuzları iyileştirin.',
  'marketing.work.start.title': 'Başlarken',
  'marketing.work.start.install':
    'Kaynak kodunu edinin, ardından bağımlılıkları Node.js 20 veya üzeriyle yükleyin.',
  'marketing.work.start.run':
    'Her iki mağazayı da yerleşik bir veritabanı ve bir demo kataloğuyla yerel olarak başlatın.',
  'marketing.work.start.check':
    'Bir değişiklik önermeden önce tür denetimini, linter’ı, çeviri kapsamı denetimini ve tüm testleri çalıştırın.',
  'marketing.work.start.focus':
    'Her değişikliği tek bir amaca odaklı tutun, testleri kapsadıkları kodun yanına koyun ve değişikliğin ne yaptığını ve nedenini açıklayın.',
  'marketing.work.business.title': 'Bu mağazayı işletmeniz için mi kullanıyorsunuz?',
  'marketing.work.business.body':
    'Bir ekip veya büyük bir proje için içerik lisanslamayı konuşmak isterseniz satış ekibimiz memnuniyetle yardımcı olur.',
};

export default messages;
