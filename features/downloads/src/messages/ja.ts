import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'ライセンスとダウンロード',
  'downloads.history.intro': 'お持ちのすべてのライセンスを新しい順に、各ダウンロードとともに表示します。',
  'downloads.history.introTeam':
    'あなたとチームのすべてのライセンスを新しい順に、各ダウンロードとともに表示します。',
  'downloads.filter.legend': 'ライセンスを探す',
  'downloads.filter.search': 'タイトルまたは素材ID',
  'downloads.filter.from': '付与日（開始）',
  'downloads.filter.to': '付与日（終了）',
  'downloads.filter.user': 'チームメンバー',
  'downloads.filter.everyone': '全員',
  'downloads.filter.submit': '検索',
  'downloads.filter.reset': 'クリア',
  'downloads.filter.bad': 'この欄を確認してください：日付は YYYY-MM-DD で、最初の日付が後の日付より前です。',
  'downloads.export': 'CSV でエクスポート',
  'downloads.empty': '条件に合うライセンスはありません。',
  'downloads.model.rf': 'ロイヤリティフリー',
  'downloads.model.rm': 'ライツマネージド',
  'downloads.model.rr': 'ライツレディ',
  'downloads.size.small': '小',
  'downloads.size.medium': '中',
  'downloads.size.large': '大（オリジナル）',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS（ベクター）',
  'downloads.size.ai': 'AI（ベクター）',
  'downloads.licence.id': 'ライセンス {id}',
  'downloads.licence.order': '注文 {number}',
  'downloads.licence.plan': 'プラン：{plan}',
  'downloads.licence.projectCode': 'プロジェクトコード：{code}',
  'downloads.licence.granted': '付与日 {date}',
  'downloads.licence.holder': 'ライセンス保有者：{name}',
  'downloads.licence.useBy': '使用期限 {date}',
  'downloads.licence.usage': '使用範囲：{usage}',
  'downloads.licence.download': '再ダウンロード',
  'downloads.licence.certificate': 'ライセンス証明書（PDF）',
  'downloads.list.caption': 'ライセンス {id} のダウンロード',
  'downloads.list.none': 'まだダウンロードされていません。',
  'downloads.list.when': '日時',
  'downloads.list.who': 'ユーザー',
  'downloads.list.size': 'サイズ',
  'downloads.list.type': '種類',
  'downloads.list.anonymous': '注文メールのリンク',
  'downloads.type.single': 'ダウンロード',
  'downloads.type.re_download': '再ダウンロード済み',
  'downloads.type.anonymous': 'メールリンク',
  'downloads.type.multiple': '一括ダウンロード',
  'downloads.page.label': 'ページ',
  'downloads.page.previous': '前へ',
  'downloads.page.next': '次へ',
  'downloads.page.current': '{n} ページ',
  'downloads.csv.asset': '素材ID',
  'downloads.csv.title': 'タイトル',
  'downloads.csv.model': 'ライセンスモデル',
  'downloads.csv.obtained': '取得方法',
  'downloads.csv.downloads': 'ダウンロード数',
  'downloads.csv.lastDownload': '最終ダウンロード',
  'downloads.csv.licence': 'ライセンスID',
  'downloads.csv.projectCode': 'プロジェクトコード',
  'downloads.csv.granted': '付与日',
  'downloads.csv.useBy': '使用期限',
  'downloads.csv.holder': 'ライセンス保有者',
  'downloads.cert.title': 'ライセンス証明書',
  'downloads.cert.licensor': 'ライセンサー',
  'downloads.cert.licensee': 'ライセンシー',
  'downloads.cert.asset': '素材',
  'downloads.cert.terms':
    '{url} のライセンス契約に基づいて付与されています。ライセンスIDによりライセンサーに本証明書を照会できます。',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'ダウンロード',
  'downloads.zip.ready':
    '{count, plural, other {ライセンス済みの # 件のファイルを 1 つの zip にまとめました。}}',
  'downloads.zip.download': 'zip をダウンロード',
  'downloads.zip.notLicensed':
    'ライセンスをお持ちでないため除外しました（先にライセンスを取得してください）: {ids}',
  'downloads.zip.notFile': '静止画ファイルではないため除外しました: {ids}',
  'downloads.zip.none':
    '選択した画像のライセンスをお持ちではありません。先にライセンスを取得してから、ここでダウンロードしてください。',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'このダウンロードリンクは無効です',
  'downloads.anon.invalid.body':
    'リンクが変更されたか、一部しかコピーされていない可能性があります。ご注文メールに記載されたとおりのリンクを使用するか、サインインしてライセンス一覧からファイルをダウンロードしてください。',
  'downloads.anon.expired.title': 'このダウンロードリンクは有効期限が切れています',
  'downloads.anon.expired.body':
    'ご注文メールのダウンロードリンクは7日間有効です。サインインすると、ライセンス一覧から無料で再ダウンロードできます。',
  'downloads.anon.history': 'ライセンス一覧へ',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'ファイルの使い方',
  'downloads.faq.intro':
    'このストアからライセンス取得済みのファイルをダウンロードしたときに受け取るもの：形式、サイズ、色、そしてファイルに付随するライセンスについて説明します。',
  'downloads.faq.toc': 'このページの内容',
  'downloads.faq.photos.title': '写真',
  'downloads.faq.photos.sizes':
    '写真は最大3つのサイズで販売しています。Sは長辺800 px、Mは2,000 px、Lはオリジナルそのものです。オリジナルより小さい場合にのみそのサイズを提供し、拡大することはありません。',
  'downloads.faq.photos.format':
    '写真はすべてJPEGファイルとしてダウンロードされます。SとMはオリジナルから縮小して品質90で保存し、Lはオリジナルを品質90・フルカラー解像度で保存したものです。',
  'downloads.faq.photos.colour':
    'ファイルの色空間は、画面やウェブの標準であるsRGBです。印刷する場合は、画像編集ソフトで印刷所のプロファイルに変換し、先に校正刷りを確認してください。',
  'downloads.faq.photos.rights':
    'ライセンスはファイルに付随します。ファイルのXMPメタデータには、作者、ライセンシー、ライセンス条件の掲載場所が記録されています。ファイルを編集・書き出しするときは、このメタデータを残してください。',
  'downloads.faq.illustrations.title': 'イラストとベクター',
  'downloads.faq.illustrations.body':
    'イラストとベクターも写真と同じようにダウンロードされます。上記のサイズのJPEGファイル（sRGB）で、XMPメタデータにライセンスが記録されています。',
  'downloads.faq.illustrations.vector':
    'EPS または AI ファイルから取り込まれたベクターは、L サイズのライセンスまたはプランのライセンスがあれば、そのファイルそのものを 1 バイトも変えずにダウンロードできます。ライセンス履歴の JPEG の横に「EPS（ベクター）」または「AI（ベクター）」として表示されます。S・M サイズのライセンスでは JPEG のみ、その他のベクターは JPEG でのダウンロードです。',
  'downloads.faq.video.title': '動画クリップ',
  'downloads.faq.video.sizes':
    'クリップはSD、HD（長辺1,280 px以上）、4K（3,840 px）でライセンスを提供しており、クリップ自体の解像度が上限です。4Kは4Kで撮影されたクリップにのみ提供します。',
  'downloads.faq.video.preview':
    '購入前に、各クリップの4秒間の透かし入りプレビュー（WebM、幅480 px）と静止画をご覧いただけます。',
  'downloads.faq.video.download':
    'ライセンス済みのクリップは、ライセンスの解像度の H.264 MP4 ファイルとしてダウンロードされます。フレームレートと長さはクリップ本来のままで、クレジットと著作権情報がファイルのメタデータに含まれます。クリップは初回のダウンロード時に作成されます（SD は数秒、4K は 1〜2 分）。ページに進行状況が表示され、ダウンロードは自動的に始まります。',
  'downloads.faq.again.title': '再ダウンロード',
  'downloads.faq.again.body':
    'ライセンス取得済みのファイルは、ライセンス履歴からいつでも無料で再ダウンロードできます。ファイルを購入すると、注文確認メールにも、サインインせずに7日間使えるダウンロードリンクが記載されます。',
  'downloads.faq.again.link': 'ライセンス履歴へ',
  'downloads.faq.link': 'ファイルの使い方のヘルプ',
  'downloads.comps.title': 'カンプデータ',
  'downloads.comps.intro':
    '透かし入りのカンプデータは、ダウンロードから 30 日間、レイアウトやモックアップに無料でご利用いただけます。最終制作物に使うには、素材のライセンスを取得してください。',
  'downloads.comps.usable': '{date} までレイアウトに使用できます',
  'downloads.comps.expired':
    'カンプの利用期間は {date} に終了しました。引き続き使うには素材のライセンスを取得してください',
  'downloads.comps.license': 'この素材のライセンスを取得',
  'downloads.drawer.button': 'ダウンロード',
  'downloads.drawer.buttonBusy': '{count, plural, other {ダウンロード（# 件処理中）}}',
  'downloads.drawer.title': 'ダウンロード一覧',
  'downloads.drawer.close': '閉じる',
  'downloads.drawer.inProgress': '処理中',
  'downloads.drawer.done': '完了',
  'downloads.drawer.empty':
    'まだダウンロードはありません。ライセンス済みのファイルをダウンロードすると、ここに表示されます。',
  'downloads.drawer.history': 'すべてのライセンスとダウンロード',
  'downloads.drawer.again': '再ダウンロード',
  'downloads.drawer.download': 'ダウンロード',
  'downloads.drawer.zip': '{count, plural, other {# 件のファイル（zip 1 つ）}}',
  'downloads.drawer.state.preparing': 'ファイルを準備中: {percent}%',
  'downloads.drawer.state.ready': 'ダウンロードできます',
  'downloads.drawer.state.sending': 'ダウンロード中: {percent}%',
  'downloads.drawer.state.paused':
    '{percent}% で停止しました。ブラウザのダウンロード一覧から再開するか、もう一度ダウンロードしてください',
  'downloads.drawer.state.done': 'ダウンロード済み',
  'downloads.clip.title': 'クリップを準備しています',
  'downloads.clip.intro':
    '「{title}」をライセンスで認められたサイズで作成しています。準備ができ次第、ここでダウンロードが始まります（4K の場合は 1〜2 分）。',
  'downloads.clip.ready': '準備完了: ダウンロードを開始します。',
  'downloads.clip.retry': '準備ができたらダウンロード',
  'downloads.zip.planOffer':
    '{count, plural, other {ご利用のプラン「{plan}」で、選択したほかの素材のうち # 件のライセンスを取得できます。}}',
  'downloads.zip.planLicense': '{count, plural, other {プランで # 件のライセンスを取得して追加}}',
};

export default messages;
