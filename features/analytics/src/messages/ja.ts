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
  'analytics.consent.group.C0003.desc':
    '追加の設定を記憶します。現在、このストアではこの種類のCookieを使用していません。',
  'analytics.consent.group.C0004': 'ターゲティング',
  'analytics.consent.group.C0004.desc':
    'マーケティングツールがあなたに合ったご案内を表示します。ストアの運営者が追加しない限り、動作するツールはありません。',
  'analytics.consent.group.C0005': 'ソーシャルメディア',
  'analytics.consent.group.C0005.desc':
    '共有ボタンや埋め込みのソーシャルネットワークです。現在、このストアにはありません。',
  'analytics.operator.title': 'ストア分析',
  'analytics.operator.intro': 'このサイトの過去 {days} 日間、ストアが記録したイベントから集計しています。',
  'analytics.operator.searchesPerDay': '1 日あたりの検索数',
  'analytics.operator.showFigures': '数値を表示',
  'analytics.operator.funnel': '検索から購入まで',
  'analytics.operator.topQueries': 'よく検索されたキーワード',
  'analytics.operator.zeroResults': '結果のない検索',
  'analytics.operator.zeroResultsIntro':
    '何も見つからなかったキーワード：画像やキーワードを追加してください。',
  'analytics.operator.topAssets': 'よく見られた素材',
  'analytics.operator.topBoards': '保存の多いボード',
  'analytics.operator.consent': '国別の同意',
  'analytics.operator.vitals': 'ページ別ウェブバイタル（75 パーセンタイル）',
  'analytics.operator.empty': 'まだ記録がありません。',
  'analytics.operator.col.day': '日付',
  'analytics.operator.col.count': '件数',
  'analytics.operator.col.step': 'ステップ',
  'analytics.operator.col.visitors': '訪問者',
  'analytics.operator.col.phrase': 'キーワード',
  'analytics.operator.col.country': '国',
  'analytics.operator.col.acceptedAll': 'すべて許可',
  'analytics.operator.col.performance': 'パフォーマンスを許可',
  'analytics.operator.col.page': 'ページ',
  'analytics.operator.col.metric': '指標',
  'analytics.operator.col.threshold': '良好 / 不良の基準',
  'analytics.operator.rating.good': '良好',
  'analytics.operator.rating.needs-improvement': '要改善',
  'analytics.operator.rating.poor': '不良',
  'analytics.operator.console': '運営コンソール',
};

export default messages;
