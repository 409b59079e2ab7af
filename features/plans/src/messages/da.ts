import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plans and pricing',
  // Plans and pricing pages, plan pages and their terms (brief H1).
  'plans.pricing.title': 'Planer og priser',
  'plans.pricing.intro':
    'Betal for billeder og video, som du arbejder: kreditter, når du har brug for dem, et abonnement til fast arbejde eller en pakke downloads.',
  'plans.pricing.rates':
    'Priser i {currency}, omregnet fra amerikanske dollar til valutakurserne den {date}.',
  'plans.pricing.priceUnavailable': 'Prisen er ikke tilgængelig',
  'plans.pricing.addToCart': 'Læg i kurven',
  'plans.pricing.viewPlan': 'Se planen',
  'plans.pricing.back': 'Alle planer og priser',
  'plans.pricing.credits.title': 'Kreditpakker',
  'plans.pricing.credits.intro':
    'Betal én gang, og brug kreditterne på ethvert royaltyfrit billede eller video.',
  'plans.pricing.perCredit': '{price} pr. kredit',
  'plans.pricing.subscriptions.title': 'Abonnementer',
  'plans.pricing.subscriptions.intro':
    'Et antal downloads hver måned. Betal månedligt, eller betal én gang for et år og overfør ubrugte downloads inden for året.',
  'plans.pricing.term.legend': 'Fakturering',
  'plans.pricing.term.monthly': 'Månedligt',
  'plans.pricing.term.annual': 'Årligt',
  'plans.pricing.perMonth': '{price} om måneden',
  'plans.pricing.perYear': '{price} om året',
  'plans.pricing.video.title': 'Premium plus video',
  'plans.pricing.video.intro': 'Signature plus-planer dækker alle royaltyfri billeder og videoer.',
  'plans.pricing.imagePacks.title': 'Billedpakker',
  'plans.pricing.imagePacks.intro': 'Et antal downloads i én størrelse, betalt én gang.',
  'plans.pricing.custom.title': 'Skræddersyede medier',
  'plans.pricing.custom.intro': 'Send os dine briefs, så skaber vi eksklusive billeder og videoer til dig.',
  'plans.pricing.premium.title': 'Premium Access-aftaler',
  'plans.pricing.premium.intro': 'Årsaftaler for virksomheder, hver med et loft over downloads for året.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus video',
  'plans.pricing.size.small': 'lille',
  'plans.pricing.size.medium': 'mellem',
  'plans.pricing.size.high': 'høj opløsning',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Redaktionelt abonnement',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Skræddersyede medier',
  'plans.pricing.credits': '{count, plural, one {# kredit} other {# kreditter}}',
  'plans.pricing.imagePack': '{count, plural, one {# billede} other {# billeder}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# download om måneden} other {# downloads om måneden}}',
  'plans.pricing.downloadsPerYear': '{count, plural, one {# download om året} other {# downloads om året}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# eksklusivt materiale} other {# eksklusive materialer}}',
  'plans.pricing.faq.title': 'Spørgsmål om planerne',
  'plans.pricing.faq.cancel.q': 'Kan jeg opsige et abonnement?',
  'plans.pricing.faq.cancel.a':
    'Ja, når som helst. En månedsplan løber til slutningen af den betalte måned. En årsplan stopper med at forny sig og løber til slutningen af sit år; der er intet gebyr for opsigelse før tid og ingen refusion af et påbegyndt år.',
  'plans.pricing.faq.rollover.q': 'Hvad sker der med downloads, jeg ikke bruger?',
  'plans.pricing.faq.rollover.a':
    'På en årsplan overføres ubrugte månedlige downloads inden for året, ikke til næste år.',
  'plans.pricing.faq.expiry.q': 'Udløber kreditter og billedpakker?',
  'plans.pricing.faq.expiry.a':
    'Nej, ikke så længe du logger ind mindst én gang om året. En ubrugt pakke kan refunderes inden for {days} dage.',
  'plans.pricing.faq.licence.q': 'Hvor længe kan jeg bruge en download fra et abonnement?',
  'plans.pricing.faq.licence.a':
    'En download, der ikke bruges i et projekt inden for {days} dage efter planens ophør, mister sin licens.',
  'plans.pricing.faq.payment.q': 'Hvad hvis en fornyelsesbetaling mislykkes?',
  'plans.pricing.faq.payment.a': 'Den forsøges igen {count} gange over {days} dage, derefter ophører planen.',
  'plans.pricing.faq.tax.q': 'Er priserne inklusive skat?',
  'plans.terms.title': 'Forpligtelse og opsigelse',
  'plans.terms.includes': 'Hvad er inkluderet',
  'plans.terms.commitment': 'Samlet forpligtelse',
  'plans.terms.cancellation': 'Opsigelse',
  'plans.terms.refund': 'Refusion',
  'plans.terms.renewal': 'Fornyelse',
  'plans.terms.monthly.commitment':
    '{price}, opkræves hver måned. Ingen forpligtelse ud over den betalte måned.',
  'plans.terms.monthly.cancel': 'Opsig når som helst: planen løber til slutningen af den betalte måned.',
  'plans.terms.annual.commitment':
    '{price}, én betaling for {months} måneder. Fornyes hvert år, medmindre du opsiger.',
  'plans.terms.annual.cancel':
    'Opsig når som helst: det stopper næste fornyelse, og planen løber til slutningen af året. Intet gebyr for opsigelse før tid og ingen refusion af et påbegyndt år.',
  'plans.terms.annual.notice': 'Vi skriver til dig {days} dage før hver fornyelse.',
  'plans.terms.retries':
    'En mislykket fornyelsesbetaling forsøges igen {count} gange over {days} dage, derefter ophører planen.',
  'plans.terms.pack.commitment': '{price}, én betaling.',
  'plans.terms.pack.refund': 'En ubrugt pakke kan refunderes inden for {days} dage.',
  'plans.terms.pack.expiry': 'Udløber aldrig, så længe du logger ind mindst én gang om året.',
  'plans.terms.credits.expiry': 'Kreditter udløber aldrig, så længe du logger ind mindst én gang om året.',
  'plans.terms.tier.essentials': 'Kun Essentials-billeder (ikke-eksklusive).',
  'plans.terms.tier.signature': 'Alle royaltyfri billeder.',
  'plans.terms.tier.signatureplus': 'Alle royaltyfri billeder og videoer.',
  'plans.terms.rollover': 'Ubrugte månedlige downloads overføres inden for året (ikke til næste år).',
  'plans.terms.useBy':
    'En download, der ikke bruges i et projekt inden for {days} dage efter planens ophør, mister sin licens.',
  'plans.terms.costs': 'Hvad et materiale koster',
  'plans.terms.cost.essentialsImage': 'Essentials-billede',
  'plans.terms.cost.signatureImage': 'Signature-billede',
  'plans.terms.cost.essentialsVideo': 'Essentials-video',
  'plans.terms.cost.signatureVideo': 'Signature-video',
  'plans.terms.cost.extended': 'Udvidet licens',
  'plans.terms.cost.extendedCredits': '+{image} for et billede, +{video} for en video',
  'plans.terms.cap': 'Op til {count, plural, one {# download} other {# downloads}} om året.',
  'plans.terms.projectCode': 'Hver download kræver en projektkode.',
  'plans.terms.overage': 'Downloads over loftet koster {price} stykket og opkræves ved næste fornyelse.',
  'plans.terms.custom.delivery':
    'Hvert materiale, der skabes til dig, kan downloades i {days} dage efter levering.',
  'plans.terms.tax': 'Priserne er uden skat; skatten lægges til ved betalingen ud fra dit faktureringsland.',
};

export default messages;
