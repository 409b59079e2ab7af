import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Gizlilik tercihleriniz',
  'analytics.consent.intro':
    'Çerezleri mağazanın çalışması için ve izninizle kullanımı ölçmek ve size uygun teklifler göstermek için kullanıyoruz.',
  'analytics.consent.acceptAll': 'Tümünü kabul et',
  'analytics.consent.rejectAll': 'Yalnızca gerekli olanlar',
  'analytics.consent.customise': 'Çerezleri seç',
  'analytics.consent.save': 'Seçimleri kaydet',
  'analytics.consent.close': 'Kapat ve tüm çerezleri kabul et',
  'analytics.consent.alwaysOn': 'Her zaman açık',
  'analytics.consent.settings': 'Çerez ayarları',
  'analytics.consent.pageIntro':
    'Bu mağazanın hangi çerezleri kullanabileceğini seçin. Fikrinizi her sayfanın altındaki bağlantıdan istediğiniz zaman değiştirebilirsiniz.',
  'analytics.consent.group.C0001': 'Kesinlikle gerekli',
  'analytics.consent.group.C0001.desc': 'Oturum açma, sepet ve güvenlik. Kapatılamaz.',
  'analytics.consent.group.C0002': 'Performans',
  'analytics.consent.group.C0002.desc':
    'Ziyaretleri sayar ve sayfa hızını ölçer, böylece mağazayı iyileştiririz.',
  'analytics.consent.group.C0003': 'İşlevsel',
  'analytics.consent.group.C0003.desc':
    'Ek tercihleri hatırlar. Mağaza şu anda bu türde bir çerez kullanmıyor.',
  'analytics.consent.group.C0004': 'Hedefleme',
  'analytics.consent.group.C0004.desc':
    'Pazarlama araçlarının teklifleri size göre uyarlamasına izin verir. Mağaza işletmecisi eklemedikçe hiçbiri çalışmaz.',
  'analytics.consent.group.C0005': 'Sosyal medya',
  'analytics.consent.group.C0005.desc':
    'Paylaşım düğmeleri ve gömülü sosyal ağlar. Mağazada şu anda bunlar yok.',
  'analytics.operator.title': 'Mağaza analizi',
  'analytics.operator.intro': 'Bu sitede son {days} gün, mağazanın kaydettiği olaylara göre.',
  'analytics.operator.searchesPerDay': 'Günlük arama sayısı',
  'analytics.operator.showFigures': 'Rakamları göster',
  'analytics.operator.funnel': 'Aramadan satın almaya',
  'analytics.operator.topQueries': 'En çok yapılan aramalar',
  'analytics.operator.zeroResults': 'Sonuçsuz aramalar',
  'analytics.operator.zeroResultsIntro':
    'Hiçbir şey bulamayan ifadeler: bunlar için görsel veya anahtar kelime ekleyin.',
  'analytics.operator.topAssets': 'En çok görüntülenen içerikler',
  'analytics.operator.topBoards': 'En çok kaydedilen panolar',
  'analytics.operator.consent': 'Ülkeye göre onay',
  'analytics.operator.vitals': 'Sayfa başına web metrikleri (75. yüzdelik)',
  'analytics.operator.empty': 'Henüz kayıt yok.',
  'analytics.operator.col.day': 'Gün',
  'analytics.operator.col.count': 'Sayı',
  'analytics.operator.col.step': 'Adım',
  'analytics.operator.col.visitors': 'Ziyaretçiler',
  'analytics.operator.col.phrase': 'İfade',
  'analytics.operator.col.country': 'Ülke',
  'analytics.operator.col.acceptedAll': 'Tümünü kabul etti',
  'analytics.operator.col.performance': 'Performansa izin verdi',
  'analytics.operator.col.page': 'Sayfa',
  'analytics.operator.col.metric': 'Ölçüm',
  'analytics.operator.col.threshold': 'İyi / kötü sınırı',
  'analytics.operator.rating.good': 'İyi',
  'analytics.operator.rating.needs-improvement': 'İyileştirilmeli',
  'analytics.operator.rating.poor': 'Kötü',
  'analytics.operator.console': 'Operatör konsolu',
};

export default messages;
