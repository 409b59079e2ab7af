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
  'plans.pricing.title': 'Offres et tarifs',
  'plans.pricing.intro':
    'Payez les images et vidéos comme vous travaillez : des crédits quand vous en avez besoin, un abonnement pour un travail régulier, ou un pack de téléchargements.',
  'plans.pricing.rates': 'Prix en {currency}, convertis depuis le dollar US aux taux de change du {date}.',
  'plans.pricing.priceUnavailable': 'Prix indisponible',
  'plans.pricing.addToCart': 'Ajouter au panier',
  'plans.pricing.viewPlan': 'Voir l’offre',
  'plans.pricing.back': 'Toutes les offres et tarifs',
  'plans.pricing.credits.title': 'Packs de crédits',
  'plans.pricing.credits.intro':
    'Payez une fois et utilisez vos crédits pour toute image ou vidéo libre de droits.',
  'plans.pricing.perCredit': '{price} par crédit',
  'plans.pricing.subscriptions.title': 'Abonnements',
  'plans.pricing.subscriptions.intro':
    'Un nombre de téléchargements chaque mois. Payez au mois, ou une fois pour l’année et reportez les téléchargements inutilisés au sein de l’année.',
  'plans.pricing.term.legend': 'Facturation',
  'plans.pricing.term.monthly': 'Mensuel',
  'plans.pricing.term.annual': 'Annuel',
  'plans.pricing.perMonth': '{price} par mois',
  'plans.pricing.perYear': '{price} par an',
  'plans.pricing.video.title': 'Premium plus vidéo',
  'plans.pricing.video.intro':
    'Les offres Signature plus couvrent toutes les images et vidéos libres de droits.',
  'plans.pricing.imagePacks.title': 'Packs d’images',
  'plans.pricing.imagePacks.intro': 'Un nombre de téléchargements dans une taille, payé une fois.',
  'plans.pricing.custom.title': 'Médias sur mesure',
  'plans.pricing.custom.intro':
    'Envoyez-nous vos briefs et nous créons pour vous des images et vidéos exclusives.',
  'plans.pricing.premium.title': 'Contrats Premium Access',
  'plans.pricing.premium.intro':
    'Des contrats annuels pour les entreprises, chacun avec un plafond de téléchargements pour l’année.',
  'plans.pricing.tier.essentials': 'Essentials',
  'plans.pricing.tier.signature': 'Signature',
  'plans.pricing.tier.signatureplus': 'Signature plus vidéo',
  'plans.pricing.size.small': 'petite taille',
  'plans.pricing.size.medium': 'taille moyenne',
  'plans.pricing.size.high': 'haute résolution',
  'plans.pricing.kind.premium_access': 'Premium Access',
  'plans.pricing.kind.editorial_subscription': 'Abonnement éditorial',
  'plans.pricing.kind.easy_access': 'Easy Access',
  'plans.pricing.kind.custom_media': 'Médias sur mesure',
  'plans.pricing.credits': '{count, plural, one {# crédit} other {# crédits}}',
  'plans.pricing.imagePack': '{count, plural, one {# image} other {# images}} ({size})',
  'plans.pricing.downloadsPerMonth':
    '{count, plural, one {# téléchargement par mois} other {# téléchargements par mois}}',
  'plans.pricing.downloadsPerYear':
    '{count, plural, one {# téléchargement par an} other {# téléchargements par an}}',
  'plans.pricing.customAssets': '{count, plural, one {# contenu exclusif} other {# contenus exclusifs}}',
  'plans.pricing.faq.title': 'Questions sur les offres',
  'plans.pricing.faq.cancel.q': 'Puis-je résilier un abonnement ?',
  'plans.pricing.faq.cancel.a':
    'Oui, à tout moment. Une offre mensuelle court jusqu’à la fin du mois payé. Une offre annuelle cesse de se renouveler et court jusqu’à la fin de son année ; il n’y a pas de frais de résiliation anticipée ni de remboursement d’une année commencée.',
  'plans.pricing.faq.rollover.q': 'Que deviennent les téléchargements que je n’utilise pas ?',
  'plans.pricing.faq.rollover.a':
    'Avec une offre annuelle, les téléchargements mensuels inutilisés sont reportés au sein de l’année, pas sur l’année suivante.',
  'plans.pricing.faq.expiry.q': 'Les crédits et les packs d’images expirent-ils ?',
  'plans.pricing.faq.expiry.a':
    'Non, tant que vous vous connectez au moins une fois par an. Un pack inutilisé peut être remboursé sous {days} jours.',
  'plans.pricing.faq.licence.q': 'Combien de temps puis-je utiliser un téléchargement d’abonnement ?',
  'plans.pricing.faq.licence.a':
    'Un téléchargement non utilisé dans un projet dans les {days} jours suivant la fin de l’offre perd sa licence.',
  'plans.pricing.faq.payment.q': 'Que se passe-t-il si un paiement de renouvellement échoue ?',
  'plans.pricing.faq.payment.a': 'Il est retenté {count} fois sur {days} jours, puis l’offre prend fin.',
  'plans.pricing.faq.tax.q': 'Les prix incluent-ils les taxes ?',
  'plans.terms.title': 'Engagement et résiliation',
  'plans.terms.includes': 'Ce qui est inclus',
  'plans.terms.commitment': 'Engagement total',
  'plans.terms.cancellation': 'Résiliation',
  'plans.terms.refund': 'Remboursement',
  'plans.terms.renewal': 'Renouvellement',
  'plans.terms.monthly.commitment': '{price}, facturé chaque mois. Aucun engagement au-delà du mois payé.',
  'plans.terms.monthly.cancel': 'Résiliable à tout moment : l’offre court jusqu’à la fin du mois payé.',
  'plans.terms.annual.commitment':
    '{price}, un paiement pour {months} mois. Renouvelé chaque année sauf résiliation.',
  'plans.terms.annual.cancel':
    'Résiliable à tout moment : cela arrête le prochain renouvellement et l’offre court jusqu’à la fin de l’année. Pas de frais de résiliation anticipée ni de remboursement d’une année commencée.',
  'plans.terms.annual.notice': 'Nous vous écrivons {days} jours avant chaque renouvellement.',
  'plans.terms.retries':
    'Un paiement de renouvellement échoué est retenté {count} fois sur {days} jours, puis l’offre prend fin.',
  'plans.terms.pack.commitment': '{price}, un seul paiement.',
  'plans.terms.pack.refund': 'Un pack inutilisé peut être remboursé sous {days} jours.',
  'plans.terms.pack.expiry': 'N’expire jamais tant que vous vous connectez au moins une fois par an.',
  'plans.terms.credits.expiry':
    'Les crédits n’expirent jamais tant que vous vous connectez au moins une fois par an.',
  'plans.terms.tier.essentials': 'Uniquement les images Essentials (non exclusives).',
  'plans.terms.tier.signature': 'Toutes les images libres de droits.',
  'plans.terms.tier.signatureplus': 'Toutes les images et vidéos libres de droits.',
  'plans.terms.rollover':
    'Les téléchargements mensuels inutilisés sont reportés au sein de l’année (pas sur l’année suivante).',
  'plans.terms.useBy':
    'Un téléchargement non utilisé dans un projet dans les {days} jours suivant la fin de l’offre perd sa licence.',
  'plans.terms.costs': 'Ce que coûte un contenu',
  'plans.terms.cost.essentialsImage': 'Image Essentials',
  'plans.terms.cost.signatureImage': 'Image Signature',
  'plans.terms.cost.essentialsVideo': 'Vidéo Essentials',
  'plans.terms.cost.signatureVideo': 'Vidéo Signature',
  'plans.terms.cost.extended': 'Licence étendue',
  'plans.terms.cost.extendedCredits': '+{image} pour une image, +{video} pour une vidéo',
  'plans.terms.cap': 'Jusqu’à {count, plural, one {# téléchargement} other {# téléchargements}} par an.',
  'plans.terms.projectCode': 'Chaque téléchargement demande un code projet.',
  'plans.terms.overage':
    'Les téléchargements au-delà du plafond sont facturés {price} l’unité avec le prochain renouvellement.',
  'plans.terms.custom.delivery':
    'Chaque contenu créé pour vous peut être téléchargé pendant {days} jours après sa livraison.',
  'plans.terms.tax': 'Prix hors taxes ; la taxe est ajoutée au paiement selon votre pays de facturation.',
};

export default messages;
