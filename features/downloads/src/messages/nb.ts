import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Lisenser og nedlastinger',
  'downloads.history.intro': 'Alle lisensene dine, nyeste først, med hver nedlasting.',
  'downloads.history.introTeam': 'Alle lisenser du og teamet ditt har, nyeste først, med hver nedlasting.',
  'downloads.filter.legend': 'Finn en lisens',
  'downloads.filter.search': 'Tittel eller objekt-ID',
  'downloads.filter.from': 'Gitt fra',
  'downloads.filter.to': 'Gitt til og med',
  'downloads.filter.user': 'Teammedlem',
  'downloads.filter.everyone': 'Alle',
  'downloads.filter.submit': 'Søk',
  'downloads.filter.reset': 'Tøm',
  'downloads.filter.bad': 'Sjekk feltet: datoer skrives ÅÅÅÅ-MM-DD, og den første kommer før den andre.',
  'downloads.export': 'Eksporter som CSV',
  'downloads.empty': 'Ingen lisenser passer til filtrene.',
  'downloads.model.rf': 'Royaltyfri',
  'downloads.model.rm': 'Rettighetsstyrt',
  'downloads.model.rr': 'Rettighetsklar',
  'downloads.size.small': 'Liten',
  'downloads.size.medium': 'Middels',
  'downloads.size.large': 'Stor (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vektor)',
  'downloads.size.ai': 'AI (vektor)',
  'downloads.licence.id': 'Lisens {id}',
  'downloads.licence.order': 'Bestilling {number}',
  'downloads.licence.plan': 'Abonnement: {plan}',
  'downloads.licence.projectCode': 'Prosjektkode: {code}',
  'downloads.licence.granted': 'Gitt {date}',
  'downloads.licence.holder': 'Lisensiert til {name}',
  'downloads.licence.useBy': 'Brukes innen {date}',
  'downloads.licence.usage': 'Bruk: {usage}',
  'downloads.licence.download': 'Last ned igjen',
  'downloads.licence.certificate': 'Lisensbevis (PDF)',
  'downloads.list.caption': 'Nedlastinger av lisens {id}',
  'downloads.list.none': 'Ikke lastet ned ennå.',
  'downloads.list.when': 'Når',
  'downloads.list.who': 'Hvem',
  'downloads.list.size': 'Størrelse',
  'downloads.list.type': 'Type',
  'downloads.list.anonymous': 'Lenke fra bestillings-e-posten',
  'downloads.type.single': 'Nedlasting',
  'downloads.type.re_download': 'Ny nedlasting',
  'downloads.type.anonymous': 'E-postlenke',
  'downloads.type.multiple': 'Flere nedlastinger',
  'downloads.page.label': 'Sider',
  'downloads.page.previous': 'Forrige',
  'downloads.page.next': 'Neste',
  'downloads.page.current': 'Side {n}',
  'downloads.csv.asset': 'Objekt-ID',
  'downloads.csv.title': 'Tittel',
  'downloads.csv.model': 'Lisensmodell',
  'downloads.csv.obtained': 'Skaffet gjennom',
  'downloads.csv.downloads': 'Nedlastinger',
  'downloads.csv.lastDownload': 'Siste nedlasting',
  'downloads.csv.licence': 'Lisens-ID',
  'downloads.csv.projectCode': 'Prosjektkode',
  'downloads.csv.granted': 'Gitt',
  'downloads.csv.useBy': 'Brukes innen',
  'downloads.csv.holder': 'Lisensiert til',
  'downloads.cert.title': 'Lisensbevis',
  'downloads.cert.licensor': 'Lisensgiver',
  'downloads.cert.licensee': 'Lisenstaker',
  'downloads.cert.asset': 'Objekt',
  'downloads.cert.terms':
    'Gitt etter lisensavtalen på {url}. Hvem som helst kan sjekke beviset hos lisensgiveren med lisens-ID-en.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Din nedlasting',
  'downloads.zip.ready':
    '{count, plural, one {# lisensiert fil er klar i én zip.} other {# lisensierte filer er klare i én zip.}}',
  'downloads.zip.download': 'Last ned zip',
  'downloads.zip.notLicensed': 'Utelatt fordi du ikke har lisens for dem (lisensier dem først): {ids}',
  'downloads.zip.notFile': 'Utelatt fordi de ikke er stillbildefiler: {ids}',
  'downloads.zip.none':
    'Du har ikke lisens for noen av de valgte bildene. Lisensier dem først, og last dem deretter ned her.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Denne nedlastingslenken er ugyldig',
  'downloads.anon.invalid.body':
    'Lenken kan ha blitt endret eller kopiert ufullstendig. Bruk lenken nøyaktig slik den står i ordre-e-posten din, eller logg inn og last ned filen fra lisensene dine.',
  'downloads.anon.expired.title': 'Denne nedlastingslenken er utløpt',
  'downloads.anon.expired.body':
    'Nedlastingslenkene i ordre-e-posten virker i 7 dager. Logg inn for å laste ned filen på nytt fra lisensene dine, uten kostnad.',
  'downloads.anon.history': 'Gå til lisensene dine',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Bruke filene dine',
  'downloads.faq.intro':
    'Dette får du når du laster ned en lisensiert fil fra butikken: formater, størrelser, farger og lisensen som følger med filen.',
  'downloads.faq.toc': 'På denne siden',
  'downloads.faq.photos.title': 'Bilder',
  'downloads.faq.photos.sizes':
    'Bilder selges i opptil tre størrelser: liten er 800 px på langsiden, middels 2 000 px, og stor er selve originalen. En størrelse tilbys bare når den er mindre enn originalen; ingenting blir noen gang forstørret.',
  'downloads.faq.photos.format':
    'Alle bilder lastes ned som JPEG-filer. Liten og middels skaleres ned fra originalen og lagres med kvalitet 90; stor er originalen, lagret med kvalitet 90 og full fargedetalj.',
  'downloads.faq.photos.colour':
    'Filene er i fargerommet sRGB, standarden for skjermer og nettet. For trykk konverterer du dem til trykkeriets profil i bildeprogrammet ditt og sjekker et prøvetrykk først.',
  'downloads.faq.photos.rights':
    'Lisensen din følger med filen: XMP-metadataene oppgir opphavspersonen, lisenstakeren og hvor lisensvilkårene finnes. Behold disse metadataene når du redigerer eller eksporterer filen.',
  'downloads.faq.illustrations.title': 'Illustrasjoner og vektorer',
  'downloads.faq.illustrations.body':
    'Illustrasjoner og vektorer lastes ned som bilder: JPEG-filer i størrelsene ovenfor, i sRGB, med lisensen i XMP-metadataene.',
  'downloads.faq.illustrations.vector':
    'Vektorer importert fra EPS- eller AI-filer kan med en stor lisens eller en abonnementslisens også lastes ned som nettopp den filen, byte for byte: lisenshistorikken din tilbyr den som «EPS (vektor)» eller «AI (vektor)» ved siden av JPEG-filen. Små og middels lisenser laster bare ned JPEG; andre vektorer lastes ned som JPEG.',
  'downloads.faq.video.title': 'Videoklipp',
  'downloads.faq.video.sizes':
    'Klipp lisensieres i SD, HD (langside på minst 1 280 px) eller 4K (3 840 px), opp til klippets egen oppløsning: 4K tilbys bare for klipp som er tatt opp i 4K.',
  'downloads.faq.video.preview':
    'Før du kjøper, har hvert klipp en forhåndsvisning på 4 sekunder med vannmerke (WebM, 480 px bred) og et stillbilde.',
  'downloads.faq.video.download':
    'Lisensierte klipp lastes ned som H.264 MP4-filer i den lisensierte oppløsningen, med klippets egen bildefrekvens og lengde og med kreditering og opphavsrett i filens metadata. Et klipp lages for deg første gang det lastes ned (sekunder for SD, et minutt eller to for 4K): siden viser fremdriften, og nedlastingen starter av seg selv.',
  'downloads.faq.again.title': 'Last ned på nytt',
  'downloads.faq.again.body':
    'Alle lisensierte filer kan lastes ned på nytt uten kostnad fra lisenshistorikken din. Når du kjøper en fil, inneholder ordrebekreftelsen på e-post også en nedlastingslenke som virker i 7 dager uten innlogging.',
  'downloads.faq.again.link': 'Gå til lisenshistorikken',
  'downloads.faq.link': 'Hjelp til å bruke filene dine',
  'downloads.comps.title': 'Skissebilder',
  'downloads.comps.intro':
    'Skissebilder med vannmerke er gratis til layout og skisser i 30 dager fra nedlastingen. Lisensier et objekt for å bruke det i ferdig arbeid.',
  'downloads.comps.usable': 'Kan brukes i layout til og med {date}',
  'downloads.comps.expired':
    'Skisseperioden tok slutt {date}: lisensier objektet for å fortsette å bruke det',
  'downloads.comps.license': 'Lisensier dette objektet',
  'downloads.drawer.button': 'Nedlastinger',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Nedlastinger (# pågår)} other {Nedlastinger (# pågår)}}',
  'downloads.drawer.title': 'Dine nedlastinger',
  'downloads.drawer.close': 'Lukk',
  'downloads.drawer.inProgress': 'Pågår',
  'downloads.drawer.done': 'Ferdige',
  'downloads.drawer.empty': 'Ingenting lastet ned ennå. Lisensierte filer du laster ned, vises her.',
  'downloads.drawer.history': 'Alle lisenser og nedlastinger',
  'downloads.drawer.again': 'Last ned igjen',
  'downloads.drawer.download': 'Last ned',
  'downloads.drawer.zip': '{count, plural, one {# fil i én zip} other {# filer i én zip}}',
  'downloads.drawer.state.preparing': 'Forbereder filer: {percent} %',
  'downloads.drawer.state.ready': 'Klar til nedlasting',
  'downloads.drawer.state.sending': 'Laster ned: {percent} %',
  'downloads.drawer.state.paused':
    'Stoppet ved {percent} %: fortsett den i nettleserens nedlastinger, eller last den ned på nytt',
  'downloads.drawer.state.done': 'Lastet ned',
  'downloads.clip.title': 'Klippet ditt klargjøres',
  'downloads.clip.intro':
    '«{title}» lages i størrelsen lisensen din gir. Nedlastingen starter her så snart den er klar: et minutt eller to for 4K.',
  'downloads.clip.ready': 'Klar: nedlastingen starter.',
  'downloads.clip.retry': 'Last ned når den er klar',
  'downloads.zip.planOffer':
    '{count, plural, one {Med abonnementet {plan} kan du lisensiere # annet valgt bilde.} other {Med abonnementet {plan} kan du lisensiere # av de andre valgte bildene.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Lisensier # med abonnementet mitt og legg det til} other {Lisensier # med abonnementet mitt og legg dem til}}',
};

export default messages;
