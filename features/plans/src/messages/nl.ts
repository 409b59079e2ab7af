import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Pakketten en prijzen',
  'plans.spend.title': 'Je pakket gebruiken',
  'plans.spend.usesDownloads':
    'Gebruikt {units, plural, one {# download} other {# downloads}} van je {available, number}',
  'plans.spend.usesCredits':
    'Gebruikt {units, plural, one {# credit} other {# credits}} van je {available, number}',
  'plans.spend.overage': 'Boven je downloadlimiet: gefactureerd bij je volgende verlenging',
  'plans.spend.refused.not_rf': 'Met pakketten licentieer je alleen royaltyvrije bestanden',
  'plans.spend.refused.media': 'Dit pakket geldt niet voor dit soort bestanden',
  'plans.spend.refused.tier': 'Essentials-pakketten gelden alleen voor Essentials-bestanden',
  'plans.spend.refused.agreement': 'Dit bestand hoort niet bij deze overeenkomst',
  'plans.spend.refused.not_delivered':
    'Niet geleverd voor deze overeenkomst, of de downloadtermijn is verstreken',
  'plans.spend.refused.not_enough': 'Niet genoeg over in dit pakket',
  'plans.spend.extended':
    'Uitgebreide licentie toevoegen: {credits, plural, one {# credit extra} other {# credits extra}}',
  'plans.spend.projectCode': 'Projectcode',
  'plans.spend.projectCodeHint': 'Verplicht als de overeenkomst erom vraagt',
  'plans.spend.note': 'Notitie (optioneel)',
  'plans.spend.optional': '(optioneel)',
  'plans.spend.submit': 'Licentiëren met mijn pakket',
  'plans.spend.confirmTitle': 'Bevestig je licentie',
  'plans.spend.confirmBody': '„{title}” licentiëren met {plan}?',
  'plans.spend.confirm': 'Bevestigen en licentiëren',
  'plans.spend.back': 'Terug naar het bestand',
  'plans.spend.licensedTitle': 'Gelicentieerd',
  'plans.spend.licensedBody': 'Je hebt nu een licentie voor „{title}”.',
  'plans.spend.remainingDownloads':
    'Nog {remaining, plural, one {# download} other {# downloads}} over in {plan}.',
  'plans.spend.remainingCredits': 'Nog {remaining, plural, one {# credit} other {# credits}} over in {plan}.',
  'plans.spend.download': 'Bestand downloaden',
  'plans.spend.held': 'Je hebt al een licentie voor dit bestand: download het opnieuw zonder kosten.',
  'plans.spend.getPlan': 'Download wat je nodig hebt met een pakket.',
  'plans.spend.seePlans': 'Abonnementen bekijken',
  'plans.spend.seeCredits': 'Credits kopen',
  'plans.spend.noneUsable': 'Geen van je pakketten geldt voor dit bestand.',
  'plans.spend.useBy':
    'Als je pakket afloopt, verliest een download die niet binnen {days} dagen in een project is gebruikt zijn licentie.',
  'plans.spend.yourPlans': 'Je pakketten',
};

export default messages;
