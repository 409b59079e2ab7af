import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': '{site}について詳しく',
  'marketing.comingSoon': '近日公開',
  'marketing.searchCollection': 'コレクションを検索',

  'marketing.ai.title': 'AI画像生成',
  'marketing.ai.description':
    'AIによる画像の生成と編集は、まもなく{site}で利用できるようになります。それまではコレクションを検索してください。',
  'marketing.ai.heading': 'AIで画像を作成・調整',
  'marketing.ai.lead':
    '{site}にAIによる画像の生成と編集を組み込む準備を進めています。これらのツールはまだご利用いただけません。このページでは予定している機能をご紹介します。',
  'marketing.ai.planned': '予定している機能',
  'marketing.ai.generate.title': '説明文から生成',
  'marketing.ai.generate.body': '必要な画像を自分の言葉で説明し、複数のバリエーションから選べます。',
  'marketing.ai.modify.title': '画像を編集',
  'marketing.ai.modify.body':
    'ストアから離れることなく、キャンバスの拡張、背景の置き換え、画像の細部の変更ができます。',
  'marketing.ai.history.title': '続きからすぐに再開',
  'marketing.ai.history.body': '生成した画像は履歴に保存されるため、説明文に戻って改善できます。',
  'marketing.ai.terms.title': '利用条件を事前に明示',
  'marketing.ai.terms.body':
    '生成された画像は、現在コレクションのすべての素材と同じように、ダウンロード前に利用方法を表示します。',
  'marketing.ai.today.title': '現在ご利用いただける機能',
  'marketing.ai.today.body':
    'コレクションの写真、イラスト、ベクター、動画はすでに検索でき、それぞれのライセンス条件も説明されています。',

  'marketing.contact.title': '営業担当へのお問い合わせ',
  'marketing.contact.description':
    'チーム向けライセンス、大量購入、個別条件について、{site}の営業チームにお問い合わせください。',
  'marketing.contact.heading': '営業チームにご相談ください',
  'marketing.contact.lead':
    'チームでの利用、大規模なプロジェクト、特殊な用途のライセンスをお探しですか？ご要望をお知らせいただければ、メールでご返信します。',
  'marketing.contact.topics.title': 'ご相談いただける内容',
  'marketing.contact.topics.team': 'チームや複数ユーザー向けのライセンス',
  'marketing.contact.topics.volume': '大量購入・継続購入',
  'marketing.contact.topics.custom': '個別のライセンス条件と拡張権利',
  'marketing.contact.topics.invoicing': '請求書払いと発注書',
  'marketing.contact.form.title': 'お問い合わせ内容',
  'marketing.contact.form.required': '任意と記載された項目以外はすべて必須です。',
  'marketing.contact.field.name': '氏名',
  'marketing.contact.field.email': '勤務先のメールアドレス',
  'marketing.contact.field.company': '会社名・団体名',
  'marketing.contact.field.optional': '任意',
  'marketing.contact.field.country': '国',
  'marketing.contact.field.countryPlaceholder': '国を選択してください',
  'marketing.contact.field.message': 'ご用件',
  'marketing.contact.field.messageHint':
    'プロジェクトの概要、必要なコンテンツ、予定している用途をお書きください。',
  'marketing.contact.submit': '送信する',
  'marketing.contact.privacy': 'ご入力いただいた情報は、お問い合わせへの回答にのみ使用します。',
  'marketing.contact.errors.summary':
    '{count, plural, other {お問い合わせを送信するには、#件の項目を修正してください。}}',
  'marketing.contact.errors.nameRequired': '氏名を入力してください。',
  'marketing.contact.errors.emailRequired': 'メールアドレスを入力してください。',
  'marketing.contact.errors.emailInvalid': 'name@example.com の形式でメールアドレスを入力してください。',
  'marketing.contact.errors.countryRequired': 'リストから国を選択してください。',
  'marketing.contact.errors.messageRequired': 'ご用件を入力してください。',
  'marketing.contact.errors.messageTooShort': '{min, number}文字以上で入力してください。',
  'marketing.contact.errors.tooLong': '{max, number}文字以内で入力してください。',
  'marketing.contact.thanks.title': 'ありがとうございます。お問い合わせを送信しました。',
  'marketing.contact.thanks.body':
    '営業チームより、ご入力いただいたメールアドレスにご返信します。その間も、引き続きコレクションをご覧ください。',

  'marketing.guide.title': '検索ガイド',
  'marketing.guide.description':
    '{site}での検索方法：キーワード、完全一致のフレーズ、除外するキーワード、メディアの種類、カテゴリ、並べ替え。',
  'marketing.guide.heading': '検索のしかた',
  'marketing.guide.lead': 'いくつかの簡単なテクニックで、目的の画像や動画クリップをすばやく見つけられます。',
  'marketing.guide.syntax.title': '入力のしかた',
  'marketing.guide.words.title': 'まずは少ない語数で',
  'marketing.guide.words.body':
    '画像に写っているべきものを言葉で表してください。検索結果には、入力したすべての語が順不同で含まれます。語形の違いも考慮され、mountains で mountain も見つかります。',
  'marketing.guide.phrase.title': '完全一致は引用符で',
  'marketing.guide.phrase.body':
    '語を半角のダブルクォーテーションで囲むと、その順序で隣り合っている結果が見つかります。',
  'marketing.guide.exclude.title': 'マイナス記号で語を除外',
  'marketing.guide.exclude.body': '語の直前に半角のマイナス記号を付けると、その語を含む結果が除外されます。',
  'marketing.guide.either.title': '「or」でいずれかの語',
  'marketing.guide.either.body': '2つの語の間に or と入力すると、どちらかの語を含む結果が見つかります。',
  'marketing.guide.tryExample': '{query} を検索',
  'marketing.guide.narrow.title': '検索結果を絞り込む',
  'marketing.guide.types.title': 'メディアの種類を選ぶ',
  'marketing.guide.types.body':
    '検索前に検索バーで画像か動画を選ぶか、検索結果の上にあるタブで切り替えてください。各タブには結果の件数が表示されます。',
  'marketing.guide.filters.title': 'フィルターを使う',
  'marketing.guide.filters.body':
    '検索結果の横にあるフィルターパネルで、向き、色、人数、日付などで結果を絞り込めます。表示されるフィルターはメディアの種類によって異なります。適用中のフィルターは検索結果の上に表示され、個別にまたはまとめて解除できます。',
  'marketing.guide.browse.title': 'カテゴリから探す',
  'marketing.guide.browse.body':
    'メインナビゲーションから、イラストや動画などコレクションのカテゴリに直接移動できます。',
  'marketing.guide.sort.title': '検索結果を並べ替える',
  'marketing.guide.sort.body':
    '検索結果は関連性の高い順に表示されます。新着順や人気順など、別の順序を選ぶこともできます。',
  'marketing.guide.language.title': '英語で検索',
  'marketing.guide.language.body':
    'このコレクションのタイトルとキーワードは英語で書かれているため、英語の検索語で最も多くの結果が見つかります。',

  'marketing.about.title': '会社概要',
  'marketing.about.description':
    '私たちについて：写真、イラスト、ベクター、動画のライセンスを提供するオープンソースソフトウェア Lightbox で運営するストックメディアのストアです。',
  'marketing.about.heading': '{site}について',
  'marketing.about.lead':
    'このストアでは、ストックフォト、イラスト、ベクター、動画をご提供しています。運営には、自社のサーバーでメディアコレクションの検索、紹介、ライセンス提供を行うためのオープンソースソフトウェア Lightbox を使用しています。',
  'marketing.about.mission.title': '私たちの仕事',
  'marketing.about.mission.body':
    '仕事に使う画像や映像を見つけ、明確な条件でライセンスを取得できるようお手伝いしています。すべての素材にライセンスの種類と、それで何ができるかのわかりやすい説明が表示されます。',
  'marketing.about.sites.title': '2つのストア、1つのコレクション',
  'marketing.about.sites.body':
    '1つの Lightbox で、同じカタログを使ったプレミアムストアとサブスクリプションストアを運営しています。見た目や言葉づかいはそれぞれ異なりますが、検索とライセンスの仕組みは共通です。',
  'marketing.about.open.title': 'オープンソース、セルフホスト',
  'marketing.about.open.body':
    'Lightbox は MIT ライセンスで公開されています。代理店や出版社は自社のサーバーで独自のカタログとともに運用し、データを自ら選んだ場所に保管できます。',
  'marketing.about.languages.title': '多言語に対応',
  'marketing.about.languages.body':
    'どちらのストアも25の言語でご利用いただけます。訪問者が国と言語を選ぶと、リンク、日付、数値がその選択に合わせて表示されます。',
  'marketing.about.principles.title': '大切にしていること',
  'marketing.about.principles.clarity': 'わかりやすいライセンス：素材を使う前に、何ができるかがわかります。',
  'marketing.about.principles.speed':
    '高速な検索：検索結果はサーバーで生成され、スクリプトの読み込みを待たずに表示されます。',
  'marketing.about.principles.access':
    'アクセシビリティ：すべてのページは、キーボードとスクリーンリーダーで操作できるよう設計されています。',
  'marketing.about.principles.privacy':
    'プライバシー：訪問者のデータは、ストアを運営する組織のサーバーにとどまります。',

  'marketing.work.title': '一緒に働く',
  'marketing.work.description':
    'Lightbox はオープンソースです。コード、翻訳、デザイン、ドキュメントで貢献する方法をご紹介します。',
  'marketing.work.heading': '一緒に Lightbox をつくりませんか',
  'marketing.work.lead':
    'このストアを支えるソフトウェア Lightbox は、オープンソースのプロジェクトです。私たちと一緒に働くいちばんの方法は、貢献していただくことです。コード、翻訳、デザイン、テスト、ドキュメント、どれも歓迎します。',
  'marketing.work.ways.title': '貢献の方法',
  'marketing.work.code.title': 'コード',
  'marketing.work.code.body':
    'Lightbox は TypeScript で書かれており、画面はすべて React、サーバーは Fastify、データは PostgreSQL を使用しています。気づいた不具合を修正したり、未解決の課題に取り組んだりしてください。',
  'marketing.work.translations.title': '翻訳',
  'marketing.work.translations.body':
    'すべての画面が25の言語で利用できます。ネイティブスピーカーの方は、表現を改善し、新しいテキストが追加されても各言語を完全な状態に保つことができます。',
  'marketing.work.design.title': 'デザインとアクセシビリティ',
  'marketing.work.design.body':
    '両方のストアを、わかりやすく、速く、キーボードやスクリーンリーダーでも使いやすくするためにご協力ください。',
  'marketing.work.testing.title': 'テスト',
  'marketing.work.testing.body':
    'ご自身のカタログやブラウザで新しいバージョンを試し、正しく動作しない点があればお知らせください。',
  'marketing.work.reports.title': '不具合の報告とアイデア',
  'marketing.work.reports.body': '問題の再現手順を添えたわかりやすい報告は、最も役に立つ貢献のひとつです。',
  'marketing.work.docs.title': 'ドキュメント',
  'marketing.work.docs.body': 'Lightbox をインストール、設定、運用する人のためのガイドを改善してください。',
  'marketing.work.start.title': 'はじめに',
  'marketing.work.start.install':
    'ソースコードを入手し、Node.js 20 以降で依存パッケージをインストールします。',
  'marketing.work.start.run':
    '組み込みのデータベースとデモ用カタログを使って、両方のストアをローカルで起動します。',
  'marketing.work.start.check':
    '変更を提案する前に、型チェック、リンター、翻訳カバレッジのチェック、すべてのテストを実行します。',
  'marketing.work.start.focus':
    '変更は1つの目的に絞り、テストは対象のコードのそばに置き、変更の内容と理由を説明してください。',
  'marketing.work.business.title': 'このストアをビジネスでご利用ですか？',
  'marketing.work.business.body':
    'チームや大規模なプロジェクトでのコンテンツのライセンスについてご相談があれば、営業チームが喜んでお手伝いします。',
};

export default messages;
