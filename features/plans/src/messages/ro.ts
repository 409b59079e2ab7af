import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Planuri și prețuri',
  'plans.spend.title': 'Folosiți planul',
  'plans.spend.usesDownloads':
    'Consumă {units, plural, one {# descărcare} few {# descărcări} other {# de descărcări}} din cele {available, number} disponibile',
  'plans.spend.usesCredits':
    'Consumă {units, plural, one {# credit} few {# credite} other {# de credite}} din cele {available, number} disponibile',
  'plans.spend.overage': 'Peste limita de descărcări: se facturează la următoarea reînnoire',
  'plans.spend.refused.not_rf': 'Planurile licențiază doar fișiere fără redevențe',
  'plans.spend.refused.media': 'Acest plan nu acoperă acest tip de fișier',
  'plans.spend.refused.tier': 'Planurile Essentials acoperă doar fișiere Essentials',
  'plans.spend.refused.agreement': 'Acest fișier nu face parte din acest contract',
  'plans.spend.refused.not_delivered': 'Nelivrat pentru acest contract sau după termenul de descărcare',
  'plans.spend.refused.not_enough': 'Nu a rămas suficient în acest plan',
  'plans.spend.extended':
    'Adăugați licența extinsă: {credits, plural, one {încă # credit} few {încă # credite} other {încă # de credite}}',
  'plans.spend.projectCode': 'Cod de proiect',
  'plans.spend.projectCodeHint': 'Obligatoriu când contractul îl cere',
  'plans.spend.note': 'Notă (opțional)',
  'plans.spend.optional': '(opțional)',
  'plans.spend.submit': 'Licențiați cu planul meu',
  'plans.spend.confirmTitle': 'Confirmați licența',
  'plans.spend.confirmBody': 'Licențiați „{title}” cu {plan}?',
  'plans.spend.confirm': 'Confirmați și licențiați',
  'plans.spend.back': 'Înapoi la fișier',
  'plans.spend.licensedTitle': 'Licențiat',
  'plans.spend.licensedBody': 'Aveți acum licență pentru „{title}”.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {A rămas # descărcare} few {Au rămas # descărcări} other {Au rămas # de descărcări}} în {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {A rămas # credit} few {Au rămas # credite} other {Au rămas # de credite}} în {plan}.',
  'plans.spend.download': 'Descărcați fișierul',
  'plans.spend.held': 'Dețineți deja o licență pentru acest fișier: descărcați-l din nou fără cost.',
  'plans.spend.getPlan': 'Descărcați ce vă trebuie cu un plan.',
  'plans.spend.seePlans': 'Vedeți abonamentele',
  'plans.spend.seeCredits': 'Cumpărați credite',
  'plans.spend.noneUsable': 'Niciunul dintre planurile dumneavoastră nu acoperă acest fișier.',
  'plans.spend.useBy':
    'Când planul se încheie, o descărcare nefolosită într-un proiect în {days} zile își pierde licența.',
  'plans.spend.yourPlans': 'Planurile dumneavoastră',
};

export default messages;
