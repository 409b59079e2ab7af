import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Pakker og priser',
  'plans.spend.title': 'Brug din pakke',
  'plans.spend.usesDownloads':
    'Bruger {units, plural, one {# download} other {# downloads}} af dine {available, number}',
  'plans.spend.usesCredits':
    'Bruger {units, plural, one {# kredit} other {# kreditter}} af dine {available, number}',
  'plans.spend.overage': 'Over dit downloadloft: faktureres ved din næste fornyelse',
  'plans.spend.refused.not_rf': 'Pakker giver kun licens til royaltyfrie filer',
  'plans.spend.refused.media': 'Denne pakke dækker ikke denne type fil',
  'plans.spend.refused.tier': 'Essentials-pakker dækker kun Essentials-filer',
  'plans.spend.refused.agreement': 'Denne fil er ikke en del af denne aftale',
  'plans.spend.refused.not_delivered': 'Ikke leveret til denne aftale, eller downloadfristen er overskredet',
  'plans.spend.refused.not_enough': 'Der er ikke nok tilbage på denne pakke',
  'plans.spend.extended':
    'Tilføj den udvidede licens: {credits, plural, one {# kredit mere} other {# kreditter mere}}',
  'plans.spend.projectCode': 'Projektkode',
  'plans.spend.projectCodeHint': 'Påkrævet, når aftalen kræver en',
  'plans.spend.note': 'Note (valgfri)',
  'plans.spend.optional': '(valgfrit)',
  'plans.spend.submit': 'Licensér med min pakke',
  'plans.spend.confirmTitle': 'Bekræft din licens',
  'plans.spend.confirmBody': 'Licensér »{title}« med {plan}?',
  'plans.spend.confirm': 'Bekræft og licensér',
  'plans.spend.back': 'Tilbage til filen',
  'plans.spend.licensedTitle': 'Licenseret',
  'plans.spend.licensedBody': '»{title}« er nu licenseret til dig.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# download} other {# downloads}} tilbage på {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# kredit} other {# kreditter}} tilbage på {plan}.',
  'plans.spend.download': 'Download filen',
  'plans.spend.held': 'Du har allerede en licens til denne fil: download den igen uden beregning.',
  'plans.spend.getPlan': 'Download det, du har brug for, med en pakke.',
  'plans.spend.seePlans': 'Se abonnementer',
  'plans.spend.seeCredits': 'Køb kreditter',
  'plans.spend.noneUsable': 'Ingen af dine pakker dækker denne fil.',
  'plans.spend.useBy':
    'Når din pakke udløber, mister en download, der ikke er brugt i et projekt inden for {days} dage, sin licens.',
  'plans.spend.yourPlans': 'Dine pakker',
};

export default messages;
