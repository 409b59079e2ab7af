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
  'downloads.size.eps': 'EPS (vectorial)',
  'downloads.size.ai': 'AI (vectorial)',
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
    'Vectorii importați din fișiere EPS sau AI se descarcă și ca fișierul însuși, octet cu octet, cu o licență mare sau cu cea a unui abonament: istoricul licențelor îl oferă ca „EPS (vectorial)” sau „AI (vectorial)” lângă JPEG. Licențele mici și medii descarcă doar JPEG-ul; ceilalți vectori se descarcă în JPEG.',
  'downloads.faq.video.title': 'Clipuri video',
  'downloads.faq.video.sizes':
    'Clipurile se licențiază în SD, HD (latura lungă de cel puțin 1.280 px) sau 4K (3.840 px), până la rezoluția proprie a clipului: 4K este oferit doar pentru clipuri filmate în 4K.',
  'downloads.faq.video.preview':
    'Înainte de cumpărare, fiecare clip are o previzualizare de 4 secunde cu filigran (WebM, lățime 480 px) și o imagine statică.',
  'downloads.faq.video.download':
    'Clipurile licențiate se descarcă drept fișiere MP4 H.264 la definiția licențiată, cu frecvența de cadre și durata proprii clipului și cu creditul și drepturile de autor în metadatele fișierului. Un clip este generat pentru tine prima dată când este descărcat (câteva secunde pentru SD, un minut sau două pentru 4K): pagina arată progresul, iar descărcarea pornește singură.',
  'downloads.faq.again.title': 'Descărcare din nou',
  'downloads.faq.again.body':
    'Orice fișier licențiat poate fi descărcat din nou gratuit din istoricul licențelor. Când cumpărați un fișier, e-mailul de confirmare a comenzii conține și un link de descărcare care funcționează 7 zile fără autentificare.',
  'downloads.faq.again.link': 'Mergeți la istoricul licențelor',
  'downloads.faq.link': 'Ajutor pentru utilizarea fișierelor',
  'downloads.comps.title': 'Machete',
  'downloads.comps.intro':
    'Machetele cu filigran sunt gratuite pentru layouturi și schițe timp de 30 de zile de la descărcare. Licențiați fișierul pentru a-l folosi în lucrarea finală.',
  'downloads.comps.usable': 'Se poate folosi în layouturi până la {date}',
  'downloads.comps.expired':
    'Perioada machetei s-a încheiat la {date}: licențiați fișierul pentru a-l folosi în continuare',
  'downloads.comps.license': 'Licențiați acest fișier',
  'downloads.drawer.button': 'Descărcări',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Descărcări (# în curs)} few {Descărcări (# în curs)} other {Descărcări (# în curs)}}',
  'downloads.drawer.title': 'Descărcările dvs.',
  'downloads.drawer.close': 'Închideți',
  'downloads.drawer.inProgress': 'În curs',
  'downloads.drawer.done': 'Finalizate',
  'downloads.drawer.empty': 'Nimic descărcat încă. Fișierele licențiate pe care le descărcați apar aici.',
  'downloads.drawer.history': 'Toate licențele și descărcările',
  'downloads.drawer.again': 'Descărcați din nou',
  'downloads.drawer.download': 'Descărcați',
  'downloads.drawer.zip':
    '{count, plural, one {# fișier într-o arhivă zip} few {# fișiere într-o arhivă zip} other {# de fișiere într-o arhivă zip}}',
  'downloads.drawer.state.preparing': 'Se pregătesc fișierele: {percent}%',
  'downloads.drawer.state.ready': 'Gata de descărcare',
  'downloads.drawer.state.sending': 'Se descarcă: {percent}%',
  'downloads.drawer.state.paused':
    'Oprită la {percent}%: reluați descărcarea din browser sau descărcați din nou',
  'downloads.drawer.state.done': 'Descărcat',
  'downloads.clip.title': 'Se pregătește clipul dvs.',
  'downloads.clip.intro':
    '„{title}” este generat la dimensiunea acordată de licența dvs. Descărcarea începe aici imediat ce clipul este gata: un minut sau două pentru 4K.',
  'downloads.clip.ready': 'Gata: descărcarea începe.',
  'downloads.clip.retry': 'Descărcați când este gata',
  'downloads.zip.planOffer':
    '{count, plural, one {Abonamentul tău {plan} poate licenția # alt fișier selectat.} few {Abonamentul tău {plan} poate licenția # dintre celelalte fișiere selectate.} other {Abonamentul tău {plan} poate licenția # dintre celelalte fișiere selectate.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Licențiază # fișier cu abonamentul meu și adaugă-l} few {Licențiază # fișiere cu abonamentul meu și adaugă-le} other {Licențiază # de fișiere cu abonamentul meu și adaugă-le}}',
};

export default messages;
