import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mer fra {site}',
  'marketing.comingSoon': 'Kommer snart',
  'marketing.searchCollection': 'Søk i samlingen',

  'marketing.ai.title': 'Bildegenerering med KI',
  'marketing.ai.description':
    'Bildegenerering og bilderedigering med KI kommer snart til {site}. Inntil da kan du søke i samlingen.',
  'marketing.ai.heading': 'Lag og tilpass bilder med KI',
  'marketing.ai.lead':
    'Vi bygger bildegenerering og bilderedigering med KI inn i {site}. Verktøyene er ikke tilgjengelige ennå: Denne siden beskriver hva som er planlagt.',
  'marketing.ai.planned': 'Dette er planlagt',
  'marketing.ai.generate.title': 'Generer ut fra en beskrivelse',
  'marketing.ai.generate.body':
    'Beskriv bildet du trenger med dine egne ord, og velg mellom flere varianter.',
  'marketing.ai.modify.title': 'Rediger et bilde',
  'marketing.ai.modify.body':
    'Utvid lerretet, bytt bakgrunn eller endre detaljer i et bilde uten å forlate butikken.',
  'marketing.ai.history.title': 'Fortsett der du slapp',
  'marketing.ai.history.body':
    'Genereringene dine lagres i en historikk, slik at du kan gå tilbake til en beskrivelse og finpusse den.',
  'marketing.ai.terms.title': 'Vilkårene klare fra start',
  'marketing.ai.terms.body':
    'Genererte bilder viser hvordan de kan brukes før du laster dem ned, akkurat som hvert element i samlingen allerede gjør i dag.',
  'marketing.ai.today.title': 'Tilgjengelig i dag',
  'marketing.ai.today.body':
    'Bilder, illustrasjoner, vektorgrafikk og video i samlingen kan allerede søkes opp, hver med forklarte lisensvilkår.',

  'marketing.contact.title': 'Kontakt salg',
  'marketing.contact.description':
    'Spør salgsteamet hos {site} om lisenser for team, volumkjøp og tilpassede vilkår.',
  'marketing.contact.heading': 'Snakk med salgsteamet vårt',
  'marketing.contact.lead':
    'Lisenser for et team, et stort prosjekt eller en uvanlig bruk? Fortell oss hva du trenger, så svarer vi på e-post.',
  'marketing.contact.topics.title': 'Vi kan hjelpe med',
  'marketing.contact.topics.team': 'Lisenser for team og flere brukere',
  'marketing.contact.topics.volume': 'Volumkjøp og gjentakende kjøp',
  'marketing.contact.topics.custom': 'Tilpassede lisensvilkår og utvidede rettigheter',
  'marketing.contact.topics.invoicing': 'Fakturering og innkjøpsordrer',
  'marketing.contact.form.title': 'Din henvendelse',
  'marketing.contact.form.required': 'Alle feltene må fylles ut med mindre de er merket som valgfrie.',
  'marketing.contact.field.name': 'Fullt navn',
  'marketing.contact.field.email': 'Jobb-e-post',
  'marketing.contact.field.company': 'Bedrift eller organisasjon',
  'marketing.contact.field.optional': 'valgfritt',
  'marketing.contact.field.country': 'Land',
  'marketing.contact.field.countryPlaceholder': 'Velg et land',
  'marketing.contact.field.message': 'Hvordan kan vi hjelpe?',
  'marketing.contact.field.messageHint':
    'Fortell oss om prosjektet ditt, innholdet du trenger og hvordan du har tenkt å bruke det.',
  'marketing.contact.submit': 'Send henvendelse',
  'marketing.contact.privacy': 'Vi bruker disse opplysningene bare til å svare på henvendelsen din.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Rett # felt for å sende henvendelsen.} other {Rett # felt for å sende henvendelsen.}}',
  'marketing.contact.errors.nameRequired': 'Skriv inn navnet ditt.',
  'marketing.contact.errors.emailRequired': 'Skriv inn e-postadressen din.',
  'marketing.contact.errors.emailInvalid': 'Skriv inn en e-postadresse i formatet navn@example.com.',
  'marketing.contact.errors.countryRequired': 'Velg landet ditt fra listen.',
  'marketing.contact.errors.messageRequired': 'Fortell oss hvordan vi kan hjelpe.',
  'marketing.contact.errors.messageTooShort': 'Skriv minst {min, number} tegn.',
  'marketing.contact.errors.tooLong': 'Bruk høyst {max, number} tegn.',
  'marketing.contact.thanks.title': 'Takk! Henvendelsen din er sendt.',
  'marketing.contact.thanks.body':
    'Salgsteamet vårt svarer til e-postadressen du oppga. I mellomtiden kan du fortsette å utforske samlingen.',

  'marketing.guide.title': 'Søkeveiledning',
  'marketing.guide.description':
    'Slik søker du på {site}: ord, eksakte uttrykk, utelatte ord, medietyper, kategorier og sortering.',
  'marketing.guide.heading': 'Slik søker du',
  'marketing.guide.lead': 'Noen enkle teknikker hjelper deg å finne riktig bilde eller klipp raskere.',
  'marketing.guide.syntax.title': 'Hva du skriver',
  'marketing.guide.words.title': 'Begynn med noen få ord',
  'marketing.guide.words.body':
    'Beskriv hva som skal være på bildet. Resultatene inneholder alle ordene du skriver, i vilkårlig rekkefølge, og andre former av et ord teller også: mountains finner også mountain.',
  'marketing.guide.phrase.title': 'Eksakte uttrykk i anførselstegn',
  'marketing.guide.phrase.body':
    'Sett ord i doble anførselstegn for å finne dem ved siden av hverandre, i den rekkefølgen.',
  'marketing.guide.exclude.title': 'Utelat ord med et minustegn',
  'marketing.guide.exclude.body':
    'Skriv et minustegn rett foran et ord for å fjerne resultater som inneholder det.',
  'marketing.guide.either.title': 'Det ene eller det andre ordet med «or»',
  'marketing.guide.either.body': 'Skriv or mellom to ord for å finne resultater som inneholder ett av dem.',
  'marketing.guide.tryExample': 'Søk etter {query}',
  'marketing.guide.narrow.title': 'Avgrens resultatene',
  'marketing.guide.types.title': 'Velg medietype',
  'marketing.guide.types.body':
    'Velg bilder eller video i søkefeltet før du søker, eller bytt med fanene over resultatene. Hver fane viser hvor mange resultater den inneholder.',
  'marketing.guide.filters.title': 'Bruk filtrene',
  'marketing.guide.filters.body':
    'Filterpanelet ved siden av resultatene avgrenser dem etter retning, farge, antall personer, dato og mer; hvilke filtre som tilbys, avhenger av medietypen. Brukte filtre vises over resultatene, der du kan fjerne dem ett om gangen eller alle på én gang.',
  'marketing.guide.browse.title': 'Bla etter kategori',
  'marketing.guide.browse.body':
    'Hovedmenyen tar deg rett til samlingens kategorier, for eksempel illustrasjoner eller video.',
  'marketing.guide.sort.title': 'Sorter resultatene',
  'marketing.guide.sort.body':
    'Resultatene sorteres etter relevans med mindre du velger en annen rekkefølge, for eksempel nyeste eller mest populære først.',
  'marketing.guide.language.title': 'Søk på engelsk',
  'marketing.guide.language.body':
    'Titler og nøkkelord i denne samlingen er skrevet på engelsk, så engelske søkeord gir flest resultater.',

  'marketing.about.title': 'Om oss',
  'marketing.about.description':
    'Hvem vi er: en butikk for stockmedier som kjører på Lightbox, programvare med åpen kildekode for lisensiering av bilder, illustrasjoner, vektorgrafikk og video.',
  'marketing.about.heading': 'Om {site}',
  'marketing.about.lead':
    'Denne butikken tilbyr stockbilder, illustrasjoner, vektorgrafikk og video. Den kjører på Lightbox, programvare med åpen kildekode for å søke i, presentere og lisensiere en mediesamling fra dine egne servere.',
  'marketing.about.mission.title': 'Dette gjør vi',
  'marketing.about.mission.body':
    'Vi hjelper folk å finne bilder og filmmateriale til arbeidet sitt og å lisensiere det på klare vilkår. Hvert element oppgir lisenstypen sin med en lettfattelig forklaring av hva den tillater.',
  'marketing.about.sites.title': 'To butikker, én samling',
  'marketing.about.sites.body':
    'Én Lightbox-installasjon driver en premiumbutikk og en abonnementsbutikk med den samme katalogen. Hver har sitt eget uttrykk og språk; søk og lisensiering fungerer likt i begge.',
  'marketing.about.open.title': 'Åpen kildekode, egen drift',
  'marketing.about.open.body':
    'Lightbox publiseres under MIT-lisensen. Et byrå eller et forlag kan kjøre den på sin egen server med sin egen katalog og oppbevare dataene der det selv vil.',
  'marketing.about.languages.title': 'Laget for mange språk',
  'marketing.about.languages.body':
    'Begge butikkene finnes på 25 språk. Besøkende velger land og språk, og lenker, datoer og tall følger det valget.',
  'marketing.about.principles.title': 'Dette er viktig for oss',
  'marketing.about.principles.clarity':
    'Klare lisenser: Du vet hva du kan gjøre med et element før du bruker det.',
  'marketing.about.principles.speed':
    'Raskt søk: Resultatene lages på serveren og vises uten å vente på skript.',
  'marketing.about.principles.access':
    'Tilgjengelighet: Hver side er utformet for å fungere med tastatur og skjermleser.',
  'marketing.about.principles.privacy':
    'Personvern: De besøkendes data blir værende på serverne til organisasjonen som driver butikken.',

  'marketing.work.title': 'Jobb med oss',
  'marketing.work.description':
    'Lightbox har åpen kildekode. Les hvordan du kan bidra med kode, oversettelser, design og dokumentasjon.',
  'marketing.work.heading': 'Bygg Lightbox sammen med oss',
  'marketing.work.lead':
    'Lightbox, programvaren bak denne butikken, er et prosjekt med åpen kildekode. Den beste måten å jobbe med oss på er å bidra: kode, oversettelser, design, testing og dokumentasjon er alle velkomne.',
  'marketing.work.ways.title': 'Måter å bidra på',
  'marketing.work.code.title': 'Kode',
  'marketing.work.code.body':
    'Lightbox er skrevet i TypeScript, med React for hver skjerm, Fastify på serveren og PostgreSQL for data. Rett en feil du har støtt på, eller ta tak i en åpen sak.',
  'marketing.work.translations.title': 'Oversettelser',
  'marketing.work.translations.body':
    'Hver skjerm finnes på 25 språk. Personer med språket som morsmål kan forbedre formuleringene og holde hvert språk komplett når ny tekst kommer til.',
  'marketing.work.design.title': 'Design og tilgjengelighet',
  'marketing.work.design.body':
    'Hjelp til med å gjøre begge butikkene tydelige, raske og enkle å bruke med tastatur og skjermleser.',
  'marketing.work.testing.title': 'Testing',
  'marketing.work.testing.body':
    'Prøv nye versjoner med din egen katalog og dine nettlesere, og meld fra om alt som ikke fungerer som det skal.',
  'marketing.work.reports.title': 'Feilrapporter og ideer',
  'marketing.work.reports.body':
    'En tydelig rapport med stegene for å gjenskape et problem er et av de mest nyttige bidragene du kan gi.',
  'marketing.work.docs.title': 'Dokumentasjon',
  'marketing.work.docs.body':
    'Forbedre veiledningene for dem som installerer, konfigurerer og drifter Lightbox.',
  'marketing.work.start.title': 'Kom i gang',
  'marketing.work.start.install': 'Hent kildekoden, og installer avhengighetene med Node.js 20 eller nyere.',
  'marketing.work.start.run': 'Start begge butikkene lokalt, med en innebygd database og en demokatalog.',
  'marketing.work.start.check':
    'Før du foreslår en endring, kjører du typesjekken, linteren, sjekken av oversettelsesdekning og alle testene.',
  'marketing.work.start.focus':
    'Hold hver endring avgrenset, legg testene ved siden av koden de dekker, og forklar hva endringen gjør og hvorfor.',
  'marketing.work.business.title': 'Bruker du denne butikken i bedriften din?',
  'marketing.work.business.body':
    'Vil du snakke om lisensiering av innhold for et team eller et stort prosjekt, hjelper salgsteamet vårt gjerne.',
};

export default messages;
