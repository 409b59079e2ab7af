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
};

export default messages;
