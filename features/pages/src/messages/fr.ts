import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Conditions d’utilisation',
  'pages.terms.summary':
    'Les règles d’utilisation de {site}, d’achat de licences et de gestion de votre compte.',
  'pages.privacy.title': 'Politique de confidentialité',
  'pages.privacy.summary':
    'Les données personnelles que {site} conserve, pourquoi, combien de temps, et vos droits sur elles.',
  'pages.eula.title': 'Contrat de licence',
  'pages.eula.summary':
    'Ce que vous pouvez faire d’un contenu sous licence de {site}, pour chaque type de licence.',
  'pages.editorial-policy.title': 'Charte éditoriale',
  'pages.editorial-policy.summary':
    'Comment les images éditoriales sont légendées et corrigées, et à quoi elles peuvent servir.',
  'pages.contact.title': 'Nous contacter',
  'pages.contact.summary':
    'Comment joindre l’équipe de {site} : ventes, commandes, licences et confidentialité.',
  'pages.modern-slavery.title': 'Déclaration sur l’esclavage moderne',
  'pages.modern-slavery.summary':
    'Les mesures prises par l’exploitant de {site} contre le travail forcé dans son activité.',
  'pages.help-licenses.title': 'Aide sur les licences',
  'pages.help-licenses.summary':
    'Les licences libres de droits, gérées et « rights-ready » expliquées simplement.',
  'pages.api.title': 'API pour développeurs',
  'pages.api.summary':
    'Ce qu’un développeur peut utiliser aujourd’hui : les points d’accès JSON appelés par les pages du site.',
  'pages.faq-basics.title': 'FAQ : l’essentiel',
  'pages.faq-basics.summary':
    'Réponses courtes sur les abonnements, téléchargements, comptes et résiliations.',
  'pages.upgrade.title': 'Passer à un abonnement supérieur',
  'pages.upgrade.summary': 'Comment passer à un abonnement plus grand, et ce que coûte le changement.',
  'pages.englishOnly': 'Le texte complet de cette page est disponible en anglais.',
  'pages.onThisPage': 'Sur cette page',
  'pages.sitemap.title': 'Plan du site',
  'pages.sitemap.summary': 'Toutes les pages de {site} au même endroit.',
  'pages.sitemap.browse': 'Rechercher et explorer',
  'pages.sitemap.account': 'Votre compte',
  'pages.sitemap.help': 'Aide et mentions légales',
  'pages.sitemap.company': 'Entreprise',
  'pages.sitemap.countries': 'Pays et langues',
  'pages.sitemap.signIn': 'Se connecter',
  'pages.sitemap.register': 'Créer un compte',
  'pages.sitemap.cart': 'Panier',
  'pages.sitemap.boards': 'Tableaux',
  'pages.sitemap.curatedSets': 'Sélections',
  'pages.sitemap.plans': 'Abonnements et tarifs',
  'pages.sitemap.usingFiles': 'Utiliser vos fichiers',
  'pages.country.summary': '{site} pour {country}, avec des pages en {language}.',
  'pages.country.prices': 'Les prix sont affichés en {currency}.',
  'pages.country.choose': 'Acheter depuis : {country}',
  'pages.country.search': 'Lancer une recherche',
  'pages.country.other': 'Autres pays',
  'pages.world.title': 'Monde entier',
  'pages.world.summary':
    'Votre pays ne figure pas dans la liste ? {site} affiche alors ses pages en anglais et ses prix en dollars américains.',
  'pages.browse.images.title': 'Images créatives',
  'pages.browse.images.summary':
    'Photos, illustrations et vecteurs pour la publicité, le design et l’édition.',
  'pages.browse.photos.title': 'Photos de stock',
  'pages.browse.photos.summary':
    'Photographie créative de personnes, de lieux et d’idées, prête à être licenciée pour vos projets.',
  'pages.browse.illustrations.title': 'Illustrations de stock',
  'pages.browse.illustrations.summary':
    'Illustrations dessinées et peintes pour des récits, des produits et des campagnes.',
  'pages.browse.vectors.title': 'Vecteurs de stock',
  'pages.browse.vectors.summary':
    'Graphismes vectoriels redimensionnables à volonté : icônes, motifs, cartes et scènes.',
  'pages.browse.video.title': 'Vidéos créatives',
  'pages.browse.video.summary': 'Séquences et clips pour films, publicités et réseaux sociaux.',
  'pages.browse.stockVideos.title': 'Vidéos de stock',
  'pages.browse.stockVideos.summary': 'Clips libres de droits et « rights-ready » en SD, HD et 4K.',
  'pages.browse.count': 'Dans la collection : {total, number}',
  'pages.browse.popular': 'Recherches populaires',
  'pages.browse.collection': 'Collection : {name}',
  'pages.browse.seeAll': 'Tout voir ({total, number})',
  'pages.browse.events': 'Parcourir par événement, personnalité et lieu',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Les reportages de la collection éditoriale de {site} : les derniers événements, chacun avec ses images.',
  'pages.download.pictures': 'Images : {total, number}',
  'pages.download.empty':
    'Aucun reportage pour l’instant : la couverture éditoriale apparaît ici dès qu’elle rejoint la collection.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Actualités et guides de {site}.',
  'pages.blog.englishOnly': 'Les articles sont rédigés en anglais.',
  'pages.blog.empty': 'Aucun article pour l’instant.',
  'pages.browse.editorial.title': 'Images éditoriales',
  'pages.browse.editorial.summary':
    'Actualité, sport, divertissement, mode et archives : des événements réels, pour un usage éditorial.',
  'pages.browse.archival.title': 'Images d’archives',
  'pages.browse.archival.summary': 'Des événements et des époques passés, pour l’histoire et le commentaire.',
  'pages.browse.entertainment.title': 'Images de divertissement',
  'pages.browse.entertainment.summary':
    'Avant-premières, concerts, festivals et cérémonies de remise de prix.',
  'pages.browse.fashion.title': 'Images de mode',
  'pages.browse.fashion.summary': 'Défilés, collections et celles et ceux qui les font.',
  'pages.browse.news.title': 'Images d’actualité',
  'pages.browse.news.summary': 'Politique, société et les événements qui font la journée.',
  'pages.browse.sport.title': 'Images de sport',
  'pages.browse.sport.summary': 'Matchs, courses et championnats, tels qu’ils se sont déroulés.',
  'pages.browse.editorialVideo.title': 'Vidéos éditoriales',
  'pages.browse.editorialVideo.summary':
    'Des images d’événements réels, pour l’information et le documentaire.',
};

export default messages;
