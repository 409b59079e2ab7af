import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mer från {site}',
  'marketing.comingSoon': 'Kommer snart',
  'marketing.searchCollection': 'Sök i samlingen',

  'marketing.ai.title': 'Bildgenerering med AI',
  'marketing.ai.description':
    'Bildgenerering och bildredigering med AI kommer snart till {site}. Till dess kan du söka i samlingen.',
  'marketing.ai.heading': 'Skapa och anpassa bilder med AI',
  'marketing.ai.lead':
    'Vi bygger in bildgenerering och bildredigering med AI i {site}. Verktygen är inte tillgängliga än: den här sidan beskriver vad som planeras.',
  'marketing.ai.planned': 'Det här planeras',
  'marketing.ai.generate.title': 'Skapa utifrån en beskrivning',
  'marketing.ai.generate.body': 'Beskriv bilden du behöver med egna ord och välj bland flera varianter.',
  'marketing.ai.modify.title': 'Redigera en bild',
  'marketing.ai.modify.body':
    'Utöka arbetsytan, byt bakgrund eller ändra detaljer i en bild utan att lämna butiken.',
  'marketing.ai.history.title': 'Fortsätt där du slutade',
  'marketing.ai.history.body':
    'Det du har genererat sparas i en historik, så att du kan gå tillbaka till en beskrivning och förfina den.',
  'marketing.ai.terms.title': 'Villkoren tydliga från början',
  'marketing.ai.terms.body':
    'Genererade bilder visar hur de får användas innan du laddar ned dem, precis som varje objekt i samlingen redan gör i dag.',
  'marketing.ai.today.title': 'Tillgängligt i dag',
  'marketing.ai.today.body':
    'Foton, illustrationer, vektorgrafik och videor i samlingen går redan att söka bland, var och en med förklarade licensvillkor.',

  'marketing.contact.title': 'Kontakta försäljning',
  'marketing.contact.description':
    'Fråga säljteamet på {site} om licenser för team, volymköp och anpassade villkor.',
  'marketing.contact.heading': 'Prata med vårt säljteam',
  'marketing.contact.lead':
    'Licenser för ett team, ett stort projekt eller en ovanlig användning? Berätta vad du behöver så svarar vi via e-post.',
  'marketing.contact.topics.title': 'Vi kan hjälpa till med',
  'marketing.contact.topics.team': 'Licenser för team och flera användare',
  'marketing.contact.topics.volume': 'Volymköp och återkommande köp',
  'marketing.contact.topics.custom': 'Anpassade licensvillkor och utökade rättigheter',
  'marketing.contact.topics.invoicing': 'Fakturering och inköpsorder',
  'marketing.contact.form.title': 'Din förfrågan',
  'marketing.contact.form.required': 'Alla fält är obligatoriska om de inte är markerade som valfria.',
  'marketing.contact.field.name': 'Fullständigt namn',
  'marketing.contact.field.email': 'E-postadress i arbetet',
  'marketing.contact.field.company': 'Företag eller organisation',
  'marketing.contact.field.optional': 'valfritt',
  'marketing.contact.field.country': 'Land',
  'marketing.contact.field.countryPlaceholder': 'Välj ett land',
  'marketing.contact.field.message': 'Hur kan vi hjälpa dig?',
  'marketing.contact.field.messageHint':
    'Berätta om ditt projekt, vilket innehåll du behöver och hur du tänker använda det.',
  'marketing.contact.submit': 'Skicka förfrågan',
  'marketing.contact.privacy': 'Vi använder uppgifterna enbart för att besvara din förfrågan.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Rätta # fält för att skicka din förfrågan.} other {Rätta # fält för att skicka din förfrågan.}}',
  'marketing.contact.errors.nameRequired': 'Ange ditt namn.',
  'marketing.contact.errors.emailRequired': 'Ange din e-postadress.',
  'marketing.contact.errors.emailInvalid': 'Ange en e-postadress i formatet namn@example.com.',
  'marketing.contact.errors.countryRequired': 'Välj ditt land i listan.',
  'marketing.contact.errors.messageRequired': 'Berätta hur vi kan hjälpa dig.',
  'marketing.contact.errors.messageTooShort': 'Skriv minst {min, number} tecken.',
  'marketing.contact.errors.tooLong': 'Använd högst {max, number} tecken.',
  'marketing.contact.thanks.title': 'Tack! Din förfrågan har skickats.',
  'marketing.contact.thanks.body':
    'Vårt säljteam svarar till den e-postadress du angav. Under tiden kan du fortsätta utforska samlingen.',

  'marketing.guide.title': 'Sökguide',
  'marketing.guide.description':
    'Så söker du på {site}: ord, exakta fraser, uteslutna ord, medietyper, kategorier och sortering.',
  'marketing.guide.heading': 'Så söker du',
  'marketing.guide.lead': 'Några enkla tekniker hjälper dig att snabbare hitta rätt bild eller klipp.',
  'marketing.guide.syntax.title': 'Vad du skriver',
  'marketing.guide.words.title': 'Börja med några få ord',
  'marketing.guide.words.body':
    'Beskriv vad som ska finnas i bilden. Resultaten innehåller alla ord du skriver, i valfri ordning, och andra former av ett ord räknas också: mountains hittar även mountain.',
  'marketing.guide.phrase.title': 'Exakta fraser inom citattecken',
  'marketing.guide.phrase.body':
    'Sätt ord inom dubbla citattecken för att hitta dem bredvid varandra, i den ordningen.',
  'marketing.guide.exclude.title': 'Uteslut ord med ett minustecken',
  'marketing.guide.exclude.body':
    'Skriv ett minustecken direkt före ett ord för att ta bort resultat som innehåller det.',
  'marketing.guide.either.title': 'Det ena eller andra ordet med ”or”',
  'marketing.guide.either.body':
    'Skriv or mellan två ord för att hitta resultat som innehåller något av dem.',
  'marketing.guide.tryExample': 'Sök efter {query}',
  'marketing.guide.narrow.title': 'Avgränsa resultaten',
  'marketing.guide.types.title': 'Välj medietyp',
  'marketing.guide.types.body':
    'Välj bilder eller video i sökfältet innan du söker, eller byt med flikarna ovanför resultaten. Varje flik visar hur många resultat den innehåller.',
  'marketing.guide.filters.title': 'Använd filtren',
  'marketing.guide.filters.body':
    'Filterpanelen bredvid resultaten avgränsar dem efter orientering, färg, antal personer, datum med mera; vilka filter som finns beror på medietypen. Använda filter visas ovanför resultaten, där du kan ta bort dem ett i taget eller alla på en gång.',
  'marketing.guide.browse.title': 'Bläddra efter kategori',
  'marketing.guide.browse.body':
    'Huvudmenyn leder direkt till samlingens kategorier, till exempel illustrationer eller video.',
  'marketing.guide.sort.title': 'Sortera resultaten',
  'marketing.guide.sort.body':
    'Resultaten sorteras efter relevans om du inte väljer en annan ordning, till exempel nyast eller populärast först.',
  'marketing.guide.language.title': 'Sök på engelska',
  'marketing.guide.language.body':
    'Titlar och nyckelord i den här samlingen är skrivna på engelska, så engelska sökord ger flest resultat.',

  'marketing.about.title': 'Om oss',
  'marketing.about.description':
    'Vilka vi är: en butik för stockmedia som drivs med Lightbox, programvara med öppen källkod för licensiering av foton, illustrationer, vektorgrafik och video.',
  'marketing.about.heading': 'Om {site}',
  'marketing.about.lead':
    'Den här butiken erbjuder stockfoton, illustrationer, vektorgrafik och video. Den drivs med Lightbox, programvara med öppen källkod för att söka i, presentera och licensiera en mediesamling från dina egna servrar.',
  'marketing.about.mission.title': 'Vad vi gör',
  'marketing.about.mission.body':
    'Vi hjälper människor att hitta bilder och filmmaterial till sitt arbete och att licensiera dem på tydliga villkor. Varje objekt anger sin licenstyp och förklarar enkelt vad den tillåter.',
  'marketing.about.sites.title': 'Två butiker, en samling',
  'marketing.about.sites.body':
    'En Lightbox-installation driver en premiumbutik och en prenumerationsbutik med samma katalog. Var och en har sitt eget utseende och språk; sökning och licensiering fungerar likadant i båda.',
  'marketing.about.open.title': 'Öppen källkod, egen drift',
  'marketing.about.open.body':
    'Lightbox publiceras under MIT-licensen. En byrå eller ett förlag kan köra den på sin egen server med sin egen katalog och ha sina data där de själva väljer.',
  'marketing.about.languages.title': 'Byggd för många språk',
  'marketing.about.languages.body':
    'Båda butikerna finns på 25 språk. Besökare väljer land och språk, och länkar, datum och tal följer det valet.',
  'marketing.about.principles.title': 'Det här är viktigt för oss',
  'marketing.about.principles.clarity':
    'Tydliga licenser: du vet vad du får göra med ett objekt innan du använder det.',
  'marketing.about.principles.speed':
    'Snabb sökning: resultaten skapas på servern och visas utan att vänta på skript.',
  'marketing.about.principles.access':
    'Tillgänglighet: varje sida är utformad för att fungera med tangentbord och skärmläsare.',
  'marketing.about.principles.privacy':
    'Integritet: besökarnas data stannar på servrarna hos den organisation som driver butiken.',

  'marketing.work.title': 'Jobba med oss',
  'marketing.work.description':
    'Lightbox har öppen källkod. Läs hur du kan bidra med kod, översättningar, design och dokumentation.',
  'marketing.work.heading': 'Bygg Lightbox tillsammans med oss',
  'marketing.work.lead':
    'Lightbox, programvaran bakom den här butiken, är ett projekt med öppen källkod. Det bästa sättet att jobba med oss är att bidra: kod, översättningar, design, testning och dokumentation är alla välkomna.',
  'marketing.work.ways.title': 'Sätt att bidra',
  'marketing.work.code.title': 'Kod',
  'marketing.work.code.body':
    'Lightbox är skrivet i TypeScript, med React för varje vy, Fastify på servern och PostgreSQL för data. Rätta en bugg du har stött på eller ta dig an ett öppet ärende.',
  'marketing.work.translations.title': 'Översättningar',
  'marketing.work.translations.body':
    'Varje vy finns på 25 språk. Personer med språket som modersmål kan förbättra formuleringarna och hålla varje språk komplett när ny text tillkommer.',
  'marketing.work.design.title': 'Design och tillgänglighet',
  'marketing.work.design.body':
    'Hjälp till att göra båda butikerna tydliga, snabba och enkla att använda med tangentbord och skärmläsare.',
  'marketing.work.testing.title': 'Testning',
  'marketing.work.testing.body':
    'Prova nya versioner med din egen katalog och dina webbläsare, och rapportera allt som inte fungerar som det ska.',
  'marketing.work.reports.title': 'Felrapporter och idéer',
  'marketing.work.reports.body':
    'En tydlig rapport med stegen för att återskapa ett problem är ett av de mest användbara bidrag du kan ge.',
  'marketing.work.docs.title': 'Dokumentation',
  'marketing.work.docs.body': 'Förbättra guiderna för dem som installerar, konfigurerar och driver Lightbox.',
  'marketing.work.start.title': 'Kom i gång',
  'marketing.work.start.install': 'Hämta källkoden och installera beroendena med Node.js 20 eller senare.',
  'marketing.work.start.run': 'Starta båda butikerna lokalt, med en inbyggd databas och en demokatalog.',
  'marketing.work.start.check':
    'Innan du föreslår en ändring kör du typkontrollen, lintern, kontrollen av översättningstäckning och alla tester.',
  'marketing.work.start.focus':
    'Håll varje ändring avgränsad, lägg testerna bredvid koden de täcker och förklara vad ändringen gör och varför.',
  'marketing.work.business.title': 'Använder du den här butiken i ditt företag?',
  'marketing.work.business.body':
    'Vill du prata om licensiering av innehåll för ett team eller ett stort projekt hjälper vårt säljteam gärna till.',
};

export default messages;
