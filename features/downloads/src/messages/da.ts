import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenser og downloads',
  'downloads.history.intro': 'Alle dine licenser, nyeste først, med hver download.',
  'downloads.history.introTeam': 'Alle licenser, som du og dit team har, nyeste først, med hver download.',
  'downloads.filter.legend': 'Find en licens',
  'downloads.filter.search': 'Titel eller aktiv-ID',
  'downloads.filter.from': 'Givet fra',
  'downloads.filter.to': 'Givet til og med',
  'downloads.filter.user': 'Teammedlem',
  'downloads.filter.everyone': 'Alle',
  'downloads.filter.submit': 'Søg',
  'downloads.filter.reset': 'Ryd',
  'downloads.filter.bad': 'Tjek feltet: datoer skrives ÅÅÅÅ-MM-DD, og den første kommer før den anden.',
  'downloads.export': 'Eksportér som CSV',
  'downloads.empty': 'Ingen licenser matcher filtrene.',
  'downloads.model.rf': 'Royaltyfri',
  'downloads.model.rm': 'Rettighedsstyret',
  'downloads.model.rr': 'Rettighedsklar',
  'downloads.size.small': 'Lille',
  'downloads.size.medium': 'Mellem',
  'downloads.size.large': 'Stor (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektor)',
  'downloads.size.ai': 'AI (vektor)',
  'downloads.licence.id': 'Licens {id}',
  'downloads.licence.order': 'Ordre {number}',
  'downloads.licence.plan': 'Abonnement: {plan}',
  'downloads.licence.projectCode': 'Projektkode: {code}',
  'downloads.licence.granted': 'Givet {date}',
  'downloads.licence.holder': 'Licenseret til {name}',
  'downloads.licence.useBy': 'Brug senest {date}',
  'downloads.licence.usage': 'Brug: {usage}',
  'downloads.licence.download': 'Hent igen',
  'downloads.licence.certificate': 'Licensbevis (PDF)',
  'downloads.list.caption': 'Downloads af licens {id}',
  'downloads.list.none': 'Ikke hentet endnu.',
  'downloads.list.when': 'Hvornår',
  'downloads.list.who': 'Hvem',
  'downloads.list.size': 'Størrelse',
  'downloads.list.type': 'Type af hentning',
  'downloads.list.anonymous': 'Link fra ordremailen',
  'downloads.type.single': 'Hentning',
  'downloads.type.re_download': 'Ny hentning',
  'downloads.type.anonymous': 'Maillink',
  'downloads.type.multiple': 'Flere hentninger',
  'downloads.page.label': 'Sider',
  'downloads.page.previous': 'Forrige',
  'downloads.page.next': 'Næste',
  'downloads.page.current': 'Side {n}',
  'downloads.csv.asset': 'Aktiv-ID',
  'downloads.csv.title': 'Titel',
  'downloads.csv.model': 'Licensmodel',
  'downloads.csv.obtained': 'Opnået via',
  'downloads.csv.downloads': 'Antal hentninger',
  'downloads.csv.lastDownload': 'Seneste hentning',
  'downloads.csv.licence': 'Licens-ID',
  'downloads.csv.projectCode': 'Projektkode',
  'downloads.csv.granted': 'Givet',
  'downloads.csv.useBy': 'Brug senest',
  'downloads.csv.holder': 'Licenseret til',
  'downloads.cert.title': 'Licensbevis',
  'downloads.cert.licensor': 'Licensgiver',
  'downloads.cert.licensee': 'Licenstager',
  'downloads.cert.asset': 'Aktiv',
  'downloads.cert.terms':
    'Givet under licensaftalen på {url}. Alle kan kontrollere beviset hos licensgiveren med licens-ID’et.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Din download',
  'downloads.zip.ready':
    '{count, plural, one {# licenseret fil er klar i én zip.} other {# licenserede filer er klar i én zip.}}',
  'downloads.zip.download': 'Hent zip-fil',
  'downloads.zip.notLicensed': 'Udeladt, fordi du ikke har licens til dem (køb licens først): {ids}',
  'downloads.zip.notFile': 'Udeladt, fordi de ikke er stillbilledfiler: {ids}',
  'downloads.zip.none':
    'Du har ikke licens til nogen af de valgte billeder. Køb licens først, og download dem derefter her.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Dette downloadlink er ugyldigt',
  'downloads.anon.invalid.body':
    'Linket kan være ændret eller kopieret ufuldstændigt. Brug linket præcis som det står i din ordremail, eller log ind og download filen fra dine licenser.',
  'downloads.anon.expired.title': 'Dette downloadlink er udløbet',
  'downloads.anon.expired.body':
    'Downloadlinks i ordremailen virker i 7 dage. Log ind for at downloade filen igen fra dine licenser, uden beregning.',
  'downloads.anon.history': 'Gå til dine licenser',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Brug af dine filer',
  'downloads.faq.intro':
    'Det får du, når du downloader en licenseret fil fra butikken: formater, størrelser, farver og licensen, der følger med filen.',
  'downloads.faq.toc': 'På denne side',
  'downloads.faq.photos.title': 'Fotos',
  'downloads.faq.photos.sizes':
    'Fotos sælges i op til tre størrelser: lille er 800 px på den lange side, mellem 2.000 px, og stor er selve originalen. En størrelse tilbydes kun, når den er mindre end originalen; intet bliver nogensinde forstørret.',
  'downloads.faq.photos.format':
    'Alle fotos downloades som JPEG-filer. Lille og mellem skaleres ned fra originalen og gemmes med kvalitet 90; stor er originalen, gemt med kvalitet 90 og fuld farvedetalje.',
  'downloads.faq.photos.colour':
    'Filerne er i farverummet sRGB, standarden for skærme og nettet. Til tryk konverterer du dem til trykkeriets profil i dit billedprogram og tjekker først en prøve.',
  'downloads.faq.photos.rights':
    'Din licens følger med filen: dens XMP-metadata nævner ophavspersonen, licenstageren og hvor licensvilkårene findes. Bevar disse metadata, når du redigerer eller eksporterer filen.',
  'downloads.faq.illustrations.title': 'Illustrationer og vektorer',
  'downloads.faq.illustrations.body':
    'Illustrationer og vektorer downloades som fotos: JPEG-filer i størrelserne ovenfor, i sRGB, med licensen i deres XMP-metadata.',
  'downloads.faq.illustrations.vector':
    'Vektorer importeret fra EPS- eller AI-filer kan med en stor licens eller en abonnementslicens også hentes som netop den fil, byte for byte: din licenshistorik tilbyder den som “EPS (vektor)” eller “AI (vektor)” ved siden af JPEG-filen. Små og mellemstore licenser henter kun JPEG; andre vektorer hentes som JPEG.',
  'downloads.faq.video.title': 'Videoklip',
  'downloads.faq.video.sizes':
    'Klip licenseres i SD, HD (lang side på mindst 1.280 px) eller 4K (3.840 px), op til klippets egen opløsning: 4K tilbydes kun for klip optaget i 4K.',
  'downloads.faq.video.preview':
    'Før du køber, har hvert klip en eksempelvisning på 4 sekunder med vandmærke (WebM, 480 px bred) og et stillbillede.',
  'downloads.faq.video.download':
    'Licenserede klip downloades som H.264 MP4-filer i den licenserede opløsning, med klippets egen billedfrekvens og længde og med kreditering og ophavsret i filens metadata. Et klip laves til dig, første gang det downloades (sekunder for SD, et minut eller to for 4K): siden viser, hvor langt det er, og downloaden starter af sig selv.',
  'downloads.faq.again.title': 'Download igen',
  'downloads.faq.again.body':
    'Alle licenserede filer kan downloades igen uden beregning fra din licenshistorik. Når du køber en fil, indeholder ordrebekræftelsen på e-mail også et downloadlink, der virker i 7 dage uden login.',
  'downloads.faq.again.link': 'Gå til din licenshistorik',
  'downloads.faq.link': 'Hjælp til brug af dine filer',
  'downloads.comps.title': 'Layoutbilleder',
  'downloads.comps.intro':
    'Layoutbilleder med vandmærke er gratis til layouts og skitser i 30 dage fra download. Køb licens til et billede for at bruge det i det endelige arbejde.',
  'downloads.comps.usable': 'Kan bruges i layouts indtil {date}',
  'downloads.comps.expired':
    'Layoutperioden sluttede {date}: køb licens for at blive ved med at bruge billedet',
  'downloads.comps.license': 'Køb licens til billedet',
  'downloads.drawer.button': 'Mine downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Mine downloads (# i gang)} other {Mine downloads (# i gang)}}',
  'downloads.drawer.title': 'Dine downloads',
  'downloads.drawer.close': 'Luk',
  'downloads.drawer.inProgress': 'I gang',
  'downloads.drawer.done': 'Færdige',
  'downloads.drawer.empty': 'Intet hentet endnu. Licenserede filer, du henter, vises her.',
  'downloads.drawer.history': 'Alle licenser og downloads',
  'downloads.drawer.again': 'Hent igen',
  'downloads.drawer.download': 'Hent',
  'downloads.drawer.zip': '{count, plural, one {# fil i én zip} other {# filer i én zip}}',
  'downloads.drawer.state.preparing': 'Forbereder filer: {percent} %',
  'downloads.drawer.state.ready': 'Klar til at hente',
  'downloads.drawer.state.sending': 'Henter: {percent} %',
  'downloads.drawer.state.paused':
    'Stoppet ved {percent} %: genoptag den under din browsers downloads, eller hent den igen',
  'downloads.drawer.state.done': 'Hentet',
  'downloads.clip.title': 'Dit klip forberedes',
  'downloads.clip.intro':
    '»{title}« laves i den størrelse, din licens giver. Din download starter her, så snart den er klar: et minut eller to for 4K.',
  'downloads.clip.ready': 'Klar: din download starter.',
  'downloads.clip.retry': 'Hent, når den er klar',
  'downloads.zip.planOffer':
    '{count, plural, one {Med dit abonnement {plan} kan du få licens til # andet valgt billede.} other {Med dit abonnement {plan} kan du få licens til # af de andre valgte billeder.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Brug mit abonnement til # billede, og tilføj det} other {Brug mit abonnement til # billeder, og tilføj dem}}',
};

export default messages;
