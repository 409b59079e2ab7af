import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Nutzungsbedingungen',
  'pages.terms.summary': 'Die Regeln für die Nutzung von {site}, den Kauf von Lizenzen und Ihr Konto.',
  'pages.privacy.title': 'Datenschutzerklärung',
  'pages.privacy.summary':
    'Welche personenbezogenen Daten {site} speichert, warum, wie lange und welche Rechte Sie daran haben.',
  'pages.eula.title': 'Lizenzvereinbarung',
  'pages.eula.summary': 'Was Sie mit einem bei {site} lizenzierten Inhalt tun dürfen – für jeden Lizenztyp.',
  'pages.editorial-policy.title': 'Redaktionelle Richtlinien',
  'pages.editorial-policy.summary':
    'Wie redaktionelle Bilder beschriftet und korrigiert werden und wofür sie verwendet werden dürfen.',
  'pages.contact.title': 'Kontakt',
  'pages.contact.summary':
    'So erreichen Sie die Betreiber von {site}: Vertrieb, Bestellungen, Lizenzen und Datenschutz.',
  'pages.modern-slavery.title': 'Erklärung zu moderner Sklaverei',
  'pages.modern-slavery.summary':
    'Was der Betreiber von {site} gegen Zwangsarbeit in seinem Geschäft unternimmt.',
  'pages.help-licenses.title': 'Hilfe zu Lizenzen',
  'pages.help-licenses.summary':
    'Lizenzfreie, lizenzpflichtige und Rights-Ready-Lizenzen in einfachen Worten erklärt.',
  'pages.api.title': 'Entwickler-API',
  'pages.api.summary':
    'Was Entwickler heute nutzen können: die JSON-Endpunkte, die die Seiten des Shops selbst aufrufen.',
  'pages.faq-basics.title': 'FAQ: Grundlagen',
  'pages.faq-basics.summary': 'Kurze Antworten zu Abos, Downloads, Konten und Kündigung.',
  'pages.upgrade.title': 'Abo upgraden',
  'pages.upgrade.summary': 'Wie Sie ein Abo auf einen größeren Plan umstellen und was der Wechsel kostet.',
  'pages.englishOnly': 'Der vollständige Text dieser Seite ist auf Englisch verfügbar.',
  'pages.onThisPage': 'Auf dieser Seite',
  'pages.sitemap.title': 'Sitemap',
  'pages.sitemap.summary': 'Alle Seiten von {site} auf einen Blick.',
  'pages.sitemap.browse': 'Suchen und stöbern',
  'pages.sitemap.account': 'Ihr Konto',
  'pages.sitemap.help': 'Hilfe und Rechtliches',
  'pages.sitemap.company': 'Unternehmen',
  'pages.sitemap.countries': 'Länder und Sprachen',
  'pages.sitemap.signIn': 'Anmelden',
  'pages.sitemap.register': 'Konto erstellen',
  'pages.sitemap.cart': 'Warenkorb',
  'pages.sitemap.boards': 'Boards',
  'pages.sitemap.curatedSets': 'Kuratierte Sammlungen',
  'pages.sitemap.plans': 'Abos und Preise',
  'pages.sitemap.usingFiles': 'Ihre Dateien verwenden',
  'pages.country.summary': '{site} für {country}, mit Seiten auf {language}.',
  'pages.country.prices': 'Preise werden in {currency} angezeigt.',
  'pages.country.choose': 'Aus {country} einkaufen',
  'pages.country.search': 'Suche starten',
  'pages.country.other': 'Andere Länder',
  'pages.world.title': 'Weltweit',
  'pages.world.summary':
    'Sie kaufen aus einem Land, das nicht aufgeführt ist? {site} zeigt seine Seiten dann auf Englisch und die Preise in US-Dollar.',
  'pages.browse.images.title': 'Kreative Bilder',
  'pages.browse.images.summary': 'Fotos, Illustrationen und Vektorgrafiken für Werbung, Design und Verlage.',
  'pages.browse.photos.title': 'Stockfotos',
  'pages.browse.photos.summary':
    'Kreative Fotografie von Menschen, Orten und Ideen – bereit zur Lizenzierung für Ihre Arbeit.',
  'pages.browse.illustrations.title': 'Stock-Illustrationen',
  'pages.browse.illustrations.summary':
    'Gezeichnete und gemalte Illustrationen für Geschichten, Produkte und Kampagnen.',
  'pages.browse.vectors.title': 'Stock-Vektorgrafiken',
  'pages.browse.vectors.summary':
    'Vektorgrafiken, die sich auf jede Größe skalieren lassen: Symbole, Muster, Karten und Szenen.',
  'pages.browse.video.title': 'Kreative Videos',
  'pages.browse.video.summary': 'Stock-Footage und Clips für Filme, Werbung und soziale Medien.',
  'pages.browse.stockVideos.title': 'Stockvideos',
  'pages.browse.stockVideos.summary': 'Lizenzfreie und Rights-Ready-Clips in SD, HD und 4K.',
  'pages.browse.count': 'In der Sammlung: {total, number}',
  'pages.browse.popular': 'Beliebte Suchen',
  'pages.browse.collection': 'Sammlung: {name}',
  'pages.browse.seeAll': 'Alle {total, number} ansehen',
  'pages.browse.events': 'Nach Ereignis, Person und Ort stöbern',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Geschichten aus der redaktionellen Sammlung von {site}: die neuesten Ereignisse, jeweils mit ihren Bildern.',
  'pages.download.pictures': 'Bilder: {total, number}',
  'pages.download.empty':
    'Noch keine Geschichten: Redaktionelle Berichterstattung erscheint hier, sobald sie in die Sammlung aufgenommen wird.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Neuigkeiten und Anleitungen von {site}.',
  'pages.blog.englishOnly': 'Die Beiträge sind auf Englisch verfasst.',
  'pages.blog.empty': 'Noch keine Beiträge.',
  'pages.browse.editorial.title': 'Redaktionelle Bilder',
  'pages.browse.editorial.summary':
    'Bilder realer Ereignisse aus Nachrichten, Sport, Unterhaltung, Mode und Archiv – für die redaktionelle Nutzung.',
  'pages.browse.archival.title': 'Archivbilder',
  'pages.browse.archival.summary': 'Bilder vergangener Ereignisse und Zeiten, für Geschichte und Kommentar.',
  'pages.browse.entertainment.title': 'Unterhaltungsbilder',
  'pages.browse.entertainment.summary': 'Premieren, Konzerte, Festivals und Preisverleihungen.',
  'pages.browse.fashion.title': 'Modebilder',
  'pages.browse.fashion.summary': 'Schauen, Kollektionen und die Menschen dahinter.',
  'pages.browse.news.title': 'Nachrichtenbilder',
  'pages.browse.news.summary': 'Politik, Gesellschaft und die Ereignisse des Tages.',
  'pages.browse.sport.title': 'Sportbilder',
  'pages.browse.sport.summary': 'Spiele, Rennen und Meisterschaften, wie sie stattfanden.',
  'pages.browse.editorialVideo.title': 'Redaktionelle Videos',
  'pages.browse.editorialVideo.summary': 'Aufnahmen realer Ereignisse für Nachrichten und Dokumentationen.',
  'pages.browse.userGenerated.title': 'Von Nutzern gefilmtes Material',
  'pages.browse.userGenerated.summary':
    'Nachrichten, wie sie geschehen: Proteste, Pressetermine und Straßenszenen, vor Ort gefilmt.',
  'pages.browse.userGenerated.note':
    'Kein Clip in diesem Katalog stammt von Privatpersonen, daher ist keiner als nutzergeneriert gekennzeichnet. Diese Seite zeigt die redaktionellen Nachrichtenaufnahmen des Katalogs – die Themen, die solche Clips meist zeigen.',
  'pages.browse.archiveFilm.title': 'Archivfilm',
  'pages.browse.archiveFilm.summary':
    'Aufnahmen vergangener Jahrzehnte: Ereignisse, Straßen und Menschen, wie sie waren.',
  'pages.browse.archiveFilm.note':
    'Dieser Katalog enthält keine Kollektion „BBC Motion Gallery“. Diese Adresse zeigt seine eigene Archivfilm-Kollektion, {name}.',
  'pages.browse.newsFilm.title': 'Nachrichtenarchiv-Footage',
  'pages.browse.newsFilm.summary': 'Pressekonferenzen, Reden und Proteste, für die Nachrichten gefilmt.',
  'pages.browse.newsFilm.note':
    'Dieser Katalog enthält keine Kollektion „NBC News Archives“. Diese Adresse zeigt seine eigene Nachrichtenfilm-Kollektion, {name}.',
  'pages.browse.unreleased.title': 'Bilder ohne Freigabe',
  'pages.browse.unreleased.summary':
    'Kreative Bilder ohne Model- oder Property-Release: was das bedeutet und welche dieser Shop hat.',
  'pages.browse.unreleased.note':
    'Ein Release ist die unterschriebene Erlaubnis der abgebildeten Personen oder des Eigentümers eines abgebildeten Objekts. Ein Bild ohne Release darf dort verwendet werden, wo keine Erlaubnis nötig ist, etwa zur Illustration eines Artikels, aber nie, um für etwas zu werben. Die Suche kann nicht auf diese Bilder eingeschränkt werden, deshalb stehen sie hier.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Wonach Besucher von {site} suchen und was sie herunterladen – gezählt aus den eigenen Suchen und Downloads dieses Shops.',
  'pages.vgps.insights.title': 'Erkenntnisse',
  'pages.vgps.insights.summary':
    'Die Themen, nach denen in den letzten {days} Tagen auf {site} zunehmend gesucht wurde, die meistgesuchten und was heruntergeladen wurde.',
  'pages.vgps.results.title': 'Alle Suchtrends',
  'pages.vgps.results.summary':
    'Jeder Suchbegriff, den mindestens zwei Besucher in den letzten {days} Tagen auf {site} gesucht haben, verglichen mit den {days} Tagen davor.',
  'pages.vgps.dashboard.title': 'Dashboard',
  'pages.vgps.dashboard.summary': 'Suchen und Downloads auf {site}, Tag für Tag in den letzten {days} Tagen.',
  'pages.vgps.searches': 'Suchen in den letzten {days} Tagen',
  'pages.vgps.downloads': 'Downloads in den letzten {days} Tagen',
  'pages.vgps.change': '{change} gegenüber den {days} Tagen davor',
  'pages.vgps.new': 'neu',
  'pages.vgps.rising': 'Steigende Suchen',
  'pages.vgps.top': 'Am häufigsten gesucht',
  'pages.vgps.subjects': 'Am häufigsten heruntergeladene Themen',
  'pages.vgps.mediaTypes': 'Wonach gesucht wird',
  'pages.vgps.downloadKinds': 'Was heruntergeladen wird',
  'pages.vgps.searchesPerDay': 'Suchen pro Tag',
  'pages.vgps.downloadsPerDay': 'Downloads pro Tag',
  'pages.vgps.tooFewSearches':
    'Noch zu wenige Suchen für einen Trend: {total, number} in den letzten {days} Tagen. Trends erscheinen hier, sobald Besucher suchen.',
  'pages.vgps.tooFewDownloads':
    'Noch zu wenige Downloads für einen Trend: {total, number} in den letzten {days} Tagen.',
  'pages.vgps.col.phrase': 'Suchbegriff',
  'pages.vgps.col.now': 'Letzte {days} Tage',
  'pages.vgps.col.before': 'Die {days} Tage davor',
  'pages.vgps.col.change': 'Veränderung',
  'pages.vgps.method':
    'So entstehen diese Zahlen: Jede Ergebnisseite, die ein Besucher aufruft, zählt als eine Suche; Begriffe, die weniger als zwei Besucher gesucht haben, fehlen, damit niemandes Suchen erkennbar werden. Downloads werden über beide Websites des Shops gezählt. Ein Zeitraum dauert {days} Tage.',
  'pages.tools.image.title': 'Umgekehrte Bildersuche',
  'pages.tools.image.summary':
    'Laden Sie ein Bild hoch, um dasselbe oder ähnliche Bilder bei {site} zu finden.',
  'pages.tools.image.label': 'Bild (JPEG, PNG, WebP oder GIF, bis {max, number} MB)',
  'pages.tools.image.how':
    'Der Shop vergleicht Form und Farben Ihres Bildes mit jedem Bild der Sammlung, sodass auch verkleinerte, neu komprimierte und leicht beschnittene Kopien gefunden werden. Ihr Bild wird 24 Stunden aufbewahrt, damit sich die Ergebnisse teilen lassen, und dann gelöscht.',
  'pages.tools.video.title': 'Umgekehrte Videosuche',
  'pages.tools.video.summary':
    'Laden Sie einen kurzen Clip hoch, um ähnliches Filmmaterial bei {site} zu finden.',
  'pages.tools.video.label':
    'Clip (MP4, WebM oder QuickTime, bis {max, number} MB und {seconds, number} Sekunden)',
  'pages.tools.video.how':
    'Der Shop nimmt ein Einzelbild aus der Mitte Ihres Clips und durchsucht damit das Filmmaterial, wie es die umgekehrte Bildersuche tut. Der Clip wird gelöscht, sobald das Bild entnommen ist; das Bild nach 24 Stunden.',
  'pages.tools.submit': 'Suchen',
  'pages.tools.working': 'Suche läuft…',
  'pages.tools.howTitle': 'So funktioniert es',
  'pages.tools.noscript':
    'Diese Suche braucht JavaScript, um Ihre Datei zu senden. Schalten Sie es ein oder nutzen Sie die Suchleiste.',
  'pages.tools.error.empty': 'Wählen Sie zuerst eine Datei.',
  'pages.tools.error.failed':
    'Die Suche konnte nicht gestartet werden. Laden Sie die Seite neu und versuchen Sie es erneut.',
  'pages.tools.error.tooLarge': 'Diese Datei ist größer als {max, number} MB. Wählen Sie eine kleinere.',
  'pages.tools.error.imageType':
    'Dieses Bild kann die Suche nicht lesen. Wählen Sie eine JPEG-, PNG-, WebP- oder GIF-Datei.',
  'pages.tools.error.videoType':
    'Diesen Clip kann die Suche nicht lesen. Wählen Sie eine MP4-, WebM- oder QuickTime-Datei.',
  'pages.tools.error.unreadable':
    'Diese Datei konnte nicht gelesen werden. Sie ist womöglich beschädigt; wählen Sie eine andere.',
  'pages.tools.error.tooLong':
    'Dieser Clip ist länger als {seconds, number} Sekunden. Kürzen Sie ihn oder wählen Sie einen kürzeren.',
  'pages.tools.error.busy': 'Gerade werden andere Clips gelesen. Versuchen Sie es gleich noch einmal.',
};

export default messages;
