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
};

export default messages;
