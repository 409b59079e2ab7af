import type { MarketingMessages } from './en-us';

const messages: MarketingMessages = {
  'marketing.more': 'Plus sur {site}',
  'marketing.comingSoon': 'Bientôt disponible',
  'marketing.searchCollection': 'Explorer la collection',

  'marketing.ai.title': 'Génération d’images par IA',
  'marketing.ai.description':
    'La génération et la retouche d’images par IA arrivent bientôt sur {site}. En attendant, explorez la collection.',
  'marketing.ai.heading': 'Créez et adaptez des images avec l’IA',
  'marketing.ai.lead':
    'Nous intégrons la génération et la retouche d’images par IA à {site}. Ces outils ne sont pas encore disponibles\u00a0: cette page présente ce qui est prévu.',
  'marketing.ai.planned': 'Ce qui est prévu',
  'marketing.ai.generate.title': 'Générer à partir d’une description',
  'marketing.ai.generate.body':
    'Décrivez l’image dont vous avez besoin avec vos propres mots et choisissez parmi plusieurs variantes.',
  'marketing.ai.modify.title': 'Retoucher une image',
  'marketing.ai.modify.body':
    'Agrandissez le cadre, remplacez l’arrière-plan ou modifiez des détails d’une image sans quitter la boutique.',
  'marketing.ai.history.title': 'Reprenez là où vous vous étiez arrêté',
  'marketing.ai.history.body':
    'Vos générations sont conservées dans un historique\u00a0: vous pouvez revenir à une description et l’affiner.',
  'marketing.ai.terms.title': 'Des conditions claires dès le départ',
  'marketing.ai.terms.body':
    'Les images générées indiqueront comment les utiliser avant leur téléchargement, comme le fait déjà chaque contenu de la collection.',
  'marketing.ai.today.title': 'Disponible dès aujourd’hui',
  'marketing.ai.today.body':
    'Les photos, illustrations, vecteurs et vidéos de la collection peuvent déjà être recherchés, chacun avec ses conditions de licence expliquées.',

  'marketing.contact.title': 'Contacter l’équipe commerciale',
  'marketing.contact.description':
    'Interrogez l’équipe commerciale de {site} sur les licences d’équipe, les achats en volume et les conditions sur mesure.',
  'marketing.contact.heading': 'Parlez à notre équipe commerciale',
  'marketing.contact.lead':
    'Une licence pour une équipe, un grand projet ou un usage particulier\u00a0? Dites-nous ce dont vous avez besoin et nous vous répondrons par e-mail.',
  'marketing.contact.topics.title': 'Nous pouvons vous aider pour',
  'marketing.contact.topics.team': 'Les licences pour équipes et utilisateurs multiples',
  'marketing.contact.topics.volume': 'Les achats en volume et récurrents',
  'marketing.contact.topics.custom': 'Les conditions de licence sur mesure et les droits étendus',
  'marketing.contact.topics.invoicing': 'La facturation et les bons de commande',
  'marketing.contact.form.title': 'Votre demande',
  'marketing.contact.form.required': 'Tous les champs sont obligatoires, sauf mention contraire.',
  'marketing.contact.field.name': 'Nom complet',
  'marketing.contact.field.email': 'Adresse e-mail professionnelle',
  'marketing.contact.field.company': 'Entreprise ou organisation',
  'marketing.contact.field.optional': 'facultatif',
  'marketing.contact.field.country': 'Pays',
  'marketing.contact.field.countryPlaceholder': 'Sélectionnez un pays',
  'marketing.contact.field.message': 'Comment pouvons-nous vous aider\u00a0?',
  'marketing.contact.field.messageHint':
    'Parlez-nous de votre projet, des contenus dont vous avez besoin et de l’usage que vous prévoyez.',
  'marketing.contact.submit': 'Envoyer la demande',
  'marketing.contact.privacy': 'Nous utilisons ces informations uniquement pour répondre à votre demande.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Veuillez corriger # champ pour envoyer votre demande.} many {Veuillez corriger # de champs pour envoyer votre demande.} other {Veuillez corriger # champs pour envoyer votre demande.}}',
  'marketing.contact.errors.nameRequired': 'Saisissez votre nom.',
  'marketing.contact.errors.emailRequired': 'Saisissez votre adresse e-mail.',
  'marketing.contact.errors.emailInvalid': 'Saisissez une adresse e-mail au format nom@example.com.',
  'marketing.contact.errors.countryRequired': 'Sélectionnez votre pays dans la liste.',
  'marketing.contact.errors.messageRequired': 'Dites-nous comment nous pouvons vous aider.',
  'marketing.contact.errors.messageTooShort': 'Écrivez au moins {min, number} caractères.',
  'marketing.contact.errors.tooLong': 'Utilisez {max, number} caractères au maximum.',
  'marketing.contact.thanks.title': 'Merci. Votre demande a bien été envoyée.',
  'marketing.contact.thanks.body':
    'Notre équipe commerciale vous répondra à l’adresse e-mail indiquée. En attendant, vous pouvez continuer à explorer la collection.',

  'marketing.guide.title': 'Guide de recherche',
  'marketing.guide.description':
    'Comment rechercher sur {site}\u00a0: mots, expressions exactes, mots exclus, types de médias, catégories et tri.',
  'marketing.guide.heading': 'Comment rechercher',
  'marketing.guide.lead':
    'Quelques techniques simples vous aident à trouver plus vite la bonne image ou la bonne vidéo.',
  'marketing.guide.syntax.title': 'Que saisir',
  'marketing.guide.words.title': 'Commencez par quelques mots',
  'marketing.guide.words.body':
    'Décrivez ce qui doit figurer sur l’image. Les résultats contiennent tous les mots saisis, dans n’importe quel ordre, et les autres formes d’un mot comptent aussi\u00a0: mountains trouve aussi mountain.',
  'marketing.guide.phrase.title': 'Expressions exactes entre guillemets',
  'marketing.guide.phrase.body':
    'Placez des mots entre guillemets droits doubles pour les trouver côte à côte, dans cet ordre.',
  'marketing.guide.exclude.title': 'Exclure des mots avec un signe moins',
  'marketing.guide.exclude.body':
    'Placez un signe moins juste avant un mot pour écarter les résultats qui le contiennent.',
  'marketing.guide.either.title': 'L’un ou l’autre mot avec «\u00a0or\u00a0»',
  'marketing.guide.either.body':
    'Saisissez or entre deux mots pour trouver les résultats qui contiennent l’un ou l’autre.',
  'marketing.guide.tryExample': 'Rechercher {query}',
  'marketing.guide.narrow.title': 'Affiner les résultats',
  'marketing.guide.types.title': 'Choisir un type de média',
  'marketing.guide.types.body':
    'Choisissez images ou vidéos dans la barre de recherche avant de lancer la recherche, ou passez de l’un à l’autre avec les onglets au-dessus des résultats. Chaque onglet indique son nombre de résultats.',
  'marketing.guide.filters.title': 'Utiliser les filtres',
  'marketing.guide.filters.body':
    'Le panneau de filtres à côté des résultats permet de les affiner par orientation, couleur, nombre de personnes, date et plus encore\u00a0; les filtres proposés dépendent du type de média. Les filtres appliqués s’affichent au-dessus des résultats, où vous pouvez les retirer un par un ou tous à la fois.',
  'marketing.guide.browse.title': 'Parcourir par catégorie',
  'marketing.guide.browse.body':
    'La navigation principale mène directement aux catégories de la collection, comme les illustrations ou les vidéos.',
  'marketing.guide.sort.title': 'Trier les résultats',
  'marketing.guide.sort.body':
    'Les résultats sont triés par pertinence, sauf si vous choisissez un autre ordre, comme les plus récents ou les plus populaires.',
  'marketing.guide.language.title': 'Rechercher en anglais',
  'marketing.guide.language.body':
    'Les titres et mots-clés de cette collection sont rédigés en anglais\u00a0: des mots de recherche en anglais donnent le plus de résultats.',

  'marketing.about.title': 'Qui sommes-nous',
  'marketing.about.description':
    'Qui nous sommes\u00a0: une boutique de contenus de stock fonctionnant avec Lightbox, un logiciel libre pour licencier photos, illustrations, vecteurs et vidéos.',
  'marketing.about.heading': 'À propos de {site}',
  'marketing.about.lead':
    'Cette boutique propose des photos, illustrations, vecteurs et vidéos de stock. Elle fonctionne avec Lightbox, un logiciel libre pour rechercher, présenter et licencier une collection de médias depuis vos propres serveurs.',
  'marketing.about.mission.title': 'Ce que nous faisons',
  'marketing.about.mission.body':
    'Nous aidons chacun à trouver des images et des séquences pour son travail, et à les licencier selon des conditions claires. Chaque contenu indique son type de licence et explique simplement ce qu’il autorise.',
  'marketing.about.sites.title': 'Deux boutiques, une collection',
  'marketing.about.sites.body':
    'Une installation de Lightbox fait fonctionner une boutique premium et une boutique par abonnement sur le même catalogue. Chacune a son apparence et son ton\u00a0; la recherche et les licences fonctionnent de la même façon sur les deux.',
  'marketing.about.open.title': 'Libre et auto-hébergé',
  'marketing.about.open.body':
    'Lightbox est publié sous licence MIT. Une agence ou un éditeur peut l’installer sur son propre serveur avec son propre catalogue et conserver ses données où il le souhaite.',
  'marketing.about.languages.title': 'Pensé pour de nombreuses langues',
  'marketing.about.languages.body':
    'Les deux boutiques sont disponibles en 25 langues. Les visiteurs choisissent leur pays et leur langue, et les liens, les dates et les nombres suivent ce choix.',
  'marketing.about.principles.title': 'Ce qui compte pour nous',
  'marketing.about.principles.clarity':
    'Des licences claires\u00a0: vous savez ce que vous pouvez faire d’un contenu avant de l’utiliser.',
  'marketing.about.principles.speed':
    'Une recherche rapide\u00a0: les résultats sont générés sur le serveur et s’affichent sans attendre les scripts.',
  'marketing.about.principles.access':
    'L’accessibilité\u00a0: chaque page est conçue pour fonctionner au clavier et avec un lecteur d’écran.',
  'marketing.about.principles.privacy':
    'La confidentialité\u00a0: les données des visiteurs restent sur les serveurs de l’organisation qui exploite la boutique.',

  'marketing.work.title': 'Travailler avec nous',
  'marketing.work.description':
    'Lightbox est un logiciel libre. Découvrez comment contribuer au code, aux traductions, au design et à la documentation.',
  'marketing.work.heading': 'Construisez Lightbox avec nous',
  'marketing.work.lead':
    'Lightbox, le logiciel qui fait fonctionner cette boutique, est un projet libre. La meilleure façon de travailler avec nous est d’y contribuer\u00a0: code, traductions, design, tests et documentation sont tous les bienvenus.',
  'marketing.work.ways.title': 'Comment contribuer',
  'marketing.work.code.title': 'Développement',
  'marketing.work.code.body':
    'Lightbox est écrit en TypeScript, avec React pour chaque écran, Fastify côté serveur et PostgreSQL pour les données. Corrigez un bogue que vous avez rencontré ou prenez en charge un ticket ouvert.',
  'marketing.work.translations.title': 'Traductions',
  'marketing.work.translations.body':
    'Chaque écran est disponible en 25 langues. Les locuteurs natifs peuvent améliorer la formulation et garder chaque langue complète à mesure que de nouveaux textes s’ajoutent.',
  'marketing.work.design.title': 'Design et accessibilité',
  'marketing.work.design.body':
    'Aidez-nous à rendre les deux boutiques claires, rapides et faciles à utiliser au clavier et avec un lecteur d’écran.',
  'marketing.work.testing.title': 'Tests',
  'marketing.work.testing.body':
    'Essayez les nouvelles versions avec votre propre catalogue et vos navigateurs, et signalez tout ce qui ne fonctionne pas comme prévu.',
  'marketing.work.reports.title': 'Signalements et idées',
  'marketing.work.reports.body':
    'Un signalement clair, avec les étapes pour reproduire un problème, est l’une des contributions les plus utiles.',
  'marketing.work.docs.title': 'Documentation',
  'marketing.work.docs.body':
    'Améliorez les guides destinés à celles et ceux qui installent, configurent et exploitent Lightbox.',
  'marketing.work.start.title': 'Pour commencer',
  'marketing.work.start.install':
    'Récupérez le code source, puis installez les dépendances avec Node.js 20 ou une version plus récente.',
  'marketing.work.start.run':
    'Lancez les deux boutiques en local, avec une base de données intégrée et un catalogue de démonstration.',
  'marketing.work.start.check':
    'Avant de proposer une modification, exécutez la vérification des types, le linter, le contrôle de couverture des traductions et tous les tests.',
  'marketing.work.start.focus':
    'Gardez chaque modification ciblée, placez les tests à côté du code qu’ils couvrent et expliquez ce que fait la modification et pourquoi.',
  'marketing.work.business.title': 'Vous utilisez cette boutique pour votre entreprise\u00a0?',
  'marketing.work.business.body':
    'Si vous souhaitez parler de licences de contenus pour une équipe ou un grand projet, notre équipe commerciale se fera un plaisir de vous aider.',
};

export default messages;
