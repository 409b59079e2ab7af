import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Bruksvilkår',
  'pages.terms.summary': 'Reglene for å bruke {site}, kjøpe lisenser og ha en konto.',
  'pages.privacy.title': 'Personvernerklæring',
  'pages.privacy.summary':
    'Hvilke personopplysninger {site} lagrer, hvorfor, hvor lenge, og rettighetene dine.',
  'pages.eula.title': 'Lisensavtale',
  'pages.eula.summary': 'Hva du kan gjøre med innhold du lisensierer fra {site}, for hver lisenstype.',
  'pages.editorial-policy.title': 'Redaksjonelle retningslinjer',
  'pages.editorial-policy.summary':
    'Hvordan redaksjonelle bilder beskrives og rettes, og hva de kan brukes til.',
  'pages.contact.title': 'Kontakt oss',
  'pages.contact.summary': 'Slik når du dem som driver {site}: salg, bestillinger, lisenser og personvern.',
  'pages.modern-slavery.title': 'Erklæring om moderne slaveri',
  'pages.modern-slavery.summary': 'Tiltakene operatøren av {site} gjør mot tvangsarbeid i virksomheten.',
  'pages.help-licenses.title': 'Hjelp med lisenser',
  'pages.help-licenses.summary': 'Royaltyfrie, rettighetsstyrte og rights-ready-lisenser forklart enkelt.',
  'pages.api.title': 'Utvikler-API',
  'pages.api.summary': 'Hva en utvikler kan bruke i dag: JSON-endepunktene som butikkens egne sider kaller.',
  'pages.faq-basics.title': 'Vanlige spørsmål: det grunnleggende',
  'pages.faq-basics.summary': 'Korte svar om abonnementer, nedlastinger, kontoer og oppsigelse.',
  'pages.upgrade.title': 'Oppgrader abonnementet',
  'pages.upgrade.summary': 'Slik flytter du et abonnement til et større, og hva byttet koster.',
  'pages.englishOnly': 'Hele teksten på denne siden finnes på engelsk.',
  'pages.onThisPage': 'På denne siden',
  'pages.sitemap.title': 'Nettstedskart',
  'pages.sitemap.summary': 'Alle sidene på {site} samlet på ett sted.',
  'pages.sitemap.browse': 'Søk og bla',
  'pages.sitemap.account': 'Kontoen din',
  'pages.sitemap.help': 'Hjelp og juridisk',
  'pages.sitemap.company': 'Selskapet',
  'pages.sitemap.countries': 'Land og språk',
  'pages.sitemap.signIn': 'Logg inn',
  'pages.sitemap.register': 'Opprett en konto',
  'pages.sitemap.cart': 'Handlekurv',
  'pages.sitemap.boards': 'Tavler',
  'pages.sitemap.curatedSets': 'Utvalgte samlinger',
  'pages.sitemap.plans': 'Abonnementer og priser',
  'pages.sitemap.usingFiles': 'Bruke filene dine',
  'pages.country.summary': '{site} for {country}, med sider på {language}.',
  'pages.country.prices': 'Prisene vises i {currency}.',
  'pages.country.choose': 'Handle fra {country}',
  'pages.country.search': 'Begynn å søke',
  'pages.country.other': 'Andre land',
  'pages.world.title': 'Hele verden',
  'pages.world.summary':
    'Handler du fra et land som ikke står på listen? Da viser {site} sidene på engelsk og prisene i amerikanske dollar.',
  'pages.browse.images.title': 'Kreative bilder',
  'pages.browse.images.summary': 'Bilder, illustrasjoner og vektorer til reklame, design og publisering.',
  'pages.browse.photos.title': 'Stockbilder',
  'pages.browse.photos.summary':
    'Kreativ fotografi av mennesker, steder og ideer, klar til å lisensiere for arbeidet ditt.',
  'pages.browse.illustrations.title': 'Stockillustrasjoner',
  'pages.browse.illustrations.summary':
    'Tegnede og malte illustrasjoner til historier, produkter og kampanjer.',
  'pages.browse.vectors.title': 'Stockvektorer',
  'pages.browse.vectors.summary':
    'Vektorgrafikk som kan skaleres til enhver størrelse: ikoner, mønstre, kart og scener.',
  'pages.browse.video.title': 'Kreativ video',
  'pages.browse.video.summary': 'Stockopptak og klipp til film, reklame og sosiale medier.',
  'pages.browse.stockVideos.title': 'Stockvideoer',
  'pages.browse.stockVideos.summary': 'Royaltyfrie og rights-ready-klipp i SD, HD og 4K.',
  'pages.browse.count': 'I samlingen: {total, number}',
  'pages.browse.popular': 'Populære søk',
  'pages.browse.collection': 'Samling: {name}',
  'pages.browse.seeAll': 'Se alle {total, number}',
  'pages.browse.events': 'Bla etter hendelse, person og sted',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Historier fra den redaksjonelle samlingen til {site}: de siste hendelsene, hver med sine bilder.',
  'pages.download.pictures': 'Bilder: {total, number}',
  'pages.download.empty':
    'Ingen historier ennå: redaksjonell dekning vises her når den legges til i samlingen.',
  'pages.blog.title': 'Blogg',
  'pages.blog.summary': 'Nyheter og veiledninger fra {site}.',
  'pages.blog.englishOnly': 'Innleggene er skrevet på engelsk.',
  'pages.blog.empty': 'Ingen innlegg ennå.',
  'pages.browse.editorial.title': 'Redaksjonelle bilder',
  'pages.browse.editorial.summary':
    'Nyheter, sport, underholdning, mote og arkiv: virkelige hendelser til redaksjonell bruk.',
  'pages.browse.archival.title': 'Arkivbilder',
  'pages.browse.archival.summary': 'Bilder fra tidligere hendelser og tider, til historie og kommentar.',
  'pages.browse.entertainment.title': 'Underholdningsbilder',
  'pages.browse.entertainment.summary': 'Premierer, konserter, festivaler og prisutdelinger.',
  'pages.browse.fashion.title': 'Motebilder',
  'pages.browse.fashion.summary': 'Visninger, kolleksjoner og menneskene bak dem.',
  'pages.browse.news.title': 'Nyhetsbilder',
  'pages.browse.news.summary': 'Politikk, samfunn og dagens hendelser.',
  'pages.browse.sport.title': 'Sportsbilder',
  'pages.browse.sport.summary': 'Kamper, løp og mesterskap, slik de gikk.',
  'pages.browse.editorialVideo.title': 'Redaksjonell video',
  'pages.browse.editorialVideo.summary': 'Opptak av virkelige hendelser til nyheter og dokumentarer.',
  'pages.browse.userGenerated.title': 'Brukerfilmet materiale',
  'pages.browse.userGenerated.summary':
    'Nyheter mens de skjer: protester, pressemøter og gateliv, filmet på stedet.',
  'pages.browse.userGenerated.note':
    'Ingen klipp i denne katalogen er levert av privatpersoner, så ingen er merket som brukerfilmet. Siden viser katalogens redaksjonelle nyhetsopptak, temaene slike klipp oftest dekker.',
  'pages.browse.archiveFilm.title': 'Arkivfilm',
  'pages.browse.archiveFilm.summary': 'Opptak fra tidligere tiår: hendelser, gater og mennesker slik de var.',
  'pages.browse.archiveFilm.note':
    'Denne katalogen har ingen BBC Motion Gallery-samling. Adressen viser katalogens egen arkivfilmsamling, {name}.',
  'pages.browse.newsFilm.title': 'Nyhetsarkivopptak',
  'pages.browse.newsFilm.summary': 'Pressekonferanser, taler og protester, filmet for nyhetene.',
  'pages.browse.newsFilm.note':
    'Denne katalogen har ingen NBC News Archives-samling. Adressen viser katalogens egen nyhetsfilmsamling, {name}.',
  'pages.browse.unreleased.title': 'Bilder uten frigivelse',
  'pages.browse.unreleased.summary':
    'Kreative bilder uten modell- eller eiendomsfrigivelse: hva det betyr, og hvilke denne butikken har.',
  'pages.browse.unreleased.note':
    'En frigivelse er den signerte tillatelsen fra personene som vises, eller fra eieren av en eiendom som vises. Et bilde uten frigivelse kan brukes der ingen tillatelse trengs, for eksempel til å illustrere en artikkel, men aldri til å reklamere for eller anbefale noe. Søket kan ikke begrenses til disse bildene, derfor vises de her.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Hva besøkende på {site} søker etter og laster ned, telt fra butikkens egne søk og nedlastinger.',
  'pages.vgps.insights.title': 'Innsikt',
  'pages.vgps.insights.summary':
    'Temaene som øker i søk på {site} de siste {days} dagene, de mest søkte og hva som er lastet ned.',
  'pages.vgps.results.title': 'Alle søketrender',
  'pages.vgps.results.summary':
    'Hver søkefrase som minst to besøkende har søkt på {site} de siste {days} dagene, sammenlignet med de {days} dagene før.',
  'pages.vgps.dashboard.title': 'Oversikt',
  'pages.vgps.dashboard.summary': 'Søk og nedlastinger på {site}, dag for dag de siste {days} dagene.',
  'pages.vgps.searches': 'Søk de siste {days} dagene',
  'pages.vgps.downloads': 'Nedlastinger de siste {days} dagene',
  'pages.vgps.change': '{change} sammenlignet med de {days} dagene før',
  'pages.vgps.new': 'ny',
  'pages.vgps.rising': 'Økende søk',
  'pages.vgps.top': 'Mest søkt',
  'pages.vgps.subjects': 'Mest nedlastede temaer',
  'pages.vgps.mediaTypes': 'Hva folk søker etter',
  'pages.vgps.downloadKinds': 'Hva folk laster ned',
  'pages.vgps.searchesPerDay': 'Søk per dag',
  'pages.vgps.downloadsPerDay': 'Nedlastinger per dag',
  'pages.vgps.tooFewSearches':
    'Ennå for få søk til å vise en trend: {total, number} de siste {days} dagene. Trender vises her etter hvert som besøkende søker.',
  'pages.vgps.tooFewDownloads':
    'Ennå for få nedlastinger til å vise en trend: {total, number} de siste {days} dagene.',
  'pages.vgps.col.phrase': 'Søk',
  'pages.vgps.col.now': 'Siste {days} dager',
  'pages.vgps.col.before': 'De {days} dagene før',
  'pages.vgps.col.change': 'Endring',
  'pages.vgps.method':
    'Slik lages tallene: hver resultatside en besøkende ser, teller som ett søk; fraser som færre enn to besøkende har søkt, utelates, så ingen kan kjennes igjen på søkene sine. Nedlastinger telles på tvers av butikkens to nettsteder. En periode varer {days} dager.',
  'pages.tools.image.title': 'Omvendt bildesøk',
  'pages.tools.image.summary':
    'Last opp et bilde for å finne det samme bildet, eller bilder som ligner, hos {site}.',
  'pages.tools.image.label': 'Bilde (JPEG, PNG, WebP eller GIF, opptil {max, number} MB)',
  'pages.tools.image.how':
    'Butikken sammenligner formen og fargene i bildet ditt med hvert bilde i samlingen, så også forminskede, komprimerte og litt beskårne kopier blir funnet. Bildet ditt lagres i 24 timer slik at resultatene kan deles, og slettes deretter.',
  'pages.tools.video.title': 'Omvendt videosøk',
  'pages.tools.video.summary': 'Last opp et kort klipp for å finne opptak hos {site} som ligner.',
  'pages.tools.video.label':
    'Klipp (MP4, WebM eller QuickTime, opptil {max, number} MB og {seconds, number} sekunder)',
  'pages.tools.video.how':
    'Butikken tar ett bilde fra midten av klippet ditt og søker i opptakene med det, slik omvendt bildesøk gjør. Klippet slettes så snart bildet er hentet ut; bildet etter 24 timer.',
  'pages.tools.submit': 'Søk nå',
  'pages.tools.working': 'Søker …',
  'pages.tools.howTitle': 'Slik fungerer det',
  'pages.tools.noscript':
    'Dette søket trenger JavaScript for å sende filen din. Slå det på, eller bruk søkefeltet.',
  'pages.tools.error.empty': 'Velg en fil først.',
  'pages.tools.error.failed': 'Søket kunne ikke startes. Last inn siden på nytt og prøv igjen.',
  'pages.tools.error.tooLarge': 'Filen er større enn {max, number} MB. Velg en mindre.',
  'pages.tools.error.imageType':
    'Søket kan ikke lese dette bildet. Velg en JPEG-, PNG-, WebP- eller GIF-fil.',
  'pages.tools.error.videoType':
    'Søket kan ikke lese dette klippet. Velg en MP4-, WebM- eller QuickTime-fil.',
  'pages.tools.error.unreadable': 'Filen kunne ikke leses. Den kan være skadet; velg en annen.',
  'pages.tools.error.tooLong':
    'Klippet er lengre enn {seconds, number} sekunder. Kort det ned, eller velg et kortere.',
  'pages.tools.error.busy': 'Andre klipp leses akkurat nå. Prøv igjen om litt.',
};

export default messages;
