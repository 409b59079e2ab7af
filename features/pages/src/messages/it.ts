import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Condizioni d’uso',
  'pages.terms.summary': 'Le regole per usare {site}, acquistare licenze e gestire un account.',
  'pages.privacy.title': 'Informativa sulla privacy',
  'pages.privacy.summary':
    'Quali dati personali conserva {site}, perché, per quanto tempo e quali diritti hai su di essi.',
  'pages.eula.title': 'Contratto di licenza',
  'pages.eula.summary':
    'Cosa puoi fare con un contenuto concesso in licenza da {site}, per ogni tipo di licenza.',
  'pages.editorial-policy.title': 'Linee guida editoriali',
  'pages.editorial-policy.summary':
    'Come vengono descritte e corrette le immagini editoriali e per cosa possono essere usate.',
  'pages.contact.title': 'Contattaci',
  'pages.contact.summary': 'Come raggiungere chi gestisce {site}: vendite, ordini, licenze e privacy.',
  'pages.modern-slavery.title': 'Dichiarazione sulla schiavitù moderna',
  'pages.modern-slavery.summary':
    'Le misure adottate dal gestore di {site} contro il lavoro forzato nella sua attività.',
  'pages.help-licenses.title': 'Guida alle licenze',
  'pages.help-licenses.summary':
    'Le licenze royalty-free, rights-managed e rights-ready spiegate in parole semplici.',
  'pages.api.title': 'API per sviluppatori',
  'pages.api.summary':
    'Cosa può usare oggi uno sviluppatore: gli endpoint JSON chiamati dalle pagine stesse del negozio.',
  'pages.faq-basics.title': 'FAQ: le basi',
  'pages.faq-basics.summary': 'Risposte brevi su piani, download, account e disdette.',
  'pages.upgrade.title': 'Passare a un piano superiore',
  'pages.upgrade.summary': 'Come passare a un piano più grande e quanto costa il cambio.',
  'pages.englishOnly': 'Il testo completo di questa pagina è disponibile in inglese.',
  'pages.onThisPage': 'In questa pagina',
  'pages.sitemap.title': 'Mappa del sito',
  'pages.sitemap.summary': 'Tutte le pagine di {site} in un unico posto.',
  'pages.sitemap.browse': 'Cerca ed esplora',
  'pages.sitemap.account': 'Il tuo account',
  'pages.sitemap.help': 'Assistenza e note legali',
  'pages.sitemap.company': 'Azienda',
  'pages.sitemap.countries': 'Paesi e lingue',
  'pages.sitemap.signIn': 'Accedi',
  'pages.sitemap.register': 'Crea un account',
  'pages.sitemap.cart': 'Carrello',
  'pages.sitemap.boards': 'Bacheche',
  'pages.sitemap.curatedSets': 'Selezioni curate',
  'pages.sitemap.plans': 'Piani e prezzi',
  'pages.sitemap.usingFiles': 'Usare i tuoi file',
  'pages.country.summary': '{site} per {country}, con pagine in {language}.',
  'pages.country.prices': 'I prezzi sono indicati in {currency}.',
  'pages.country.choose': 'Acquista da {country}',
  'pages.country.search': 'Inizia a cercare',
  'pages.country.other': 'Altri paesi',
  'pages.world.title': 'In tutto il mondo',
  'pages.world.summary':
    'Acquisti da un paese non in elenco? {site} mostra le pagine in inglese e i prezzi in dollari statunitensi.',
  'pages.browse.images.title': 'Immagini creative',
  'pages.browse.images.summary': 'Foto, illustrazioni e vettoriali per pubblicità, design ed editoria.',
  'pages.browse.photos.title': 'Foto stock',
  'pages.browse.photos.summary':
    'Fotografia creativa di persone, luoghi e idee, pronta da licenziare per il tuo lavoro.',
  'pages.browse.illustrations.title': 'Illustrazioni stock',
  'pages.browse.illustrations.summary': 'Illustrazioni disegnate e dipinte per storie, prodotti e campagne.',
  'pages.browse.vectors.title': 'Vettoriali stock',
  'pages.browse.vectors.summary':
    'Grafica vettoriale scalabile a qualsiasi dimensione: icone, motivi, mappe e scene.',
  'pages.browse.video.title': 'Video creativi',
  'pages.browse.video.summary': 'Filmati e clip per film, pubblicità e social media.',
  'pages.browse.stockVideos.title': 'Video stock',
  'pages.browse.stockVideos.summary': 'Clip royalty-free e rights-ready in SD, HD e 4K.',
  'pages.browse.count': 'Nella collezione: {total, number}',
  'pages.browse.popular': 'Ricerche popolari',
  'pages.browse.collection': 'Collezione: {name}',
  'pages.browse.seeAll': 'Vedi tutti ({total, number})',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Storie dalla collezione editoriale di {site}: gli ultimi eventi, ciascuno con le sue immagini.',
  'pages.download.pictures': 'Immagini: {total, number}',
  'pages.download.empty':
    'Ancora nessuna storia: la copertura editoriale compare qui non appena viene aggiunta alla collezione.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Novità e guide da {site}.',
  'pages.blog.englishOnly': 'Gli articoli sono scritti in inglese.',
  'pages.blog.empty': 'Ancora nessun articolo.',
};

export default messages;
