import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenties en downloads',
  'downloads.history.intro': 'Al uw licenties, nieuwste eerst, met elke download ervan.',
  'downloads.history.introTeam': 'Alle licenties van u en uw team, nieuwste eerst, met elke download ervan.',
  'downloads.filter.legend': 'Licentie zoeken',
  'downloads.filter.search': 'Titel of asset-ID',
  'downloads.filter.from': 'Verleend vanaf',
  'downloads.filter.to': 'Verleend tot en met',
  'downloads.filter.user': 'Teamlid',
  'downloads.filter.everyone': 'Iedereen',
  'downloads.filter.submit': 'Zoeken',
  'downloads.filter.reset': 'Wissen',
  'downloads.filter.bad':
    'Controleer dit veld: datums schrijft u als JJJJ-MM-DD, en de eerste komt vóór de tweede.',
  'downloads.export': 'Exporteren als CSV',
  'downloads.empty': 'Geen licenties gevonden met deze filters.',
  'downloads.model.rf': 'Rechtenvrij',
  'downloads.model.rm': 'Rights-managed (beheerde rechten)',
  'downloads.model.rr': 'Rights-ready (vooraf geregeld)',
  'downloads.size.small': 'Klein',
  'downloads.size.medium': 'Middel',
  'downloads.size.large': 'Groot (origineel)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vectorbestand)',
  'downloads.size.ai': 'AI (vectorbestand)',
  'downloads.licence.id': 'Licentie {id}',
  'downloads.licence.order': 'Bestelling {number}',
  'downloads.licence.plan': 'Abonnement: {plan}',
  'downloads.licence.projectCode': 'Projectcode: {code}',
  'downloads.licence.granted': 'Verleend op {date}',
  'downloads.licence.holder': 'In licentie bij {name}',
  'downloads.licence.useBy': 'Te gebruiken vóór {date}',
  'downloads.licence.usage': 'Gebruik: {usage}',
  'downloads.licence.download': 'Opnieuw downloaden',
  'downloads.licence.certificate': 'Licentiebewijs (pdf)',
  'downloads.list.caption': 'Downloads van licentie {id}',
  'downloads.list.none': 'Nog niet gedownload.',
  'downloads.list.when': 'Wanneer',
  'downloads.list.who': 'Wie',
  'downloads.list.size': 'Formaat',
  'downloads.list.type': 'Soort',
  'downloads.list.anonymous': 'Link uit de bestelmail',
  'downloads.type.single': 'Eerste download',
  'downloads.type.re_download': 'Herhaalde download',
  'downloads.type.anonymous': 'Link per e-mail',
  'downloads.type.multiple': 'Meervoudige download',
  'downloads.page.label': 'Pagina’s',
  'downloads.page.previous': 'Vorige',
  'downloads.page.next': 'Volgende',
  'downloads.page.current': 'Pagina {n}',
  'downloads.csv.asset': 'Asset-ID',
  'downloads.csv.title': 'Titel',
  'downloads.csv.model': 'Licentiemodel',
  'downloads.csv.obtained': 'Verkregen via',
  'downloads.csv.downloads': 'Aantal downloads',
  'downloads.csv.lastDownload': 'Laatste download',
  'downloads.csv.licence': 'Licentie-ID',
  'downloads.csv.projectCode': 'Projectcode',
  'downloads.csv.granted': 'Verleend op',
  'downloads.csv.useBy': 'Te gebruiken vóór',
  'downloads.csv.holder': 'In licentie bij',
  'downloads.cert.title': 'Licentiebewijs',
  'downloads.cert.licensor': 'Licentiegever',
  'downloads.cert.licensee': 'Licentienemer',
  'downloads.cert.asset': 'Bestand',
  'downloads.cert.terms':
    'Verleend onder de licentieovereenkomst op {url}. Iedereen kan dit certificaat bij de licentiegever controleren met het licentie-ID.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Je download',
  'downloads.zip.ready':
    '{count, plural, one {# gelicentieerd bestand staat klaar in één zip.} other {# gelicentieerde bestanden staan klaar in één zip.}}',
  'downloads.zip.download': 'Zip downloaden',
  'downloads.zip.notLicensed':
    'Weggelaten omdat je er geen licentie voor hebt (neem eerst een licentie): {ids}',
  'downloads.zip.notFile': 'Weggelaten omdat het geen stilstaande beeldbestanden zijn: {ids}',
  'downloads.zip.none':
    'Voor geen van de geselecteerde beelden heb je een licentie. Neem eerst een licentie en download ze dan hier.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Deze downloadlink is ongeldig',
  'downloads.anon.invalid.body':
    'De link is mogelijk gewijzigd of onvolledig gekopieerd. Gebruik de link precies zoals hij in je bestelmail staat, of log in en download het bestand bij je licenties.',
  'downloads.anon.expired.title': 'Deze downloadlink is verlopen',
  'downloads.anon.expired.body':
    'Downloadlinks in de bestelmail werken 7 dagen. Log in om het bestand kosteloos opnieuw te downloaden bij je licenties.',
  'downloads.anon.history': 'Naar je licenties',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Je bestanden gebruiken',
  'downloads.faq.intro':
    'Wat je krijgt als je een gelicentieerd bestand uit deze winkel downloadt: formaten, afmetingen, kleur en de licentie die met het bestand meegaat.',
  'downloads.faq.toc': 'Op deze pagina',
  'downloads.faq.photos.title': 'Foto’s',
  'downloads.faq.photos.sizes':
    'Foto’s zijn er in maximaal drie formaten: klein is 800 px aan de lange zijde, middel 2.000 px en groot is het origineel zelf. Een formaat wordt alleen aangeboden als het kleiner is dan het origineel; niets wordt ooit vergroot.',
  'downloads.faq.photos.format':
    'Elke foto wordt gedownload als JPEG-bestand. Klein en middel worden verkleind uit het origineel en opgeslagen met kwaliteit 90; groot is het origineel, opgeslagen met kwaliteit 90 en volledig kleurdetail.',
  'downloads.faq.photos.colour':
    'De bestanden staan in de kleurruimte sRGB, de standaard voor schermen en het web. Zet ze voor drukwerk in je beeldbewerkingsprogramma om naar het profiel van je drukker en controleer eerst een proef.',
  'downloads.faq.photos.rights':
    'Je licentie gaat met het bestand mee: de XMP-metadata noemen de maker, de licentiehouder en waar de licentievoorwaarden staan. Bewaar deze metadata als je het bestand bewerkt of exporteert.',
  'downloads.faq.illustrations.title': 'Illustraties en vectoren',
  'downloads.faq.illustrations.body':
    'Illustraties en vectoren download je zoals foto’s: JPEG-bestanden in de formaten hierboven, in sRGB, met de licentie in hun XMP-metadata.',
  'downloads.faq.illustrations.vector':
    'Vectoren die uit EPS- of AI-bestanden zijn geïmporteerd, download je met een grote licentie of een abonnementslicentie ook als precies dat bestand, byte voor byte: je licentiegeschiedenis biedt het aan als ‘EPS (vectorbestand)’ of ‘AI (vectorbestand)’ naast de JPEG. Kleine en middelgrote licenties downloaden alleen de JPEG; andere vectoren downloaden als JPEG.',
  'downloads.faq.video.title': 'Videoclips',
  'downloads.faq.video.sizes':
    'Clips worden gelicentieerd in SD, HD (lange zijde van minstens 1.280 px) of 4K (3.840 px), tot de eigen resolutie van de clip: 4K is er alleen voor clips die in 4K zijn opgenomen.',
  'downloads.faq.video.preview':
    'Voor je koopt, heeft elke clip een voorbeeld van 4 seconden met watermerk (WebM, 480 px breed) en een stilstaand beeld.',
  'downloads.faq.video.download':
    'Gelicentieerde clips download je als H.264-MP4-bestanden in de gelicentieerde resolutie, met de eigen framerate en lengte van de clip en met naamsvermelding en copyright in de metadata van het bestand. Een clip wordt voor je gemaakt wanneer hij voor het eerst wordt gedownload (enkele seconden voor SD, een minuut of twee voor 4K): de pagina toont de voortgang en de download start vanzelf.',
  'downloads.faq.again.title': 'Opnieuw downloaden',
  'downloads.faq.again.body':
    'Elk gelicentieerd bestand kun je kosteloos opnieuw downloaden vanuit je licentiegeschiedenis. Als je een bestand koopt, staat er in de orderbevestiging per e-mail ook een downloadlink die 7 dagen werkt zonder in te loggen.',
  'downloads.faq.again.link': 'Naar je licentiegeschiedenis',
  'downloads.faq.link': 'Hulp bij het gebruik van je bestanden',
  'downloads.comps.title': 'Layoutversies',
  'downloads.comps.intro':
    'Layoutversies met watermerk zijn 30 dagen na het downloaden gratis te gebruiken in lay-outs en mock-ups. Neem een licentie op een beeld om het in definitief werk te gebruiken.',
  'downloads.comps.usable': 'Te gebruiken in lay-outs tot {date}',
  'downloads.comps.expired':
    'Layoutperiode verlopen op {date}: neem een licentie om het beeld te blijven gebruiken',
  'downloads.comps.license': 'Licentie nemen op dit beeld',
  'downloads.drawer.button': 'Mijn downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Mijn downloads (# bezig)} other {Mijn downloads (# bezig)}}',
  'downloads.drawer.title': 'Je downloads',
  'downloads.drawer.close': 'Sluiten',
  'downloads.drawer.inProgress': 'Bezig',
  'downloads.drawer.done': 'Klaar',
  'downloads.drawer.empty':
    'Nog niets gedownload. Gelicentieerde bestanden die je downloadt, verschijnen hier.',
  'downloads.drawer.history': 'Alle licenties en downloads',
  'downloads.drawer.again': 'Opnieuw downloaden',
  'downloads.drawer.download': 'Downloaden',
  'downloads.drawer.zip': '{count, plural, one {# bestand in één zip} other {# bestanden in één zip}}',
  'downloads.drawer.state.preparing': 'Bestanden voorbereiden: {percent}%',
  'downloads.drawer.state.ready': 'Klaar om te downloaden',
  'downloads.drawer.state.sending': 'Downloaden: {percent}%',
  'downloads.drawer.state.paused':
    'Gestopt bij {percent}%: hervat de download in je browser of download opnieuw',
  'downloads.drawer.state.done': 'Gedownload',
  'downloads.clip.title': 'Je clip wordt voorbereid',
  'downloads.clip.intro':
    '„{title}” wordt gemaakt in het formaat dat je licentie toestaat. Je download start hier zodra hij klaar is: voor 4K duurt dat een minuut of twee.',
  'downloads.clip.ready': 'Klaar: je download begint.',
  'downloads.clip.retry': 'Downloaden zodra hij klaar is',
  'downloads.zip.planOffer':
    '{count, plural, one {Met je abonnement {plan} kun je een licentie nemen op # ander geselecteerd beeld.} other {Met je abonnement {plan} kun je een licentie nemen op # van de andere geselecteerde beelden.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licentie nemen op # beeld met mijn abonnement en toevoegen} other {Licentie nemen op # beelden met mijn abonnement en toevoegen}}',
};

export default messages;
