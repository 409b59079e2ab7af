import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Mai multe despre {site}',
  'marketing.comingSoon': 'În curând',
  'marketing.searchCollection': 'Căutați în colecție',

  'marketing.ai.title': 'Generare de imagini cu IA',
  'marketing.ai.description':
    'Generarea și editarea imaginilor cu IA vor fi disponibile în curând pe {site}. Până atunci, căutați în colecție.',
  'marketing.ai.heading': 'Creați și adaptați imagini cu IA',
  'marketing.ai.lead':
    'Integrăm în {site} generarea și editarea imaginilor cu IA. Aceste instrumente nu sunt încă disponibile: această pagină descrie ce este planificat.',
  'marketing.ai.planned': 'Ce este planificat',
  'marketing.ai.generate.title': 'Generare pe baza unei descrieri',
  'marketing.ai.generate.body':
    'Descrieți cu propriile cuvinte imaginea de care aveți nevoie și alegeți dintre mai multe variante.',
  'marketing.ai.modify.title': 'Editarea unei imagini',
  'marketing.ai.modify.body':
    'Extindeți pânza, înlocuiți fundalul sau modificați detaliile unei imagini fără să părăsiți magazinul.',
  'marketing.ai.history.title': 'Continuați de unde ați rămas',
  'marketing.ai.history.body':
    'Generările dvs. sunt păstrate într-un istoric, astfel încât să puteți reveni la o descriere și să o rafinați.',
  'marketing.ai.terms.title': 'Condiții clare de la început',
  'marketing.ai.terms.body':
    'Imaginile generate vor arăta cum pot fi folosite înainte de descărcare, exact cum face deja astăzi fiecare element din colecție.',
  'marketing.ai.today.title': 'Disponibil astăzi',
  'marketing.ai.today.body':
    'Fotografiile, ilustrațiile, graficele vectoriale și videoclipurile din colecție pot fi deja căutate, fiecare cu condițiile de licență explicate.',

  'marketing.contact.title': 'Contactați echipa de vânzări',
  'marketing.contact.description':
    'Întrebați echipa de vânzări {site} despre licențe pentru echipe, achiziții în volum și condiții personalizate.',
  'marketing.contact.heading': 'Discutați cu echipa noastră de vânzări',
  'marketing.contact.lead':
    'Aveți nevoie de licențe pentru o echipă, un proiect mare sau o utilizare neobișnuită? Spuneți-ne ce vă trebuie și vă răspundem prin e-mail.',
  'marketing.contact.topics.title': 'Vă putem ajuta cu',
  'marketing.contact.topics.team': 'Licențe pentru echipe și mai mulți utilizatori',
  'marketing.contact.topics.volume': 'Achiziții în volum și recurente',
  'marketing.contact.topics.custom': 'Condiții de licență personalizate și drepturi extinse',
  'marketing.contact.topics.invoicing': 'Facturare și comenzi de achiziție',
  'marketing.contact.form.title': 'Solicitarea dvs.',
  'marketing.contact.form.required':
    'Toate câmpurile sunt obligatorii, cu excepția celor marcate ca opționale.',
  'marketing.contact.field.name': 'Nume complet',
  'marketing.contact.field.email': 'E-mail de serviciu',
  'marketing.contact.field.company': 'Companie sau organizație',
  'marketing.contact.field.optional': 'opțional',
  'marketing.contact.field.country': 'Țară',
  'marketing.contact.field.countryPlaceholder': 'Selectați o țară',
  'marketing.contact.field.message': 'Cum vă putem ajuta?',
  'marketing.contact.field.messageHint':
    'Spuneți-ne despre proiectul dvs., conținutul de care aveți nevoie și cum intenționați să îl folosiți.',
  'marketing.contact.submit': 'Trimiteți solicitarea',
  'marketing.contact.privacy': 'Folosim aceste date doar pentru a răspunde solicitării dvs.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Corectați # câmp pentru a trimite solicitarea.} few {Corectați # câmpuri pentru a trimite solicitarea.} other {Corectați # de câmpuri pentru a trimite solicitarea.}}',
  'marketing.contact.errors.nameRequired': 'Introduceți numele dvs.',
  'marketing.contact.errors.emailRequired': 'Introduceți adresa dvs. de e-mail.',
  'marketing.contact.errors.emailInvalid': 'Introduceți o adresă de e-mail în formatul nume@example.com.',
  'marketing.contact.errors.countryRequired': 'Selectați țara dvs. din listă.',
  'marketing.contact.errors.messageRequired': 'Spuneți-ne cum vă putem ajuta.',
  'marketing.contact.errors.messageTooShort': 'Scrieți cel puțin {min, number} caractere.',
  'marketing.contact.errors.tooLong': 'Folosiți cel mult {max, number} de caractere.',
  'marketing.contact.thanks.title': 'Vă mulțumim. Solicitarea dvs. a fost trimisă.',
  'marketing.contact.thanks.body':
    'Echipa noastră de vânzări vă va răspunde la adresa de e-mail indicată. Între timp, puteți continua să explorați colecția.',

  'marketing.guide.title': 'Ghid de căutare',
  'marketing.guide.description':
    'Cum căutați pe {site}: cuvinte, expresii exacte, cuvinte excluse, tipuri de conținut, categorii și sortare.',
  'marketing.guide.heading': 'Cum căutați',
  'marketing.guide.lead': 'Câteva tehnici simple vă ajută să găsiți mai repede imaginea sau clipul potrivit.',
  'marketing.guide.syntax.title': 'Ce să scrieți',
  'marketing.guide.words.title': 'Începeți cu câteva cuvinte',
  'marketing.guide.words.body':
    'Descrieți ce trebuie să apară în imagine. Rezultatele conțin toate cuvintele introduse, în orice ordine, și contează și alte forme ale unui cuvânt: mountains găsește și mountain.',
  'marketing.guide.phrase.title': 'Expresii exacte între ghilimele',
  'marketing.guide.phrase.body':
    'Puneți cuvintele între ghilimele duble pentru a le găsi unul lângă altul, în această ordine.',
  'marketing.guide.exclude.title': 'Excludeți cuvinte cu semnul minus',
  'marketing.guide.exclude.body':
    'Scrieți semnul minus imediat înaintea unui cuvânt pentru a elimina rezultatele care îl conțin.',
  'marketing.guide.either.title': 'Un cuvânt sau altul cu „or”',
  'marketing.guide.either.body':
    'Scrieți or între două cuvinte pentru a găsi rezultatele care conțin oricare dintre ele.',
  'marketing.guide.tryExample': 'Căutați {query}',
  'marketing.guide.narrow.title': 'Restrângeți rezultatele',
  'marketing.guide.types.title': 'Alegeți un tip de conținut',
  'marketing.guide.types.body':
    'Alegeți imagini sau videoclipuri în bara de căutare înainte de a căuta sau comutați cu filele de deasupra rezultatelor. Fiecare filă arată câte rezultate conține.',
  'marketing.guide.filters.title': 'Folosiți filtrele',
  'marketing.guide.filters.body':
    'Panoul de filtre de lângă rezultate le restrânge după orientare, culoare, numărul de persoane, dată și altele; filtrele disponibile depind de tipul de conținut. Filtrele aplicate apar deasupra rezultatelor, de unde le puteți elimina pe rând sau pe toate deodată.',
  'marketing.guide.browse.title': 'Navigați pe categorii',
  'marketing.guide.browse.body':
    'Navigarea principală duce direct la categoriile colecției, cum ar fi ilustrațiile sau videoclipurile.',
  'marketing.guide.sort.title': 'Sortați rezultatele',
  'marketing.guide.sort.body':
    'Rezultatele sunt sortate după relevanță, dacă nu alegeți altă ordine, de exemplu cele mai noi sau cele mai populare mai întâi.',
  'marketing.guide.language.title': 'Căutați în engleză',
  'marketing.guide.language.body':
    'Titlurile și cuvintele cheie din această colecție sunt scrise în engleză, așa că termenii de căutare în engleză aduc cele mai multe rezultate.',

  'marketing.about.title': 'Despre noi',
  'marketing.about.description':
    'Cine suntem: un magazin de conținut stock care funcționează cu Lightbox, software open source pentru licențierea fotografiilor, ilustrațiilor, graficelor vectoriale și videoclipurilor.',
  'marketing.about.heading': 'Despre {site}',
  'marketing.about.lead':
    'Acest magazin oferă fotografii stock, ilustrații, grafice vectoriale și videoclipuri. Funcționează cu Lightbox, software open source pentru căutarea, prezentarea și licențierea unei colecții media de pe propriile servere.',
  'marketing.about.mission.title': 'Ce facem',
  'marketing.about.mission.body':
    'Ajutăm oamenii să găsească imagini și înregistrări video pentru munca lor și să le licențieze în condiții clare. Fiecare element își indică tipul de licență, cu o explicație simplă a ceea ce permite.',
  'marketing.about.sites.title': 'Două magazine, o singură colecție',
  'marketing.about.sites.body':
    'O singură instalare Lightbox deservește un magazin premium și un magazin cu abonament pe același catalog. Fiecare are propriul aspect și propriul ton; căutarea și licențierea funcționează la fel în ambele.',
  'marketing.about.open.title': 'Open source, găzduire proprie',
  'marketing.about.open.body':
    'Lightbox este publicat sub licența MIT. O agenție sau o editură îl poate rula pe propriul server, cu propriul catalog, și își poate păstra datele unde dorește.',
  'marketing.about.languages.title': 'Gândit pentru multe limbi',
  'marketing.about.languages.body':
    'Ambele magazine sunt disponibile în 25 de limbi. Vizitatorii își aleg țara și limba, iar linkurile, datele și numerele urmează această alegere.',
  'marketing.about.principles.title': 'La ce ținem',
  'marketing.about.principles.clarity':
    'Licențe clare: știți ce aveți voie să faceți cu un element înainte de a-l folosi.',
  'marketing.about.principles.speed':
    'Căutare rapidă: rezultatele sunt generate pe server și apar fără a aștepta scripturile.',
  'marketing.about.principles.access':
    'Accesibilitate: fiecare pagină este concepută să funcționeze cu tastatura și cu un cititor de ecran.',
  'marketing.about.principles.privacy':
    'Confidențialitate: datele vizitatorilor rămân pe serverele organizației care administrează magazinul.',

  'marketing.work.title': 'Lucrați cu noi',
  'marketing.work.description':
    'Lightbox este open source. Aflați cum puteți contribui cu cod, traduceri, design și documentație.',
  'marketing.work.heading': 'Construiți Lightbox împreună cu noi',
  'marketing.work.lead':
    'Lightbox, software-ul din spatele acestui magazin, este un proiect open source. Cel mai bun mod de a lucra cu noi este să contribuiți: codul, traducerile, designul, testarea și documentația sunt toate binevenite.',
  'marketing.work.ways.title': 'Moduri de a contribui',
  'marketing.work.code.title': 'Cod',
  'marketing.work.code.body':
    'Lightbox este scris în TypeScript, cu React pentru fiecare ecran, Fastify pe server și PostgreSQL pentru date. Corectați o eroare pe care ați întâlnit-o sau preluați o problemă deschisă.',
  'marketing.work.translations.title': 'Traduceri',
  'marketing.work.translations.body':
    'Fiecare ecran este disponibil în 25 de limbi. Vorbitorii nativi pot îmbunătăți formulările și pot menține fiecare limbă completă pe măsură ce se adaugă text nou.',
  'marketing.work.design.title': 'Design și accesibilitate',
  'marketing.work.design.body':
    'Ajutați-ne să facem ambele magazine clare, rapide și ușor de folosit cu tastatura și cu un cititor de ecran.',
  'marketing.work.testing.title': 'Testare',
  'marketing.work.testing.body':
    'Încercați versiunile noi cu propriul catalog și propriile browsere și raportați tot ce nu funcționează cum ar trebui.',
  'marketing.work.reports.title': 'Raportări de erori și idei',
  'marketing.work.reports.body':
    'O raportare clară, cu pașii pentru reproducerea unei probleme, este una dintre cele mai utile contribuții.',
  'marketing.work.docs.title': 'Documentație',
  'marketing.work.docs.body':
    'Îmbunătățiți ghidurile pentru cei care instalează, configurează și administrează Lightbox.',
  'marketing.work.start.title': 'Primii pași',
  'marketing.work.start.install':
    'Obțineți codul sursă, apoi instalați dependențele cu Node.js 20 sau o versiune mai nouă.',
  'marketing.work.start.run':
    'Porniți local ambele magazine, cu o bază de date încorporată și un catalog demonstrativ.',
  'marketing.work.start.check':
    'Înainte de a propune o modificare, rulați verificarea tipurilor, linterul, verificarea acoperirii traducerilor și toate testele.',
  'marketing.work.start.focus':
    'Păstrați fiecare modificare concentrată, puneți testele lângă codul pe care îl acoperă și explicați ce face modificarea și de ce.',
  'marketing.work.business.title': 'Folosiți acest magazin pentru afacerea dvs.?',
  'marketing.work.business.body':
    'Dacă doriți să discutați despre licențierea conținutului pentru o echipă sau un proiect mare, echipa noastră de vânzări vă ajută cu plăcere.',
};

export default messages;
