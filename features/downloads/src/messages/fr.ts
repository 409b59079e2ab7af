import type { DownloadsMessageKey } from './en-us';

const messages: Record<DownloadsMessageKey, string> = {
  'downloads.history.title': 'Licences et téléchargements',
  'downloads.history.intro':
    'Toutes vos licences, les plus récentes d’abord, avec chacun de leurs téléchargements.',
  'downloads.history.introTeam':
    'Toutes les licences de votre équipe et les vôtres, les plus récentes d’abord, avec chacun de leurs téléchargements.',
  'downloads.filter.legend': 'Trouver une licence',
  'downloads.filter.search': 'Titre ou ID du fichier',
  'downloads.filter.from': 'Accordée depuis le',
  'downloads.filter.to': 'Accordée jusqu’au',
  'downloads.filter.user': 'Membre de l’équipe',
  'downloads.filter.everyone': 'Tout le monde',
  'downloads.filter.submit': 'Rechercher',
  'downloads.filter.reset': 'Effacer',
  'downloads.filter.bad':
    'Vérifiez ce champ : les dates s’écrivent AAAA-MM-JJ, et la première précède la seconde.',
  'downloads.export': 'Exporter en CSV',
  'downloads.empty': 'Aucune licence ne correspond à ces filtres.',
  'downloads.model.rf': 'Libre de droits',
  'downloads.model.rm': 'Droits gérés',
  'downloads.model.rr': 'Droits prêts',
  'downloads.size.small': 'Petite',
  'downloads.size.medium': 'Moyenne',
  'downloads.size.large': 'Grande (originale)',
  'downloads.size.sd': 'SD',
  'downloads.size.hd': 'HD',
  'downloads.size.4k': '4K',
  'downloads.size.eps': 'EPS (vectoriel)',
  'downloads.size.ai': 'AI (vectoriel)',
  'downloads.licence.id': 'Licence {id}',
  'downloads.licence.order': 'Commande {number}',
  'downloads.licence.plan': 'Forfait : {plan}',
  'downloads.licence.projectCode': 'Code projet : {code}',
  'downloads.licence.granted': 'Accordée le {date}',
  'downloads.licence.holder': 'Concédée à {name}',
  'downloads.licence.useBy': 'À utiliser avant le {date}',
  'downloads.licence.usage': 'Utilisation : {usage}',
  'downloads.licence.download': 'Télécharger à nouveau',
  'downloads.licence.certificate': 'Preuve de licence (PDF)',
  'downloads.list.caption': 'Téléchargements de la licence {id}',
  'downloads.list.none': 'Pas encore téléchargé.',
  'downloads.list.when': 'Quand',
  'downloads.list.who': 'Qui',
  'downloads.list.size': 'Taille',
  'downloads.list.type': 'Type de téléchargement',
  'downloads.list.anonymous': 'Lien de l’e-mail de commande',
  'downloads.type.single': 'Téléchargement',
  'downloads.type.re_download': 'Nouveau téléchargement',
  'downloads.type.anonymous': 'Lien par e-mail',
  'downloads.type.multiple': 'Téléchargement multiple',
  'downloads.page.label': 'Pages de résultats',
  'downloads.page.previous': 'Précédent',
  'downloads.page.next': 'Suivant',
  'downloads.page.current': 'Page {n}',
  'downloads.csv.asset': 'ID du fichier',
  'downloads.csv.title': 'Titre du fichier',
  'downloads.csv.model': 'Modèle de licence',
  'downloads.csv.obtained': 'Obtenue via',
  'downloads.csv.downloads': 'Nombre de téléchargements',
  'downloads.csv.lastDownload': 'Dernier téléchargement',
  'downloads.csv.licence': 'ID de licence',
  'downloads.csv.projectCode': 'Code projet',
  'downloads.csv.granted': 'Accordée le',
  'downloads.csv.useBy': 'À utiliser avant',
  'downloads.csv.holder': 'Concédée à',
  'downloads.cert.title': 'Preuve de licence',
  'downloads.cert.licensor': 'Concédant',
  'downloads.cert.licensee': 'Licencié',
  'downloads.cert.asset': 'Fichier',
  'downloads.cert.terms':
    'Accordée selon le contrat de licence disponible à {url}. Chacun peut vérifier ce certificat auprès du concédant grâce à l’ID de licence.',
  // Bulk download as one zip (issue 18)
  'downloads.zip.title': 'Votre téléchargement',
  'downloads.zip.ready':
    '{count, plural, one {# fichier sous licence est prêt dans un zip.} many {# fichiers sous licence sont prêts dans un zip.} other {# fichiers sous licence sont prêts dans un zip.}}',
  'downloads.zip.download': 'Télécharger le zip',
  'downloads.zip.notLicensed': 'Exclus car vous n’en détenez pas la licence (acquérez-la d’abord) : {ids}',
  'downloads.zip.notFile': 'Exclus car ce ne sont pas des images fixes : {ids}',
  'downloads.zip.none':
    'Vous ne détenez la licence d’aucune des images sélectionnées. Acquérez d’abord une licence, puis téléchargez-les ici.',
  // Anonymous download links (order mail).
  'downloads.anon.invalid.title': 'Ce lien de téléchargement n’est pas valide',
  'downloads.anon.invalid.body':
    'Le lien a peut-être été modifié ou copié de façon incomplète. Utilisez-le tel qu’il figure dans l’e-mail de votre commande, ou connectez-vous et téléchargez le fichier depuis vos licences.',
  'downloads.anon.expired.title': 'Ce lien de téléchargement a expiré',
  'downloads.anon.expired.body':
    'Les liens de téléchargement de l’e-mail de commande sont valables 7 jours. Connectez-vous pour télécharger à nouveau le fichier depuis vos licences, sans frais.',
  'downloads.anon.history': 'Voir vos licences',
  // Using your files (/faq/using-files).
  'downloads.faq.title': 'Utiliser vos fichiers',
  'downloads.faq.intro':
    'Ce que vous obtenez en téléchargeant un fichier sous licence sur cette boutique : formats, tailles, couleur et la licence qui accompagne le fichier.',
  'downloads.faq.toc': 'Sur cette page',
  'downloads.faq.photos.title': 'Photos',
  'downloads.faq.photos.sizes':
    'Les photos sont vendues en trois tailles au plus : la petite mesure 800 px sur le grand côté, la moyenne 2 000 px, et la grande est l’original lui-même. Une taille n’est proposée que si elle est plus petite que l’original ; rien n’est jamais agrandi.',
  'downloads.faq.photos.format':
    'Chaque photo se télécharge au format JPEG. La petite et la moyenne sont réduites à partir de l’original et enregistrées en qualité 90 ; la grande est l’original, enregistré en qualité 90 avec tout le détail des couleurs.',
  'downloads.faq.photos.colour':
    'Les fichiers sont dans l’espace colorimétrique sRGB, la norme pour les écrans et le web. Pour l’impression, convertissez-les au profil de votre imprimeur dans votre logiciel de retouche et vérifiez d’abord une épreuve.',
  'downloads.faq.photos.rights':
    'Votre licence accompagne le fichier : ses métadonnées XMP nomment le créateur, le titulaire de la licence et l’adresse des conditions de licence. Conservez ces métadonnées lorsque vous modifiez ou exportez le fichier.',
  'downloads.faq.illustrations.title': 'Illustrations et vecteurs',
  'downloads.faq.illustrations.body':
    'Les illustrations et les vecteurs se téléchargent comme les photos : des fichiers JPEG dans les tailles ci-dessus, en sRGB, avec la licence dans leurs métadonnées XMP.',
  'downloads.faq.illustrations.vector':
    'Les vecteurs importés de fichiers EPS ou AI se téléchargent aussi sous la forme de ce fichier même, octet pour octet, avec une licence grande taille ou celle d’un abonnement : votre historique de licences le propose comme « EPS (vectoriel) » ou « AI (vectoriel) » à côté du JPEG. Les licences petite et moyenne taille téléchargent le JPEG seulement ; les autres vecteurs se téléchargent en JPEG.',
  'downloads.faq.video.title': 'Clips vidéo',
  'downloads.faq.video.sizes':
    'Les clips sont proposés sous licence en SD, HD (grand côté d’au moins 1 280 px) ou 4K (3 840 px), dans la limite de la résolution du clip : la 4K n’est proposée que pour les clips tournés en 4K.',
  'downloads.faq.video.preview':
    'Avant l’achat, chaque clip dispose d’un aperçu filigrané de 4 secondes (WebM, 480 px de large) et d’une image fixe.',
  'downloads.faq.video.download':
    'Les clips sous licence se téléchargent en fichiers MP4 H.264 dans la définition de la licence, avec la cadence et la durée propres au clip, ainsi que son crédit et son copyright dans les métadonnées du fichier. Un clip est créé pour vous lors de son premier téléchargement (quelques secondes en SD, une minute ou deux en 4K) : la page affiche sa progression et le téléchargement démarre tout seul.',
  'downloads.faq.again.title': 'Télécharger à nouveau',
  'downloads.faq.again.body':
    'Chaque fichier sous licence peut être téléchargé à nouveau gratuitement depuis votre historique de licences. Lorsque vous achetez un fichier, l’e-mail de confirmation de commande contient aussi un lien de téléchargement valable 7 jours sans connexion.',
  'downloads.faq.again.link': 'Voir votre historique de licences',
  'downloads.faq.link': 'Aide sur l’utilisation de vos fichiers',
  'downloads.comps.title': 'Maquettes',
  'downloads.comps.intro':
    'Les maquettes filigranées sont gratuites pour vos mises en page et vos essais pendant 30 jours à compter de leur téléchargement. Acquérez la licence d’un fichier pour l’utiliser dans votre travail final.',
  'downloads.comps.usable': 'Utilisable en mise en page jusqu’au {date}',
  'downloads.comps.expired':
    'Période de maquette terminée le {date}\u00a0: acquérez la licence du fichier pour continuer à l’utiliser',
  'downloads.comps.license': 'Acquérir la licence de ce fichier',
  'downloads.drawer.button': 'Téléchargements',
  'downloads.drawer.buttonBusy':
    '{count, plural, one {Téléchargements (# en cours)} many {Téléchargements (# en cours)} other {Téléchargements (# en cours)}}',
  'downloads.drawer.title': 'Vos téléchargements',
  'downloads.drawer.close': 'Fermer',
  'downloads.drawer.inProgress': 'En cours',
  'downloads.drawer.done': 'Terminés',
  'downloads.drawer.empty':
    'Aucun téléchargement pour l’instant. Les fichiers sous licence que vous téléchargez apparaissent ici.',
  'downloads.drawer.history': 'Toutes les licences et tous les téléchargements',
  'downloads.drawer.again': 'Télécharger à nouveau',
  'downloads.drawer.download': 'Télécharger',
  'downloads.drawer.zip':
    '{count, plural, one {# fichier dans un zip} many {# fichiers dans un zip} other {# fichiers dans un zip}}',
  'downloads.drawer.state.preparing': 'Préparation des fichiers\u00a0: {percent}\u00a0%',
  'downloads.drawer.state.ready': 'Prêt à télécharger',
  'downloads.drawer.state.sending': 'Téléchargement\u00a0: {percent}\u00a0%',
  'downloads.drawer.state.paused':
    'Arrêté à {percent}\u00a0%\u00a0: reprenez-le dans les téléchargements de votre navigateur, ou téléchargez-le à nouveau',
  'downloads.drawer.state.done': 'Téléchargé',
  'downloads.clip.title': 'Préparation de votre clip',
  'downloads.clip.intro':
    '«\u00a0{title}\u00a0» est en cours de création à la taille que vous accorde votre licence. Votre téléchargement démarre ici dès qu’il est prêt\u00a0: une minute ou deux pour la 4K.',
  'downloads.clip.ready': 'Prêt\u00a0: votre téléchargement démarre.',
  'downloads.clip.retry': 'Télécharger dès que c’est prêt',
  'downloads.zip.planOffer':
    '{count, plural, one {Votre forfait {plan} peut couvrir la licence de # autre fichier sélectionné.} many {Votre forfait {plan} peut couvrir la licence de # des autres fichiers sélectionnés.} other {Votre forfait {plan} peut couvrir la licence de # des autres fichiers sélectionnés.}}',
  'downloads.zip.planLicense':
    '{count, plural, one {Acquérir la licence de # fichier avec mon forfait et l’ajouter} many {Acquérir la licence de # fichiers avec mon forfait et les ajouter} other {Acquérir la licence de # fichiers avec mon forfait et les ajouter}}',
};

export default messages;
