import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licențe și descărcări',
  'downloads.history.intro': 'Toate licențele dvs., cele mai noi primele, cu fiecare descărcare a lor.',
  'downloads.history.introTeam':
    'Toate licențele dvs. și ale echipei, cele mai noi primele, cu fiecare descărcare a lor.',
  'downloads.filter.legend': 'Găsiți o licență',
  'downloads.filter.search': 'Titlu sau ID fișier',
  'downloads.filter.from': 'Acordată de la',
  'downloads.filter.to': 'Acordată până la',
  'downloads.filter.user': 'Membru al echipei',
  'downloads.filter.everyone': 'Toți',
  'downloads.filter.submit': 'Căutare',
  'downloads.filter.reset': 'Ștergeți',
  'downloads.filter.bad':
    'Verificați câmpul: datele se scriu AAAA-LL-ZZ, iar prima este înaintea celei de-a doua.',
  'downloads.export': 'Exportați ca CSV',
  'downloads.empty': 'Nicio licență nu corespunde acestor filtre.',
  'downloads.model.rf': 'Fără redevențe',
  'downloads.model.rm': 'Drepturi gestionate',
  'downloads.model.rr': 'Drepturi pregătite',
  'downloads.size.small': 'Mică',
  'downloads.size.medium': 'Medie',
  'downloads.size.large': 'Mare (original)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.licence.id': 'Licența {id}',
  'downloads.licence.order': 'Comanda {number}',
  'downloads.licence.plan': 'Abonament: {plan}',
  'downloads.licence.projectCode': 'Cod proiect: {code}',
  'downloads.licence.granted': 'Acordată pe {date}',
  'downloads.licence.holder': 'Licențiată către {name}',
  'downloads.licence.useBy': 'De folosit până la {date}',
  'downloads.licence.usage': 'Utilizare: {usage}',
  'downloads.licence.download': 'Descărcați din nou',
  'downloads.licence.certificate': 'Dovada licenței (PDF)',
  'downloads.list.caption': 'Descărcările licenței {id}',
  'downloads.list.none': 'Nedescărcat încă.',
  'downloads.list.when': 'Când',
  'downloads.list.who': 'Cine',
  'downloads.list.size': 'Dimensiune',
  'downloads.list.type': 'Tip',
  'downloads.list.anonymous': 'Link din e-mailul comenzii',
  'downloads.type.single': 'Descărcare',
  'downloads.type.re_download': 'Redescărcare',
  'downloads.type.anonymous': 'Link prin e-mail',
  'downloads.type.multiple': 'Descărcare multiplă',
  'downloads.page.label': 'Pagini',
  'downloads.page.previous': 'Înapoi',
  'downloads.page.next': 'Înainte',
  'downloads.page.current': 'Pagina {n}',
  'downloads.csv.asset': 'ID fișier',
  'downloads.csv.title': 'Titlu',
  'downloads.csv.model': 'Model de licență',
  'downloads.csv.obtained': 'Obținută prin',
  'downloads.csv.downloads': 'Descărcări',
  'downloads.csv.lastDownload': 'Ultima descărcare',
  'downloads.csv.licence': 'ID licență',
  'downloads.csv.projectCode': 'Cod proiect',
  'downloads.csv.granted': 'Acordată pe',
  'downloads.csv.useBy': 'De folosit până la',
  'downloads.csv.holder': 'Licențiată către',
  'downloads.cert.title': 'Dovada licenței',
  'downloads.cert.licensor': 'Licențiator',
  'downloads.cert.licensee': 'Licențiat',
  'downloads.cert.asset': 'Fișier',
  'downloads.cert.terms':
    'Acordată conform acordului de licență de la {url}. Oricine poate verifica acest certificat la licențiator după ID-ul licenței.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Descărcarea ta',
  'downloads.zip.ready':
    '{count, plural, one {# fișier licențiat este gata într-o arhivă zip.} few {# fișiere licențiate sunt gata într-o arhivă zip.} other {# de fișiere licențiate sunt gata într-o arhivă zip.}}',
  'downloads.zip.download': 'Descarcă zip',
  'downloads.zip.notLicensed': 'Omise pentru că nu ai licență pentru ele (licențiază-le mai întâi): {ids}',
  'downloads.zip.notFile': 'Omise pentru că nu sunt fișiere de imagini statice: {ids}',
  'downloads.zip.none':
    'Nu ai licență pentru niciuna dintre imaginile selectate. Licențiază-le mai întâi, apoi descarcă-le aici.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Acest link de descărcare nu este valid',
  'downloads.anon.invalid.body':
    'Linkul poate fi fost modificat sau copiat incomplet. Folosiți linkul exact așa cum apare în e-mailul comenzii sau autentificați-vă și descărcați fișierul din licențele dvs.',
  'downloads.anon.expired.title': 'Acest link de descărcare a expirat',
  'downloads.anon.expired.body':
    'Linkurile de descărcare din e-mailul comenzii funcționează 7 zile. Autentificați-vă pentru a descărca din nou fișierul din licențele dvs., fără costuri.',
  'downloads.anon.history': 'Mergeți la licențele dvs.',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Utilizarea fișierelor',
  'downloads.faq.intro':
    'Ce primiți când descărcați un fișier licențiat din acest magazin: formate, dimensiuni, culori și licența care însoțește fișierul.',
  'downloads.faq.toc': 'Pe această pagină',
  'downloads.faq.photos.title': 'Fotografii',
  'downloads.faq.photos.sizes':
    'Fotografiile se vând în cel mult trei dimensiuni: cea mică are 800 px pe latura lungă, cea medie 2.000 px, iar cea mare este chiar originalul. O dimensiune este oferită doar dacă este mai mică decât originalul; nimic nu este mărit vreodată.',
  'downloads.faq.photos.format':
    'Fiecare fotografie se descarcă drept fișier JPEG. Dimensiunile mică și medie sunt micșorate din original și salvate la calitatea 90; cea mare este originalul, salvat la calitatea 90 cu detaliu complet al culorilor.',
  'downloads.faq.photos.colour':
    'Fișierele sunt în spațiul de culoare sRGB, standardul pentru ecrane și web. Pentru tipar, convertiți-le în profilul tipografiei în editorul de imagini și verificați mai întâi o probă.',
  'downloads.faq.photos.rights':
    'Licența dvs. însoțește fișierul: metadatele XMP numesc autorul, licențiatul și locul unde se află condițiile licenței. Păstrați aceste metadate când editați sau exportați fișierul.',
  'downloads.faq.illustrations.title': 'Ilustrații și vectori',
  'downloads.faq.illustrations.body':
    'Ilustrațiile și vectorii se descarcă la fel ca fotografiile: fișiere JPEG în dimensiunile de mai sus, în sRGB, cu licența în metadatele XMP.',
  'downloads.faq.illustrations.vector':
    'Acest magazin nu livrează încă fișiere vectoriale sursă (EPS, AI sau SVG). Dacă aveți nevoie de un vector cât mai mare, alegeți dimensiunea mare.',
  'downloads.faq.video.title': 'Clipuri video',
  'downloads.faq.video.sizes':
    'Clipurile se licențiază în SD, HD (latura lungă de cel puțin 1.280 px) sau 4K (3.840 px), până la rezoluția proprie a clipului: 4K este oferit doar pentru clipuri filmate în 4K.',
  'downloads.faq.video.preview':
    'Înainte de cumpărare, fiecare clip are o previzualizare de 4 secunde cu filigran (WebM, lățime 480 px) și o imagine statică.',
  'downloads.faq.video.download':
    'Clipurile licențiate nu pot fi încă descărcate din acest magazin. Licențele dvs. pentru clipuri rămân valabile și apar în istoricul licențelor, fiecare cu dovada sa de licență.',
  'downloads.faq.again.title': 'Descărcare din nou',
  'downloads.faq.again.body':
    'Orice fișier licențiat poate fi descărcat din nou gratuit din istoricul licențelor. Când cumpărați un fișier, e-mailul de confirmare a comenzii conține și un link de descărcare care funcționează 7 zile fără autentificare.',
  'downloads.faq.again.link': 'Mergeți la istoricul licențelor',
  'downloads.faq.link': 'Ajutor pentru utilizarea fișierelor',
  'downloads.comps.title': 'Comps',
  'downloads.comps.intro':
    'Watermarked comps are free for layouts and mock-ups for 30 days from their download. License an asset to use it in final work.',
  'downloads.comps.usable': 'Usable in layouts until {date}',
  'downloads.comps.expired': 'Comp period ended {date}: license the asset to keep using it',
  'downloads.comps.license': 'License this asset',
  'downloads.drawer.button': 'Downloads',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Downloads (# in progress)} other {Downloads (# in progress)}}',
  'downloads.drawer.title': 'Your downloads',
  'downloads.drawer.close': 'Close',
  'downloads.drawer.inProgress': 'In progress',
  'downloads.drawer.done': 'Done',
  'downloads.drawer.empty': 'Nothing downloaded yet. Licensed files you download appear here.',
  'downloads.drawer.history': 'All licences and downloads',
  'downloads.drawer.again': 'Download again',
  'downloads.drawer.download': 'Download',
  'downloads.drawer.zip': '{count, plural, one {# file in one zip} other {# files in one zip}}',
  'downloads.drawer.state.preparing': 'Preparing files: {percent} %',
  'downloads.drawer.state.ready': 'Ready to download',
  'downloads.drawer.state.sending': 'Downloading: {percent} %',
  'downloads.drawer.state.paused':
    "Stopped at {percent} %: resume it in your browser's downloads, or download it again",
  'downloads.drawer.state.done': 'Downloaded',
  'downloads.clip.title': 'Preparing your clip',
  'downloads.clip.intro':
    '“{title}” is being made at the size your licence grants. Your download starts here as soon as it is ready: a minute or two for 4K.',
  'downloads.clip.ready': 'Ready: your download is starting.',
  'downloads.clip.retry': 'Download when ready',
};

export default messages;
