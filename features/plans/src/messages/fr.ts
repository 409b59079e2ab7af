import type { PlansMessageKey } from './en-us';

const messages: Record<PlansMessageKey, string> = {
  'plans.title': 'Forfaits et tarifs',
  'plans.spend.title': 'Utiliser votre forfait',
  'plans.spend.usesDownloads':
    'Utilise {units, plural, one {# téléchargement} many {# de téléchargements} other {# téléchargements}} sur vos {available, number}',
  'plans.spend.usesCredits':
    'Utilise {units, plural, one {# crédit} many {# de crédits} other {# crédits}} sur vos {available, number}',
  'plans.spend.overage':
    'Au-delà de votre plafond de téléchargements\u00a0: facturé avec votre prochain renouvellement',
  'plans.spend.refused.not_rf': 'Les forfaits ne couvrent que les fichiers libres de droits',
  'plans.spend.refused.media': 'Ce forfait ne couvre pas ce type de fichier',
  'plans.spend.refused.tier': 'Les forfaits Essentials ne couvrent que les fichiers Essentials',
  'plans.spend.refused.agreement': 'Ce fichier ne fait pas partie de ce contrat',
  'plans.spend.refused.not_delivered': 'Non fourni pour ce contrat, ou délai de téléchargement dépassé',
  'plans.spend.refused.not_enough': 'Solde insuffisant sur ce forfait',
  'plans.spend.extended':
    'Ajouter la licence étendue\u00a0: {credits, plural, one {# crédit de plus} many {# de crédits de plus} other {# crédits de plus}}',
  'plans.spend.projectCode': 'Code projet',
  'plans.spend.projectCodeHint': 'Obligatoire si le contrat en exige un',
  'plans.spend.note': 'Note (facultatif)',
  'plans.spend.optional': '(facultatif)',
  'plans.spend.submit': 'Obtenir la licence avec mon forfait',
  'plans.spend.confirmTitle': 'Confirmer votre licence',
  'plans.spend.confirmBody': 'Obtenir la licence de «\u00a0{title}\u00a0» avec {plan}\u00a0?',
  'plans.spend.confirm': 'Confirmer et obtenir la licence',
  'plans.spend.back': 'Retour au fichier',
  'plans.spend.licensedTitle': 'Licence obtenue',
  'plans.spend.licensedBody': 'Vous détenez désormais la licence de «\u00a0{title}\u00a0».',
  'plans.spend.remainingDownloads':
    '{remaining, plural, one {# téléchargement restant} many {# de téléchargements restants} other {# téléchargements restants}} sur {plan}.',
  'plans.spend.remainingCredits':
    '{remaining, plural, one {# crédit restant} many {# de crédits restants} other {# crédits restants}} sur {plan}.',
  'plans.spend.download': 'Télécharger le fichier',
  'plans.spend.held': 'Vous détenez une licence pour ce fichier\u00a0: téléchargez-le à nouveau sans frais.',
  'plans.spend.getPlan': 'Téléchargez ce qu’il vous faut avec un forfait.',
  'plans.spend.seePlans': 'Voir les abonnements',
  'plans.spend.seeCredits': 'Acheter des crédits',
  'plans.spend.noneUsable': 'Aucun de vos forfaits ne couvre ce fichier.',
  'plans.spend.useBy':
    'À la fin de votre forfait, un téléchargement qui n’est pas utilisé dans un projet sous {days}\u00a0jours perd sa licence.',
  'plans.spend.yourPlans': 'Vos forfaits',
};

export default messages;
