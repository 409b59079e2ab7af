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
};

export default messages;
