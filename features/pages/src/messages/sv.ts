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
  'pages.browse.events': 'Bläddra efter evenemang, person och plats',
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
  'pages.browse.editorial.title': 'Redaktionella bilder',
  'pages.browse.editorial.summary':
    'Nyheter, sport, nöje, mode och arkiv: verkliga händelser för redaktionellt bruk.',
  'pages.browse.archival.title': 'Arkivbilder',
  'pages.browse.archival.summary': 'Bilder från förr, för historia och kommentar.',
  'pages.browse.entertainment.title': 'Nöjesbilder',
  'pages.browse.entertainment.summary': 'Premiärer, konserter, festivaler och prisutdelningar.',
  'pages.browse.fashion.title': 'Modebilder',
  'pages.browse.fashion.summary': 'Visningar, kollektioner och människorna bakom dem.',
  'pages.browse.news.title': 'Nyhetsbilder',
  'pages.browse.news.summary': 'Politik, samhälle och dagens händelser.',
  'pages.browse.sport.title': 'Sportbilder',
  'pages.browse.sport.summary': 'Matcher, lopp och mästerskap, som de gick till.',
  'pages.browse.editorialVideo.title': 'Redaktionell video',
  'pages.browse.editorialVideo.summary': 'Filmmaterial från verkliga händelser för nyheter och dokumentärer.',
  'pages.browse.userGenerated.title': 'Användarfilmat material',
  'pages.browse.userGenerated.summary':
    'Nyheter medan de händer: protester, pressträffar och gatuliv, filmat på plats.',
  'pages.browse.userGenerated.note':
    'Inget klipp i den här katalogen kommer från privatpersoner, så inget är märkt som användarfilmat. Sidan visar katalogens redaktionella nyhetsfilm, de ämnen sådana klipp oftast skildrar.',
  'pages.browse.archiveFilm.title': 'Arkivfilm',
  'pages.browse.archiveFilm.summary':
    'Film från gångna årtionden: händelser, gator och människor som de var.',
  'pages.browse.archiveFilm.note':
    'Den här katalogen har ingen BBC Motion Gallery-samling. Adressen visar katalogens egen arkivfilmsamling, {name}.',
  'pages.browse.newsFilm.title': 'Nyhetsarkivfilm',
  'pages.browse.newsFilm.summary': 'Presskonferenser, tal och protester, filmade för nyheterna.',
  'pages.browse.newsFilm.note':
    'Den här katalogen har ingen NBC News Archives-samling. Adressen visar katalogens egen nyhetsfilmsamling, {name}.',
  'pages.browse.unreleased.title': 'Bilder utan release',
  'pages.browse.unreleased.summary':
    'Kreativa bilder utan modell- eller egendomsrelease: vad det innebär och vilka den här butiken har.',
  'pages.browse.unreleased.note':
    'En release är ett underskrivet tillstånd från personerna på bilden, eller från ägaren till en egendom på bilden. En bild utan release får användas där inget tillstånd behövs, till exempel för att illustrera en artikel, men aldrig för att marknadsföra eller rekommendera något. Sökningen kan inte begränsas till de här bilderna, därför visas de här.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Vad besökare på {site} söker efter och laddar ner, räknat från butikens egna sökningar och nedladdningar.',
  'pages.vgps.insights.title': 'Insikter',
  'pages.vgps.insights.summary':
    'Ämnena som ökar i sökningar på {site} de senaste {days} dagarna, de mest sökta och vad som laddats ner.',
  'pages.vgps.results.title': 'Alla söktrender',
  'pages.vgps.results.summary':
    'Varje sökfras som minst två besökare har sökt på {site} de senaste {days} dagarna, jämfört med de {days} dagarna innan.',
  'pages.vgps.dashboard.title': 'Översikt',
  'pages.vgps.dashboard.summary':
    'Sökningar och nedladdningar på {site}, dag för dag de senaste {days} dagarna.',
  'pages.vgps.searches': 'Sökningar de senaste {days} dagarna',
  'pages.vgps.downloads': 'Nedladdningar de senaste {days} dagarna',
  'pages.vgps.change': '{change} jämfört med de {days} dagarna innan',
  'pages.vgps.new': 'ny',
  'pages.vgps.rising': 'Ökande sökningar',
  'pages.vgps.top': 'Mest sökt',
  'pages.vgps.subjects': 'Mest nedladdade ämnen',
  'pages.vgps.mediaTypes': 'Vad man söker efter',
  'pages.vgps.downloadKinds': 'Vad man laddar ner',
  'pages.vgps.searchesPerDay': 'Sökningar per dag',
  'pages.vgps.downloadsPerDay': 'Nedladdningar per dag',
  'pages.vgps.tooFewSearches':
    'Ännu för få sökningar för att visa en trend: {total, number} de senaste {days} dagarna. Trender visas här när besökare söker.',
  'pages.vgps.tooFewDownloads':
    'Ännu för få nedladdningar för att visa en trend: {total, number} de senaste {days} dagarna.',
  'pages.vgps.col.phrase': 'Sökning',
  'pages.vgps.col.now': 'Senaste {days} dagarna',
  'pages.vgps.col.before': 'De {days} dagarna innan',
  'pages.vgps.col.change': 'Förändring',
  'pages.vgps.method':
    'Så tas siffrorna fram: varje resultatsida en besökare visar räknas som en sökning; fraser som färre än två besökare har sökt utelämnas, så att ingen kan pekas ut genom sina sökningar. Nedladdningar räknas över butikens båda webbplatser. En period är {days} dagar.',
  'pages.tools.image.title': 'Omvänd bildsökning',
  'pages.tools.image.summary':
    'Ladda upp en bild för att hitta samma bild, eller bilder som liknar den, på {site}.',
  'pages.tools.image.label': 'Bild (JPEG, PNG, WebP eller GIF, upp till {max, number} MB)',
  'pages.tools.image.how':
    'Butiken jämför din bilds form och färger med varje bild i samlingen, så även förminskade, omkomprimerade och lätt beskurna kopior hittas. Din bild sparas i 24 timmar så att resultaten kan delas, och raderas sedan.',
  'pages.tools.video.title': 'Omvänd videosökning',
  'pages.tools.video.summary': 'Ladda upp ett kort klipp för att hitta film på {site} som liknar det.',
  'pages.tools.video.label':
    'Klipp (MP4, WebM eller QuickTime, upp till {max, number} MB och {seconds, number} sekunder)',
  'pages.tools.video.how':
    'Butiken tar en bildruta från mitten av ditt klipp och söker bland filmerna med den, som den omvända bildsökningen gör. Klippet raderas så fort bildrutan är tagen; bildrutan efter 24 timmar.',
  'pages.tools.submit': 'Sök',
  'pages.tools.working': 'Söker…',
  'pages.tools.howTitle': 'Så fungerar det',
  'pages.tools.noscript':
    'Den här sökningen behöver JavaScript för att skicka din fil. Slå på det, eller använd sökfältet.',
  'pages.tools.error.empty': 'Välj en fil först.',
  'pages.tools.error.failed': 'Sökningen kunde inte startas. Ladda om sidan och försök igen.',
  'pages.tools.error.tooLarge': 'Filen är större än {max, number} MB. Välj en mindre.',
  'pages.tools.error.imageType':
    'Sökningen kan inte läsa den här bilden. Välj en JPEG-, PNG-, WebP- eller GIF-fil.',
  'pages.tools.error.videoType':
    'Sökningen kan inte läsa det här klippet. Välj en MP4-, WebM- eller QuickTime-fil.',
  'pages.tools.error.unreadable': 'Filen kunde inte läsas. Den kan vara skadad; välj en annan.',
  'pages.tools.error.tooLong':
    'Klippet är längre än {seconds, number} sekunder. Korta det, eller välj ett kortare.',
  'pages.tools.error.busy': 'Andra klipp läses just nu. Försök igen om en stund.',
};

export default messages;
