import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Meer van {site}',
  'marketing.comingSoon': 'Binnenkort beschikbaar',
  'marketing.searchCollection': 'Doorzoek de collectie',

  'marketing.ai.title': 'Beelden genereren met AI',
  'marketing.ai.description':
    'Beelden genereren en bewerken met AI komt binnenkort naar {site}. Doorzoek tot die tijd de collectie.',
  'marketing.ai.heading': 'Beelden maken en aanpassen met AI',
  'marketing.ai.lead':
    'We bouwen het genereren en bewerken van beelden met AI in {site}. Deze tools zijn nog niet beschikbaar: op deze pagina lees je wat er gepland is.',
  'marketing.ai.planned': 'Wat er gepland is',
  'marketing.ai.generate.title': 'Genereren vanuit een beschrijving',
  'marketing.ai.generate.body':
    'Beschrijf in je eigen woorden het beeld dat je nodig hebt en kies uit verschillende varianten.',
  'marketing.ai.modify.title': 'Een beeld bewerken',
  'marketing.ai.modify.body':
    'Vergroot het canvas, vervang de achtergrond of wijzig details van een beeld zonder de winkel te verlaten.',
  'marketing.ai.history.title': 'Ga verder waar je gebleven was',
  'marketing.ai.history.body':
    'Je generaties worden bewaard in een geschiedenis, zodat je kunt teruggaan naar een beschrijving en die kunt verfijnen.',
  'marketing.ai.terms.title': 'Voorwaarden vooraf duidelijk',
  'marketing.ai.terms.body':
    'Gegenereerde beelden laten vóór het downloaden zien hoe je ze mag gebruiken, net zoals elk item in de collectie nu al doet.',
  'marketing.ai.today.title': 'Nu al beschikbaar',
  'marketing.ai.today.body':
    'Foto’s, illustraties, vectorafbeeldingen en video’s uit de collectie zijn nu al doorzoekbaar, elk met uitgelegde licentievoorwaarden.',

  'marketing.contact.title': 'Contact met verkoop',
  'marketing.contact.description':
    'Vraag het verkoopteam van {site} naar licenties voor teams, volume-aankopen en voorwaarden op maat.',
  'marketing.contact.heading': 'Praat met ons verkoopteam',
  'marketing.contact.lead':
    'Licenties voor een team, een groot project of een bijzonder gebruik? Vertel ons wat je nodig hebt en we antwoorden per e-mail.',
  'marketing.contact.topics.title': 'We helpen je graag met',
  'marketing.contact.topics.team': 'Licenties voor teams en meerdere gebruikers',
  'marketing.contact.topics.volume': 'Volume- en terugkerende aankopen',
  'marketing.contact.topics.custom': 'Licentievoorwaarden op maat en uitgebreide rechten',
  'marketing.contact.topics.invoicing': 'Facturatie en inkooporders',
  'marketing.contact.form.title': 'Je aanvraag',
  'marketing.contact.form.required': 'Alle velden zijn verplicht, tenzij ze als optioneel zijn gemarkeerd.',
  'marketing.contact.field.name': 'Volledige naam',
  'marketing.contact.field.email': 'Zakelijk e-mailadres',
  'marketing.contact.field.company': 'Bedrijf of organisatie',
  'marketing.contact.field.optional': 'optioneel',
  'marketing.contact.field.country': 'Land',
  'marketing.contact.field.countryPlaceholder': 'Kies een land',
  'marketing.contact.field.message': 'Waarmee kunnen we je helpen?',
  'marketing.contact.field.messageHint':
    'Vertel ons over je project, de content die je nodig hebt en hoe je die wilt gebruiken.',
  'marketing.contact.submit': 'Aanvraag versturen',
  'marketing.contact.privacy': 'We gebruiken deze gegevens alleen om je aanvraag te beantwoorden.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Corrigeer # veld om je aanvraag te versturen.} other {Corrigeer # velden om je aanvraag te versturen.}}',
  'marketing.contact.errors.nameRequired': 'Vul je naam in.',
  'marketing.contact.errors.emailRequired': 'Vul je e-mailadres in.',
  'marketing.contact.errors.emailInvalid': 'Vul een e-mailadres in met de vorm naam@example.com.',
  'marketing.contact.errors.countryRequired': 'Kies je land uit de lijst.',
  'marketing.contact.errors.messageRequired': 'Vertel ons waarmee we je kunnen helpen.',
  'marketing.contact.errors.messageTooShort': 'Schrijf minstens {min, number} tekens.',
  'marketing.contact.errors.tooLong': 'Gebruik maximaal {max, number} tekens.',
  'marketing.contact.thanks.title': 'Bedankt. Je aanvraag is verstuurd.',
  'marketing.contact.thanks.body':
    'Ons verkoopteam antwoordt op het e-mailadres dat je hebt opgegeven. Intussen kun je de collectie verder verkennen.',

  'marketing.guide.title': 'Zoekgids',
  'marketing.guide.description':
    'Zo zoek je op {site}: woorden, exacte zinsdelen, uitgesloten woorden, mediatypen, categorieën en sorteren.',
  'marketing.guide.heading': 'Zo zoek je',
  'marketing.guide.lead':
    'Met een paar eenvoudige technieken vind je sneller het juiste beeld of de juiste clip.',
  'marketing.guide.syntax.title': 'Wat je intypt',
  'marketing.guide.words.title': 'Begin met een paar woorden',
  'marketing.guide.words.body':
    'Beschrijf wat er op het beeld moet staan. De resultaten bevatten alle woorden die je typt, in willekeurige volgorde, en andere vormen van een woord tellen ook mee: mountains vindt ook mountain.',
  'marketing.guide.phrase.title': 'Exacte zinsdelen tussen aanhalingstekens',
  'marketing.guide.phrase.body':
    'Zet woorden tussen dubbele aanhalingstekens om ze naast elkaar en in die volgorde te vinden.',
  'marketing.guide.exclude.title': 'Woorden uitsluiten met een minteken',
  'marketing.guide.exclude.body':
    'Typ een minteken direct voor een woord om resultaten weg te laten die dat woord bevatten.',
  'marketing.guide.either.title': 'Het ene of het andere woord met „or”',
  'marketing.guide.either.body':
    'Typ or tussen twee woorden om resultaten te vinden die een van beide bevatten.',
  'marketing.guide.tryExample': 'Zoeken naar {query}',
  'marketing.guide.narrow.title': 'Resultaten verfijnen',
  'marketing.guide.types.title': 'Kies een mediatype',
  'marketing.guide.types.body':
    'Kies vóór het zoeken afbeeldingen of video’s in de zoekbalk, of wissel met de tabbladen boven de resultaten. Elk tabblad toont hoeveel resultaten het bevat.',
  'marketing.guide.filters.title': 'Gebruik de filters',
  'marketing.guide.filters.body':
    'Met het filterpaneel naast de resultaten verfijn je ze op oriëntatie, kleur, aantal personen, datum en meer; welke filters er zijn, hangt af van het mediatype. Toegepaste filters staan boven de resultaten, waar je ze een voor een of allemaal tegelijk verwijdert.',
  'marketing.guide.browse.title': 'Bladeren per categorie',
  'marketing.guide.browse.body':
    'De hoofdnavigatie leidt rechtstreeks naar categorieën van de collectie, zoals illustraties of video’s.',
  'marketing.guide.sort.title': 'Resultaten sorteren',
  'marketing.guide.sort.body':
    'Resultaten worden gesorteerd op relevantie, tenzij je een andere volgorde kiest, zoals nieuwste of populairste eerst.',
  'marketing.guide.language.title': 'Zoek in het Engels',
  'marketing.guide.language.body':
    'Titels en trefwoorden in deze collectie zijn in het Engels geschreven, dus Engelse zoekwoorden leveren de meeste resultaten op.',

  'marketing.about.title': 'Over ons',
  'marketing.about.description':
    'Wie we zijn: een winkel voor stockmedia die draait op Lightbox, opensourcesoftware voor het in licentie geven van foto’s, illustraties, vectorafbeeldingen en video’s.',
  'marketing.about.heading': 'Over {site}',
  'marketing.about.lead':
    'Deze winkel biedt stockfoto’s, illustraties, vectorafbeeldingen en video’s. Hij draait op Lightbox, opensourcesoftware om een mediacollectie vanaf je eigen servers te doorzoeken, te presenteren en in licentie te geven.',
  'marketing.about.mission.title': 'Wat we doen',
  'marketing.about.mission.body':
    'We helpen mensen beelden en videomateriaal voor hun werk te vinden en die onder duidelijke voorwaarden in licentie te nemen. Elk item vermeldt zijn licentietype, met een heldere uitleg van wat dat toestaat.',
  'marketing.about.sites.title': 'Twee winkels, één collectie',
  'marketing.about.sites.body':
    'Eén Lightbox-installatie draait een premiumwinkel en een abonnementswinkel op dezelfde catalogus. Elk heeft een eigen uitstraling en toon; zoeken en licenties werken in beide hetzelfde.',
  'marketing.about.open.title': 'Open source en zelf gehost',
  'marketing.about.open.body':
    'Lightbox wordt gepubliceerd onder de MIT-licentie. Een bureau of uitgever kan het op een eigen server draaien met een eigen catalogus en de gegevens bewaren waar het wil.',
  'marketing.about.languages.title': 'Gemaakt voor veel talen',
  'marketing.about.languages.body':
    'Beide winkels zijn beschikbaar in 25 talen. Bezoekers kiezen hun land en taal, en links, datums en getallen volgen die keuze.',
  'marketing.about.principles.title': 'Wat we belangrijk vinden',
  'marketing.about.principles.clarity':
    'Duidelijke licenties: je weet wat je met een item mag doen voordat je het gebruikt.',
  'marketing.about.principles.speed':
    'Snel zoeken: resultaten worden op de server opgebouwd en verschijnen zonder op scripts te wachten.',
  'marketing.about.principles.access':
    'Toegankelijkheid: elke pagina is ontworpen om te werken met een toetsenbord en een schermlezer.',
  'marketing.about.principles.privacy':
    'Privacy: bezoekersgegevens blijven op de servers van de organisatie die de winkel beheert.',

  'marketing.work.title': 'Met ons werken',
  'marketing.work.description':
    'Lightbox is open source. Ontdek hoe je kunt bijdragen met code, vertalingen, ontwerp en documentatie.',
  'marketing.work.heading': 'Bouw mee aan Lightbox',
  'marketing.work.lead':
    'Lightbox, de software achter deze winkel, is een opensourceproject. De beste manier om met ons te werken is bijdragen: code, vertalingen, ontwerp, testen en documentatie zijn allemaal welkom.',
  'marketing.work.ways.title': 'Manieren om bij te dragen',
  'marketing.work.code.title': 'Programmeren',
  'marketing.work.code.body':
    'Lightbox is geschreven in TypeScript, met React voor elk scherm, Fastify op de server en PostgreSQL voor de gegevens. Los een bug op waar je tegenaan liep of pak een openstaand issue op.',
  'marketing.work.translations.title': 'Vertalingen',
  'marketing.work.translations.body':
    'Elk scherm is beschikbaar in 25 talen. Moedertaalsprekers kunnen de formulering verbeteren en elke taal volledig houden wanneer er nieuwe tekst bijkomt.',
  'marketing.work.design.title': 'Ontwerp en toegankelijkheid',
  'marketing.work.design.body':
    'Help beide winkels duidelijk, snel en goed bruikbaar te maken met een toetsenbord en een schermlezer.',
  'marketing.work.testing.title': 'Testen',
  'marketing.work.testing.body':
    'Probeer nieuwe versies uit met je eigen catalogus en browsers, en meld alles wat niet werkt zoals het hoort.',
  'marketing.work.reports.title': 'Bugmeldingen en ideeën',
  'marketing.work.reports.body':
    'Een duidelijke melding met de stappen om een probleem te reproduceren is een van de nuttigste bijdragen die je kunt leveren.',
  'marketing.work.docs.title': 'Documentatie',
  'marketing.work.docs.body':
    'Verbeter de handleidingen voor iedereen die Lightbox installeert, configureert en beheert.',
  'marketing.work.start.title': 'Aan de slag',
  'marketing.work.start.install':
    'Haal de broncode op en installeer de afhankelijkheden met Node.js 20 of nieuwer.',
  'marketing.work.start.run': 'Start beide winkels lokaal, met een ingebouwde database en een democatalogus.',
  'marketing.work.start.check':
    'Voer voordat je een wijziging voorstelt de typecontrole, de linter, de controle op vertaaldekking en alle tests uit.',
  'marketing.work.start.focus':
    'Houd elke wijziging afgebakend, zet tests naast de code die ze dekken en leg uit wat de wijziging doet en waarom.',
  'marketing.work.business.title': 'Gebruik je deze winkel voor je bedrijf?',
  'marketing.work.business.body':
    'Wil je praten over licenties voor content voor een team of een groot project? Ons verkoopteam helpt je graag.',
};

export default messages;
