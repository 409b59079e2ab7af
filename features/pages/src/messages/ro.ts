import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Condiții de utilizare',
  'pages.terms.summary': 'Regulile pentru utilizarea {site}, cumpărarea licențelor și deținerea unui cont.',
  'pages.privacy.title': 'Politica de confidențialitate',
  'pages.privacy.summary':
    'Ce date personale păstrează {site}, de ce, cât timp și ce drepturi aveți asupra lor.',
  'pages.eula.title': 'Acord de licență',
  'pages.eula.summary':
    'Ce puteți face cu un conținut licențiat de la {site}, pentru fiecare tip de licență.',
  'pages.editorial-policy.title': 'Politica editorială',
  'pages.editorial-policy.summary':
    'Cum sunt descrise și corectate imaginile editoriale și pentru ce pot fi folosite.',
  'pages.contact.title': 'Contactați-ne',
  'pages.contact.summary':
    'Cum îi contactați pe cei care administrează {site}: vânzări, comenzi, licențe și confidențialitate.',
  'pages.modern-slavery.title': 'Declarație privind sclavia modernă',
  'pages.modern-slavery.summary':
    'Măsurile luate de operatorul {site} împotriva muncii forțate în activitatea sa.',
  'pages.help-licenses.title': 'Ajutor despre licențe',
  'pages.help-licenses.summary':
    'Licențele fără redevențe, cu drepturi gestionate și rights-ready, explicate pe înțeles.',
  'pages.api.title': 'API pentru dezvoltatori',
  'pages.api.summary':
    'Ce poate folosi azi un dezvoltator: endpointurile JSON apelate chiar de paginile magazinului.',
  'pages.faq-basics.title': 'Întrebări frecvente: noțiuni de bază',
  'pages.faq-basics.summary': 'Răspunsuri scurte despre abonamente, descărcări, conturi și anulare.',
  'pages.upgrade.title': 'Trecerea la un abonament superior',
  'pages.upgrade.summary': 'Cum mutați un abonament pe un plan mai mare și cât costă schimbarea.',
  'pages.englishOnly': 'Textul complet al acestei pagini este disponibil în engleză.',
  'pages.onThisPage': 'Pe această pagină',
  'pages.sitemap.title': 'Harta site-ului',
  'pages.sitemap.summary': 'Toate paginile {site} într-un singur loc.',
  'pages.sitemap.browse': 'Căutare și explorare',
  'pages.sitemap.account': 'Contul dvs.',
  'pages.sitemap.help': 'Ajutor și informații legale',
  'pages.sitemap.company': 'Companie',
  'pages.sitemap.countries': 'Țări și limbi',
  'pages.sitemap.signIn': 'Conectare',
  'pages.sitemap.register': 'Creați un cont',
  'pages.sitemap.cart': 'Coș',
  'pages.sitemap.boards': 'Panouri',
  'pages.sitemap.curatedSets': 'Selecții',
  'pages.sitemap.plans': 'Abonamente și prețuri',
  'pages.sitemap.usingFiles': 'Utilizarea fișierelor',
  'pages.country.summary': '{site} – țara: {country}, limba paginilor: {language}.',
  'pages.country.prices': 'Moneda prețurilor: {currency}.',
  'pages.country.choose': 'Cumpărați din: {country}',
  'pages.country.search': 'Începeți căutarea',
  'pages.country.other': 'Alte țări',
  'pages.world.title': 'În toată lumea',
  'pages.world.summary':
    'Cumpărați dintr-o țară care nu este în listă? {site} afișează atunci paginile în engleză și prețurile în dolari americani.',
  'pages.browse.images.title': 'Imagini creative',
  'pages.browse.images.summary': 'Fotografii, ilustrații și vectori pentru publicitate, design și editare.',
  'pages.browse.photos.title': 'Fotografii stock',
  'pages.browse.photos.summary':
    'Fotografie creativă cu oameni, locuri și idei, gata de licențiat pentru munca dvs.',
  'pages.browse.illustrations.title': 'Ilustrații stock',
  'pages.browse.illustrations.summary': 'Ilustrații desenate și pictate pentru povești, produse și campanii.',
  'pages.browse.vectors.title': 'Vectori stock',
  'pages.browse.vectors.summary':
    'Grafică vectorială scalabilă la orice dimensiune: pictograme, modele, hărți și scene.',
  'pages.browse.video.title': 'Videoclipuri creative',
  'pages.browse.video.summary': 'Filmări și clipuri pentru filme, reclame și rețele sociale.',
  'pages.browse.stockVideos.title': 'Videoclipuri stock',
  'pages.browse.stockVideos.summary': 'Clipuri fără redevențe și rights-ready în SD, HD și 4K.',
  'pages.browse.count': 'În colecție: {total, number}',
  'pages.browse.popular': 'Căutări populare',
  'pages.browse.collection': 'Colecția: {name}',
  'pages.browse.seeAll': 'Vedeți toate ({total, number})',
  'pages.browse.events': 'Răsfoiți după eveniment, persoană și loc',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Povești din colecția editorială {site}: cele mai recente evenimente, fiecare cu imaginile sale.',
  'pages.download.pictures': 'Imagini: {total, number}',
  'pages.download.empty':
    'Încă nu există povești: materialele editoriale apar aici pe măsură ce sunt adăugate în colecție.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Noutăți și ghiduri de la {site}.',
  'pages.blog.englishOnly': 'Articolele sunt scrise în engleză.',
  'pages.blog.empty': 'Încă nu există articole.',
  'pages.browse.editorial.title': 'Imagini editoriale',
  'pages.browse.editorial.summary':
    'Știri, sport, divertisment, modă și arhivă: evenimente reale pentru uz editorial.',
  'pages.browse.archival.title': 'Imagini de arhivă',
  'pages.browse.archival.summary': 'Evenimente și vremuri trecute, pentru istorie și comentariu.',
  'pages.browse.entertainment.title': 'Imagini de divertisment',
  'pages.browse.entertainment.summary': 'Premiere, concerte, festivaluri și gale de premiere.',
  'pages.browse.fashion.title': 'Imagini de modă',
  'pages.browse.fashion.summary': 'Prezentări, colecții și oamenii din spatele lor.',
  'pages.browse.news.title': 'Imagini de știri',
  'pages.browse.news.summary': 'Politică, societate și evenimentele zilei.',
  'pages.browse.sport.title': 'Imagini sportive',
  'pages.browse.sport.summary': 'Meciuri, curse și campionate, așa cum s-au petrecut.',
  'pages.browse.editorialVideo.title': 'Videoclipuri editoriale',
  'pages.browse.editorialVideo.summary': 'Filmări ale unor evenimente reale pentru știri și documentare.',
  'pages.browse.userGenerated.title': 'Filmări ale utilizatorilor',
  'pages.browse.userGenerated.summary':
    'Știrile în timp ce se petrec: proteste, evenimente de presă și străzi, filmate la fața locului.',
  'pages.browse.userGenerated.note':
    'Niciun clip din acest catalog nu a fost trimis de o persoană din public, așa că niciunul nu este marcat ca filmare a utilizatorilor. Pagina arată filmările editoriale de știri ale catalogului, subiectele pe care astfel de clipuri le acoperă de obicei.',
  'pages.browse.archiveFilm.title': 'Film de arhivă',
  'pages.browse.archiveFilm.summary':
    'Imagini din deceniile trecute: evenimente, străzi și oameni așa cum erau.',
  'pages.browse.archiveFilm.note':
    'Acest catalog nu are nicio colecție BBC Motion Gallery. Adresa arată colecția proprie de film de arhivă a catalogului, {name}.',
  'pages.browse.newsFilm.title': 'Arhivă de filmări de știri',
  'pages.browse.newsFilm.summary': 'Conferințe de presă, discursuri și proteste, filmate pentru știri.',
  'pages.browse.newsFilm.note':
    'Acest catalog nu are nicio colecție NBC News Archives. Adresa arată colecția proprie de filmări de știri a catalogului, {name}.',
  'pages.browse.unreleased.title': 'Imagini fără acord',
  'pages.browse.unreleased.summary':
    'Imagini creative fără acordul modelului sau al proprietarului: ce înseamnă asta și ce are acest magazin.',
  'pages.browse.unreleased.note':
    'Acordul este permisiunea semnată a persoanelor înfățișate sau a proprietarului unui bun înfățișat. O imagine fără acord poate fi folosită acolo unde nu e nevoie de permisiune, de exemplu pentru a ilustra un articol, dar niciodată pentru a face reclamă sau a recomanda ceva. Căutarea nu se poate restrânge la aceste imagini, de aceea sunt afișate aici.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Ce caută și descarcă vizitatorii {site}, numărat din căutările și descărcările acestui magazin.',
  'pages.vgps.insights.title': 'Observații',
  'pages.vgps.insights.summary':
    'Subiectele tot mai căutate pe {site} în ultimele {days} zile, cele mai căutate și ce s-a descărcat.',
  'pages.vgps.results.title': 'Toate tendințele de căutare',
  'pages.vgps.results.summary':
    'Fiecare expresie căutată pe {site} de cel puțin doi vizitatori în ultimele {days} zile, comparată cu cele {days} zile de dinainte.',
  'pages.vgps.dashboard.title': 'Panou',
  'pages.vgps.dashboard.summary': 'Căutări și descărcări pe {site}, zi de zi, în ultimele {days} zile.',
  'pages.vgps.searches': 'Căutări în ultimele {days} zile',
  'pages.vgps.downloads': 'Descărcări în ultimele {days} zile',
  'pages.vgps.change': '{change} față de cele {days} zile de dinainte',
  'pages.vgps.new': 'nou',
  'pages.vgps.rising': 'Căutări în creștere',
  'pages.vgps.top': 'Cele mai căutate',
  'pages.vgps.subjects': 'Subiectele cele mai descărcate',
  'pages.vgps.mediaTypes': 'Ce se caută',
  'pages.vgps.downloadKinds': 'Ce se descarcă',
  'pages.vgps.searchesPerDay': 'Căutări pe zi',
  'pages.vgps.downloadsPerDay': 'Descărcări pe zi',
  'pages.vgps.tooFewSearches':
    'Încă prea puține căutări pentru o tendință: {total, number} în ultimele {days} zile. Tendințele apar aici pe măsură ce vizitatorii caută.',
  'pages.vgps.tooFewDownloads':
    'Încă prea puține descărcări pentru o tendință: {total, number} în ultimele {days} zile.',
  'pages.vgps.col.phrase': 'Căutare',
  'pages.vgps.col.now': 'Ultimele {days} zile',
  'pages.vgps.col.before': 'Cele {days} zile de dinainte',
  'pages.vgps.col.change': 'Schimbare',
  'pages.vgps.method':
    'Cum se obțin aceste cifre: fiecare pagină de rezultate văzută de un vizitator contează ca o căutare; expresiile căutate de mai puțin de doi vizitatori sunt omise, ca nimeni să nu poată fi recunoscut după căutări. Descărcările sunt numărate pe ambele site-uri ale magazinului. O perioadă are {days} zile.',
  'pages.tools.image.title': 'Căutare inversă după imagine',
  'pages.tools.image.summary':
    'Încărcați o imagine pentru a găsi aceeași imagine sau imagini asemănătoare pe {site}.',
  'pages.tools.image.label': 'Imagine (JPEG, PNG, WebP sau GIF, până la {max, number} MB)',
  'pages.tools.image.how':
    'Magazinul compară forma generală și culorile imaginii cu fiecare imagine din colecție, așa că găsește și copii micșorate, recomprimate sau ușor decupate. Imaginea este păstrată 24 de ore pentru ca rezultatele să poată fi distribuite, apoi este ștearsă.',
  'pages.tools.video.title': 'Căutare inversă după video',
  'pages.tools.video.summary': 'Încărcați un clip scurt pentru a găsi pe {site} filmări asemănătoare.',
  'pages.tools.video.label':
    'Clip (MP4, WebM sau QuickTime, până la {max, number} MB și {seconds, number} secunde)',
  'pages.tools.video.how':
    'Magazinul ia un cadru din mijlocul clipului și caută cu el printre filmări, așa cum face căutarea inversă după imagine. Clipul este șters imediat ce cadrul a fost extras; cadrul, după 24 de ore.',
  'pages.tools.submit': 'Caută',
  'pages.tools.working': 'Se caută…',
  'pages.tools.howTitle': 'Cum funcționează',
  'pages.tools.noscript':
    'Această căutare are nevoie de JavaScript pentru a trimite fișierul. Activați-l sau folosiți bara de căutare.',
  'pages.tools.error.empty': 'Alegeți mai întâi un fișier.',
  'pages.tools.error.failed': 'Căutarea nu a putut porni. Reîncărcați pagina și încercați din nou.',
  'pages.tools.error.tooLarge': 'Fișierul depășește {max, number} MB. Alegeți unul mai mic.',
  'pages.tools.error.imageType':
    'Căutarea nu poate citi această imagine. Alegeți un fișier JPEG, PNG, WebP sau GIF.',
  'pages.tools.error.videoType':
    'Căutarea nu poate citi acest clip. Alegeți un fișier MP4, WebM sau QuickTime.',
  'pages.tools.error.unreadable': 'Fișierul nu a putut fi citit. Poate fi deteriorat; alegeți altul.',
  'pages.tools.error.tooLong':
    'Clipul durează mai mult de {seconds, number} secunde. Scurtați-l sau alegeți unul mai scurt.',
  'pages.tools.error.busy': 'Acum se citesc alte clipuri. Încercați din nou peste puțin timp.',
};

export default messages;
