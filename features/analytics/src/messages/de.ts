import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Ihre Datenschutzeinstellungen',
  'analytics.consent.intro':
    'Wir verwenden Cookies, damit der Shop funktioniert, und mit Ihrer Erlaubnis, um seine Nutzung zu messen und passende Angebote zu zeigen.',
  'analytics.consent.acceptAll': 'Alle akzeptieren',
  'analytics.consent.rejectAll': 'Nur notwendige',
  'analytics.consent.customise': 'Cookies auswählen',
  'analytics.consent.save': 'Auswahl speichern',
  'analytics.consent.close': 'Schließen und alle Cookies akzeptieren',
  'analytics.consent.alwaysOn': 'Immer aktiv',
  'analytics.consent.settings': 'Cookie-Einstellungen',
  'analytics.consent.pageIntro':
    'Wählen Sie, welche Cookies dieser Shop verwenden darf. Sie können Ihre Wahl jederzeit über den Link am Fuß jeder Seite ändern.',
  'analytics.consent.group.C0001': 'Unbedingt erforderlich',
  'analytics.consent.group.C0001.desc':
    'Anmeldung, Warenkorb und Sicherheit. Diese lassen sich nicht abschalten.',
  'analytics.consent.group.C0002': 'Leistung',
  'analytics.consent.group.C0002.desc':
    'Zählt Besuche und misst die Ladezeit, damit wir den Shop verbessern können.',
  'analytics.consent.group.C0003': 'Funktional',
  'analytics.consent.group.C0003.desc':
    'Merkt sich zusätzliche Einstellungen. Dieser Shop setzt derzeit kein solches Cookie.',
  'analytics.consent.group.C0004': 'Zielgerichtete Werbung',
  'analytics.consent.group.C0004.desc':
    'Erlaubt Marketing-Tools, Angebote auf Sie zuzuschneiden. Es laufen keine, solange der Betreiber keine hinzufügt.',
  'analytics.consent.group.C0005': 'Soziale Medien',
  'analytics.consent.group.C0005.desc':
    'Teilen-Schaltflächen und eingebettete soziale Netzwerke. Dieser Shop hat derzeit keine.',
  'analytics.operator.title': 'Shop-Analysen',
  'analytics.operator.intro':
    'Die letzten {days} Tage auf dieser Website, aus den vom Shop erfassten Ereignissen.',
  'analytics.operator.searchesPerDay': 'Suchen pro Tag',
  'analytics.operator.showFigures': 'Zahlen anzeigen',
  'analytics.operator.funnel': 'Von der Suche zum Kauf',
  'analytics.operator.topQueries': 'Häufigste Suchbegriffe',
  'analytics.operator.zeroResults': 'Suchen ohne Ergebnis',
  'analytics.operator.zeroResultsIntro': 'Begriffe ohne Treffer: Ergänzen Sie Bilder oder Stichwörter dafür.',
  'analytics.operator.topAssets': 'Meistgesehene Inhalte',
  'analytics.operator.topBoards': 'Boards mit den meisten Speicherungen',
  'analytics.operator.consent': 'Einwilligung nach Land',
  'analytics.operator.vitals': 'Web Vitals pro Seite (75. Perzentil)',
  'analytics.operator.empty': 'Noch nichts erfasst.',
  'analytics.operator.col.day': 'Tag',
  'analytics.operator.col.count': 'Anzahl',
  'analytics.operator.col.step': 'Schritt',
  'analytics.operator.col.visitors': 'Besucher',
  'analytics.operator.col.phrase': 'Suchbegriff',
  'analytics.operator.col.country': 'Land',
  'analytics.operator.col.acceptedAll': 'Alle akzeptiert',
  'analytics.operator.col.performance': 'Leistung erlaubt',
  'analytics.operator.col.page': 'Seite',
  'analytics.operator.col.metric': 'Messwert',
  'analytics.operator.col.threshold': 'Gut / schlecht ab',
  'analytics.operator.rating.good': 'Gut',
  'analytics.operator.rating.needs-improvement': 'Verbesserungswürdig',
  'analytics.operator.rating.poor': 'Schlecht',
  'analytics.operator.console': 'Betreiberkonsole',
};

export default messages;
