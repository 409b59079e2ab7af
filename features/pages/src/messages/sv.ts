import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Användarvillkor',
  'pages.terms.summary': 'Reglerna för att använda {site}, köpa licenser och ha ett konto.',
  'pages.privacy.title': 'Integritetspolicy',
  'pages.privacy.summary': 'Vilka personuppgifter {site} sparar, varför, hur länge och dina rättigheter.',
  'pages.eula.title': 'Licensavtal',
  'pages.eula.summary': 'Vad du får göra med innehåll du licensierar från {site}, för varje licenstyp.',
  'pages.editorial-policy.title': 'Redaktionell policy',
  'pages.editorial-policy.summary':
    'Hur redaktionella bilder beskrivs och rättas, och vad de får användas till.',
  'pages.contact.title': 'Kontakta oss',
  'pages.contact.summary':
    'Så når du dem som driver {site}: försäljning, beställningar, licenser och integritet.',
  'pages.modern-slavery.title': 'Uttalande om modernt slaveri',
  'pages.modern-slavery.summary':
    'Åtgärderna som den som driver {site} vidtar mot tvångsarbete i verksamheten.',
  'pages.help-licenses.title': 'Hjälp om licenser',
  'pages.help-licenses.summary': 'Royaltyfria, rättighetsstyrda och rights-ready-licenser förklarade enkelt.',
  'pages.api.title': 'Utvecklar-API',
  'pages.api.summary':
    'Vad en utvecklare kan använda i dag: JSON-slutpunkterna som butikens egna sidor anropar.',
  'pages.faq-basics.title': 'Vanliga frågor: grunderna',
  'pages.faq-basics.summary': 'Korta svar om abonnemang, nedladdningar, konton och uppsägning.',
  'pages.upgrade.title': 'Uppgradera ditt abonnemang',
  'pages.upgrade.summary': 'Hur du flyttar ett abonnemang till ett större och vad bytet kostar.',
  'pages.englishOnly': 'Hela texten på den här sidan finns på engelska.',
  'pages.onThisPage': 'På den här sidan',
  'pages.sitemap.title': 'Webbplatskarta',
  'pages.sitemap.summary': 'Alla sidor på {site} på ett ställe.',
  'pages.sitemap.browse': 'Sök och bläddra',
  'pages.sitemap.account': 'Ditt konto',
  'pages.sitemap.help': 'Hjälp och juridik',
  'pages.sitemap.company': 'Företaget',
  'pages.sitemap.countries': 'Länder och språk',
  'pages.sitemap.signIn': 'Logga in',
  'pages.sitemap.register': 'Skapa ett konto',
  'pages.sitemap.cart': 'Varukorg',
  'pages.sitemap.boards': 'Tavlor',
  'pages.sitemap.curatedSets': 'Utvalda samlingar',
  'pages.sitemap.plans': 'Abonnemang och priser',
  'pages.sitemap.usingFiles': 'Använda dina filer',
  'pages.country.summary': '{site} för {country}, med sidor på {language}.',
  'pages.country.prices': 'Priserna visas i {currency}.',
  'pages.country.choose': 'Handla från {country}',
  'pages.country.search': 'Börja söka',
  'pages.country.other': 'Andra länder',
  'pages.world.title': 'Hela världen',
  'pages.world.summary':
    'Handlar du från ett land som inte finns i listan? Då visar {site} sidorna på engelska och priserna i amerikanska dollar.',
  'pages.browse.images.title': 'Kreativa bilder',
  'pages.browse.images.summary': 'Foton, illustrationer och vektorer för reklam, design och förlag.',
  'pages.browse.photos.title': 'Stockfoton',
  'pages.browse.photos.summary':
    'Kreativ fotografi av människor, platser och idéer, redo att licensiera för ditt arbete.',
  'pages.browse.illustrations.title': 'Stockillustrationer',
  'pages.browse.illustrations.summary':
    'Tecknade och målade illustrationer för berättelser, produkter och kampanjer.',
  'pages.browse.vectors.title': 'Stockvektorer',
  'pages.browse.vectors.summary':
    'Vektorgrafik som kan skalas till valfri storlek: ikoner, mönster, kartor och scener.',
  'pages.browse.video.title': 'Kreativ video',
  'pages.browse.video.summary': 'Stockfilm och klipp för filmer, reklam och sociala medier.',
  'pages.browse.stockVideos.title': 'Stockvideor',
  'pages.browse.stockVideos.summary': 'Royaltyfria och rights-ready-klipp i SD, HD och 4K.',
  'pages.browse.count': 'I samlingen: {total, number}',
  'pages.browse.popular': 'Populära sökningar',
  'pages.browse.collection': 'Samling: {name}',
  'pages.browse.seeAll': 'Visa alla {total, number}',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Berättelser ur {site}s redaktionella samling: de senaste händelserna, var och en med sina bilder.',
  'pages.download.pictures': 'Bilder: {total, number}',
  'pages.download.empty':
    'Inga berättelser än: redaktionell bevakning visas här när den läggs till i samlingen.',
  'pages.blog.title': 'Blogg',
  'pages.blog.summary': 'Nyheter och guider från {site}.',
  'pages.blog.englishOnly': 'Inläggen är skrivna på engelska.',
  'pages.blog.empty': 'Inga inlägg än.',
};

export default messages;
