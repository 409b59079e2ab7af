import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Piani e prezzi',
  'plans.spend.title': 'Usa il tuo piano',
  'plans.spend.usesDownloads':
    'Usa {units, plural, one {# download} many {# di download} other {# download}} dei tuoi {available, number}',
  'plans.spend.usesCredits':
    'Usa {units, plural, one {# credito} many {# di crediti} other {# crediti}} dei tuoi {available, number}',
  'plans.spend.overage': 'Oltre il limite di download: addebitato con il prossimo rinnovo',
  'plans.spend.refused.not_rf': 'I piani concedono in licenza solo file royalty-free',
  'plans.spend.refused.media': 'Questo piano non copre questo tipo di file',
  'plans.spend.refused.tier': 'I piani Essentials coprono solo i file Essentials',
  'plans.spend.refused.agreement': 'Questo file non fa parte di questo contratto',
  'plans.spend.refused.not_delivered':
    'Non consegnato per questo contratto, o oltre la scadenza per il download',
  'plans.spend.refused.not_enough': 'Saldo insufficiente su questo piano',
  'plans.spend.extended':
    'Aggiungi la licenza estesa: {credits, plural, one {# credito in più} many {# di crediti in più} other {# crediti in più}}',
  'plans.spend.projectCode': 'Codice progetto',
  'plans.spend.projectCodeHint': 'Obbligatorio se il contratto lo richiede',
  'plans.spend.note': 'Nota (facoltativa)',
  'plans.spend.optional': '(facoltativo)',
  'plans.spend.submit': 'Acquista la licenza con il mio piano',
  'plans.spend.confirmTitle': 'Conferma la licenza',
  'plans.spend.confirmBody': 'Acquistare la licenza di «{title}» con {plan}?',
  'plans.spend.confirm': 'Conferma e acquista la licenza',
  'plans.spend.back': 'Torna al file',
  'plans.spend.licensedTitle': 'Licenza acquisita',
  'plans.spend.licensedBody': 'La licenza di «{title}» ora è tua.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download rimanente} many {# di download rimanenti} other {# download rimanenti}} su {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# credito rimanente} many {# di crediti rimanenti} other {# crediti rimanenti}} su {plan}.',
  'plans.spend.download': 'Scarica il file',
  'plans.spend.held': 'Hai già una licenza per questo file: scaricalo di nuovo senza costi.',
  'plans.spend.getPlan': 'Scarica ciò che ti serve con un piano.',
  'plans.spend.seePlans': 'Vedi gli abbonamenti',
  'plans.spend.seeCredits': 'Acquista crediti',
  'plans.spend.noneUsable': 'Nessuno dei tuoi piani copre questo file.',
  'plans.spend.useBy':
    'Al termine del piano, un download non usato in un progetto entro {days} giorni perde la licenza.',
  'plans.spend.yourPlans': 'I tuoi piani',
  'plans.pricing.title': 'Piani e prezzi',
  'plans.pricing.intro':
    'Paga immagini e video come lavori: crediti quando ti servono, un abbonamento per il lavoro continuativo o un pacchetto di download.',
  'plans.pricing.rates': 'Prezzi in {currency}, convertiti dai dollari USA ai tassi di cambio del {date}.',
  'plans.pricing.priceUnavailable': 'Prezzo non disponibile',
  'plans.pricing.addToCart': 'Aggiungi al carrello',
  'plans.pricing.viewPlan': 'Vedi il piano',
  'plans.pricing.back': 'Tutti i piani e prezzi',
  'plans.pricing.credits.title': 'Pacchetti di crediti',
  'plans.pricing.credits.intro':
    'Paghi una volta e usi i crediti per qualsiasi immagine o video royalty-free.',
  'plans.pricing.perCredit': '{price} per credito',
  'plans.pricing.subscriptions.title': 'Abbonamenti',
  'plans.pricing.subscriptions.intro':
    'Un numero di download ogni mese. Paga ogni mese, oppure una volta per un anno e riporta i download non usati all’interno dell’anno.',
  'plans.pricing.term.legend': 'Fatturazione',
  'plans.pricing.term.monthly': 'Mensile',
  'plans.pricing.term.annual': 'Annuale',
  'plans.pricing.perMonth': '{price} al mese',
  'plans.pricing.perYear': '{price} all’anno',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'I piani Signature plus coprono tutte le immagini e i video royalty-free.',
  'plans.pricing.imagePacks.title': 'Pacchetti di immagini',
  'plans.pricing.imagePacks.intro': 'Un numero di download in una dimensione, pagato una volta.',
  'plans.pricing.custom.title': 'Contenuti su misura',
  'plans.pricing.custom.intro': 'Inviaci i tuoi brief e creiamo per te immagini e video esclusivi.',
  'plans.pricing.premium.title': 'Accordi Premium Access',
  'plans.pricing.premium.intro':
    'Accordi annuali per le aziende, ciascuno con un limite di download per l’anno.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'piccola',
  'plans.pricing.size.medium': 'media',
  'plans.pricing.size.high': 'alta risoluzione',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Abbonamento editoriale',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Contenuti su misura',
  'plans.pricing.credits': '{count, plural, one {# credito} other {# crediti}}',
  'plans.pricing.imagePack': '{count, plural, one {# immagine} other {# immagini}} ({size})',
  'plans.pricing.downloadsPerMonth': '{count, plural, one {# download al mese} other {# download al mese}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# download all’anno} other {# download all’anno}}',
  'plans.pricing.customAssets': '{count, plural, one {# contenuto esclusivo} other {# contenuti esclusivi}}',
  'plans.pricing.faq.title': 'Domande sui piani',
  'plans.pricing.faq.cancel.q': 'Posso disdire un abbonamento?',
  'plans.pricing.faq.cancel.a':
    'Sì, in qualsiasi momento. Un piano mensile dura fino alla fine del mese pagato. Un piano annuale smette di rinnovarsi e dura fino alla fine del suo anno; non ci sono penali per recesso anticipato né rimborsi di un anno già iniziato.',
  'plans.pricing.faq.rollover.q': 'Cosa succede ai download che non uso?',
  'plans.pricing.faq.rollover.a':
    'Con un piano annuale, i download mensili non usati vengono riportati all’interno dell’anno, non all’anno successivo.',
  'plans.pricing.faq.expiry.q': 'Crediti e pacchetti di immagini scadono?',
  'plans.pricing.faq.expiry.a':
    'No, finché accedi almeno una volta all’anno. Un pacchetto non usato può essere rimborsato entro {days} giorni.',
  'plans.pricing.faq.licence.q': 'Per quanto posso usare un download dell’abbonamento?',
  'plans.pricing.faq.licence.a':
    'Un download non usato in un progetto entro {days} giorni dalla fine del piano perde la sua licenza.',
  'plans.pricing.faq.payment.q': 'Cosa succede se un pagamento di rinnovo non va a buon fine?',
  'plans.pricing.faq.payment.a': 'Viene ritentato {count} volte in {days} giorni, poi il piano decade.',
  'plans.pricing.faq.tax.q': 'I prezzi includono le tasse?',
  'plans.terms.title': 'Impegno e disdetta',
  'plans.terms.includes': 'Cosa include',
  'plans.terms.commitment': 'Impegno totale',
  'plans.terms.cancellation': 'Disdetta',
  'plans.terms.refund': 'Rimborso',
  'plans.terms.renewal': 'Rinnovo',
  'plans.terms.monthly.commitment': '{price}, addebitato ogni mese. Nessun impegno oltre il mese pagato.',
  'plans.terms.monthly.cancel': 'Disdici quando vuoi: il piano dura fino alla fine del mese pagato.',
  'plans.terms.annual.commitment':
    '{price}, un pagamento per {months} mesi. Si rinnova ogni anno salvo disdetta.',
  'plans.terms.annual.cancel':
    'Disdici quando vuoi: il prossimo rinnovo si ferma e il piano dura fino alla fine dell’anno. Nessuna penale per recesso anticipato e nessun rimborso di un anno già iniziato.',
  'plans.terms.annual.notice': 'Ti scriviamo {days} giorni prima di ogni rinnovo.',
  'plans.terms.retries':
    'Un pagamento di rinnovo non riuscito viene ritentato {count} volte in {days} giorni, poi il piano decade.',
  'plans.terms.pack.commitment': '{price}, un solo pagamento.',
  'plans.terms.pack.refund': 'Un pacchetto non usato può essere rimborsato entro {days} giorni.',
  'plans.terms.pack.expiry': 'Non scade mai finché accedi almeno una volta all’anno.',
  'plans.terms.credits.expiry': 'I crediti non scadono mai finché accedi almeno una volta all’anno.',
  'plans.terms.tier.essentials': 'Solo immagini Essentials (non esclusive).',
  'plans.terms.tier.signature': 'Tutte le immagini royalty-free.',
  'plans.terms.tier.signatureplus': 'Tutte le immagini e i video royalty-free.',
  'plans.terms.rollover':
    'I download mensili non usati vengono riportati all’interno dell’anno (non all’anno successivo).',
  'plans.terms.useBy':
    'Un download non usato in un progetto entro {days} giorni dalla fine del piano perde la sua licenza.',
  'plans.terms.costs': 'Quanto costa un contenuto',
  'plans.terms.cost.essentialsImage': 'Immagine Essentials',
  'plans.terms.cost.signatureImage': 'Immagine Signature',
  'plans.terms.cost.essentialsVideo': 'Video Essentials',
  'plans.terms.cost.signatureVideo': 'Video Signature',
  'plans.terms.cost.extended': 'Licenza estesa',
  'plans.terms.cost.extendedCredits': '+{image} per un’immagine, +{video} per un video',
  'plans.terms.cap': 'Fino a {count, plural, one {# download} other {# download}} all’anno.',
  'plans.terms.projectCode': 'Ogni download richiede un codice progetto.',
  'plans.terms.overage':
    'I download oltre il limite sono addebitati a {price} l’uno con il prossimo rinnovo.',
  'plans.terms.custom.delivery':
    'Ogni contenuto creato per te può essere scaricato per {days} giorni dopo la consegna.',
  'plans.terms.tax':
    'Prezzi tasse escluse; le tasse vengono aggiunte al pagamento in base al paese di fatturazione.',
};

export default messages;
