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
  'analytics.consent.group.C0003.desc': 'Ülke ve dil gibi seçimleri hatırlar.',
  'analytics.consent.group.C0004': 'Hedefleme',
  'analytics.consent.group.C0004.desc': 'İlgi alanlarınıza uygun teklifler göstermemize yardımcı olur.',
  'analytics.consent.group.C0005': 'Sosyal medya',
  'analytics.consent.group.C0005.desc': 'Görselleri sosyal ağlarda paylaşmanızı sağlar.',
};

export default messages;
