import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Altro da {site}',
  'marketing.comingSoon': 'Prossimamente',
  'marketing.searchCollection': 'Cerca nella collezione',

  'marketing.ai.title': 'Generazione di immagini con l’IA',
  'marketing.ai.description':
    'La generazione e la modifica di immagini con l’IA arriveranno presto su {site}. Nel frattempo, cerca nella collezione.',
  'marketing.ai.heading': 'Crea e adatta immagini con l’IA',
  'marketing.ai.lead':
    'Stiamo integrando in {site} la generazione e la modifica di immagini con l’IA. Questi strumenti non sono ancora disponibili: questa pagina descrive ciò che è previsto.',
  'marketing.ai.planned': 'Cosa è previsto',
  'marketing.ai.generate.title': 'Genera da una descrizione',
  'marketing.ai.generate.body':
    'Descrivi con parole tue l’immagine che ti serve e scegli tra diverse varianti.',
  'marketing.ai.modify.title': 'Modifica un’immagine',
  'marketing.ai.modify.body':
    'Amplia la tela, sostituisci lo sfondo o cambia i dettagli di un’immagine senza uscire dal negozio.',
  'marketing.ai.history.title': 'Riprendi da dove eri rimasto',
  'marketing.ai.history.body':
    'Le tue generazioni vengono conservate in una cronologia, così puoi tornare a una descrizione e perfezionarla.',
  'marketing.ai.terms.title': 'Condizioni chiare fin dall’inizio',
  'marketing.ai.terms.body':
    'Le immagini generate mostreranno come possono essere usate prima del download, proprio come già oggi ogni contenuto della collezione.',
  'marketing.ai.today.title': 'Disponibile oggi',
  'marketing.ai.today.body':
    'Foto, illustrazioni, vettoriali e video della collezione si possono già cercare, ciascuno con le condizioni di licenza spiegate.',

  'marketing.contact.title': 'Contatta il reparto vendite',
  'marketing.contact.description':
    'Chiedi al team vendite di {site} informazioni su licenze per team, acquisti in volume e condizioni personalizzate.',
  'marketing.contact.heading': 'Parla con il nostro team vendite',
  'marketing.contact.lead':
    'Licenze per un team, un grande progetto o un utilizzo particolare? Dicci di cosa hai bisogno e ti risponderemo via e-mail.',
  'marketing.contact.topics.title': 'Possiamo aiutarti con',
  'marketing.contact.topics.team': 'Licenze per team e più utenti',
  'marketing.contact.topics.volume': 'Acquisti in volume e ricorrenti',
  'marketing.contact.topics.custom': 'Condizioni di licenza personalizzate e diritti estesi',
  'marketing.contact.topics.invoicing': 'Fatturazione e ordini di acquisto',
  'marketing.contact.form.title': 'La tua richiesta',
  'marketing.contact.form.required':
    'Tutti i campi sono obbligatori, salvo quelli indicati come facoltativi.',
  'marketing.contact.field.name': 'Nome e cognome',
  'marketing.contact.field.email': 'E-mail di lavoro',
  'marketing.contact.field.company': 'Azienda o organizzazione',
  'marketing.contact.field.optional': 'facoltativo',
  'marketing.contact.field.country': 'Paese',
  'marketing.contact.field.countryPlaceholder': 'Seleziona un paese',
  'marketing.contact.field.message': 'Come possiamo aiutarti?',
  'marketing.contact.field.messageHint':
    'Raccontaci il tuo progetto, i contenuti di cui hai bisogno e come pensi di usarli.',
  'marketing.contact.submit': 'Invia richiesta',
  'marketing.contact.privacy': 'Usiamo questi dati solo per rispondere alla tua richiesta.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Correggi # campo per inviare la richiesta.} many {Correggi # di campi per inviare la richiesta.} other {Correggi # campi per inviare la richiesta.}}',
  'marketing.contact.errors.nameRequired': 'Inserisci il tuo nome.',
  'marketing.contact.errors.emailRequired': 'Inserisci il tuo indirizzo e-mail.',
  'marketing.contact.errors.emailInvalid': 'Inserisci un indirizzo e-mail nel formato nome@example.com.',
  'marketing.contact.errors.countryRequired': 'Seleziona il tuo paese dall’elenco.',
  'marketing.contact.errors.messageRequired': 'Dicci come possiamo aiutarti.',
  'marketing.contact.errors.messageTooShort': 'Scrivi almeno {min, number} caratteri.',
  'marketing.contact.errors.tooLong': 'Usa al massimo {max, number} caratteri.',
  'marketing.contact.thanks.title': 'Grazie. La tua richiesta è stata inviata.',
  'marketing.contact.thanks.body':
    'Il nostro team vendite risponderà all’indirizzo e-mail che hai indicato. Nel frattempo puoi continuare a esplorare la collezione.',

  'marketing.guide.title': 'Guida alla ricerca',
  'marketing.guide.description':
    'Come cercare su {site}: parole, frasi esatte, parole escluse, tipi di media, categorie e ordinamento.',
  'marketing.guide.heading': 'Come cercare',
  'marketing.guide.lead':
    'Alcune semplici tecniche ti aiutano a trovare più in fretta l’immagine o la clip giusta.',
  'marketing.guide.syntax.title': 'Cosa scrivere',
  'marketing.guide.words.title': 'Inizia con poche parole',
  'marketing.guide.words.body':
    'Descrivi cosa deve comparire nell’immagine. I risultati contengono tutte le parole che scrivi, in qualsiasi ordine, e contano anche altre forme di una parola: mountains trova anche mountain.',
  'marketing.guide.phrase.title': 'Frasi esatte tra virgolette',
  'marketing.guide.phrase.body':
    'Metti le parole tra virgolette doppie per trovarle una accanto all’altra, in quell’ordine.',
  'marketing.guide.exclude.title': 'Escludi parole con il segno meno',
  'marketing.guide.exclude.body':
    'Scrivi un segno meno subito prima di una parola per eliminare i risultati che la contengono.',
  'marketing.guide.either.title': 'L’una o l’altra parola con «or»',
  'marketing.guide.either.body':
    'Scrivi or tra due parole per trovare i risultati che contengono l’una o l’altra.',
  'marketing.guide.tryExample': 'Cerca {query}',
  'marketing.guide.narrow.title': 'Restringi i risultati',
  'marketing.guide.types.title': 'Scegli un tipo di media',
  'marketing.guide.types.body':
    'Scegli immagini o video nella barra di ricerca prima di cercare, oppure passa dall’uno all’altro con le schede sopra i risultati. Ogni scheda mostra quanti risultati contiene.',
  'marketing.guide.filters.title': 'Usa i filtri',
  'marketing.guide.filters.body':
    'Il pannello dei filtri accanto ai risultati li restringe per orientamento, colore, numero di persone, data e altro; i filtri disponibili dipendono dal tipo di media. I filtri applicati compaiono sopra i risultati, dove puoi rimuoverli uno alla volta o tutti insieme.',
  'marketing.guide.browse.title': 'Sfoglia per categoria',
  'marketing.guide.browse.body':
    'La navigazione principale porta direttamente alle categorie della collezione, come illustrazioni o video.',
  'marketing.guide.sort.title': 'Ordina i risultati',
  'marketing.guide.sort.body':
    'I risultati sono ordinati per pertinenza, a meno che tu non scelga un altro ordine, come i più recenti o i più popolari.',
  'marketing.guide.language.title': 'Cerca in inglese',
  'marketing.guide.language.body':
    'I titoli e le parole chiave di questa collezione sono scritti in inglese, quindi le parole di ricerca in inglese danno più risultati.',

  'marketing.about.title': 'Chi siamo',
  'marketing.about.description':
    'Chi siamo: un negozio di contenuti stock basato su Lightbox, software open source per concedere in licenza foto, illustrazioni, vettoriali e video.',
  'marketing.about.heading': 'Informazioni su {site}',
  'marketing.about.lead':
    'Questo negozio offre foto, illustrazioni, vettoriali e video stock. Funziona con Lightbox, software open source per cercare, presentare e concedere in licenza una collezione di media dai tuoi server.',
  'marketing.about.mission.title': 'Cosa facciamo',
  'marketing.about.mission.body':
    'Aiutiamo le persone a trovare immagini e filmati per il loro lavoro e a ottenerne la licenza a condizioni chiare. Ogni contenuto indica il tipo di licenza, con una spiegazione semplice di ciò che consente.',
  'marketing.about.sites.title': 'Due negozi, una collezione',
  'marketing.about.sites.body':
    'Un’installazione di Lightbox gestisce un negozio premium e un negozio in abbonamento sullo stesso catalogo. Ognuno ha il proprio aspetto e il proprio tono; ricerca e licenze funzionano allo stesso modo in entrambi.',
  'marketing.about.open.title': 'Open source e self-hosted',
  'marketing.about.open.body':
    'Lightbox è pubblicato con licenza MIT. Un’agenzia o un editore può eseguirlo sul proprio server con il proprio catalogo e conservare i dati dove preferisce.',
  'marketing.about.languages.title': 'Pensato per molte lingue',
  'marketing.about.languages.body':
    'Entrambi i negozi sono disponibili in 25 lingue. I visitatori scelgono paese e lingua, e link, date e numeri seguono questa scelta.',
  'marketing.about.principles.title': 'Ciò che ci sta a cuore',
  'marketing.about.principles.clarity':
    'Licenze chiare: sai cosa puoi fare con un contenuto prima di usarlo.',
  'marketing.about.principles.speed':
    'Ricerca veloce: i risultati vengono generati sul server e compaiono senza attendere gli script.',
  'marketing.about.principles.access':
    'Accessibilità: ogni pagina è progettata per funzionare con la tastiera e con un lettore di schermo.',
  'marketing.about.principles.privacy':
    'Privacy: i dati dei visitatori restano sui server dell’organizzazione che gestisce il negozio.',

  'marketing.work.title': 'Lavora con noi',
  'marketing.work.description':
    'Lightbox è open source. Scopri come contribuire con codice, traduzioni, design e documentazione.',
  'marketing.work.heading': 'Costruisci Lightbox con noi',
  'marketing.work.lead':
    'Lightbox, il software dietro questo negozio, è un progetto open source. Il modo migliore per lavorare con noi è contribuire: codice, traduzioni, design, test e documentazione sono tutti benvenuti.',
  'marketing.work.ways.title': 'Come contribuire',
  'marketing.work.code.title': 'Codice',
  'marketing.work.code.body':
    'Lightbox è scritto in TypeScript, con React per ogni schermata, Fastify sul server e PostgreSQL per i dati. Correggi un bug che hai incontrato o prendi in carico una segnalazione aperta.',
  'marketing.work.translations.title': 'Traduzioni',
  'marketing.work.translations.body':
    'Ogni schermata è disponibile in 25 lingue. I madrelingua possono migliorare i testi e mantenere completa ogni lingua man mano che si aggiungono nuovi testi.',
  'marketing.work.design.title': 'Design e accessibilità',
  'marketing.work.design.body':
    'Aiutaci a rendere entrambi i negozi chiari, veloci e facili da usare con la tastiera e con un lettore di schermo.',
  'marketing.work.testing.title': 'Collaudo',
  'marketing.work.testing.body':
    'Prova le nuove versioni con il tuo catalogo e i tuoi browser e segnala tutto ciò che non funziona come dovrebbe.',
  'marketing.work.reports.title': 'Segnalazioni e idee',
  'marketing.work.reports.body':
    'Una segnalazione chiara, con i passaggi per riprodurre un problema, è uno dei contributi più utili che tu possa dare.',
  'marketing.work.docs.title': 'Documentazione',
  'marketing.work.docs.body': 'Migliora le guide per chi installa, configura e gestisce Lightbox.',
  'marketing.work.start.title': 'Per iniziare',
  'marketing.work.start.install':
    'Scarica il codice sorgente, poi installa le dipendenze con Node.js 20 o successivo.',
  'marketing.work.start.run':
    'Avvia entrambi i negozi in locale, con un database integrato e un catalogo dimostrativo.',
  'marketing.work.start.check':
    'Prima di proporre una modifica, esegui il controllo dei tipi, il linter, la verifica della copertura delle traduzioni e tutti i test.',
  'marketing.work.start.focus':
    'Mantieni ogni modifica circoscritta, metti i test accanto al codice che verificano e spiega cosa fa la modifica e perché.',
  'marketing.work.business.title': 'Usi questo negozio per la tua azienda?',
  'marketing.work.business.body':
    'Se vuoi parlare di licenze di contenuti per un team o un grande progetto, il nostro team vendite sarà felice di aiutarti.',
};

export default messages;
