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
};

export default messages;
