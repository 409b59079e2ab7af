import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Lizenzen und Downloads',
  'downloads.history.intro': 'Alle Ihre Lizenzen, die neuesten zuerst, mit jedem ihrer Downloads.',
  'downloads.history.introTeam':
    'Alle Lizenzen von Ihnen und Ihrem Team, die neuesten zuerst, mit jedem ihrer Downloads.',
  'downloads.filter.legend': 'Lizenz finden',
  'downloads.filter.search': 'Titel oder Asset-ID',
  'downloads.filter.from': 'Erteilt ab',
  'downloads.filter.to': 'Erteilt bis',
  'downloads.filter.user': 'Teammitglied',
  'downloads.filter.everyone': 'Alle',
  'downloads.filter.submit': 'Suchen',
  'downloads.filter.reset': 'Zurücksetzen',
  'downloads.filter.bad': 'Bitte prüfen: Daten im Format JJJJ-MM-TT, das erste vor dem zweiten.',
  'downloads.export': 'Als CSV exportieren',
  'downloads.empty': 'Keine Lizenz passt zu diesen Filtern.',
  'downloads.model.rf': 'Lizenzfrei',
  'downloads.model.rm': 'Lizenzpflichtig',
  'downloads.model.rr': 'Rechte geklärt',
  'downloads.size.small': 'Klein',
  'downloads.size.medium': 'Mittel',
  'downloads.size.large': 'Groß (Original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (Vektor)',
  'downloads.size.ai': 'AI (Vektor)',
  'downloads.licence.id': 'Lizenz {id}',
  'downloads.licence.order': 'Bestellung {number}',
  'downloads.licence.plan': 'Tarif: {plan}',
  'downloads.licence.projectCode': 'Projektcode: {code}',
  'downloads.licence.granted': 'Erteilt am {date}',
  'downloads.licence.holder': 'Lizenziert an {name}',
  'downloads.licence.useBy': 'Zu nutzen bis {date}',
  'downloads.licence.usage': 'Nutzung: {usage}',
  'downloads.licence.download': 'Erneut herunterladen',
  'downloads.licence.certificate': 'Lizenznachweis (PDF)',
  'downloads.list.caption': 'Downloads der Lizenz {id}',
  'downloads.list.none': 'Noch nicht heruntergeladen.',
  'downloads.list.when': 'Wann',
  'downloads.list.who': 'Wer',
  'downloads.list.size': 'Größe',
  'downloads.list.type': 'Art',
  'downloads.list.anonymous': 'Link aus der Bestell-E-Mail',
  'downloads.type.single': 'Herunterladen',
  'downloads.type.re_download': 'Erneuter Download',
  'downloads.type.anonymous': 'E-Mail-Link',
  'downloads.type.multiple': 'Mehrfach-Download',
  'downloads.page.label': 'Seiten',
  'downloads.page.previous': 'Zurück',
  'downloads.page.next': 'Weiter',
  'downloads.page.current': 'Seite {n}',
  'downloads.csv.asset': 'Asset-ID',
  'downloads.csv.title': 'Titel',
  'downloads.csv.model': 'Lizenzmodell',
  'downloads.csv.obtained': 'Erworben über',
  'downloads.csv.downloads': 'Anzahl Downloads',
  'downloads.csv.lastDownload': 'Letzter Download',
  'downloads.csv.licence': 'Lizenz-ID',
  'downloads.csv.projectCode': 'Projektcode',
  'downloads.csv.granted': 'Erteilt am',
  'downloads.csv.useBy': 'Zu nutzen bis',
  'downloads.csv.holder': 'Lizenziert an',
  'downloads.cert.title': 'Lizenznachweis',
  'downloads.cert.licensor': 'Lizenzgeber',
  'downloads.cert.licensee': 'Lizenznehmer',
  'downloads.cert.asset': 'Werk',
  'downloads.cert.terms':
    'Erteilt gemäß der Lizenzvereinbarung unter {url}. Jeder kann dieses Zertifikat beim Lizenzgeber anhand der Lizenz-ID prüfen.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Ihr Download',
  'downloads.zip.ready':
    '{count, plural, one {# lizenzierte Datei liegt in einer ZIP-Datei bereit.} other {# lizenzierte Dateien liegen in einer ZIP-Datei bereit.}}',
  'downloads.zip.download': 'ZIP herunterladen',
  'downloads.zip.notLicensed':
    'Nicht enthalten, da für Sie nicht lizenziert (bitte zuerst lizenzieren): {ids}',
  'downloads.zip.notFile': 'Nicht enthalten, da keine Standbilddateien: {ids}',
  'downloads.zip.none':
    'Keines der ausgewählten Bilder ist für Sie lizenziert. Lizenzieren Sie sie zuerst und laden Sie sie dann hier herunter.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Dieser Download-Link ist ungültig',
  'downloads.anon.invalid.body':
    'Der Link wurde möglicherweise verändert oder unvollständig kopiert. Verwenden Sie den Link genau so, wie er in Ihrer Bestell-E-Mail steht, oder melden Sie sich an und laden Sie die Datei bei Ihren Lizenzen herunter.',
  'downloads.anon.expired.title': 'Dieser Download-Link ist abgelaufen',
  'downloads.anon.expired.body':
    'Download-Links in der Bestell-E-Mail gelten 7 Tage. Melden Sie sich an, um die Datei kostenlos erneut bei Ihren Lizenzen herunterzuladen.',
  'downloads.anon.history': 'Zu Ihren Lizenzen',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Ihre Dateien verwenden',
  'downloads.faq.intro':
    'Was Sie erhalten, wenn Sie eine lizenzierte Datei aus diesem Shop herunterladen: Formate, Größen, Farbe und die Lizenz, die mit der Datei reist.',
  'downloads.faq.toc': 'Auf dieser Seite',
  'downloads.faq.photos.title': 'Fotos',
  'downloads.faq.photos.sizes':
    'Fotos gibt es in bis zu drei Größen: Klein misst 800 px an der langen Kante, Mittel 2.000 px, und Groß ist das Original selbst. Eine Größe wird nur angeboten, wenn sie kleiner als das Original ist; nichts wird je vergrößert.',
  'downloads.faq.photos.format':
    'Jedes Foto wird als JPEG-Datei heruntergeladen. Klein und Mittel werden aus dem Original verkleinert und mit Qualität 90 gespeichert; Groß ist das Original, gespeichert mit Qualität 90 und voller Farbauflösung.',
  'downloads.faq.photos.colour':
    'Die Dateien liegen im Farbraum sRGB vor, dem Standard für Bildschirme und das Web. Für den Druck wandeln Sie sie in Ihrer Bildbearbeitung in das Profil Ihrer Druckerei um und prüfen zuerst einen Proof.',
  'downloads.faq.photos.rights':
    'Ihre Lizenz reist mit der Datei: Ihre XMP-Metadaten nennen den Urheber, den Lizenznehmer und wo die Lizenzbedingungen stehen. Behalten Sie diese Metadaten bei, wenn Sie die Datei bearbeiten oder exportieren.',
  'downloads.faq.illustrations.title': 'Illustrationen und Vektorgrafiken',
  'downloads.faq.illustrations.body':
    'Illustrationen und Vektorgrafiken werden wie Fotos heruntergeladen: als JPEG-Dateien in den oben genannten Größen, in sRGB, mit der Lizenz in ihren XMP-Metadaten.',
  'downloads.faq.illustrations.vector':
    'Aus EPS- oder AI-Dateien importierte Vektorgrafiken laden Sie mit einer großen Lizenz oder einer Abo-Lizenz auch als genau diese Datei herunter, Byte für Byte: Ihr Lizenzverlauf bietet sie als „EPS (Vektor)“ oder „AI (Vektor)“ neben dem JPEG an. Kleine und mittlere Lizenzen erhalten nur das JPEG; andere Vektorgrafiken werden als JPEG geliefert.',
  'downloads.faq.video.title': 'Videoclips',
  'downloads.faq.video.sizes':
    'Clips werden in SD, HD (lange Kante mindestens 1.280 px) oder 4K (3.840 px) lizenziert, bis zur eigenen Auflösung des Clips: 4K gibt es nur für Clips, die in 4K aufgenommen wurden.',
  'downloads.faq.video.preview':
    'Vor dem Kauf hat jeder Clip eine 4 Sekunden lange Vorschau mit Wasserzeichen (WebM, 480 px breit) und ein Standbild.',
  'downloads.faq.video.download':
    'Lizenzierte Clips werden als H.264-MP4-Dateien in der lizenzierten Auflösung heruntergeladen, mit der eigenen Bildrate und Länge des Clips sowie Urhebervermerk und Copyright in den Metadaten der Datei. Ein Clip wird beim ersten Download für Sie erstellt (Sekunden bei SD, ein bis zwei Minuten bei 4K): Die Seite zeigt den Fortschritt, und der Download startet von selbst.',
  'downloads.faq.again.title': 'Erneut herunterladen',
  'downloads.faq.again.body':
    'Jede lizenzierte Datei können Sie kostenlos erneut aus Ihrem Lizenzverlauf herunterladen. Wenn Sie eine Datei kaufen, enthält auch die Bestellbestätigung per E-Mail einen Download-Link dafür, der 7 Tage lang ohne Anmeldung funktioniert.',
  'downloads.faq.again.link': 'Zum Lizenzverlauf',
  'downloads.faq.link': 'Hilfe zur Verwendung Ihrer Dateien',
  'downloads.comps.title': 'Layoutbilder',
  'downloads.comps.intro':
    'Layoutbilder mit Wasserzeichen können Sie ab dem Download 30 Tage lang kostenlos für Layouts und Entwürfe verwenden. Lizenzieren Sie ein Motiv, um es in der finalen Arbeit zu verwenden.',
  'downloads.comps.usable': 'Für Layouts verwendbar bis {date}',
  'downloads.comps.expired':
    'Layout-Nutzung am {date} abgelaufen: Lizenzieren Sie das Motiv, um es weiter zu verwenden',
  'downloads.comps.license': 'Dieses Motiv lizenzieren',
  'downloads.drawer.button': 'Meine Downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Meine Downloads (# läuft)} other {Meine Downloads (# laufen)}}',
  'downloads.drawer.title': 'Ihre Downloads',
  'downloads.drawer.close': 'Schließen',
  'downloads.drawer.inProgress': 'Laufend',
  'downloads.drawer.done': 'Abgeschlossen',
  'downloads.drawer.empty':
    'Noch nichts heruntergeladen. Lizenzierte Dateien, die Sie herunterladen, erscheinen hier.',
  'downloads.drawer.history': 'Alle Lizenzen und Downloads',
  'downloads.drawer.again': 'Erneut herunterladen',
  'downloads.drawer.download': 'Herunterladen',
  'downloads.drawer.zip':
    '{count, plural, one {# Datei in einer ZIP-Datei} other {# Dateien in einer ZIP-Datei}}',
  'downloads.drawer.state.preparing': 'Dateien werden vorbereitet: {percent} %',
  'downloads.drawer.state.ready': 'Bereit zum Herunterladen',
  'downloads.drawer.state.sending': 'Wird heruntergeladen: {percent} %',
  'downloads.drawer.state.paused':
    'Bei {percent} % angehalten: Setzen Sie den Download in Ihrem Browser fort oder laden Sie die Datei erneut herunter',
  'downloads.drawer.state.done': 'Heruntergeladen',
  'downloads.clip.title': 'Ihr Clip wird vorbereitet',
  'downloads.clip.intro':
    '„{title}“ wird in der Größe erstellt, die Ihre Lizenz umfasst. Ihr Download startet hier, sobald er fertig ist: Bei 4K dauert das ein bis zwei Minuten.',
  'downloads.clip.ready': 'Fertig: Ihr Download startet.',
  'downloads.clip.retry': 'Herunterladen, sobald fertig',
  'downloads.zip.planOffer':
    '{count, plural, one {Mit Ihrem Tarif {plan} können Sie # weiteres ausgewähltes Bild lizenzieren.} other {Mit Ihrem Tarif {plan} können Sie # der weiteren ausgewählten Bilder lizenzieren.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {# Bild mit meinem Tarif lizenzieren und hinzufügen} other {# Bilder mit meinem Tarif lizenzieren und hinzufügen}}',
};

export default messages;
