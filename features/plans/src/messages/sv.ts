import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  'plans.spend.usesDownloads':
    'Uses {units, plural, one {# download} other {# downloads}} of your {available, number}',
  'plans.spend.usesCredits':
    'Uses {units, plural, one {# credit} other {# credits}} of your {available, number}',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} left on {plan}.',
  'plans.spend.useBy':
    'When your plan ends, a download not used in a project within {days} days loses its license.',
  'plans.spend.title': 'Use your plan',
  'plans.spend.overage': 'Past your download cap: billed with your next renewal',
  'plans.spend.refused.not_rf': 'Plans license royalty-free assets only',
  'plans.spend.refused.media': 'This plan does not cover this kind of asset',
  'plans.spend.refused.tier': 'Essentials plans cover essentials assets only',
  'plans.spend.refused.agreement': 'This asset is not part of this agreement',
  'plans.spend.refused.not_delivered': 'Not delivered for this agreement, or past its download deadline',
  'plans.spend.refused.not_enough': 'Not enough left on this plan',
  'plans.spend.extended':
    'Add the extended license: {credits, plural, one {# more credit} other {# more credits}}',
  'plans.spend.projectCode': 'Project code',
  'plans.spend.projectCodeHint': 'Required when the agreement asks for one',
  'plans.spend.note': 'Note (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'License with my plan',
  'plans.spend.confirmTitle': 'Confirm your license',
  'plans.spend.confirmBody': 'License “{title}” with {plan}?',
  'plans.spend.confirm': 'Confirm and license',
  'plans.spend.back': 'Back to the asset',
  'plans.spend.licensedTitle': 'Licensed',
  'plans.spend.licensedBody': '“{title}” is licensed to you.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# credit} other {# credits}} left on {plan}.',
  'plans.spend.download': 'Download the file',
  'plans.spend.held': 'You hold a license for this asset: download it again at no cost.',
  'plans.spend.getPlan': 'Download what you need on a plan.',
  'plans.spend.seePlans': 'See subscriptions',
  'plans.spend.seeCredits': 'Buy credits',
  'plans.spend.noneUsable': 'None of your plans covers this asset.',
  'plans.spend.yourPlans': 'Your plans',
  // Plans and pricing pages, plan pages and their terms (brief H1).
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
