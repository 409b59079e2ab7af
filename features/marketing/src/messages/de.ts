import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mehr von {site}',
  'marketing.comingSoon': 'Demnächst verfügbar',
  'marketing.searchCollection': 'Sammlung durchsuchen',

  'marketing.ai.title': 'KI-Bildgenerierung',
  'marketing.ai.description':
    'KI-Bildgenerierung und -bearbeitung kommen bald zu {site}. Bis dahin können Sie die Sammlung durchsuchen.',
  'marketing.ai.heading': 'Bilder mit KI erstellen und anpassen',
  'marketing.ai.lead':
    'Wir integrieren KI-Bildgenerierung und -bearbeitung in {site}. Diese Werkzeuge sind noch nicht verfügbar: Diese Seite beschreibt, was geplant ist.',
  'marketing.ai.planned': 'Was geplant ist',
  'marketing.ai.generate.title': 'Aus einer Beschreibung erzeugen',
  'marketing.ai.generate.body':
    'Beschreiben Sie das gewünschte Bild in eigenen Worten und wählen Sie aus mehreren Varianten.',
  'marketing.ai.modify.title': 'Ein Bild bearbeiten',
  'marketing.ai.modify.body':
    'Erweitern Sie die Bildfläche, ersetzen Sie den Hintergrund oder ändern Sie Details eines Bildes, ohne den Shop zu verlassen.',
  'marketing.ai.history.title': 'Dort weitermachen, wo Sie aufgehört haben',
  'marketing.ai.history.body':
    'Ihre Generierungen werden in einem Verlauf gespeichert, sodass Sie zu einer Beschreibung zurückkehren und sie verfeinern können.',
  'marketing.ai.terms.title': 'Nutzungsbedingungen vorab',
  'marketing.ai.terms.body':
    'Generierte Bilder zeigen vor dem Download, wie sie verwendet werden dürfen – genau wie heute schon jedes Asset der Sammlung.',
  'marketing.ai.today.title': 'Schon heute verfügbar',
  'marketing.ai.today.body':
    'Fotos, Illustrationen, Vektorgrafiken und Videos der Sammlung lassen sich schon jetzt durchsuchen, jeweils mit erklärten Lizenzbedingungen.',

  'marketing.contact.title': 'Vertrieb kontaktieren',
  'marketing.contact.description':
    'Fragen Sie das Vertriebsteam von {site} nach Lizenzen für Teams, Mengenkäufen und individuellen Bedingungen.',
  'marketing.contact.heading': 'Sprechen Sie mit unserem Vertriebsteam',
  'marketing.contact.lead':
    'Lizenzen für ein Team, ein großes Projekt oder eine ungewöhnliche Nutzung? Sagen Sie uns, was Sie brauchen, und wir antworten per E-Mail.',
  'marketing.contact.topics.title': 'Wir helfen Ihnen bei',
  'marketing.contact.topics.team': 'Lizenzen für Teams und mehrere Nutzer',
  'marketing.contact.topics.volume': 'Mengen- und regelmäßigen Käufen',
  'marketing.contact.topics.custom': 'Individuellen Lizenzbedingungen und erweiterten Rechten',
  'marketing.contact.topics.invoicing': 'Rechnungsstellung und Einkaufsbestellungen',
  'marketing.contact.form.title': 'Ihre Anfrage',
  'marketing.contact.form.required':
    'Alle Felder sind Pflichtfelder, sofern nicht als optional gekennzeichnet.',
  'marketing.contact.field.name': 'Vollständiger Name',
  'marketing.contact.field.email': 'Geschäftliche E-Mail-Adresse',
  'marketing.contact.field.company': 'Unternehmen oder Organisation',
  'marketing.contact.field.optional': 'optional',
  'marketing.contact.field.country': 'Land',
  'marketing.contact.field.countryPlaceholder': 'Land auswählen',
  'marketing.contact.field.message': 'Wie können wir helfen?',
  'marketing.contact.field.messageHint':
    'Erzählen Sie uns von Ihrem Projekt, den benötigten Inhalten und der geplanten Nutzung.',
  'marketing.contact.submit': 'Anfrage senden',
  'marketing.contact.privacy': 'Wir verwenden diese Angaben nur, um Ihre Anfrage zu beantworten.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Bitte korrigieren Sie # Feld, um Ihre Anfrage zu senden.} other {Bitte korrigieren Sie # Felder, um Ihre Anfrage zu senden.}}',
  'marketing.contact.errors.nameRequired': 'Geben Sie Ihren Namen ein.',
  'marketing.contact.errors.emailRequired': 'Geben Sie Ihre E-Mail-Adresse ein.',
  'marketing.contact.errors.emailInvalid': 'Geben Sie eine E-Mail-Adresse im Format name@example.com ein.',
  'marketing.contact.errors.countryRequired': 'Wählen Sie Ihr Land aus der Liste aus.',
  'marketing.contact.errors.messageRequired': 'Sagen Sie uns, wie wir helfen können.',
  'marketing.contact.errors.messageTooShort': 'Schreiben Sie mindestens {min, number} Zeichen.',
  'marketing.contact.errors.tooLong': 'Verwenden Sie höchstens {max, number} Zeichen.',
  'marketing.contact.thanks.title': 'Vielen Dank. Ihre Anfrage wurde gesendet.',
  'marketing.contact.thanks.body':
    'Unser Vertriebsteam antwortet an die angegebene E-Mail-Adresse. Bis dahin können Sie die Sammlung weiter erkunden.',

  'marketing.guide.title': 'Suchhilfe',
  'marketing.guide.description':
    'So suchen Sie auf {site}: Wörter, exakte Wortfolgen, ausgeschlossene Wörter, Medientypen, Kategorien und Sortierung.',
  'marketing.guide.heading': 'So funktioniert die Suche',
  'marketing.guide.lead':
    'Mit ein paar einfachen Techniken finden Sie schneller das passende Bild oder Video.',
  'marketing.guide.syntax.title': 'Was Sie eingeben können',
  'marketing.guide.words.title': 'Beginnen Sie mit wenigen Wörtern',
  'marketing.guide.words.body':
    'Beschreiben Sie, was auf dem Bild zu sehen sein soll. Die Ergebnisse enthalten alle eingegebenen Wörter in beliebiger Reihenfolge, und auch andere Formen eines Wortes zählen: mountains findet auch mountain.',
  'marketing.guide.phrase.title': 'Exakte Wortfolgen in Anführungszeichen',
  'marketing.guide.phrase.body':
    'Setzen Sie Wörter in doppelte Anführungszeichen, um sie direkt nebeneinander und in dieser Reihenfolge zu finden.',
  'marketing.guide.exclude.title': 'Wörter mit einem Minuszeichen ausschließen',
  'marketing.guide.exclude.body':
    'Setzen Sie ein Minuszeichen direkt vor ein Wort, um Ergebnisse zu entfernen, die es enthalten.',
  'marketing.guide.either.title': 'Eines von zwei Wörtern mit „or“',
  'marketing.guide.either.body':
    'Geben Sie or zwischen zwei Wörtern ein, um Ergebnisse zu finden, die eines der beiden enthalten.',
  'marketing.guide.tryExample': 'Nach {query} suchen',
  'marketing.guide.narrow.title': 'Ergebnisse eingrenzen',
  'marketing.guide.types.title': 'Medientyp wählen',
  'marketing.guide.types.body':
    'Wählen Sie vor der Suche in der Suchleiste Bilder oder Videos, oder wechseln Sie über die Registerkarten über den Ergebnissen. Jede Registerkarte zeigt, wie viele Ergebnisse sie enthält.',
  'marketing.guide.filters.title': 'Filter verwenden',
  'marketing.guide.filters.body':
    'Die Filterleiste neben den Ergebnissen grenzt sie nach Ausrichtung, Farbe, Anzahl der Personen, Datum und mehr ein; welche Filter angeboten werden, hängt vom Medientyp ab. Angewendete Filter erscheinen über den Ergebnissen, wo Sie sie einzeln oder alle auf einmal entfernen können.',
  'marketing.guide.browse.title': 'Nach Kategorien stöbern',
  'marketing.guide.browse.body':
    'Die Hauptnavigation führt direkt zu Kategorien der Sammlung, etwa Illustrationen oder Videos.',
  'marketing.guide.sort.title': 'Ergebnisse sortieren',
  'marketing.guide.sort.body':
    'Die Ergebnisse sind nach Relevanz sortiert, sofern Sie keine andere Reihenfolge wählen, etwa die neuesten oder die beliebtesten zuerst.',
  'marketing.guide.language.title': 'Auf Englisch suchen',
  'marketing.guide.language.body':
    'Titel und Schlagwörter dieser Sammlung sind auf Englisch verfasst. Englische Suchbegriffe liefern daher die meisten Ergebnisse.',

  'marketing.about.title': 'Über uns',
  'marketing.about.description':
    'Wer wir sind: ein Shop für Stockmedien auf Basis von Lightbox, Open-Source-Software zur Lizenzierung von Fotos, Illustrationen, Vektorgrafiken und Videos.',
  'marketing.about.heading': 'Über {site}',
  'marketing.about.lead':
    'Dieser Shop bietet Stockfotos, Illustrationen, Vektorgrafiken und Videos. Er läuft auf Lightbox, Open-Source-Software, mit der sich eine Mediensammlung auf eigenen Servern durchsuchen, präsentieren und lizenzieren lässt.',
  'marketing.about.mission.title': 'Was wir tun',
  'marketing.about.mission.body':
    'Wir helfen Menschen, Bilder und Filmmaterial für ihre Arbeit zu finden und zu klaren Bedingungen zu lizenzieren. Jedes Asset nennt seinen Lizenztyp und erklärt verständlich, was er erlaubt.',
  'marketing.about.sites.title': 'Zwei Shops, eine Sammlung',
  'marketing.about.sites.body':
    'Eine Lightbox-Installation betreibt einen Premium-Shop und einen Abo-Shop mit demselben Katalog. Jeder hat sein eigenes Erscheinungsbild und seine eigene Sprache; Suche und Lizenzierung funktionieren in beiden gleich.',
  'marketing.about.open.title': 'Open Source und selbst gehostet',
  'marketing.about.open.body':
    'Lightbox wird unter der MIT-Lizenz veröffentlicht. Eine Agentur oder ein Verlag kann die Software auf eigenen Servern mit dem eigenen Katalog betreiben und die Daten dort aufbewahren, wo sie es für richtig hält.',
  'marketing.about.languages.title': 'Für viele Sprachen gemacht',
  'marketing.about.languages.body':
    'Beide Shops sind in 25 Sprachen verfügbar. Besucher wählen ihr Land und ihre Sprache, und Links, Datumsangaben und Zahlen richten sich nach dieser Wahl.',
  'marketing.about.principles.title': 'Was uns wichtig ist',
  'marketing.about.principles.clarity':
    'Klare Lizenzen: Sie wissen, was Sie mit einem Asset tun dürfen, bevor Sie es verwenden.',
  'marketing.about.principles.speed':
    'Schnelle Suche: Ergebnisse werden auf dem Server erzeugt und erscheinen, ohne auf Skripte zu warten.',
  'marketing.about.principles.access':
    'Barrierefreiheit: Jede Seite ist für die Bedienung mit Tastatur und Screenreader ausgelegt.',
  'marketing.about.principles.privacy':
    'Datenschutz: Besucherdaten bleiben auf den Servern der Organisation, die den Shop betreibt.',

  'marketing.work.title': 'Mit uns arbeiten',
  'marketing.work.description':
    'Lightbox ist Open Source. Erfahren Sie, wie Sie mit Code, Übersetzungen, Design und Dokumentation beitragen können.',
  'marketing.work.heading': 'Gestalten Sie Lightbox mit',
  'marketing.work.lead':
    'Lightbox, die Software hinter diesem Shop, ist ein Open-Source-Projekt. Der beste Weg, mit uns zu arbeiten, ist mitzuwirken: Code, Übersetzungen, Design, Tests und Dokumentation sind gleichermaßen willkommen.',
  'marketing.work.ways.title': 'So können Sie beitragen',
  'marketing.work.code.title': 'Code',
  'marketing.work.code.body':
    'Lightbox ist in TypeScript geschrieben, mit React für jede Oberfläche, Fastify auf dem Server und PostgreSQL für die Daten. Beheben Sie einen Fehler, auf den Sie gestoßen sind, oder übernehmen Sie ein offenes Issue.',
  'marketing.work.translations.title': 'Übersetzungen',
  'marketing.work.translations.body':
    'Jede Oberfläche ist in 25 Sprachen verfügbar. Muttersprachler können Formulierungen verbessern und jede Sprache vollständig halten, wenn neue Texte hinzukommen.',
  'marketing.work.design.title': 'Design und Barrierefreiheit',
  'marketing.work.design.body':
    'Helfen Sie mit, beide Shops klar, schnell und gut mit Tastatur und Screenreader bedienbar zu machen.',
  'marketing.work.testing.title': 'Testen',
  'marketing.work.testing.body':
    'Probieren Sie neue Versionen mit Ihrem eigenen Katalog und Ihren Browsern aus und melden Sie alles, was nicht wie erwartet funktioniert.',
  'marketing.work.reports.title': 'Fehlerberichte und Ideen',
  'marketing.work.reports.body':
    'Ein klarer Bericht mit den Schritten, um ein Problem nachzustellen, ist einer der wertvollsten Beiträge überhaupt.',
  'marketing.work.docs.title': 'Dokumentation',
  'marketing.work.docs.body':
    'Verbessern Sie die Anleitungen für alle, die Lightbox installieren, konfigurieren und betreiben.',
  'marketing.work.start.title': 'Erste Schritte',
  'marketing.work.start.install':
    'Laden Sie den Quellcode herunter und installieren Sie die Abhängigkeiten mit Node.js 20 oder neuer.',
  'marketing.work.start.run':
    'Starten Sie beide Shops lokal, mit eingebetteter Datenbank und einem Demokatalog.',
  'marketing.work.start.check':
    'Bevor Sie eine Änderung vorschlagen, führen Sie Typprüfung, Linter, die Prüfung der Übersetzungsabdeckung und alle Tests aus.',
  'marketing.work.start.focus':
    'Halten Sie jede Änderung überschaubar, legen Sie Tests neben den Code, den sie prüfen, und erklären Sie, was die Änderung bewirkt und warum.',
  'marketing.work.business.title': 'Nutzen Sie diesen Shop für Ihr Unternehmen?',
  'marketing.work.business.body':
    'Wenn Sie über die Lizenzierung von Inhalten für ein Team oder ein großes Projekt sprechen möchten, hilft Ihnen unser Vertriebsteam gern weiter.',
};

export default messages;
