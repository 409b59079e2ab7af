import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Gebruiksvoorwaarden',
  'pages.terms.summary': 'De regels voor het gebruik van {site}, het kopen van licenties en je account.',
  'pages.privacy.title': 'Privacybeleid',
  'pages.privacy.summary':
    'Welke persoonsgegevens {site} bewaart, waarom, hoe lang, en welke rechten je erop hebt.',
  'pages.eula.title': 'Licentieovereenkomst',
  'pages.eula.summary': 'Wat je mag doen met content die je bij {site} in licentie neemt, per licentietype.',
  'pages.editorial-policy.title': 'Redactioneel beleid',
  'pages.editorial-policy.summary':
    'Hoe redactionele beelden worden bijgeschreven en gecorrigeerd, en waarvoor ze gebruikt mogen worden.',
  'pages.contact.title': 'Contact',
  'pages.contact.summary':
    'Zo bereik je de mensen achter {site}: verkoop, bestellingen, licenties en privacy.',
  'pages.modern-slavery.title': 'Verklaring over moderne slavernij',
  'pages.modern-slavery.summary':
    'De stappen die de beheerder van {site} zet tegen dwangarbeid in het bedrijf.',
  'pages.help-licenses.title': 'Hulp bij licenties',
  'pages.help-licenses.summary':
    'Royaltyvrije, rights-managed en rights-ready licenties in gewone woorden uitgelegd.',
  'pages.api.title': 'API voor ontwikkelaars',
  'pages.api.summary':
    'Wat een ontwikkelaar vandaag kan gebruiken: de JSON-endpoints die de eigen pagina’s van de winkel aanroepen.',
  'pages.faq-basics.title': 'Veelgestelde vragen: de basis',
  'pages.faq-basics.summary': 'Korte antwoorden over abonnementen, downloads, accounts en opzeggen.',
  'pages.upgrade.title': 'Je abonnement upgraden',
  'pages.upgrade.summary': 'Hoe je een abonnement naar een groter abonnement overzet en wat dat kost.',
  'pages.englishOnly': 'De volledige tekst van deze pagina is beschikbaar in het Engels.',
  'pages.onThisPage': 'Op deze pagina',
  'pages.sitemap.title': 'Sitemap',
  'pages.sitemap.summary': 'Alle pagina’s van {site} op één plek.',
  'pages.sitemap.browse': 'Zoeken en bladeren',
  'pages.sitemap.account': 'Je account',
  'pages.sitemap.help': 'Hulp en juridisch',
  'pages.sitemap.company': 'Bedrijf',
  'pages.sitemap.countries': 'Landen en talen',
  'pages.sitemap.signIn': 'Inloggen',
  'pages.sitemap.register': 'Account aanmaken',
  'pages.sitemap.cart': 'Winkelwagen',
  'pages.sitemap.boards': 'Borden',
  'pages.sitemap.curatedSets': 'Samengestelde sets',
  'pages.sitemap.plans': 'Abonnementen en prijzen',
  'pages.sitemap.usingFiles': 'Je bestanden gebruiken',
  'pages.country.summary': '{site} voor {country}, met pagina’s in het {language}.',
  'pages.country.prices': 'Prijzen worden getoond in {currency}.',
  'pages.country.choose': 'Winkelen vanuit {country}',
  'pages.country.search': 'Begin met zoeken',
  'pages.country.other': 'Andere landen',
  'pages.world.title': 'Wereldwijd',
  'pages.world.summary':
    'Koop je vanuit een land dat niet in de lijst staat? {site} toont de pagina’s dan in het Engels en de prijzen in Amerikaanse dollars.',
  'pages.browse.images.title': 'Creatieve beelden',
  'pages.browse.images.summary': 'Foto’s, illustraties en vectoren voor reclame, ontwerp en uitgeverij.',
  'pages.browse.photos.title': 'Stockfoto’s',
  'pages.browse.photos.summary':
    'Creatieve fotografie van mensen, plekken en ideeën, klaar om in licentie te nemen.',
  'pages.browse.illustrations.title': 'Stockillustraties',
  'pages.browse.illustrations.summary':
    'Getekende en geschilderde illustraties voor verhalen, producten en campagnes.',
  'pages.browse.vectors.title': 'Stockvectoren',
  'pages.browse.vectors.summary':
    'Vectorafbeeldingen die op elk formaat scherp blijven: iconen, patronen, kaarten en scènes.',
  'pages.browse.video.title': 'Creatieve video',
  'pages.browse.video.summary': 'Stockbeelden en clips voor films, reclame en sociale media.',
  'pages.browse.stockVideos.title': 'Stockvideo’s',
  'pages.browse.stockVideos.summary': 'Royaltyvrije en rights-ready clips in SD, HD en 4K.',
  'pages.browse.count': 'In de collectie: {total, number}',
  'pages.browse.popular': 'Populaire zoekopdrachten',
  'pages.browse.collection': 'Collectie: {name}',
  'pages.browse.seeAll': 'Alle {total, number} bekijken',
  'pages.browse.events': 'Bladeren op evenement, persoon en plaats',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Verhalen uit de redactionele collectie van {site}: de nieuwste gebeurtenissen, elk met de bijbehorende beelden.',
  'pages.download.pictures': 'Beelden: {total, number}',
  'pages.download.empty':
    'Nog geen verhalen: redactionele verslaggeving verschijnt hier zodra die aan de collectie is toegevoegd.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Nieuws en handleidingen van {site}.',
  'pages.blog.englishOnly': 'De berichten zijn in het Engels geschreven.',
  'pages.blog.empty': 'Nog geen berichten.',
  'pages.browse.editorial.title': 'Redactionele beelden',
  'pages.browse.editorial.summary':
    'Nieuws, sport, entertainment, mode en archief: echte gebeurtenissen, voor redactioneel gebruik.',
  'pages.browse.archival.title': 'Archiefbeelden',
  'pages.browse.archival.summary': 'Gebeurtenissen en tijden van vroeger, voor geschiedenis en commentaar.',
  'pages.browse.entertainment.title': 'Entertainmentbeelden',
  'pages.browse.entertainment.summary': 'Premières, concerten, festivals en prijsuitreikingen.',
  'pages.browse.fashion.title': 'Modebeelden',
  'pages.browse.fashion.summary': 'Shows, collecties en de mensen erachter.',
  'pages.browse.news.title': 'Nieuwsbeelden',
  'pages.browse.news.summary': 'Politiek, samenleving en de gebeurtenissen van de dag.',
  'pages.browse.sport.title': 'Sportbeelden',
  'pages.browse.sport.summary': 'Wedstrijden, races en kampioenschappen, zoals ze gingen.',
  'pages.browse.editorialVideo.title': 'Redactionele video',
  'pages.browse.editorialVideo.summary': 'Beelden van echte gebeurtenissen, voor nieuws en documentaires.',
  'pages.browse.userGenerated.title': 'Door gebruikers gefilmd materiaal',
  'pages.browse.userGenerated.summary':
    'Nieuws terwijl het gebeurt: protesten, persmomenten en straten, ter plekke gefilmd.',
  'pages.browse.userGenerated.note':
    'Geen enkele clip in deze catalogus is door een particulier aangeleverd, dus geen enkele is als gebruikersmateriaal gemarkeerd. Deze pagina toont de redactionele nieuwsbeelden van de catalogus, de onderwerpen die zulke clips meestal laten zien.',
  'pages.browse.archiveFilm.title': 'Archieffilm',
  'pages.browse.archiveFilm.summary':
    'Beelden uit vroegere decennia: gebeurtenissen, straten en mensen zoals ze waren.',
  'pages.browse.archiveFilm.note':
    'Deze catalogus heeft geen BBC Motion Gallery-collectie. Dit adres toont de eigen archieffilmcollectie, {name}.',
  'pages.browse.newsFilm.title': 'Nieuwsarchiefbeelden',
  'pages.browse.newsFilm.summary': 'Persconferenties, toespraken en protesten, gefilmd voor het nieuws.',
  'pages.browse.newsFilm.note':
    'Deze catalogus heeft geen NBC News Archives-collectie. Dit adres toont de eigen nieuwsfilmcollectie, {name}.',
  'pages.browse.unreleased.title': 'Beelden zonder vrijgave',
  'pages.browse.unreleased.summary':
    'Creatieve beelden zonder model- of eigendomsvrijgave: wat dat betekent en welke deze winkel heeft.',
  'pages.browse.unreleased.note':
    'Een vrijgave is de ondertekende toestemming van de afgebeelde mensen, of van de eigenaar van een afgebeeld eigendom. Een beeld zonder vrijgave mag worden gebruikt waar geen toestemming nodig is, bijvoorbeeld bij een artikel, maar nooit om iets aan te prijzen of reclame voor te maken. De zoekfunctie kan niet tot deze beelden beperkt worden, daarom staan ze hier.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Waar bezoekers van {site} naar zoeken en wat ze downloaden, geteld uit de eigen zoekopdrachten en downloads van deze winkel.',
  'pages.vgps.insights.title': 'Inzichten',
  'pages.vgps.insights.summary':
    'De onderwerpen die de laatste {days} dagen op {site} steeds vaker gezocht worden, de meest gezochte en wat er gedownload is.',
  'pages.vgps.results.title': 'Alle zoektrends',
  'pages.vgps.results.summary':
    'Elke zoekterm die de laatste {days} dagen door minstens twee bezoekers op {site} is gezocht, vergeleken met de {days} dagen ervoor.',
  'pages.vgps.dashboard.title': 'Overzicht',
  'pages.vgps.dashboard.summary':
    'Zoekopdrachten en downloads op {site}, dag voor dag, de laatste {days} dagen.',
  'pages.vgps.searches': 'Zoekopdrachten in de laatste {days} dagen',
  'pages.vgps.downloads': 'Downloads in de laatste {days} dagen',
  'pages.vgps.change': '{change} ten opzichte van de {days} dagen ervoor',
  'pages.vgps.new': 'nieuw',
  'pages.vgps.rising': 'Stijgende zoekopdrachten',
  'pages.vgps.top': 'Meest gezocht',
  'pages.vgps.subjects': 'Meest gedownloade onderwerpen',
  'pages.vgps.mediaTypes': 'Waar men naar zoekt',
  'pages.vgps.downloadKinds': 'Wat men downloadt',
  'pages.vgps.searchesPerDay': 'Zoekopdrachten per dag',
  'pages.vgps.downloadsPerDay': 'Downloads per dag',
  'pages.vgps.tooFewSearches':
    'Nog te weinig zoekopdrachten voor een trend: {total, number} in de laatste {days} dagen. Trends verschijnen hier naarmate bezoekers zoeken.',
  'pages.vgps.tooFewDownloads':
    'Nog te weinig downloads voor een trend: {total, number} in de laatste {days} dagen.',
  'pages.vgps.col.phrase': 'Zoekterm',
  'pages.vgps.col.now': 'Laatste {days} dagen',
  'pages.vgps.col.before': 'De {days} dagen ervoor',
  'pages.vgps.col.change': 'Verandering',
  'pages.vgps.method':
    'Zo ontstaan deze cijfers: elke resultatenpagina die een bezoeker bekijkt telt als één zoekopdracht; termen die door minder dan twee bezoekers zijn gezocht worden weggelaten, zodat niemand aan zijn zoekopdrachten te herkennen is. Downloads worden over beide sites van de winkel geteld. Een periode duurt {days} dagen.',
  'pages.tools.image.title': 'Omgekeerd zoeken op afbeelding',
  'pages.tools.image.summary':
    'Upload een afbeelding om dezelfde afbeelding, of afbeeldingen die erop lijken, te vinden bij {site}.',
  'pages.tools.image.label': 'Afbeelding (JPEG, PNG, WebP of GIF, tot {max, number} MB)',
  'pages.tools.image.how':
    'De winkel vergelijkt de vorm en kleuren van je afbeelding met elke afbeelding in de collectie, dus ook verkleinde, opnieuw gecomprimeerde en licht bijgesneden kopieën worden gevonden. Je afbeelding wordt 24 uur bewaard zodat de resultaten te delen zijn, en daarna verwijderd.',
  'pages.tools.video.title': 'Omgekeerd zoeken op video',
  'pages.tools.video.summary': 'Upload een korte clip om beelden bij {site} te vinden die erop lijken.',
  'pages.tools.video.label':
    'Clip (MP4, WebM of QuickTime, tot {max, number} MB en {seconds, number} seconden)',
  'pages.tools.video.how':
    'De winkel neemt één beeld uit het midden van je clip en zoekt daarmee in het videomateriaal, zoals omgekeerd zoeken op afbeelding doet. De clip wordt verwijderd zodra het beeld eruit is gehaald; het beeld na 24 uur.',
  'pages.tools.submit': 'Zoeken',
  'pages.tools.working': 'Bezig met zoeken…',
  'pages.tools.howTitle': 'Hoe het werkt',
  'pages.tools.noscript':
    'Deze zoekfunctie heeft JavaScript nodig om je bestand te versturen. Zet het aan, of gebruik de zoekbalk.',
  'pages.tools.error.empty': 'Kies eerst een bestand.',
  'pages.tools.error.failed':
    'De zoekopdracht kon niet worden gestart. Laad de pagina opnieuw en probeer het nog eens.',
  'pages.tools.error.tooLarge': 'Dit bestand is groter dan {max, number} MB. Kies een kleiner bestand.',
  'pages.tools.error.imageType':
    'Deze afbeelding kan de zoekfunctie niet lezen. Kies een JPEG-, PNG-, WebP- of GIF-bestand.',
  'pages.tools.error.videoType':
    'Deze clip kan de zoekfunctie niet lezen. Kies een MP4-, WebM- of QuickTime-bestand.',
  'pages.tools.error.unreadable':
    'Dit bestand kon niet worden gelezen. Het is misschien beschadigd; kies een ander.',
  'pages.tools.error.tooLong':
    'Deze clip duurt langer dan {seconds, number} seconden. Kort hem in, of kies een kortere.',
  'pages.tools.error.busy': 'Er worden nu andere clips gelezen. Probeer het zo nog eens.',
};

export default messages;
