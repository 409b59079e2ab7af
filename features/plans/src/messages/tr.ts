import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planlar ve fiyatlar',
  'plans.spend.title': 'Planınızı kullanın',
  'plans.spend.usesDownloads':
    '{available, number} hakkınızdan {units, plural, one {# indirme} other {# indirme}} kullanır',
  'plans.spend.usesCredits':
    '{available, number} kredinizden {units, plural, one {# kredi} other {# kredi}} kullanır',
  'plans.spend.overage': 'İndirme sınırınızın üzerinde: bir sonraki yenilemenizle faturalandırılır',
  'plans.spend.refused.not_rf': 'Planlar yalnızca telifsiz dosyaları lisanslar',
  'plans.spend.refused.media': 'Bu plan bu tür dosyaları kapsamaz',
  'plans.spend.refused.tier': 'Essentials planları yalnızca Essentials dosyalarını kapsar',
  'plans.spend.refused.agreement': 'Bu dosya bu sözleşmenin parçası değil',
  'plans.spend.refused.not_delivered': 'Bu sözleşme için teslim edilmedi veya indirme süresi geçti',
  'plans.spend.refused.not_enough': 'Bu planda yeterli bakiye kalmadı',
  'plans.spend.extended':
    'Genişletilmiş lisansı ekleyin: {credits, plural, one {# kredi daha} other {# kredi daha}}',
  'plans.spend.projectCode': 'Proje kodu',
  'plans.spend.projectCodeHint': 'Sözleşme gerektirdiğinde zorunludur',
  'plans.spend.note': 'Not (isteğe bağlı)',
  'plans.spend.optional': '(isteğe bağlı)',
  'plans.spend.submit': 'Planımla lisansla',
  'plans.spend.confirmTitle': 'Lisansınızı onaylayın',
  'plans.spend.confirmBody': '“{title}”, {plan} ile lisanslansın mı?',
  'plans.spend.confirm': 'Onayla ve lisansla',
  'plans.spend.back': 'Dosyaya dön',
  'plans.spend.licensedTitle': 'Lisanslandı',
  'plans.spend.licensedBody': '“{title}” artık sizin için lisanslı.',
  'plans.spend.remainingDownloads':
    '{plan} için {remaining, plural, one {# indirme} other {# indirme}} kaldı.',
  'plans.spend.remainingCredits': '{plan} için {remaining, plural, one {# kredi} other {# kredi}} kaldı.',
  'plans.spend.download': 'Dosyayı indir',
  'plans.spend.held': 'Bu dosya için zaten bir lisansınız var: ücretsiz olarak yeniden indirin.',
  'plans.spend.getPlan': 'İhtiyacınız olanı bir planla indirin.',
  'plans.spend.seePlans': 'Abonelikleri görün',
  'plans.spend.seeCredits': 'Kredi satın alın',
  'plans.spend.noneUsable': 'Planlarınızın hiçbiri bu dosyayı kapsamıyor.',
  'plans.spend.useBy':
    'Planınız sona erdiğinde, {days} gün içinde bir projede kullanılmayan indirme lisansını kaybeder.',
  'plans.spend.yourPlans': 'Planlarınız',
};

export default messages;
