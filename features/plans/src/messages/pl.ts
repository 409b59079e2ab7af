import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Plany i ceny',
  'plans.spend.title': 'Użyj planu',
  'plans.spend.usesDownloads':
    'Wykorzystuje {units, plural, one {# pobranie} few {# pobrania} many {# pobrań} other {# pobrania}} z dostępnych {available, number}',
  'plans.spend.usesCredits':
    'Wykorzystuje {units, plural, one {# kredyt} few {# kredyty} many {# kredytów} other {# kredytu}} z dostępnych {available, number}',
  'plans.spend.overage': 'Powyżej limitu pobrań: opłata przy następnym odnowieniu',
  'plans.spend.refused.not_rf': 'Plany obejmują wyłącznie pliki bez tantiem',
  'plans.spend.refused.media': 'Ten plan nie obejmuje tego rodzaju plików',
  'plans.spend.refused.tier': 'Plany Essentials obejmują tylko pliki Essentials',
  'plans.spend.refused.agreement': 'Ten plik nie należy do tej umowy',
  'plans.spend.refused.not_delivered': 'Niedostarczony w ramach tej umowy lub po terminie pobrania',
  'plans.spend.refused.not_enough': 'Na tym planie zostało za mało',
  'plans.spend.extended':
    'Dodaj licencję rozszerzoną: {credits, plural, one {o # kredyt więcej} few {o # kredyty więcej} many {o # kredytów więcej} other {o # kredytu więcej}}',
  'plans.spend.projectCode': 'Kod projektu',
  'plans.spend.projectCodeHint': 'Wymagany, jeśli umowa tego wymaga',
  'plans.spend.note': 'Notatka (opcjonalnie)',
  'plans.spend.optional': '(opcjonalnie)',
  'plans.spend.submit': 'Licencjonuj w ramach mojego planu',
  'plans.spend.confirmTitle': 'Potwierdź licencję',
  'plans.spend.confirmBody': 'Licencjonować „{title}” w ramach {plan}?',
  'plans.spend.confirm': 'Potwierdź i licencjonuj',
  'plans.spend.back': 'Wróć do pliku',
  'plans.spend.licensedTitle': 'Licencja udzielona',
  'plans.spend.licensedBody': 'Masz licencję na „{title}”.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {Zostało # pobranie} few {Zostały # pobrania} many {Zostało # pobrań} other {Zostało # pobrania}} w {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {Został # kredyt} few {Zostały # kredyty} many {Zostało # kredytów} other {Zostało # kredytu}} w {plan}.',
  'plans.spend.download': 'Pobierz plik',
  'plans.spend.held': 'Masz już licencję na ten plik: pobierz go ponownie bez opłat.',
  'plans.spend.getPlan': 'Pobieraj to, czego potrzebujesz, w ramach planu.',
  'plans.spend.seePlans': 'Zobacz subskrypcje',
  'plans.spend.seeCredits': 'Kup kredyty',
  'plans.spend.noneUsable': 'Żaden z Twoich planów nie obejmuje tego pliku.',
  'plans.spend.useBy':
    'Po zakończeniu planu pobranie niewykorzystane w projekcie w ciągu {days} dni traci licencję.',
  'plans.spend.yourPlans': 'Twoje plany',
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
