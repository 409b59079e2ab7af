import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mere fra {site}',
  'marketing.comingSoon': 'Kommer snart',
  'marketing.searchCollection': 'Søg i samlingen',

  'marketing.ai.title': 'Billedgenerering med AI',
  'marketing.ai.description':
    'Billedgenerering og billedredigering med AI kommer snart til {site}. Indtil da kan du søge i samlingen.',
  'marketing.ai.heading': 'Skab og tilpas billeder med AI',
  'marketing.ai.lead':
    'Vi bygger billedgenerering og billedredigering med AI ind i {site}. Værktøjerne er ikke tilgængelige endnu: Denne side beskriver, hvad der er planlagt.',
  'marketing.ai.planned': 'Det er planlagt',
  'marketing.ai.generate.title': 'Generér ud fra en beskrivelse',
  'marketing.ai.generate.body':
    'Beskriv det billede, du har brug for, med dine egne ord, og vælg mellem flere varianter.',
  'marketing.ai.modify.title': 'Redigér et billede',
  'marketing.ai.modify.body':
    'Udvid lærredet, udskift baggrunden eller ændr detaljer i et billede uden at forlade butikken.',
  'marketing.ai.history.title': 'Fortsæt, hvor du slap',
  'marketing.ai.history.body':
    'Dine genereringer gemmes i en historik, så du kan vende tilbage til en beskrivelse og forfine den.',
  'marketing.ai.terms.title': 'Vilkårene klare fra starten',
  'marketing.ai.terms.body':
    'Genererede billeder viser, hvordan de må bruges, før du downloader dem, præcis som hvert element i samlingen allerede gør i dag.',
  'marketing.ai.today.title': 'Tilgængeligt i dag',
  'marketing.ai.today.body':
    'Fotos, illustrationer, vektorgrafik og video i samlingen kan allerede søges frem, hver med forklarede licensvilkår.',

  'marketing.contact.title': 'Kontakt salg',
  'marketing.contact.description':
    'Spørg salgsteamet hos {site} om licenser til teams, mængdekøb og tilpassede vilkår.',
  'marketing.contact.heading': 'Tal med vores salgsteam',
  'marketing.contact.lead':
    'Licenser til et team, et stort projekt eller en usædvanlig anvendelse? Fortæl os, hvad du har brug for, så svarer vi via e-mail.',
  'marketing.contact.topics.title': 'Vi kan hjælpe med',
  'marketing.contact.topics.team': 'Licenser til teams og flere brugere',
  'marketing.contact.topics.volume': 'Mængdekøb og tilbagevendende køb',
  'marketing.contact.topics.custom': 'Tilpassede licensvilkår og udvidede rettigheder',
  'marketing.contact.topics.invoicing': 'Fakturering og indkøbsordrer',
  'marketing.contact.form.title': 'Din henvendelse',
  'marketing.contact.form.required': 'Alle felter skal udfyldes, medmindre de er markeret som valgfrie.',
  'marketing.contact.field.name': 'Fulde navn',
  'marketing.contact.field.email': 'Arbejdsmail',
  'marketing.contact.field.company': 'Virksomhed eller organisation',
  'marketing.contact.field.optional': 'valgfrit',
  'marketing.contact.field.country': 'Land',
  'marketing.contact.field.countryPlaceholder': 'Vælg et land',
  'marketing.contact.field.message': 'Hvordan kan vi hjælpe?',
  'marketing.contact.field.messageHint':
    'Fortæl os om dit projekt, det indhold, du har brug for, og hvordan du vil bruge det.',
  'marketing.contact.submit': 'Send henvendelse',
  'marketing.contact.privacy': 'Vi bruger kun disse oplysninger til at besvare din henvendelse.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Ret # felt for at sende din henvendelse.} other {Ret # felter for at sende din henvendelse.}}',
  'marketing.contact.errors.nameRequired': 'Indtast dit navn.',
  'marketing.contact.errors.emailRequired': 'Indtast din e-mailadresse.',
  'marketing.contact.errors.emailInvalid': 'Indtast en e-mailadresse i formatet navn@example.com.',
  'marketing.contact.errors.countryRequired': 'Vælg dit land på listen.',
  'marketing.contact.errors.messageRequired': 'Fortæl os, hvordan vi kan hjælpe.',
  'marketing.contact.errors.messageTooShort': 'Skriv mindst {min, number} tegn.',
  'marketing.contact.errors.tooLong': 'Brug højst {max, number} tegn.',
  'marketing.contact.thanks.title': 'Tak! Din henvendelse er sendt.',
  'marketing.contact.thanks.body':
    'Vores salgsteam svarer på den e-mailadresse, du har angivet. I mellemtiden kan du fortsætte med at udforske samlingen.',

  'marketing.guide.title': 'Søgeguide',
  'marketing.guide.description':
    'Sådan søger du på {site}: ord, præcise udtryk, udelukkede ord, medietyper, kategorier og sortering.',
  'marketing.guide.heading': 'Sådan søger du',
  'marketing.guide.lead':
    'Et par enkle teknikker hjælper dig med hurtigere at finde det rigtige billede eller klip.',
  'marketing.guide.syntax.title': 'Hvad du skriver',
  'marketing.guide.words.title': 'Start med nogle få ord',
  'marketing.guide.words.body':
    'Beskriv, hvad der skal være på billedet. Resultaterne indeholder alle de ord, du skriver, i vilkårlig rækkefølge, og andre former af et ord tæller også med: mountains finder også mountain.',
  'marketing.guide.phrase.title': 'Præcise udtryk i anførselstegn',
  'marketing.guide.phrase.body':
    'Sæt ord i dobbelte anførselstegn for at finde dem ved siden af hinanden i den rækkefølge.',
  'marketing.guide.exclude.title': 'Udelad ord med et minustegn',
  'marketing.guide.exclude.body':
    'Skriv et minustegn lige foran et ord for at fjerne resultater, der indeholder det.',
  'marketing.guide.either.title': 'Det ene eller det andet ord med »or«',
  'marketing.guide.either.body': 'Skriv or mellem to ord for at finde resultater, der indeholder et af dem.',
  'marketing.guide.tryExample': 'Søg efter {query}',
  'marketing.guide.narrow.title': 'Afgræns resultaterne',
  'marketing.guide.types.title': 'Vælg en medietype',
  'marketing.guide.types.body':
    'Vælg billeder eller video i søgefeltet, før du søger, eller skift med fanerne over resultaterne. Hver fane viser, hvor mange resultater den indeholder.',
  'marketing.guide.filters.title': 'Brug filtrene',
  'marketing.guide.filters.body':
    'Filterpanelet ved siden af resultaterne afgrænser dem efter retning, farve, antal personer, dato og mere; hvilke filtre der tilbydes, afhænger af medietypen. Anvendte filtre vises over resultaterne, hvor du kan fjerne dem ét ad gangen eller alle på én gang.',
  'marketing.guide.browse.title': 'Gennemse efter kategori',
  'marketing.guide.browse.body':
    'Hovedmenuen fører direkte til samlingens kategorier, for eksempel illustrationer eller video.',
  'marketing.guide.sort.title': 'Sortér resultaterne',
  'marketing.guide.sort.body':
    'Resultaterne sorteres efter relevans, medmindre du vælger en anden rækkefølge, for eksempel nyeste eller mest populære først.',
  'marketing.guide.language.title': 'Søg på engelsk',
  'marketing.guide.language.body':
    'Titler og nøgleord i denne samling er skrevet på engelsk, så engelske søgeord giver flest resultater.',

  'marketing.about.title': 'Om os',
  'marketing.about.description':
    'Hvem vi er: en butik med stockmedier, der kører på Lightbox, open source-software til licensering af fotos, illustrationer, vektorgrafik og video.',
  'marketing.about.heading': 'Om {site}',
  'marketing.about.lead':
    'Denne butik tilbyder stockfotos, illustrationer, vektorgrafik og video. Den kører på Lightbox, open source-software til at søge i, præsentere og licensere en mediesamling fra dine egne servere.',
  'marketing.about.mission.title': 'Det gør vi',
  'marketing.about.mission.body':
    'Vi hjælper folk med at finde billeder og videomateriale til deres arbejde og licensere det på klare vilkår. Hvert element angiver sin licenstype med en letforståelig forklaring af, hvad den tillader.',
  'marketing.about.sites.title': 'To butikker, én samling',
  'marketing.about.sites.body':
    'Én Lightbox-installation driver en premiumbutik og en abonnementsbutik med det samme katalog. Hver har sit eget udtryk og sprog; søgning og licensering fungerer ens i begge.',
  'marketing.about.open.title': 'Open source og egen drift',
  'marketing.about.open.body':
    'Lightbox udgives under MIT-licensen. Et bureau eller et forlag kan køre den på sin egen server med sit eget katalog og opbevare sine data, hvor det selv vælger.',
  'marketing.about.languages.title': 'Skabt til mange sprog',
  'marketing.about.languages.body':
    'Begge butikker findes på 25 sprog. Besøgende vælger land og sprog, og links, datoer og tal følger det valg.',
  'marketing.about.principles.title': 'Det betyder noget for os',
  'marketing.about.principles.clarity':
    'Klare licenser: Du ved, hvad du må gøre med et element, før du bruger det.',
  'marketing.about.principles.speed':
    'Hurtig søgning: Resultaterne dannes på serveren og vises uden at vente på scripts.',
  'marketing.about.principles.access':
    'Tilgængelighed: Hver side er designet til at fungere med tastatur og skærmlæser.',
  'marketing.about.principles.privacy':
    'Privatliv: De besøgendes data bliver på serverne hos den organisation, der driver butikken.',

  'marketing.work.title': 'Arbejd med os',
  'marketing.work.description':
    'Lightbox er open source. Se, hvordan du kan bidrage med kode, oversættelser, design og dokumentation.',
  'marketing.work.heading': 'Byg Lightbox sammen med os',
  'marketing.work.lead':
    'Lightbox, softwaren bag denne butik, er et open source-projekt. Den bedste måde at arbejde med os på er at bidrage: kode, oversættelser, design, test og dokumentation er alle velkomne.',
  'marketing.work.ways.title': 'Måder at bidrage på',
  'marketing.work.code.title': 'Kode',
  'marketing.work.code.body':
    'Lightbox er skrevet i TypeScript med React til hver skærm, Fastify på serveren og PostgreSQL til data. Ret en fejl, du er stødt på, eller tag fat på en åben sag.',
  'marketing.work.translations.title': 'Oversættelser',
  'marketing.work.translations.body':
    'Hver skærm findes på 25 sprog. Personer med sproget som modersmål kan forbedre formuleringerne og holde hvert sprog komplet, når der kommer ny tekst til.',
  'marketing.work.design.title': 'Design og tilgængelighed',
  'marketing.work.design.body':
    'Hjælp med at gøre begge butikker klare, hurtige og nemme at bruge med tastatur og skærmlæser.',
  'marketing.work.testing.title': 'Test',
  'marketing.work.testing.body':
    'Prøv nye versioner med dit eget katalog og dine browsere, og rapportér alt, der ikke virker, som det skal.',
  'marketing.work.reports.title': 'Fejlrapporter og idéer',
  'marketing.work.reports.body':
    'En klar rapport med trinene til at genskabe et problem er et af de mest nyttige bidrag, du kan give.',
  'marketing.work.docs.title': 'Dokumentation',
  'marketing.work.docs.body':
    'Forbedr vejledningerne til dem, der installerer, konfigurerer og driver Lightbox.',
  'marketing.work.start.title': 'Kom i gang',
  'marketing.work.start.install': 'Hent kildekoden, og installér afhængighederne med Node.js 20 eller nyere.',
  'marketing.work.start.run': 'Start begge butikker lokalt med en indbygget database og et demokatalog.',
  'marketing.work.start.check':
    'Før du foreslår en ændring, skal du køre typetjekket, linteren, tjekket af oversættelsesdækning og alle test.',
  'marketing.work.start.focus':
    'Hold hver ændring afgrænset, placér testene ved siden af den kode, de dækker, og forklar, hvad ændringen gør og hvorfor.',
  'marketing.work.business.title': 'Bruger du denne butik i din virksomhed?',
  'marketing.work.business.body':
    'Hvis du vil tale om licensering af indhold til et team eller et stort projekt, hjælper vores salgsteam gerne.',
};

export default messages;
