import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Tarife und Preise',
  'plans.spend.title': 'Ihren Tarif nutzen',
  'plans.spend.usesDownloads':
    'Verbraucht {units, plural, one {# Download} other {# Downloads}} von Ihren {available, number}',
  'plans.spend.usesCredits':
    'Verbraucht {units, plural, one {# Credit} other {# Credits}} von Ihren {available, number}',
  'plans.spend.overage': 'Über Ihrem Download-Limit: wird mit Ihrer nächsten Verlängerung abgerechnet',
  'plans.spend.refused.not_rf': 'Über Tarife sind nur lizenzfreie Dateien lizenzierbar',
  'plans.spend.refused.media': 'Dieser Tarif gilt nicht für diese Art von Datei',
  'plans.spend.refused.tier': 'Essentials-Tarife gelten nur für Essentials-Dateien',
  'plans.spend.refused.agreement': 'Diese Datei gehört nicht zu dieser Vereinbarung',
  'plans.spend.refused.not_delivered':
    'Für diese Vereinbarung nicht bereitgestellt oder Download-Frist abgelaufen',
  'plans.spend.refused.not_enough': 'In diesem Tarif ist nicht mehr genug übrig',
  'plans.spend.extended':
    'Erweiterte Lizenz hinzufügen: {credits, plural, one {# weiterer Credit} other {# weitere Credits}}',
  'plans.spend.projectCode': 'Projektcode',
  'plans.spend.projectCodeHint': 'Erforderlich, wenn die Vereinbarung einen verlangt',
  'plans.spend.note': 'Notiz (optional)',
  'plans.spend.optional': '(optional)',
  'plans.spend.submit': 'Mit meinem Tarif lizenzieren',
  'plans.spend.confirmTitle': 'Lizenz bestätigen',
  'plans.spend.confirmBody': '„{title}“ mit {plan} lizenzieren?',
  'plans.spend.confirm': 'Bestätigen und lizenzieren',
  'plans.spend.back': 'Zurück zur Datei',
  'plans.spend.licensedTitle': 'Lizenziert',
  'plans.spend.licensedBody': '„{title}“ ist jetzt für Sie lizenziert.',
  'plans.spend.remainingDownloads':
    'Noch {remaining, plural, one {# Download} other {# Downloads}} in {plan}.',
  'plans.spend.remainingCredits': 'Noch {remaining, plural, one {# Credit} other {# Credits}} in {plan}.',
  'plans.spend.download': 'Datei herunterladen',
  'plans.spend.held':
    'Sie besitzen bereits eine Lizenz für diese Datei: Laden Sie sie kostenlos erneut herunter.',
  'plans.spend.getPlan': 'Laden Sie mit einem Tarif herunter, was Sie brauchen.',
  'plans.spend.seePlans': 'Abos ansehen',
  'plans.spend.seeCredits': 'Credits kaufen',
  'plans.spend.noneUsable': 'Keiner Ihrer Tarife deckt diese Datei ab.',
  'plans.spend.useBy':
    'Wenn Ihr Tarif endet, verliert ein Download, der nicht innerhalb von {days} Tagen in einem Projekt verwendet wurde, seine Lizenz.',
  'plans.spend.yourPlans': 'Ihre Tarife',
};

export default messages;
