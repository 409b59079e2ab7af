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
  'pages.browse.userGenerated.title': 'Vidéos amateurs',
  'pages.browse.userGenerated.summary':
    'L’actualité en direct : manifestations, conférences de presse et scènes de rue, filmées sur place.',
  'pages.browse.userGenerated.note':
    'Aucun clip de ce catalogue n’a été fourni par un particulier : aucun n’est donc signalé comme vidéo amateur. Cette page montre ses images d’actualité éditoriales, les sujets que ces vidéos couvrent le plus souvent.',
  'pages.browse.archiveFilm.title': 'Films d’archives',
  'pages.browse.archiveFilm.summary':
    'Des images des décennies passées : événements, rues et gens tels qu’ils étaient.',
  'pages.browse.archiveFilm.note':
    'Ce catalogue ne contient aucune collection BBC Motion Gallery. Cette adresse présente sa propre collection de films d’archives, {name}.',
  'pages.browse.newsFilm.title': 'Archives vidéo d’actualité',
  'pages.browse.newsFilm.summary':
    'Conférences de presse, discours et manifestations, filmés pour l’actualité.',
  'pages.browse.newsFilm.note':
    'Ce catalogue ne contient aucune collection NBC News Archives. Cette adresse présente sa propre collection de films d’actualité, {name}.',
  'pages.browse.unreleased.title': 'Images sans autorisation',
  'pages.browse.unreleased.summary':
    'Des images créatives sans autorisation de modèle ni de propriété : ce que cela signifie, et celles que propose cette boutique.',
  'pages.browse.unreleased.note':
    'Une autorisation est la permission signée des personnes représentées, ou du propriétaire d’un bien représenté. Une image qui n’en a pas peut servir là où aucune permission n’est requise, par exemple pour illustrer un article, mais jamais pour promouvoir ou recommander quoi que ce soit. La recherche ne peut pas se limiter à ces images : elles sont donc présentées ici.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'Ce que les visiteurs de {site} recherchent et téléchargent, compté à partir des recherches et téléchargements de cette boutique.',
  'pages.vgps.insights.title': 'Tendances',
  'pages.vgps.insights.summary':
    'Les sujets en hausse dans les recherches sur {site} ces {days} derniers jours, les plus recherchés et ce qui a été téléchargé.',
  'pages.vgps.results.title': 'Toutes les tendances de recherche',
  'pages.vgps.results.summary':
    'Chaque expression recherchée sur {site} par au moins deux visiteurs ces {days} derniers jours, comparée aux {days} jours précédents.',
  'pages.vgps.dashboard.title': 'Tableau de bord',
  'pages.vgps.dashboard.summary':
    'Recherches et téléchargements sur {site}, jour par jour, ces {days} derniers jours.',
  'pages.vgps.searches': 'Recherches ces {days} derniers jours',
  'pages.vgps.downloads': 'Téléchargements ces {days} derniers jours',
  'pages.vgps.change': '{change} par rapport aux {days} jours précédents',
  'pages.vgps.new': 'nouveau',
  'pages.vgps.rising': 'Recherches en hausse',
  'pages.vgps.top': 'Les plus recherchés',
  'pages.vgps.subjects': 'Sujets les plus téléchargés',
  'pages.vgps.mediaTypes': 'Ce que l’on recherche',
  'pages.vgps.downloadKinds': 'Ce que l’on télécharge',
  'pages.vgps.searchesPerDay': 'Recherches par jour',
  'pages.vgps.downloadsPerDay': 'Téléchargements par jour',
  'pages.vgps.tooFewSearches':
    'Trop peu de recherches pour dégager une tendance : {total, number} ces {days} derniers jours. Les tendances apparaîtront ici au fil des recherches.',
  'pages.vgps.tooFewDownloads':
    'Trop peu de téléchargements pour dégager une tendance : {total, number} ces {days} derniers jours.',
  'pages.vgps.col.phrase': 'Recherche',
  'pages.vgps.col.now': '{days} derniers jours',
  'pages.vgps.col.before': 'Les {days} jours précédents',
  'pages.vgps.col.change': 'Évolution',
  'pages.vgps.method':
    'Comment ces chiffres sont établis : chaque page de résultats consultée compte pour une recherche ; les expressions recherchées par moins de deux visiteurs sont écartées, afin que personne ne puisse être identifié par ses recherches. Les téléchargements sont comptés sur les deux sites de la boutique. Chaque période dure {days} jours.',
  'pages.tools.image.title': 'Recherche d’image inversée',
  'pages.tools.image.summary':
    'Importez une image pour trouver la même, ou des images qui lui ressemblent, sur {site}.',
  'pages.tools.image.label': 'Image (JPEG, PNG, WebP ou GIF, jusqu’à {max, number} Mo)',
  'pages.tools.image.how':
    'La boutique compare la forme générale et les couleurs de votre image à chaque image de la collection : les copies redimensionnées, recompressées ou légèrement recadrées sont aussi trouvées. Votre image est conservée 24 heures pour que les résultats puissent être partagés, puis supprimée.',
  'pages.tools.video.title': 'Recherche vidéo inversée',
  'pages.tools.video.summary':
    'Importez un court clip pour trouver sur {site} des vidéos qui lui ressemblent.',
  'pages.tools.video.label':
    'Clip (MP4, WebM ou QuickTime, jusqu’à {max, number} Mo et {seconds, number} secondes)',
  'pages.tools.video.how':
    'La boutique prend une image au milieu de votre clip et cherche avec elle parmi les vidéos, comme le fait la recherche d’image inversée. Le clip est supprimé dès que l’image est extraite ; l’image l’est au bout de 24 heures.',
  'pages.tools.submit': 'Rechercher',
  'pages.tools.working': 'Recherche en cours…',
  'pages.tools.howTitle': 'Comment ça marche',
  'pages.tools.noscript':
    'Cette recherche a besoin de JavaScript pour envoyer votre fichier. Activez-le, ou utilisez la barre de recherche.',
  'pages.tools.error.empty': 'Choisissez d’abord un fichier.',
  'pages.tools.error.failed': 'La recherche n’a pas pu démarrer. Rechargez la page et réessayez.',
  'pages.tools.error.tooLarge': 'Ce fichier dépasse {max, number} Mo. Choisissez-en un plus petit.',
  'pages.tools.error.imageType':
    'La recherche ne peut pas lire cette image. Choisissez un fichier JPEG, PNG, WebP ou GIF.',
  'pages.tools.error.videoType':
    'La recherche ne peut pas lire ce clip. Choisissez un fichier MP4, WebM ou QuickTime.',
  'pages.tools.error.unreadable':
    'Ce fichier n’a pas pu être lu. Il est peut-être endommagé ; choisissez-en un autre.',
  'pages.tools.error.tooLong':
    'Ce clip dure plus de {seconds, number} secondes. Raccourcissez-le, ou choisissez-en un plus court.',
  'pages.tools.error.busy': 'D’autres clips sont en cours de lecture. Réessayez dans un instant.',
};

export default messages;
