import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Pakker og priser',
  'plans.spend.title': 'Bruk pakken din',
  'plans.spend.usesDownloads':
    'Bruker {units, plural, one {# nedlasting} other {# nedlastinger}} av dine {available, number}',
  'plans.spend.usesCredits':
    'Bruker {units, plural, one {# kreditt} other {# kreditter}} av dine {available, number}',
  'plans.spend.overage': 'Over nedlastingsgrensen: faktureres ved neste fornyelse',
  'plans.spend.refused.not_rf': 'Pakker gir bare lisens til royaltyfrie filer',
  'plans.spend.refused.media': 'Denne pakken dekker ikke denne typen fil',
  'plans.spend.refused.tier': 'Essentials-pakker dekker bare Essentials-filer',
  'plans.spend.refused.agreement': 'Denne filen er ikke en del av denne avtalen',
  'plans.spend.refused.not_delivered': 'Ikke levert for denne avtalen, eller nedlastingsfristen er passert',
  'plans.spend.refused.not_enough': 'Det er ikke nok igjen på denne pakken',
  'plans.spend.extended':
    'Legg til utvidet lisens: {credits, plural, one {# kreditt til} other {# kreditter til}}',
  'plans.spend.projectCode': 'Prosjektkode',
  'plans.spend.projectCodeHint': 'Påkrevd når avtalen krever det',
  'plans.spend.note': 'Notat (valgfritt)',
  'plans.spend.optional': '(valgfritt)',
  'plans.spend.submit': 'Lisensier med pakken min',
  'plans.spend.confirmTitle': 'Bekreft lisensen',
  'plans.spend.confirmBody': 'Lisensiere «{title}» med {plan}?',
  'plans.spend.confirm': 'Bekreft og lisensier',
  'plans.spend.back': 'Tilbake til filen',
  'plans.spend.licensedTitle': 'Lisensiert',
  'plans.spend.licensedBody': '«{title}» er nå lisensiert til deg.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# nedlasting} other {# nedlastinger}} igjen på {plan}.',
  'plans.spend.remainingCredits': '{remaining, plural, one {# kreditt} other {# kreditter}} igjen på {plan}.',
  'plans.spend.download': 'Last ned filen',
  'plans.spend.held': 'Du har allerede en lisens for denne filen: last den ned igjen uten kostnad.',
  'plans.spend.getPlan': 'Last ned det du trenger, med en pakke.',
  'plans.spend.seePlans': 'Se abonnementer',
  'plans.spend.seeCredits': 'Kjøp kreditter',
  'plans.spend.noneUsable': 'Ingen av pakkene dine dekker denne filen.',
  'plans.spend.useBy':
    'Når pakken din utløper, mister en nedlasting som ikke er brukt i et prosjekt innen {days} dager, lisensen sin.',
  'plans.spend.yourPlans': 'Pakkene dine',
};

export default messages;
