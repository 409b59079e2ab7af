import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Tarify a ceny',
  'plans.spend.title': 'Použijte svůj tarif',
  'plans.spend.usesDownloads':
    'Spotřebuje {units, plural, one {# stažení} few {# stažení} many {# stažení} other {# stažení}} z vašich {available, number}',
  'plans.spend.usesCredits':
    'Spotřebuje {units, plural, one {# kredit} few {# kredity} many {# kreditu} other {# kreditů}} z vašich {available, number}',
  'plans.spend.overage': 'Nad limit stažení: bude účtováno s příštím obnovením',
  'plans.spend.refused.not_rf': 'Tarify licencují pouze soubory bez licenčních poplatků',
  'plans.spend.refused.media': 'Tento tarif se na tento druh souboru nevztahuje',
  'plans.spend.refused.tier': 'Tarify Essentials zahrnují pouze soubory Essentials',
  'plans.spend.refused.agreement': 'Tento soubor není součástí této smlouvy',
  'plans.spend.refused.not_delivered': 'Nedodáno v rámci této smlouvy, nebo po lhůtě ke stažení',
  'plans.spend.refused.not_enough': 'Na tomto tarifu nezbývá dost',
  'plans.spend.extended':
    'Přidat rozšířenou licenci: {credits, plural, one {o # kredit víc} few {o # kredity víc} many {o # kreditu víc} other {o # kreditů víc}}',
  'plans.spend.projectCode': 'Kód projektu',
  'plans.spend.projectCodeHint': 'Povinné, pokud to smlouva vyžaduje',
  'plans.spend.note': 'Poznámka (nepovinné)',
  'plans.spend.optional': '(nepovinné)',
  'plans.spend.submit': 'Licencovat s mým tarifem',
  'plans.spend.confirmTitle': 'Potvrďte licenci',
  'plans.spend.confirmBody': 'Licencovat „{title}“ s tarifem {plan}?',
  'plans.spend.confirm': 'Potvrdit a licencovat',
  'plans.spend.back': 'Zpět na soubor',
  'plans.spend.licensedTitle': 'Licencováno',
  'plans.spend.licensedBody': 'K „{title}“ nyní máte licenci.',
  'plans.spend.remainingDownloads':
    'Na tarifu {plan} {remaining, plural, one {zbývá # stažení} few {zbývají # stažení} many {zbývá # stažení} other {zbývá # stažení}}.',
  'plans.spend.remainingCredits':
    'Na tarifu {plan} {remaining, plural, one {zbývá # kredit} few {zbývají # kredity} many {zbývá # kreditu} other {zbývá # kreditů}}.',
  'plans.spend.download': 'Stáhnout soubor',
  'plans.spend.held': 'K tomuto souboru již máte licenci: stáhněte si ho znovu zdarma.',
  'plans.spend.getPlan': 'Stahujte, co potřebujete, s tarifem.',
  'plans.spend.seePlans': 'Zobrazit předplatné',
  'plans.spend.seeCredits': 'Koupit kredity',
  'plans.spend.noneUsable': 'Žádný z vašich tarifů se na tento soubor nevztahuje.',
  'plans.spend.useBy':
    'Když váš tarif skončí, stažení, které nebylo do {days} dnů použito v projektu, ztratí licenci.',
  'plans.spend.yourPlans': 'Vaše tarify',
};

export default messages;
