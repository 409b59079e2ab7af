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
  'pages.browse.events': 'Sfoglia per evento, persona e luogo',
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
  'pages.browse.editorial.title': 'Immagini editoriali',
  'pages.browse.editorial.summary':
    'Notizie, sport, spettacolo, moda e archivio: eventi reali, per uso editoriale.',
  'pages.browse.archival.title': 'Immagini d’archivio',
  'pages.browse.archival.summary': 'Eventi ed epoche del passato, per la storia e il commento.',
  'pages.browse.entertainment.title': 'Immagini di spettacolo',
  'pages.browse.entertainment.summary': 'Anteprime, concerti, festival e cerimonie di premiazione.',
  'pages.browse.fashion.title': 'Immagini di moda',
  'pages.browse.fashion.summary': 'Sfilate, collezioni e le persone che le creano.',
  'pages.browse.news.title': 'Immagini di cronaca',
  'pages.browse.news.summary': 'Politica, società e gli eventi della giornata.',
  'pages.browse.sport.title': 'Immagini di sport',
  'pages.browse.sport.summary': 'Partite, gare e campionati, così come sono andati.',
  'pages.browse.editorialVideo.title': 'Video editoriali',
  'pages.browse.editorialVideo.summary': 'Riprese di eventi reali, per notizie e documentari.',
  'pages.browse.userGenerated.title': 'Video girati dagli utenti',
  'pages.browse.userGenerated.summary':
    'La cronaca mentre accade: proteste, eventi stampa e strade, filmati sul posto.',
  'pages.browse.userGenerated.note':
    'Nessun clip di questo catalogo è stato fornito da privati, quindi nessuno è indicato come girato dagli utenti. Questa pagina mostra i suoi filmati di cronaca editoriali, i temi che quei clip di solito raccontano.',
  'pages.browse.archiveFilm.title': 'Filmati d’archivio',
  'pages.browse.archiveFilm.summary': 'Immagini dei decenni passati: eventi, strade e persone com’erano.',
  'pages.browse.archiveFilm.note':
    'Questo catalogo non contiene una collezione BBC Motion Gallery. Questo indirizzo mostra la sua collezione di filmati d’archivio, {name}.',
  'pages.browse.newsFilm.title': 'Archivio filmati di cronaca',
  'pages.browse.newsFilm.summary': 'Conferenze stampa, discorsi e proteste, filmati per i notiziari.',
  'pages.browse.newsFilm.note':
    'Questo catalogo non contiene una collezione NBC News Archives. Questo indirizzo mostra la sua collezione di filmati di cronaca, {name}.',
  'pages.browse.unreleased.title': 'Immagini senza liberatoria',
  'pages.browse.unreleased.summary':
    'Immagini creative senza liberatoria di modelli o proprietà: che cosa significa e quali ne ha questo negozio.',
  'pages.browse.unreleased.note':
    'Una liberatoria è il permesso firmato delle persone ritratte, o del proprietario di un bene ritratto. Un’immagine senza liberatoria può essere usata dove non serve alcun permesso, per esempio per illustrare un articolo, ma mai per pubblicizzare o promuovere qualcosa. La ricerca non può limitarsi a queste immagini, perciò sono mostrate qui.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Che cosa cercano e scaricano i visitatori di {site}, contato dalle ricerche e dai download di questo negozio.',
  'pages.vgps.insights.title': 'Tendenze',
  'pages.vgps.insights.summary':
    'I temi in crescita nelle ricerche su {site} negli ultimi {days} giorni, i più cercati e ciò che è stato scaricato.',
  'pages.vgps.results.title': 'Tutte le tendenze di ricerca',
  'pages.vgps.results.summary':
    'Ogni frase cercata su {site} da almeno due visitatori negli ultimi {days} giorni, a confronto con i {days} giorni precedenti.',
  'pages.vgps.dashboard.title': 'Pannello',
  'pages.vgps.dashboard.summary':
    'Ricerche e download su {site}, giorno per giorno, negli ultimi {days} giorni.',
  'pages.vgps.searches': 'Ricerche negli ultimi {days} giorni',
  'pages.vgps.downloads': 'Download negli ultimi {days} giorni',
  'pages.vgps.change': '{change} rispetto ai {days} giorni precedenti',
  'pages.vgps.new': 'nuovo',
  'pages.vgps.rising': 'Ricerche in crescita',
  'pages.vgps.top': 'Le più cercate',
  'pages.vgps.subjects': 'Temi più scaricati',
  'pages.vgps.mediaTypes': 'Che cosa si cerca',
  'pages.vgps.downloadKinds': 'Che cosa si scarica',
  'pages.vgps.searchesPerDay': 'Ricerche al giorno',
  'pages.vgps.downloadsPerDay': 'Download al giorno',
  'pages.vgps.tooFewSearches':
    'Ancora troppe poche ricerche per mostrare una tendenza: {total, number} negli ultimi {days} giorni. Le tendenze compariranno qui man mano che i visitatori cercano.',
  'pages.vgps.tooFewDownloads':
    'Ancora troppi pochi download per mostrare una tendenza: {total, number} negli ultimi {days} giorni.',
  'pages.vgps.col.phrase': 'Ricerca',
  'pages.vgps.col.now': 'Ultimi {days} giorni',
  'pages.vgps.col.before': 'I {days} giorni precedenti',
  'pages.vgps.col.change': 'Variazione',
  'pages.vgps.method':
    'Come nascono questi numeri: ogni pagina di risultati vista conta come una ricerca; le frasi cercate da meno di due visitatori sono escluse, così che nessuno sia riconoscibile dalle sue ricerche. I download sono contati su entrambi i siti del negozio. Ogni periodo dura {days} giorni.',
  'pages.tools.image.title': 'Ricerca inversa per immagine',
  'pages.tools.image.summary': 'Carica un’immagine per trovare la stessa, o immagini simili, su {site}.',
  'pages.tools.image.label': 'Immagine (JPEG, PNG, WebP o GIF, fino a {max, number} MB)',
  'pages.tools.image.how':
    'Il negozio confronta la forma generale e i colori della tua immagine con ogni immagine della collezione, così trova anche copie ridimensionate, ricompresse o leggermente ritagliate. La tua immagine è conservata 24 ore per poter condividere i risultati, poi viene eliminata.',
  'pages.tools.video.title': 'Ricerca inversa per video',
  'pages.tools.video.summary': 'Carica un breve clip per trovare su {site} filmati simili.',
  'pages.tools.video.label':
    'Clip (MP4, WebM o QuickTime, fino a {max, number} MB e {seconds, number} secondi)',
  'pages.tools.video.how':
    'Il negozio prende un fotogramma dal centro del tuo clip e lo usa per cercare tra i filmati, come fa la ricerca inversa per immagine. Il clip è eliminato appena estratto il fotogramma; il fotogramma dopo 24 ore.',
  'pages.tools.submit': 'Cerca',
  'pages.tools.working': 'Ricerca in corso…',
  'pages.tools.howTitle': 'Come funziona',
  'pages.tools.noscript':
    'Questa ricerca ha bisogno di JavaScript per inviare il file. Attivalo oppure usa la barra di ricerca.',
  'pages.tools.error.empty': 'Scegli prima un file.',
  'pages.tools.error.failed': 'Non è stato possibile avviare la ricerca. Ricarica la pagina e riprova.',
  'pages.tools.error.tooLarge': 'Questo file supera {max, number} MB. Scegline uno più piccolo.',
  'pages.tools.error.imageType':
    'La ricerca non riesce a leggere questa immagine. Scegli un file JPEG, PNG, WebP o GIF.',
  'pages.tools.error.videoType':
    'La ricerca non riesce a leggere questo clip. Scegli un file MP4, WebM o QuickTime.',
  'pages.tools.error.unreadable':
    'Non è stato possibile leggere il file. Potrebbe essere danneggiato; scegline un altro.',
  'pages.tools.error.tooLong':
    'Questo clip dura più di {seconds, number} secondi. Accorcialo o scegline uno più breve.',
  'pages.tools.error.busy': 'Altri clip sono in lettura in questo momento. Riprova tra poco.',
};

export default messages;
