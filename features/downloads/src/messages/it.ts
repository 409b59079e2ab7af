import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licenze e download',
  'downloads.history.intro': 'Tutte le tue licenze, dalla più recente, con ciascuno dei loro download.',
  'downloads.history.introTeam':
    'Tutte le licenze tue e del tuo team, dalla più recente, con ciascuno dei loro download.',
  'downloads.filter.legend': 'Trova una licenza',
  'downloads.filter.search': 'Titolo o ID del file',
  'downloads.filter.from': 'Concessa dal',
  'downloads.filter.to': 'Concessa fino al',
  'downloads.filter.user': 'Membro del team',
  'downloads.filter.everyone': 'Tutti',
  'downloads.filter.submit': 'Cerca',
  'downloads.filter.reset': 'Cancella',
  'downloads.filter.bad':
    'Controlla questo campo: le date si scrivono AAAA-MM-GG e la prima precede la seconda.',
  'downloads.export': 'Esporta in CSV',
  'downloads.empty': 'Nessuna licenza corrisponde a questi filtri.',
  'downloads.model.rf': 'Royalty-free (senza diritti)',
  'downloads.model.rm': 'Diritti gestiti',
  'downloads.model.rr': 'Diritti pronti',
  'downloads.size.small': 'Piccola',
  'downloads.size.medium': 'Media',
  'downloads.size.large': 'Grande (originale)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vettoriale)',
  'downloads.size.ai': 'AI (vettoriale)',
  'downloads.licence.id': 'Licenza {id}',
  'downloads.licence.order': 'Ordine {number}',
  'downloads.licence.plan': 'Piano: {plan}',
  'downloads.licence.projectCode': 'Codice progetto: {code}',
  'downloads.licence.granted': 'Concessa il {date}',
  'downloads.licence.holder': 'Concessa in licenza a {name}',
  'downloads.licence.useBy': 'Da usare entro il {date}',
  'downloads.licence.usage': 'Utilizzo: {usage}',
  'downloads.licence.download': 'Scarica di nuovo',
  'downloads.licence.certificate': 'Prova di licenza (PDF)',
  'downloads.list.caption': 'Download della licenza {id}',
  'downloads.list.none': 'Non ancora scaricato.',
  'downloads.list.when': 'Quando',
  'downloads.list.who': 'Chi',
  'downloads.list.size': 'Dimensione',
  'downloads.list.type': 'Tipo',
  'downloads.list.anonymous': 'Link dall’e-mail dell’ordine',
  'downloads.type.single': 'Scaricamento',
  'downloads.type.re_download': 'Nuovo scaricamento',
  'downloads.type.anonymous': 'Link via e-mail',
  'downloads.type.multiple': 'Scaricamento multiplo',
  'downloads.page.label': 'Pagine',
  'downloads.page.previous': 'Precedente',
  'downloads.page.next': 'Successiva',
  'downloads.page.current': 'Pagina {n}',
  'downloads.csv.asset': 'ID del file',
  'downloads.csv.title': 'Titolo',
  'downloads.csv.model': 'Modello di licenza',
  'downloads.csv.obtained': 'Ottenuta tramite',
  'downloads.csv.downloads': 'Scaricamenti',
  'downloads.csv.lastDownload': 'Ultimo scaricamento',
  'downloads.csv.licence': 'ID licenza',
  'downloads.csv.projectCode': 'Codice progetto',
  'downloads.csv.granted': 'Concessa il',
  'downloads.csv.useBy': 'Da usare entro',
  'downloads.csv.holder': 'Concessa a',
  'downloads.cert.title': 'Prova di licenza',
  'downloads.cert.licensor': 'Licenziante',
  'downloads.cert.licensee': 'Licenziatario',
  'downloads.cert.asset': 'File',
  'downloads.cert.terms':
    'Concessa secondo il contratto di licenza su {url}. Chiunque può verificare questo certificato presso il licenziante tramite l’ID della licenza.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Il tuo download',
  'downloads.zip.ready':
    '{count, plural, one {# file con licenza è pronto in un unico zip.} many {# file con licenza sono pronti in un unico zip.} other {# file con licenza sono pronti in un unico zip.}}',
  'downloads.zip.download': 'Scarica zip',
  'downloads.zip.notLicensed': 'Esclusi perché non hai la licenza (acquista prima la licenza): {ids}',
  'downloads.zip.notFile': 'Esclusi perché non sono file di immagini fisse: {ids}',
  'downloads.zip.none':
    'Non hai la licenza per nessuna delle immagini selezionate. Acquista prima la licenza, poi scaricale qui.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Questo link di download non è valido',
  'downloads.anon.invalid.body':
    'Il link potrebbe essere stato modificato o copiato in modo incompleto. Usa il link esattamente come appare nell’e-mail dell’ordine, oppure accedi e scarica il file dalle tue licenze.',
  'downloads.anon.expired.title': 'Questo link di download è scaduto',
  'downloads.anon.expired.body':
    'I link di download nell’e-mail dell’ordine funzionano per 7 giorni. Accedi per scaricare di nuovo il file dalle tue licenze, senza costi.',
  'downloads.anon.history': 'Vai alle tue licenze',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Usare i tuoi file',
  'downloads.faq.intro':
    'Cosa ricevi quando scarichi un file con licenza da questo negozio: formati, dimensioni, colore e la licenza che accompagna il file.',
  'downloads.faq.toc': 'In questa pagina',
  'downloads.faq.photos.title': 'Foto',
  'downloads.faq.photos.sizes':
    'Le foto sono vendute in un massimo di tre dimensioni: la piccola misura 800 px sul lato lungo, la media 2.000 px e la grande è l’originale stesso. Una dimensione è offerta solo se è più piccola dell’originale; nulla viene mai ingrandito.',
  'downloads.faq.photos.format':
    'Ogni foto si scarica come file JPEG. Piccola e media sono ridimensionate dall’originale e salvate con qualità 90; la grande è l’originale, salvato con qualità 90 e pieno dettaglio del colore.',
  'downloads.faq.photos.colour':
    'I file sono nello spazio colore sRGB, lo standard per schermi e web. Per la stampa, convertili nel profilo della tua tipografia con il tuo programma di fotoritocco e controlla prima una prova.',
  'downloads.faq.photos.rights':
    'La tua licenza viaggia con il file: i suoi metadati XMP indicano l’autore, il licenziatario e dove si trovano i termini della licenza. Conserva questi metadati quando modifichi o esporti il file.',
  'downloads.faq.illustrations.title': 'Illustrazioni e vettoriali',
  'downloads.faq.illustrations.body':
    'Illustrazioni e vettoriali si scaricano come le foto: file JPEG nelle dimensioni indicate sopra, in sRGB, con la licenza nei metadati XMP.',
  'downloads.faq.illustrations.vector':
    'I vettoriali importati da file EPS o AI si scaricano anche come quel file stesso, byte per byte, con una licenza grande o quella di un piano: la cronologia delle licenze lo offre come «EPS (vettoriale)» o «AI (vettoriale)» accanto al JPEG. Le licenze piccola e media scaricano solo il JPEG; gli altri vettoriali si scaricano in JPEG.',
  'downloads.faq.video.title': 'Clip video',
  'downloads.faq.video.sizes':
    'Le clip sono concesse in licenza in SD, HD (lato lungo di almeno 1.280 px) o 4K (3.840 px), fino alla risoluzione propria della clip: il 4K è offerto solo per clip girate in 4K.',
  'downloads.faq.video.preview':
    'Prima dell’acquisto, ogni clip ha un’anteprima di 4 secondi con filigrana (WebM, larga 480 px) e un’immagine fissa.',
  'downloads.faq.video.download':
    'Le clip con licenza si scaricano come file MP4 H.264 nella definizione concessa in licenza, con la frequenza dei fotogrammi e la durata proprie della clip e con crediti e copyright nei metadati del file. Una clip viene creata per te la prima volta che viene scaricata (pochi secondi per l’SD, un paio di minuti per il 4K): la pagina ne mostra l’avanzamento e il download parte da solo.',
  'downloads.faq.again.title': 'Scaricare di nuovo',
  'downloads.faq.again.body':
    'Ogni file con licenza si può scaricare di nuovo gratuitamente dalla cronologia delle licenze. Quando acquisti un file, anche l’e-mail di conferma dell’ordine contiene un link di download valido per 7 giorni senza accedere.',
  'downloads.faq.again.link': 'Vai alla cronologia delle licenze',
  'downloads.faq.link': 'Aiuto sull’uso dei tuoi file',
  'downloads.comps.title': 'Bozze',
  'downloads.comps.intro':
    'Le bozze con filigrana sono gratuite per layout e mock-up per 30 giorni dal download. Acquista la licenza di un file per usarlo nel lavoro finale.',
  'downloads.comps.usable': 'Utilizzabile nei layout fino al {date}',
  'downloads.comps.expired':
    'Periodo di bozza terminato il {date}: acquista la licenza del file per continuare a usarlo',
  'downloads.comps.license': 'Acquista la licenza di questo file',
  'downloads.drawer.button': 'I miei download',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {I miei download (# in corso)} many {I miei download (# in corso)} other {I miei download (# in corso)}}',
  'downloads.drawer.title': 'I tuoi download',
  'downloads.drawer.close': 'Chiudi',
  'downloads.drawer.inProgress': 'In corso',
  'downloads.drawer.done': 'Completati',
  'downloads.drawer.empty': 'Nessun download per ora. Qui compaiono i file con licenza che scarichi.',
  'downloads.drawer.history': 'Tutte le licenze e i download',
  'downloads.drawer.again': 'Scarica di nuovo',
  'downloads.drawer.download': 'Scarica',
  'downloads.drawer.zip':
    '{count, plural, one {# file in un unico zip} many {# file in un unico zip} other {# file in un unico zip}}',
  'downloads.drawer.state.preparing': 'Preparazione dei file: {percent}%',
  'downloads.drawer.state.ready': 'Pronto per il download',
  'downloads.drawer.state.sending': 'Download in corso: {percent}%',
  'downloads.drawer.state.paused':
    'Interrotto al {percent}%: riprendilo dai download del browser o scaricalo di nuovo',
  'downloads.drawer.state.done': 'Scaricato',
  'downloads.clip.title': 'Preparazione della tua clip',
  'downloads.clip.intro':
    '«{title}» viene creata nella dimensione prevista dalla tua licenza. Il download parte qui appena è pronta: un paio di minuti per il 4K.',
  'downloads.clip.ready': 'Pronta: il download sta partendo.',
  'downloads.clip.retry': 'Scarica quando è pronta',
  'downloads.zip.planOffer':
    '{count, plural, one {Il tuo piano {plan} può coprire la licenza di # altro file selezionato.} many {Il tuo piano {plan} può coprire la licenza di # degli altri file selezionati.} other {Il tuo piano {plan} può coprire la licenza di # degli altri file selezionati.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Ottenere la licenza di # file con il mio piano e aggiungerlo} many {Ottenere la licenza di # file con il mio piano e aggiungerli} other {Ottenere la licenza di # file con il mio piano e aggiungerli}}',
};

export default messages;
