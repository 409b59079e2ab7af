import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Csomagok és árak',
  'plans.spend.title': 'Csomag használata',
  'plans.spend.usesDownloads':
    'Felhasznál {units, plural, one {# letöltést} other {# letöltést}} az elérhető {available, number} közül',
  'plans.spend.usesCredits':
    'Felhasznál {units, plural, one {# kreditet} other {# kreditet}} az elérhető {available, number} közül',
  'plans.spend.overage': 'Letöltési kereten felül: a következő megújításkor számlázzuk',
  'plans.spend.refused.not_rf': 'A csomagok csak jogdíjmentes fájlokra adnak licencet',
  'plans.spend.refused.media': 'Ez a csomag nem vonatkozik erre a fájltípusra',
  'plans.spend.refused.tier': 'Az Essentials csomagok csak Essentials fájlokra vonatkoznak',
  'plans.spend.refused.agreement': 'Ez a fájl nem része ennek a szerződésnek',
  'plans.spend.refused.not_delivered':
    'Nem ehhez a szerződéshez lett kézbesítve, vagy lejárt a letöltési határidő',
  'plans.spend.refused.not_enough': 'Nem maradt elég ebben a csomagban',
  'plans.spend.extended':
    'Bővített licenc hozzáadása: {credits, plural, one {további # kredit} other {további # kredit}}',
  'plans.spend.projectCode': 'Projektkód',
  'plans.spend.projectCodeHint': 'Kötelező, ha a szerződés előírja',
  'plans.spend.note': 'Megjegyzés (nem kötelező)',
  'plans.spend.optional': '(nem kötelező)',
  'plans.spend.submit': 'Licencelés a csomagommal',
  'plans.spend.confirmTitle': 'Licenc megerősítése',
  'plans.spend.confirmBody': 'Licenceli a(z) „{title}” fájlt ezzel: {plan}?',
  'plans.spend.confirm': 'Megerősítés és licencelés',
  'plans.spend.back': 'Vissza a fájlhoz',
  'plans.spend.licensedTitle': 'Licencelve',
  'plans.spend.licensedBody': 'Mostantól licence van erre: „{title}”.',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# letöltés} other {# letöltés}} maradt ebben: {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# kredit} other {# kredit}} maradt ebben: {plan}.',
  'plans.spend.download': 'Fájl letöltése',
  'plans.spend.held': 'Már van licence ehhez a fájlhoz: töltse le újra díjmentesen.',
  'plans.spend.getPlan': 'Töltse le, amire szüksége van, egy csomaggal.',
  'plans.spend.seePlans': 'Előfizetések megtekintése',
  'plans.spend.seeCredits': 'Kreditek vásárlása',
  'plans.spend.noneUsable': 'Egyik csomagja sem vonatkozik erre a fájlra.',
  'plans.spend.useBy':
    'A csomag lejárta után az a letöltés, amelyet {days} napon belül nem használt fel projektben, elveszíti a licencét.',
  'plans.spend.yourPlans': 'Csomagjai',
};

export default messages;
