import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Planlar ve fiyatlar',
  'plans.pricing.intro':
    'Görsellere ve videolara çalıştığınız gibi ödeyin: ihtiyaç duyduğunuzda kredi, düzenli işler için abonelik ya da bir indirme paketi.',
  'plans.pricing.rates':
    'Fiyatlar {currency} cinsindendir; ABD dolarından {date} tarihli döviz kurlarıyla çevrilmiştir.',
  'plans.pricing.priceUnavailable': 'Fiyat kullanılamıyor',
  'plans.pricing.addToCart': 'Sepete ekle',
  'plans.pricing.viewPlan': 'Planı görüntüle',
  'plans.pricing.back': 'Tüm planlar ve fiyatlar',
  'plans.pricing.credits.title': 'Kredi paketleri',
  'plans.pricing.credits.intro':
    'Bir kez ödeyin, kredileri telifsiz herhangi bir görsel veya videoda kullanın.',
  'plans.pricing.perCredit': 'Kredi başına {price}',
  'plans.pricing.subscriptions.title': 'Abonelikler',
  'plans.pricing.subscriptions.intro':
    'Her ay belirli sayıda indirme. Aylık ödeyin ya da bir yıl için tek seferde ödeyip kullanılmayan indirmeleri yıl içinde devredin.',
  'plans.pricing.term.legend': 'Faturalandırma',
  'plans.pricing.term.monthly': 'Aylık',
  'plans.pricing.term.annual': 'Yıllık',
  'plans.pricing.perMonth': 'Aylık {price}',
  'plans.pricing.perYear': 'Yıllık {price}',
  'plans.pricing.video.title': 'Premium artı video',
  'plans.pricing.video.intro': 'Signature plus planları tüm telifsiz görselleri ve videoları kapsar.',
  'plans.pricing.imagePacks.title': 'Görsel paketleri',
  'plans.pricing.imagePacks.intro': 'Tek boyutta belirli sayıda indirme, tek seferde ödenir.',
  'plans.pricing.custom.title': 'Özel medya',
  'plans.pricing.custom.intro': 'Bize brief gönderin, size özel görseller ve videolar üretelim.',
  'plans.pricing.premium.title': 'Premium Access sözleşmeleri',
  'plans.pricing.premium.intro':
    'İşletmeler için yıllık sözleşmeler; her birinin yıllık indirme sınırı vardır.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature artı video',
  'plans.pricing.size.small': 'küçük boyut',
  'plans.pricing.size.medium': 'orta boyut',
  'plans.pricing.size.high': 'yüksek çözünürlük',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Editoryal abonelik',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Özel medya',
  'plans.pricing.credits': '{count, plural, one {# kredi} other {# kredi}}',
  'plans.pricing.imagePack': '{count, plural, one {# görsel} other {# görsel}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, one {ayda # indirme} other {ayda # indirme}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {yılda # indirme} other {yılda # indirme}}',
  'plans.pricing.customAssets': '{count, plural, one {# özel içerik} other {# özel içerik}}',
  'plans.pricing.faq.title': 'Planlarla ilgili sorular',
  'plans.pricing.faq.cancel.q': 'Aboneliğimi iptal edebilir miyim?',
  'plans.pricing.faq.cancel.a':
    'Evet, istediğiniz zaman. Aylık plan, ödenen ayın sonuna kadar sürer. Yıllık plan yenilenmeyi bırakır ve yılının sonuna kadar sürer; erken fesih ücreti yoktur ve başlamış bir yılın ücreti iade edilmez.',
  'plans.pricing.faq.rollover.q': 'Kullanmadığım indirmelere ne olur?',
  'plans.pricing.faq.rollover.a':
    'Yıllık planda kullanılmayan aylık indirmeler yıl içinde devredilir, sonraki yıla aktarılmaz.',
  'plans.pricing.faq.expiry.q': 'Krediler ve görsel paketleri sona erer mi?',
  'plans.pricing.faq.expiry.a':
    'Hayır, yılda en az bir kez oturum açtığınız sürece. Kullanılmamış bir paket {days} gün içinde iade edilebilir.',
  'plans.pricing.faq.licence.q': 'Bir abonelik indirmesini ne kadar süre kullanabilirim?',
  'plans.pricing.faq.licence.a':
    'Planın bitişinden sonraki {days} gün içinde bir projede kullanılmayan indirme lisansını kaybeder.',
  'plans.pricing.faq.payment.q': 'Yenileme ödemesi başarısız olursa ne olur?',
  'plans.pricing.faq.payment.a': '{days} gün içinde {count} kez yeniden denenir, ardından plan sona erer.',
  'plans.pricing.faq.tax.q': 'Fiyatlara vergi dahil mi?',
  'plans.terms.title': 'Taahhüt ve iptal',
  'plans.terms.includes': 'Neler dahil',
  'plans.terms.commitment': 'Toplam taahhüt',
  'plans.terms.cancellation': 'İptal',
  'plans.terms.refund': 'İade',
  'plans.terms.renewal': 'Yenileme',
  'plans.terms.monthly.commitment': '{price}, her ay tahsil edilir. Ödenen ayın ötesinde taahhüt yoktur.',
  'plans.terms.monthly.cancel': 'İstediğiniz zaman iptal edin: plan, ödenen ayın sonuna kadar sürer.',
  'plans.terms.annual.commitment':
    '{price}, {months} ay için tek ödeme. İptal etmediğiniz sürece her yıl yenilenir.',
  'plans.terms.annual.cancel':
    'İstediğiniz zaman iptal edin: bir sonraki yenileme durur ve plan yılın sonuna kadar sürer. Erken fesih ücreti yoktur ve başlamış bir yılın ücreti iade edilmez.',
  'plans.terms.annual.notice': 'Her yenilemeden {days} gün önce size e-posta göndeririz.',
  'plans.terms.retries':
    'Başarısız bir yenileme ödemesi {days} gün içinde {count} kez yeniden denenir, ardından plan sona erer.',
  'plans.terms.pack.commitment': '{price}, tek ödeme.',
  'plans.terms.pack.refund': 'Kullanılmamış bir paket {days} gün içinde iade edilebilir.',
  'plans.terms.pack.expiry': 'Yılda en az bir kez oturum açtığınız sürece hiç sona ermez.',
  'plans.terms.credits.expiry': 'Yılda en az bir kez oturum açtığınız sürece krediler hiç sona ermez.',
  'plans.terms.tier.essentials': 'Yalnızca Essentials görseller (özel olmayan).',
  'plans.terms.tier.signature': 'Tüm telifsiz görseller.',
  'plans.terms.tier.signatureplus': 'Tüm telifsiz görseller ve videolar.',
  'plans.terms.rollover': 'Kullanılmayan aylık indirmeler yıl içinde devredilir (sonraki yıla aktarılmaz).',
  'plans.terms.useBy':
    'Planın bitişinden sonraki {days} gün içinde bir projede kullanılmayan indirme lisansını kaybeder.',
  'plans.terms.costs': 'Bir içeriğin maliyeti',
  'plans.terms.cost.essentialsImage': 'Essentials görsel',
  'plans.terms.cost.signatureImage': 'Signature görsel',
  'plans.terms.cost.essentialsVideo': 'Essentials video',
  'plans.terms.cost.signatureVideo': 'Signature video',
  'plans.terms.cost.extended': 'Genişletilmiş lisans',
  'plans.terms.cost.extendedCredits': 'Görsel için +{image}, video için +{video}',
  'plans.terms.cap': 'Yılda en fazla {count, plural, one {# indirme} other {# indirme}}.',
  'plans.terms.projectCode': 'Her indirme bir proje kodu ister.',
  'plans.terms.overage':
    'Sınırın üzerindeki indirmeler tanesi {price} olarak bir sonraki yenilemede ücretlendirilir.',
  'plans.terms.custom.delivery':
    'Sizin için üretilen her içerik, teslimden sonra {days} gün boyunca indirilebilir.',
  'plans.terms.tax': 'Fiyatlara vergi dahil değildir; vergi, ödeme sırasında fatura ülkenize göre eklenir.',
};

export default messages;
