import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'プライバシーの設定',
  'analytics.consent.intro':
    'ストアの運営に Cookie を使用し、お客様の許可を得たうえで利用状況の計測や最適なご案内に使用します。',
  'analytics.consent.acceptAll': 'すべて許可',
  'analytics.consent.rejectAll': '必須のみ',
  'analytics.consent.customise': 'Cookie を選択',
  'analytics.consent.save': '選択を保存',
  'analytics.consent.close': '閉じてすべての Cookie を許可',
  'analytics.consent.alwaysOn': '常に有効',
  'analytics.consent.settings': 'Cookie 設定',
  'analytics.consent.pageIntro':
    'このストアが使用できる Cookie を選択してください。各ページ下部のリンクからいつでも変更できます。',
  'analytics.consent.group.C0001': '必須',
  'analytics.consent.group.C0001.desc': 'サインイン、カート、セキュリティ。無効にできません。',
  'analytics.consent.group.C0002': 'パフォーマンス',
  'analytics.consent.group.C0002.desc': '訪問数を数え、ページの速度を計測してストアを改善します。',
  'analytics.consent.group.C0003': '機能',
  'analytics.consent.group.C0003.desc': '国や言語などの選択を記憶します。',
  'analytics.consent.group.C0004': 'ターゲティング',
  'analytics.consent.group.C0004.desc': '興味に合ったご案内を表示します。',
  'analytics.consent.group.C0005': 'ソーシャルメディア',
  'analytics.consent.group.C0005.desc': '画像をソーシャルネットワークで共有できます。',
};

export default messages;
