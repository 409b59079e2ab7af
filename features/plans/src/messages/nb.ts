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
  'plans.pricing.title': 'Planer og priser',
  'plans.pricing.intro':
    'Betal for bilder og video slik du jobber: kreditter når du trenger dem, et abonnement for jevnlig arbeid eller en pakke nedlastinger.',
  'plans.pricing.rates': 'Priser i {currency}, regnet om fra amerikanske dollar etter valutakursene {date}.',
  'plans.pricing.priceUnavailable': 'Prisen er ikke tilgjengelig',
  'plans.pricing.addToCart': 'Legg i handlekurven',
  'plans.pricing.viewPlan': 'Se planen',
  'plans.pricing.back': 'Alle planer og priser',
  'plans.pricing.credits.title': 'Kredittpakker',
  'plans.pricing.credits.intro':
    'Betal én gang og bruk kredittene på hvilket som helst royaltyfritt bilde eller video.',
  'plans.pricing.perCredit': '{price} per kreditt',
  'plans.pricing.subscriptions.title': 'Abonnementer',
  'plans.pricing.subscriptions.intro':
    'Et antall nedlastinger hver måned. Betal månedlig, eller betal én gang for et år og overfør ubrukte nedlastinger innenfor året.',
  'plans.pricing.term.legend': 'Fakturering',
  'plans.pricing.term.monthly': 'Månedlig',
  'plans.pricing.term.annual': 'Årlig',
  'plans.pricing.perMonth': '{price} i måneden',
  'plans.pricing.perYear': '{price} i året',
  'plans.pricing.video.title': 'Premium pluss video',
  'plans.pricing.video.intro': 'Signature plus-planer dekker alle royaltyfrie bilder og videoer.',
  'plans.pricing.imagePacks.title': 'Bildepakker',
  'plans.pricing.imagePacks.intro': 'Et antall nedlastinger i én størrelse, betalt én gang.',
  'plans.pricing.custom.title': 'Skreddersydde medier',
  'plans.pricing.custom.intro':
    'Send oss oppdragsbeskrivelser, så lager vi eksklusive bilder og videoer for deg.',
  'plans.pricing.premium.title': 'Premium Access-avtaler',
  'plans.pricing.premium.intro': 'Årsavtaler for bedrifter, hver med et tak på nedlastinger for året.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature pluss video',
  'plans.pricing.size.small': 'liten',
  'plans.pricing.size.medium': 'middels',
  'plans.pricing.size.high': 'høy oppløsning',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redaksjonelt abonnement',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Skreddersydde medier',
  'plans.pricing.credits': '{count, plural, one {# kreditt} other {# kreditter}}',
  'plans.pricing.imagePack': '{count, plural, one {# bilde} other {# bilder}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# nedlasting i måneden} other {# nedlastinger i måneden}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# nedlasting i året} other {# nedlastinger i året}}',
  'plans.pricing.customAssets': '{count, plural, one {# eksklusivt innhold} other {# eksklusive innhold}}',
  'plans.pricing.faq.title': 'Spørsmål om planene',
  'plans.pricing.faq.cancel.q': 'Kan jeg si opp et abonnement?',
  'plans.pricing.faq.cancel.a':
    'Ja, når som helst. En månedsplan varer til slutten av den betalte måneden. En årsplan slutter å fornye seg og varer til slutten av sitt år; det er ingen gebyr for tidlig oppsigelse og ingen refusjon av et påbegynt år.',
  'plans.pricing.faq.rollover.q': 'Hva skjer med nedlastinger jeg ikke bruker?',
  'plans.pricing.faq.rollover.a':
    'På en årsplan overføres ubrukte månedlige nedlastinger innenfor året, ikke til neste år.',
  'plans.pricing.faq.expiry.q': 'Utløper kreditter og bildepakker?',
  'plans.pricing.faq.expiry.a':
    'Nei, ikke så lenge du logger inn minst én gang i året. En ubrukt pakke kan refunderes innen {days} dager.',
  'plans.pricing.faq.licence.q': 'Hvor lenge kan jeg bruke en nedlasting fra et abonnement?',
  'plans.pricing.faq.licence.a':
    'En nedlasting som ikke brukes i et prosjekt innen {days} dager etter at planen er slutt, mister lisensen sin.',
  'plans.pricing.faq.payment.q': 'Hva om en fornyelsesbetaling mislykkes?',
  'plans.pricing.faq.payment.a':
    'Den prøves på nytt {count} ganger over {days} dager, deretter opphører planen.',
  'plans.pricing.faq.tax.q': 'Er prisene inkludert skatt?',
  'plans.terms.title': 'Forpliktelse og oppsigelse',
  'plans.terms.includes': 'Hva som er inkludert',
  'plans.terms.commitment': 'Samlet forpliktelse',
  'plans.terms.cancellation': 'Oppsigelse',
  'plans.terms.refund': 'Refusjon',
  'plans.terms.renewal': 'Fornyelse',
  'plans.terms.monthly.commitment':
    '{price}, belastes hver måned. Ingen forpliktelse utover den betalte måneden.',
  'plans.terms.monthly.cancel': 'Si opp når som helst: planen varer til slutten av den betalte måneden.',
  'plans.terms.annual.commitment':
    '{price}, én betaling for {months} måneder. Fornyes hvert år med mindre du sier opp.',
  'plans.terms.annual.cancel':
    'Si opp når som helst: det stopper neste fornyelse, og planen varer til slutten av året. Ingen gebyr for tidlig oppsigelse og ingen refusjon av et påbegynt år.',
  'plans.terms.annual.notice': 'Vi sender deg e-post {days} dager før hver fornyelse.',
  'plans.terms.retries':
    'En mislykket fornyelsesbetaling prøves på nytt {count} ganger over {days} dager, deretter opphører planen.',
  'plans.terms.pack.commitment': '{price}, én betaling.',
  'plans.terms.pack.refund': 'En ubrukt pakke kan refunderes innen {days} dager.',
  'plans.terms.pack.expiry': 'Utløper aldri så lenge du logger inn minst én gang i året.',
  'plans.terms.credits.expiry': 'Kreditter utløper aldri så lenge du logger inn minst én gang i året.',
  'plans.terms.tier.essentials': 'Bare Essentials-bilder (ikke-eksklusive).',
  'plans.terms.tier.signature': 'Alle royaltyfrie bilder.',
  'plans.terms.tier.signatureplus': 'Alle royaltyfrie bilder og videoer.',
  'plans.terms.rollover': 'Ubrukte månedlige nedlastinger overføres innenfor året (ikke til neste år).',
  'plans.terms.useBy':
    'En nedlasting som ikke brukes i et prosjekt innen {days} dager etter at planen er slutt, mister lisensen sin.',
  'plans.terms.costs': 'Hva innhold koster',
  'plans.terms.cost.essentialsImage': 'Essentials-bilde',
  'plans.terms.cost.signatureImage': 'Signature-bilde',
  'plans.terms.cost.essentialsVideo': 'Essentials-video',
  'plans.terms.cost.signatureVideo': 'Signature-video',
  'plans.terms.cost.extended': 'Utvidet lisens',
  'plans.terms.cost.extendedCredits': '+{image} for et bilde, +{video} for en video',
  'plans.terms.cap': 'Opptil {count, plural, one {# nedlasting} other {# nedlastinger}} i året.',
  'plans.terms.projectCode': 'Hver nedlasting krever en prosjektkode.',
  'plans.terms.overage': 'Nedlastinger over taket koster {price} per stykk og belastes ved neste fornyelse.',
  'plans.terms.custom.delivery':
    'Alt innhold som lages for deg, kan lastes ned i {days} dager etter levering.',
  'plans.terms.tax': 'Prisene er uten skatt; skatten legges til i kassen etter faktureringslandet ditt.',
};

export default messages;
