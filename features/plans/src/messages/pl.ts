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
  'plans.pricing.title': 'Plany i ceny',
  'plans.pricing.intro':
    'Płać za zdjęcia i wideo tak, jak pracujesz: kredyty, kiedy ich potrzebujesz, subskrypcja do stałej pracy albo pakiet pobrań.',
  'plans.pricing.rates': 'Ceny w {currency}, przeliczone z dolarów amerykańskich po kursach z {date}.',
  'plans.pricing.priceUnavailable': 'Cena niedostępna',
  'plans.pricing.addToCart': 'Dodaj do koszyka',
  'plans.pricing.viewPlan': 'Zobacz plan',
  'plans.pricing.back': 'Wszystkie plany i ceny',
  'plans.pricing.credits.title': 'Pakiety kredytów',
  'plans.pricing.credits.intro':
    'Zapłać raz i wykorzystaj kredyty na dowolne zdjęcie lub wideo royalty-free.',
  'plans.pricing.perCredit': '{price} za kredyt',
  'plans.pricing.subscriptions.title': 'Subskrypcje',
  'plans.pricing.subscriptions.intro':
    'Określona liczba pobrań co miesiąc. Płać co miesiąc albo raz za rok i przenoś niewykorzystane pobrania w ramach roku.',
  'plans.pricing.term.legend': 'Rozliczenie',
  'plans.pricing.term.monthly': 'Miesięcznie',
  'plans.pricing.term.annual': 'Rocznie',
  'plans.pricing.perMonth': '{price} miesięcznie',
  'plans.pricing.perYear': '{price} rocznie',
  'plans.pricing.video.title': 'Premium plus wideo',
  'plans.pricing.video.intro': 'Plany Signature plus obejmują wszystkie zdjęcia i filmy royalty-free.',
  'plans.pricing.imagePacks.title': 'Pakiety zdjęć',
  'plans.pricing.imagePacks.intro': 'Określona liczba pobrań w jednym rozmiarze, płatne raz.',
  'plans.pricing.custom.title': 'Materiały na zamówienie',
  'plans.pricing.custom.intro': 'Przyślij nam briefy, a stworzymy dla Ciebie ekskluzywne zdjęcia i filmy.',
  'plans.pricing.premium.title': 'Umowy Premium Access',
  'plans.pricing.premium.intro': 'Roczne umowy dla firm, każda z limitem pobrań na rok.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus wideo',
  'plans.pricing.size.small': 'mały rozmiar',
  'plans.pricing.size.medium': 'średni rozmiar',
  'plans.pricing.size.high': 'wysoka rozdzielczość',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Subskrypcja redakcyjna',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Materiały na zamówienie',
  'plans.pricing.credits':
    '{count, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}}',
  'plans.pricing.imagePack':
    '{count, plural, one {# zdjęcie} few {# zdjęcia} many {# zdjęć} other {# zdjęcia}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# pobranie miesięcznie} few {# pobrania miesięcznie} many {# pobrań miesięcznie} other {# pobrania miesięcznie}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# pobranie rocznie} few {# pobrania rocznie} many {# pobrań rocznie} other {# pobrania rocznie}}',
  'plans.pricing.customAssets':
    '{count, plural, one {# materiał na wyłączność} few {# materiały na wyłączność} many {# materiałów na wyłączność} other {# materiału na wyłączność}}',
  'plans.pricing.faq.title': 'Pytania o plany',
  'plans.pricing.faq.cancel.q': 'Czy mogę anulować subskrypcję?',
  'plans.pricing.faq.cancel.a':
    'Tak, w każdej chwili. Plan miesięczny trwa do końca opłaconego miesiąca. Plan roczny przestaje się odnawiać i trwa do końca swojego roku; nie ma opłaty za wcześniejsze zakończenie ani zwrotu za rozpoczęty rok.',
  'plans.pricing.faq.rollover.q': 'Co się dzieje z niewykorzystanymi pobraniami?',
  'plans.pricing.faq.rollover.a':
    'W planie rocznym niewykorzystane miesięczne pobrania przechodzą na kolejne miesiące w ramach roku, ale nie na następny rok.',
  'plans.pricing.faq.expiry.q': 'Czy kredyty i pakiety zdjęć wygasają?',
  'plans.pricing.faq.expiry.a':
    'Nie, dopóki logujesz się co najmniej raz w roku. Niewykorzystany pakiet można zwrócić w ciągu {days} dni.',
  'plans.pricing.faq.licence.q': 'Jak długo mogę korzystać z pobrania z subskrypcji?',
  'plans.pricing.faq.licence.a':
    'Pobranie, które nie zostanie użyte w projekcie w ciągu {days} dni od końca planu, traci licencję.',
  'plans.pricing.faq.payment.q': 'Co jeśli płatność za odnowienie się nie powiedzie?',
  'plans.pricing.faq.payment.a': 'Zostanie ponowiona {count} razy w ciągu {days} dni, a potem plan wygaśnie.',
  'plans.pricing.faq.tax.q': 'Czy ceny zawierają podatek?',
  'plans.terms.title': 'Zobowiązanie i anulowanie',
  'plans.terms.includes': 'Co obejmuje',
  'plans.terms.commitment': 'Całkowite zobowiązanie',
  'plans.terms.cancellation': 'Anulowanie',
  'plans.terms.refund': 'Zwrot',
  'plans.terms.renewal': 'Odnowienie',
  'plans.terms.monthly.commitment':
    '{price}, pobierane co miesiąc. Brak zobowiązań poza opłaconym miesiącem.',
  'plans.terms.monthly.cancel': 'Anuluj w każdej chwili: plan trwa do końca opłaconego miesiąca.',
  'plans.terms.annual.commitment':
    '{price}, jedna płatność za {months} mies. Odnawia się co roku, chyba że anulujesz.',
  'plans.terms.annual.cancel':
    'Anuluj w każdej chwili: to zatrzymuje następne odnowienie, a plan trwa do końca roku. Bez opłaty za wcześniejsze zakończenie i bez zwrotu za rozpoczęty rok.',
  'plans.terms.annual.notice': 'Wysyłamy wiadomość {days} dni przed każdym odnowieniem.',
  'plans.terms.retries':
    'Nieudana płatność za odnowienie jest ponawiana {count} razy w ciągu {days} dni, a potem plan wygasa.',
  'plans.terms.pack.commitment': '{price}, jedna płatność.',
  'plans.terms.pack.refund': 'Niewykorzystany pakiet można zwrócić w ciągu {days} dni.',
  'plans.terms.pack.expiry': 'Nie wygasa, dopóki logujesz się co najmniej raz w roku.',
  'plans.terms.credits.expiry': 'Kredyty nie wygasają, dopóki logujesz się co najmniej raz w roku.',
  'plans.terms.tier.essentials': 'Tylko zdjęcia Essentials (niewyłączne).',
  'plans.terms.tier.signature': 'Wszystkie zdjęcia royalty-free.',
  'plans.terms.tier.signatureplus': 'Wszystkie zdjęcia i filmy royalty-free.',
  'plans.terms.rollover':
    'Niewykorzystane miesięczne pobrania przechodzą dalej w ramach roku (nie na następny rok).',
  'plans.terms.useBy':
    'Pobranie, które nie zostanie użyte w projekcie w ciągu {days} dni od końca planu, traci licencję.',
  'plans.terms.costs': 'Ile kosztuje materiał',
  'plans.terms.cost.essentialsImage': 'Zdjęcie Essentials',
  'plans.terms.cost.signatureImage': 'Zdjęcie Signature',
  'plans.terms.cost.essentialsVideo': 'Wideo Essentials',
  'plans.terms.cost.signatureVideo': 'Wideo Signature',
  'plans.terms.cost.extended': 'Licencja rozszerzona',
  'plans.terms.cost.extendedCredits': '+{image} za zdjęcie, +{video} za wideo',
  'plans.terms.cap':
    'Do {count, plural, one {# pobrania} few {# pobrań} many {# pobrań} other {# pobrania}} rocznie.',
  'plans.terms.projectCode': 'Każde pobranie wymaga kodu projektu.',
  'plans.terms.overage':
    'Pobrania ponad limit kosztują {price} za sztukę i są doliczane przy następnym odnowieniu.',
  'plans.terms.custom.delivery':
    'Każdy materiał stworzony dla Ciebie można pobierać przez {days} dni od dostarczenia.',
  'plans.terms.tax':
    'Ceny nie zawierają podatku; podatek jest doliczany przy kasie według kraju rozliczenia.',
};

export default messages;
