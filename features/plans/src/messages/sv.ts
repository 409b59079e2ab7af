import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Paket och priser',
  'plans.spend.title': 'Använd ditt paket',
  'plans.spend.usesDownloads':
    'Använder {units, plural, one {# nedladdning} other {# nedladdningar}} av dina {available, number}',
  'plans.spend.usesCredits':
    'Använder {units, plural, one {# kredit} other {# krediter}} av dina {available, number}',
  'plans.spend.overage': 'Över din nedladdningsgräns: debiteras vid nästa förnyelse',
  'plans.spend.refused.not_rf': 'Paket ger bara licens för royaltyfria filer',
  'plans.spend.refused.media': 'Det här paketet täcker inte den här typen av fil',
  'plans.spend.refused.tier': 'Essentials-paket täcker bara Essentials-filer',
  'plans.spend.refused.agreement': 'Den här filen ingår inte i det här avtalet',
  'plans.spend.refused.not_delivered':
    'Inte levererad för det här avtalet, eller så har nedladdningsfristen gått ut',
  'plans.spend.refused.not_enough': 'Det finns inte tillräckligt kvar i det här paketet',
  'plans.spend.extended':
    'Lägg till utökad licens: {credits, plural, one {# kredit till} other {# krediter till}}',
  'plans.spend.projectCode': 'Projektkod',
  'plans.spend.projectCodeHint': 'Krävs när avtalet kräver en',
  'plans.spend.note': 'Anteckning (valfritt)',
  'plans.spend.optional': '(valfritt)',
  'plans.spend.submit': 'Licensiera med mitt paket',
  'plans.spend.confirmTitle': 'Bekräfta din licens',
  'plans.spend.confirmBody': 'Licensiera ”{title}” med {plan}?',
  'plans.spend.confirm': 'Bekräfta och licensiera',
  'plans.spend.back': 'Tillbaka till filen',
  'plans.spend.licensedTitle': 'Licensierad',
  'plans.spend.licensedBody': '”{title}” är nu licensierad till dig.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# nedladdning} other {# nedladdningar}} kvar i {plan}.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# kredit} other {# krediter}} kvar i {plan}.',
  'plans.spend.download': 'Ladda ner filen',
  'plans.spend.held': 'Du har redan en licens för den här filen: ladda ner den igen utan kostnad.',
  'plans.spend.getPlan': 'Ladda ner det du behöver med ett paket.',
  'plans.spend.seePlans': 'Se prenumerationer',
  'plans.spend.seeCredits': 'Köp krediter',
  'plans.spend.noneUsable': 'Inget av dina paket täcker den här filen.',
  'plans.spend.useBy':
    'När ditt paket upphör förlorar en nedladdning som inte har använts i ett projekt inom {days} dagar sin licens.',
  'plans.spend.yourPlans': 'Dina paket',
  'plans.pricing.title': 'Planer och priser',
  'plans.pricing.intro':
    'Betala för bilder och video som du arbetar: krediter när du behöver dem, ett abonnemang för löpande arbete eller ett paket med nedladdningar.',
  'plans.pricing.rates':
    'Priser i {currency}, omräknade från amerikanska dollar till växelkurserna den {date}.',
  'plans.pricing.priceUnavailable': 'Priset är inte tillgängligt',
  'plans.pricing.addToCart': 'Lägg i varukorgen',
  'plans.pricing.viewPlan': 'Visa planen',
  'plans.pricing.back': 'Alla planer och priser',
  'plans.pricing.credits.title': 'Kreditpaket',
  'plans.pricing.credits.intro':
    'Betala en gång och använd krediterna på valfri royaltyfri bild eller video.',
  'plans.pricing.perCredit': '{price} per kredit',
  'plans.pricing.subscriptions.title': 'Abonnemang',
  'plans.pricing.subscriptions.intro':
    'Ett antal nedladdningar varje månad. Betala per månad, eller betala en gång för ett år och för över oanvända nedladdningar inom året.',
  'plans.pricing.term.legend': 'Fakturering',
  'plans.pricing.term.monthly': 'Månadsvis',
  'plans.pricing.term.annual': 'Årsvis',
  'plans.pricing.perMonth': '{price} i månaden',
  'plans.pricing.perYear': '{price} om året',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'Signature plus-planer omfattar alla royaltyfria bilder och videor.',
  'plans.pricing.imagePacks.title': 'Bildpaket',
  'plans.pricing.imagePacks.intro': 'Ett antal nedladdningar i en storlek, betalt en gång.',
  'plans.pricing.custom.title': 'Skräddarsydd media',
  'plans.pricing.custom.intro':
    'Skicka oss uppdragsbeskrivningar så skapar vi exklusiva bilder och videor åt dig.',
  'plans.pricing.premium.title': 'Premium Access-avtal',
  'plans.pricing.premium.intro':
    'Årsavtal för företag, vart och ett med ett tak för nedladdningar under året.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'liten',
  'plans.pricing.size.medium': 'medel',
  'plans.pricing.size.high': 'hög upplösning',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redaktionellt abonnemang',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Skräddarsydd media',
  'plans.pricing.credits': '{count, plural, one {# kredit} other {# krediter}}',
  'plans.pricing.imagePack': '{count, plural, one {# bild} other {# bilder}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# nedladdning i månaden} other {# nedladdningar i månaden}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# nedladdning om året} other {# nedladdningar om året}}',
  'plans.pricing.customAssets': '{count, plural, one {# exklusivt material} other {# exklusiva material}}',
  'plans.pricing.faq.title': 'Frågor om planerna',
  'plans.pricing.faq.cancel.q': 'Kan jag säga upp ett abonnemang?',
  'plans.pricing.faq.cancel.a':
    'Ja, när som helst. En månadsplan gäller till slutet av den betalda månaden. En årsplan slutar förnyas och gäller till slutet av sitt år; det finns ingen avgift för förtida uppsägning och ingen återbetalning av ett påbörjat år.',
  'plans.pricing.faq.rollover.q': 'Vad händer med nedladdningar jag inte använder?',
  'plans.pricing.faq.rollover.a':
    'På en årsplan förs oanvända månatliga nedladdningar över inom året, inte till nästa år.',
  'plans.pricing.faq.expiry.q': 'Går krediter och bildpaket ut?',
  'plans.pricing.faq.expiry.a':
    'Nej, inte så länge du loggar in minst en gång om året. Ett oanvänt paket kan återbetalas inom {days} dagar.',
  'plans.pricing.faq.licence.q': 'Hur länge kan jag använda en nedladdning från ett abonnemang?',
  'plans.pricing.faq.licence.a':
    'En nedladdning som inte används i ett projekt inom {days} dagar efter planens slut förlorar sin licens.',
  'plans.pricing.faq.payment.q': 'Vad händer om en förnyelsebetalning misslyckas?',
  'plans.pricing.faq.payment.a': 'Den görs om {count} gånger under {days} dagar, sedan upphör planen.',
  'plans.pricing.faq.tax.q': 'Ingår moms och skatt i priserna?',
  'plans.terms.title': 'Åtagande och uppsägning',
  'plans.terms.includes': 'Vad som ingår',
  'plans.terms.commitment': 'Totalt åtagande',
  'plans.terms.cancellation': 'Uppsägning',
  'plans.terms.refund': 'Återbetalning',
  'plans.terms.renewal': 'Förnyelse',
  'plans.terms.monthly.commitment':
    '{price}, debiteras varje månad. Inget åtagande utöver den betalda månaden.',
  'plans.terms.monthly.cancel': 'Säg upp när som helst: planen gäller till slutet av den betalda månaden.',
  'plans.terms.annual.commitment':
    '{price}, en betalning för {months} månader. Förnyas varje år om du inte säger upp den.',
  'plans.terms.annual.cancel':
    'Säg upp när som helst: det stoppar nästa förnyelse och planen gäller till slutet av året. Ingen avgift för förtida uppsägning och ingen återbetalning av ett påbörjat år.',
  'plans.terms.annual.notice': 'Vi mejlar dig {days} dagar före varje förnyelse.',
  'plans.terms.retries':
    'En misslyckad förnyelsebetalning görs om {count} gånger under {days} dagar, sedan upphör planen.',
  'plans.terms.pack.commitment': '{price}, en betalning.',
  'plans.terms.pack.refund': 'Ett oanvänt paket kan återbetalas inom {days} dagar.',
  'plans.terms.pack.expiry': 'Går aldrig ut så länge du loggar in minst en gång om året.',
  'plans.terms.credits.expiry': 'Krediter går aldrig ut så länge du loggar in minst en gång om året.',
  'plans.terms.tier.essentials': 'Endast Essentials-bilder (icke-exklusiva).',
  'plans.terms.tier.signature': 'Alla royaltyfria bilder.',
  'plans.terms.tier.signatureplus': 'Alla royaltyfria bilder och videor.',
  'plans.terms.rollover': 'Oanvända månatliga nedladdningar förs över inom året (inte till nästa år).',
  'plans.terms.useBy':
    'En nedladdning som inte används i ett projekt inom {days} dagar efter planens slut förlorar sin licens.',
  'plans.terms.costs': 'Vad ett material kostar',
  'plans.terms.cost.essentialsImage': 'Essentials-bild',
  'plans.terms.cost.signatureImage': 'Signature-bild',
  'plans.terms.cost.essentialsVideo': 'Essentials-video',
  'plans.terms.cost.signatureVideo': 'Signature-video',
  'plans.terms.cost.extended': 'Utökad licens',
  'plans.terms.cost.extendedCredits': '+{image} för en bild, +{video} för en video',
  'plans.terms.cap': 'Upp till {count, plural, one {# nedladdning} other {# nedladdningar}} om året.',
  'plans.terms.projectCode': 'Varje nedladdning kräver en projektkod.',
  'plans.terms.overage': 'Nedladdningar över taket debiteras med {price} styck vid nästa förnyelse.',
  'plans.terms.custom.delivery':
    'Varje material som skapas åt dig kan laddas ned i {days} dagar efter leverans.',
  'plans.terms.tax':
    'Priserna är exklusive skatt; skatten läggs till i kassan utifrån ditt faktureringsland.',
};

export default messages;
