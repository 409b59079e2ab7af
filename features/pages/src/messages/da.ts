import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Brugsvilkår',
  'pages.terms.summary': 'Reglerne for at bruge {site}, købe licenser og have en konto.',
  'pages.privacy.title': 'Privatlivspolitik',
  'pages.privacy.summary':
    'Hvilke personoplysninger {site} gemmer, hvorfor, hvor længe, og dine rettigheder.',
  'pages.eula.title': 'Licensaftale',
  'pages.eula.summary': 'Hvad du må gøre med indhold, du licenserer fra {site}, for hver licenstype.',
  'pages.editorial-policy.title': 'Redaktionel politik',
  'pages.editorial-policy.summary':
    'Hvordan redaktionelle billeder beskrives og rettes, og hvad de må bruges til.',
  'pages.contact.title': 'Kontakt os',
  'pages.contact.summary': 'Sådan når du dem, der driver {site}: salg, ordrer, licenser og privatliv.',
  'pages.modern-slavery.title': 'Erklæring om moderne slaveri',
  'pages.modern-slavery.summary':
    'De skridt, som operatøren af {site} tager mod tvangsarbejde i sin virksomhed.',
  'pages.help-licenses.title': 'Hjælp til licenser',
  'pages.help-licenses.summary': 'Royaltyfrie, rettighedsstyrede og rights-ready-licenser forklaret enkelt.',
  'pages.api.title': 'Udvikler-API',
  'pages.api.summary':
    'Hvad en udvikler kan bruge i dag: de JSON-endpoints, som butikkens egne sider kalder.',
  'pages.faq-basics.title': 'Ofte stillede spørgsmål: det grundlæggende',
  'pages.faq-basics.summary': 'Korte svar om abonnementer, downloads, konti og opsigelse.',
  'pages.upgrade.title': 'Opgrader dit abonnement',
  'pages.upgrade.summary': 'Sådan flytter du et abonnement til et større, og hvad skiftet koster.',
  'pages.englishOnly': 'Hele teksten på denne side findes på engelsk.',
  'pages.onThisPage': 'På denne side',
  'pages.sitemap.title': 'Oversigt over siden',
  'pages.sitemap.summary': 'Alle sider på {site} samlet ét sted.',
  'pages.sitemap.browse': 'Søg og gennemse',
  'pages.sitemap.account': 'Din konto',
  'pages.sitemap.help': 'Hjælp og juridisk',
  'pages.sitemap.company': 'Virksomheden',
  'pages.sitemap.countries': 'Lande og sprog',
  'pages.sitemap.signIn': 'Log ind',
  'pages.sitemap.register': 'Opret en konto',
  'pages.sitemap.cart': 'Indkøbskurv',
  'pages.sitemap.boards': 'Tavler',
  'pages.sitemap.curatedSets': 'Udvalgte samlinger',
  'pages.sitemap.plans': 'Abonnementer og priser',
  'pages.sitemap.usingFiles': 'Brug af dine filer',
  'pages.country.summary': '{site} til {country}, med sider på {language}.',
  'pages.country.prices': 'Priserne vises i {currency}.',
  'pages.country.choose': 'Handl fra {country}',
  'pages.country.search': 'Begynd at søge',
  'pages.country.other': 'Andre lande',
  'pages.world.title': 'Hele verden',
  'pages.world.summary':
    'Handler du fra et land, der ikke er på listen? Så viser {site} siderne på engelsk og priserne i amerikanske dollar.',
  'pages.browse.images.title': 'Kreative billeder',
  'pages.browse.images.summary': 'Fotos, illustrationer og vektorer til reklame, design og udgivelse.',
  'pages.browse.photos.title': 'Stockfotos',
  'pages.browse.photos.summary':
    'Kreativ fotografi af mennesker, steder og idéer, klar til at licensere til dit arbejde.',
  'pages.browse.illustrations.title': 'Stockillustrationer',
  'pages.browse.illustrations.summary':
    'Tegnede og malede illustrationer til historier, produkter og kampagner.',
  'pages.browse.vectors.title': 'Stockvektorer',
  'pages.browse.vectors.summary':
    'Vektorgrafik, der kan skaleres til enhver størrelse: ikoner, mønstre, kort og scener.',
  'pages.browse.video.title': 'Kreativ video',
  'pages.browse.video.summary': 'Stockoptagelser og klip til film, reklamer og sociale medier.',
  'pages.browse.stockVideos.title': 'Stockvideoer',
  'pages.browse.stockVideos.summary': 'Royaltyfrie og rights-ready-klip i SD, HD og 4K.',
  'pages.browse.count': 'I samlingen: {total, number}',
  'pages.browse.popular': 'Populære søgninger',
  'pages.browse.collection': 'Samling: {name}',
  'pages.browse.seeAll': 'Se alle {total, number}',
  'pages.browse.events': 'Gennemse efter begivenhed, person og sted',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Historier fra {site}s redaktionelle samling: de seneste begivenheder, hver med sine billeder.',
  'pages.download.pictures': 'Billeder: {total, number}',
  'pages.download.empty':
    'Ingen historier endnu: redaktionel dækning vises her, når den føjes til samlingen.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Nyheder og vejledninger fra {site}.',
  'pages.blog.englishOnly': 'Indlæggene er skrevet på engelsk.',
  'pages.blog.empty': 'Ingen indlæg endnu.',
  'pages.browse.editorial.title': 'Redaktionelle billeder',
  'pages.browse.editorial.summary':
    'Nyheder, sport, underholdning, mode og arkiv: virkelige begivenheder til redaktionel brug.',
  'pages.browse.archival.title': 'Arkivbilleder',
  'pages.browse.archival.summary': 'Billeder af begivenheder og tider fra før, til historie og kommentar.',
  'pages.browse.entertainment.title': 'Underholdningsbilleder',
  'pages.browse.entertainment.summary': 'Premierer, koncerter, festivaler og prisuddelinger.',
  'pages.browse.fashion.title': 'Modebilleder',
  'pages.browse.fashion.summary': 'Shows, kollektioner og menneskene bag dem.',
  'pages.browse.news.title': 'Nyhedsbilleder',
  'pages.browse.news.summary': 'Politik, samfund og dagens begivenheder.',
  'pages.browse.sport.title': 'Sportsbilleder',
  'pages.browse.sport.summary': 'Kampe, løb og mesterskaber, som de forløb.',
  'pages.browse.editorialVideo.title': 'Redaktionel video',
  'pages.browse.editorialVideo.summary': 'Optagelser af virkelige begivenheder til nyheder og dokumentarer.',
  'pages.browse.userGenerated.title': 'Brugerfilmede optagelser',
  'pages.browse.userGenerated.summary':
    'Nyheder, mens de sker: protester, pressemøder og gadeliv, filmet på stedet.',
  'pages.browse.userGenerated.note':
    'Intet klip i dette katalog er leveret af privatpersoner, så intet er mærket som brugerfilmet. Siden viser katalogets redaktionelle nyhedsoptagelser, de emner sådanne klip oftest dækker.',
  'pages.browse.archiveFilm.title': 'Arkivfilm',
  'pages.browse.archiveFilm.summary':
    'Optagelser fra tidligere årtier: begivenheder, gader og mennesker, som de var.',
  'pages.browse.archiveFilm.note':
    'Dette katalog har ingen BBC Motion Gallery-samling. Adressen viser katalogets egen arkivfilmsamling, {name}.',
  'pages.browse.newsFilm.title': 'Nyhedsarkivoptagelser',
  'pages.browse.newsFilm.summary': 'Pressemøder, taler og protester, filmet til nyhederne.',
  'pages.browse.newsFilm.note':
    'Dette katalog har ingen NBC News Archives-samling. Adressen viser katalogets egen nyhedsfilmsamling, {name}.',
  'pages.browse.unreleased.title': 'Billeder uden frigivelse',
  'pages.browse.unreleased.summary':
    'Kreative billeder uden model- eller ejendomsfrigivelse: hvad det betyder, og hvilke denne butik har.',
  'pages.browse.unreleased.note':
    'En frigivelse er den underskrevne tilladelse fra de viste personer eller fra ejeren af en vist ejendom. Et billede uden frigivelse må bruges, hvor der ikke kræves tilladelse, for eksempel til at illustrere en artikel, men aldrig til at reklamere for eller anbefale noget. Søgningen kan ikke begrænses til disse billeder, derfor vises de her.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Hvad besøgende på {site} søger efter og downloader, talt ud fra butikkens egne søgninger og downloads.',
  'pages.vgps.insights.title': 'Indsigter',
  'pages.vgps.insights.summary':
    'De emner, der stiger i søgninger på {site} de seneste {days} dage, de mest søgte, og hvad der er downloadet.',
  'pages.vgps.results.title': 'Alle søgetendenser',
  'pages.vgps.results.summary':
    'Hver søgefrase, som mindst to besøgende har søgt på {site} de seneste {days} dage, sammenlignet med de {days} dage før.',
  'pages.vgps.dashboard.title': 'Oversigt',
  'pages.vgps.dashboard.summary': 'Søgninger og downloads på {site}, dag for dag de seneste {days} dage.',
  'pages.vgps.searches': 'Søgninger de seneste {days} dage',
  'pages.vgps.downloads': 'Downloads de seneste {days} dage',
  'pages.vgps.change': '{change} i forhold til de {days} dage før',
  'pages.vgps.new': 'ny',
  'pages.vgps.rising': 'Stigende søgninger',
  'pages.vgps.top': 'Mest søgt',
  'pages.vgps.subjects': 'Mest downloadede emner',
  'pages.vgps.mediaTypes': 'Hvad der søges efter',
  'pages.vgps.downloadKinds': 'Hvad der downloades',
  'pages.vgps.searchesPerDay': 'Søgninger pr. dag',
  'pages.vgps.downloadsPerDay': 'Downloads pr. dag',
  'pages.vgps.tooFewSearches':
    'Endnu for få søgninger til at vise en tendens: {total, number} de seneste {days} dage. Tendenser vises her, efterhånden som besøgende søger.',
  'pages.vgps.tooFewDownloads':
    'Endnu for få downloads til at vise en tendens: {total, number} de seneste {days} dage.',
  'pages.vgps.col.phrase': 'Søgning',
  'pages.vgps.col.now': 'Seneste {days} dage',
  'pages.vgps.col.before': 'De {days} dage før',
  'pages.vgps.col.change': 'Ændring',
  'pages.vgps.method':
    'Sådan laves tallene: hver resultatside, en besøgende ser, tæller som én søgning; fraser, som færre end to besøgende har søgt, udelades, så ingen kan genkendes på sine søgninger. Downloads tælles på tværs af butikkens to websteder. En periode varer {days} dage.',
  'pages.tools.image.title': 'Omvendt billedsøgning',
  'pages.tools.image.summary':
    'Upload et billede for at finde det samme billede, eller billeder der ligner det, hos {site}.',
  'pages.tools.image.label': 'Billede (JPEG, PNG, WebP eller GIF, op til {max, number} MB)',
  'pages.tools.image.how':
    'Butikken sammenligner dit billedes form og farver med hvert billede i samlingen, så også formindskede, genkomprimerede og let beskårne kopier findes. Dit billede gemmes i 24 timer, så resultaterne kan deles, og slettes derefter.',
  'pages.tools.video.title': 'Omvendt videosøgning',
  'pages.tools.video.summary': 'Upload et kort klip for at finde optagelser hos {site}, der ligner det.',
  'pages.tools.video.label':
    'Klip (MP4, WebM eller QuickTime, op til {max, number} MB og {seconds, number} sekunder)',
  'pages.tools.video.how':
    'Butikken tager et billede fra midten af dit klip og søger i optagelserne med det, som den omvendte billedsøgning gør. Klippet slettes, så snart billedet er taget; billedet efter 24 timer.',
  'pages.tools.submit': 'Søg',
  'pages.tools.working': 'Søger…',
  'pages.tools.howTitle': 'Sådan virker det',
  'pages.tools.noscript':
    'Denne søgning kræver JavaScript for at sende din fil. Slå det til, eller brug søgefeltet.',
  'pages.tools.error.empty': 'Vælg først en fil.',
  'pages.tools.error.failed': 'Søgningen kunne ikke startes. Genindlæs siden, og prøv igen.',
  'pages.tools.error.tooLarge': 'Filen er større end {max, number} MB. Vælg en mindre.',
  'pages.tools.error.imageType':
    'Søgningen kan ikke læse dette billede. Vælg en JPEG-, PNG-, WebP- eller GIF-fil.',
  'pages.tools.error.videoType':
    'Søgningen kan ikke læse dette klip. Vælg en MP4-, WebM- eller QuickTime-fil.',
  'pages.tools.error.unreadable': 'Filen kunne ikke læses. Den er måske beskadiget; vælg en anden.',
  'pages.tools.error.tooLong':
    'Klippet er længere end {seconds, number} sekunder. Forkort det, eller vælg et kortere.',
  'pages.tools.error.busy': 'Andre klip bliver læst lige nu. Prøv igen om et øjeblik.',
};

export default messages;
