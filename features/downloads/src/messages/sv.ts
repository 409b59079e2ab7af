import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenser och nedladdningar',
  'downloads.history.intro': 'Alla dina licenser, nyaste först, med varje nedladdning.',
  'downloads.history.introTeam':
    'Alla licenser som du och ditt team har, nyaste först, med varje nedladdning.',
  'downloads.filter.legend': 'Hitta en licens',
  'downloads.filter.search': 'Titel eller objekt-ID',
  'downloads.filter.from': 'Beviljad från',
  'downloads.filter.to': 'Beviljad till och med',
  'downloads.filter.user': 'Teammedlem',
  'downloads.filter.everyone': 'Alla',
  'downloads.filter.submit': 'Sök',
  'downloads.filter.reset': 'Rensa',
  'downloads.filter.bad': 'Kontrollera fältet: datum skrivs ÅÅÅÅ-MM-DD och det första kommer före det andra.',
  'downloads.export': 'Exportera som CSV',
  'downloads.empty': 'Inga licenser matchar filtren.',
  'downloads.model.rf': 'Royaltyfri',
  'downloads.model.rm': 'Rättighetsstyrd',
  'downloads.model.rr': 'Rättighetsklar',
  'downloads.size.small': 'Liten',
  'downloads.size.medium': 'Mellan',
  'downloads.size.large': 'Stor (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektor)',
  'downloads.size.ai': 'AI (vektor)',
  'downloads.licence.id': 'Licens {id}',
  'downloads.licence.order': 'Beställning {number}',
  'downloads.licence.plan': 'Abonnemang: {plan}',
  'downloads.licence.projectCode': 'Projektkod: {code}',
  'downloads.licence.granted': 'Beviljad {date}',
  'downloads.licence.holder': 'Licensierad till {name}',
  'downloads.licence.useBy': 'Används senast {date}',
  'downloads.licence.usage': 'Användning: {usage}',
  'downloads.licence.download': 'Ladda ned igen',
  'downloads.licence.certificate': 'Licensbevis (PDF)',
  'downloads.list.caption': 'Nedladdningar av licens {id}',
  'downloads.list.none': 'Inte nedladdad än.',
  'downloads.list.when': 'När',
  'downloads.list.who': 'Vem',
  'downloads.list.size': 'Storlek',
  'downloads.list.type': 'Typ',
  'downloads.list.anonymous': 'Länk från beställningsmejlet',
  'downloads.type.single': 'Nedladdning',
  'downloads.type.re_download': 'Ny nedladdning',
  'downloads.type.anonymous': 'Mejllänk',
  'downloads.type.multiple': 'Flera nedladdningar',
  'downloads.page.label': 'Sidor',
  'downloads.page.previous': 'Föregående',
  'downloads.page.next': 'Nästa',
  'downloads.page.current': 'Sida {n}',
  'downloads.csv.asset': 'Objekt-ID',
  'downloads.csv.title': 'Titel',
  'downloads.csv.model': 'Licensmodell',
  'downloads.csv.obtained': 'Erhållen genom',
  'downloads.csv.downloads': 'Nedladdningar',
  'downloads.csv.lastDownload': 'Senaste nedladdning',
  'downloads.csv.licence': 'Licens-ID',
  'downloads.csv.projectCode': 'Projektkod',
  'downloads.csv.granted': 'Beviljad',
  'downloads.csv.useBy': 'Används senast',
  'downloads.csv.holder': 'Licensierad till',
  'downloads.cert.title': 'Licensbevis',
  'downloads.cert.licensor': 'Licensgivare',
  'downloads.cert.licensee': 'Licenstagare',
  'downloads.cert.asset': 'Objekt',
  'downloads.cert.terms':
    'Beviljad enligt licensavtalet på {url}. Vem som helst kan kontrollera beviset hos licensgivaren med licens-ID:t.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Din nedladdning',
  'downloads.zip.ready':
    '{count, plural, one {# licensierad fil är klar i en zip.} other {# licensierade filer är klara i en zip.}}',
  'downloads.zip.download': 'Ladda ned zip',
  'downloads.zip.notLicensed': 'Utelämnade eftersom du inte har licens för dem (licensiera dem först): {ids}',
  'downloads.zip.notFile': 'Utelämnade eftersom de inte är stillbildsfiler: {ids}',
  'downloads.zip.none':
    'Du har inte licens för någon av de valda bilderna. Licensiera dem först och ladda sedan ned dem här.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Den här nedladdningslänken är ogiltig',
  'downloads.anon.invalid.body':
    'Länken kan ha ändrats eller kopierats ofullständigt. Använd länken exakt som den står i ditt orderbekräftelsemejl, eller logga in och ladda ned filen från dina licenser.',
  'downloads.anon.expired.title': 'Den här nedladdningslänken har gått ut',
  'downloads.anon.expired.body':
    'Nedladdningslänkarna i ordermejlet fungerar i 7 dagar. Logga in för att ladda ned filen igen från dina licenser, utan kostnad.',
  'downloads.anon.history': 'Till dina licenser',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Använda dina filer',
  'downloads.faq.intro':
    'Det här får du när du laddar ned en licensierad fil från butiken: format, storlekar, färg och licensen som följer med filen.',
  'downloads.faq.toc': 'På den här sidan',
  'downloads.faq.photos.title': 'Foton',
  'downloads.faq.photos.sizes':
    'Foton säljs i upp till tre storlekar: liten är 800 px på långsidan, mellan 2 000 px och stor är själva originalet. En storlek erbjuds bara om den är mindre än originalet; inget förstoras någonsin.',
  'downloads.faq.photos.format':
    'Varje foto laddas ned som en JPEG-fil. Liten och mellan skalas ned från originalet och sparas med kvalitet 90; stor är originalet, sparat med kvalitet 90 och full färgdetalj.',
  'downloads.faq.photos.colour':
    'Filerna är i färgrymden sRGB, standarden för skärmar och webben. För tryck konverterar du dem till tryckeriets profil i ditt bildprogram och kontrollerar ett provtryck först.',
  'downloads.faq.photos.rights':
    'Din licens följer med filen: dess XMP-metadata anger upphovspersonen, licenstagaren och var licensvillkoren finns. Behåll dessa metadata när du redigerar eller exporterar filen.',
  'downloads.faq.illustrations.title': 'Illustrationer och vektorer',
  'downloads.faq.illustrations.body':
    'Illustrationer och vektorer laddas ned som foton: JPEG-filer i storlekarna ovan, i sRGB, med licensen i sina XMP-metadata.',
  'downloads.faq.illustrations.vector':
    'Vektorer som importerats från EPS- eller AI-filer kan med en stor licens eller en abonnemangslicens också laddas ned som just den filen, byte för byte: din licenshistorik erbjuder den som ”EPS (vektor)” eller ”AI (vektor)” bredvid JPEG-filen. Små och medelstora licenser laddar bara ned JPEG; andra vektorer laddas ned som JPEG.',
  'downloads.faq.video.title': 'Videoklipp',
  'downloads.faq.video.sizes':
    'Klipp licensieras i SD, HD (långsida på minst 1 280 px) eller 4K (3 840 px), upp till klippets egen upplösning: 4K erbjuds bara för klipp som spelats in i 4K.',
  'downloads.faq.video.preview':
    'Innan du köper har varje klipp en vattenmärkt förhandsvisning på 4 sekunder (WebM, 480 px bred) och en stillbild.',
  'downloads.faq.video.download':
    'Licensierade klipp laddas ned som H.264 MP4-filer i den licensierade upplösningen, med klippets egen bildfrekvens och längd och med kreditering och upphovsrätt i filens metadata. Ett klipp skapas åt dig första gången det laddas ned (några sekunder för SD, en minut eller två för 4K): sidan visar förloppet och nedladdningen startar av sig själv.',
  'downloads.faq.again.title': 'Ladda ned igen',
  'downloads.faq.again.body':
    'Varje licensierad fil kan laddas ned igen utan kostnad från din licenshistorik. När du köper en fil innehåller orderbekräftelsen via e-post också en nedladdningslänk som fungerar i 7 dagar utan inloggning.',
  'downloads.faq.again.link': 'Till din licenshistorik',
  'downloads.faq.link': 'Hjälp med att använda dina filer',
  'downloads.comps.title': 'Skissbilder',
  'downloads.comps.intro':
    'Skissbilder med vattenstämpel är gratis för layouter och skisser i 30 dagar från nedladdningen. Licensiera ett objekt för att använda det i slutligt arbete.',
  'downloads.comps.usable': 'Kan användas i layouter till och med {date}',
  'downloads.comps.expired':
    'Skissperioden slutade {date}: licensiera objektet för att fortsätta använda det',
  'downloads.comps.license': 'Licensiera det här objektet',
  'downloads.drawer.button': 'Nedladdningar',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Nedladdningar (# pågår)} other {Nedladdningar (# pågår)}}',
  'downloads.drawer.title': 'Dina nedladdningar',
  'downloads.drawer.close': 'Stäng',
  'downloads.drawer.inProgress': 'Pågår',
  'downloads.drawer.done': 'Klara',
  'downloads.drawer.empty': 'Inget nedladdat än. Licensierade filer som du laddar ned visas här.',
  'downloads.drawer.history': 'Alla licenser och nedladdningar',
  'downloads.drawer.again': 'Ladda ned igen',
  'downloads.drawer.download': 'Ladda ned',
  'downloads.drawer.zip': '{count, plural, one {# fil i en zip} other {# filer i en zip}}',
  'downloads.drawer.state.preparing': 'Förbereder filer: {percent} %',
  'downloads.drawer.state.ready': 'Klar att ladda ned',
  'downloads.drawer.state.sending': 'Laddar ned: {percent} %',
  'downloads.drawer.state.paused':
    'Stoppad vid {percent} %: återuppta den bland webbläsarens nedladdningar eller ladda ned den igen',
  'downloads.drawer.state.done': 'Nedladdad',
  'downloads.clip.title': 'Ditt klipp förbereds',
  'downloads.clip.intro':
    '”{title}” skapas i den storlek som din licens ger. Nedladdningen startar här så snart den är klar: en minut eller två för 4K.',
  'downloads.clip.ready': 'Klart: nedladdningen startar.',
  'downloads.clip.retry': 'Ladda ned när den är klar',
  'downloads.zip.planOffer':
    '{count, plural, one {Med ditt abonnemang {plan} kan du licensiera # annan vald bild.} other {Med ditt abonnemang {plan} kan du licensiera # av de andra valda bilderna.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licensiera # bild med mitt abonnemang och lägg till den} other {Licensiera # bilder med mitt abonnemang och lägg till dem}}',
};

export default messages;
