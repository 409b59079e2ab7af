import type { AnalyticsMessageKey } from './en-us';

const messages: Record<AnalyticsMessageKey, string> = {
  'analytics.consent.title': 'Vos choix de confidentialité',
  'analytics.consent.intro':
    'Nous utilisons des cookies pour faire fonctionner la boutique et, avec votre accord, pour mesurer son utilisation et vous proposer des offres adaptées.',
  'analytics.consent.acceptAll': 'Tout accepter',
  'analytics.consent.rejectAll': 'Nécessaires uniquement',
  'analytics.consent.customise': 'Choisir les cookies',
  'analytics.consent.save': 'Enregistrer mes choix',
  'analytics.consent.close': 'Fermer et accepter tous les cookies',
  'analytics.consent.alwaysOn': 'Toujours actifs',
  'analytics.consent.settings': 'Paramètres des cookies',
  'analytics.consent.pageIntro':
    'Choisissez les cookies que cette boutique peut utiliser. Vous pouvez changer d’avis à tout moment grâce au lien en bas de chaque page.',
  'analytics.consent.group.C0001': 'Strictement nécessaires',
  'analytics.consent.group.C0001.desc': 'Connexion, panier et sécurité. Ils ne peuvent pas être désactivés.',
  'analytics.consent.group.C0002': 'Performance',
  'analytics.consent.group.C0002.desc':
    'Compte les visites et mesure la vitesse des pages pour améliorer la boutique.',
  'analytics.consent.group.C0003': 'Fonctionnels',
  'analytics.consent.group.C0003.desc':
    'Mémorise des préférences supplémentaires. Cette boutique n’en dépose aucun pour l’instant.',
  'analytics.consent.group.C0004': 'Ciblage',
  'analytics.consent.group.C0004.desc':
    'Permet à des outils marketing de vous proposer des offres adaptées. Aucun ne fonctionne tant que l’exploitant n’en ajoute pas.',
  'analytics.consent.group.C0005': 'Réseaux sociaux',
  'analytics.consent.group.C0005.desc':
    'Boutons de partage et réseaux sociaux intégrés. Cette boutique n’en a aucun pour l’instant.',
  'analytics.operator.title': 'Statistiques de la boutique',
  'analytics.operator.intro':
    'Les {days} derniers jours sur ce site, d’après les événements enregistrés par la boutique.',
  'analytics.operator.searchesPerDay': 'Recherches par jour',
  'analytics.operator.showFigures': 'Afficher les chiffres',
  'analytics.operator.funnel': 'De la recherche à l’achat',
  'analytics.operator.topQueries': 'Requêtes les plus fréquentes',
  'analytics.operator.zeroResults': 'Recherches sans résultat',
  'analytics.operator.zeroResultsIntro':
    'Expressions sans résultat : ajoutez des images ou des mots-clés pour elles.',
  'analytics.operator.topAssets': 'Contenus les plus consultés',
  'analytics.operator.topBoards': 'Tableaux les plus enrichis',
  'analytics.operator.consent': 'Consentement par pays',
  'analytics.operator.vitals': 'Signaux web par page (75e centile)',
  'analytics.operator.empty': 'Rien d’enregistré pour l’instant.',
  'analytics.operator.col.day': 'Jour',
  'analytics.operator.col.count': 'Nombre',
  'analytics.operator.col.step': 'Étape',
  'analytics.operator.col.visitors': 'Visiteurs',
  'analytics.operator.col.phrase': 'Expression',
  'analytics.operator.col.country': 'Pays',
  'analytics.operator.col.acceptedAll': 'Tout accepté',
  'analytics.operator.col.performance': 'Performance autorisée',
  'analytics.operator.col.page': 'Page',
  'analytics.operator.col.metric': 'Mesure',
  'analytics.operator.col.threshold': 'Bon / mauvais à partir de',
  'analytics.operator.rating.good': 'Bon',
  'analytics.operator.rating.needs-improvement': 'À améliorer',
  'analytics.operator.rating.poor': 'Mauvais',
  'analytics.operator.console': 'Console d’exploitation',
};

export default messages;
