import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Gebruiksvoorwaarden',
  'pages.terms.summary': 'De regels voor het gebruik van {site}, het kopen van licenties en je account.',
  'pages.privacy.title': 'Privacybeleid',
  'pages.privacy.summary':
    'Welke persoonsgegevens {site} bewaart, waarom, hoe lang, en welke rechten je erop hebt.',
  'pages.eula.title': 'Licentieovereenkomst',
  'pages.eula.summary': 'Wat je mag doen met content die je bij {site} in licentie neemt, per licentietype.',
  'pages.editorial-policy.title': 'Redactioneel beleid',
  'pages.editorial-policy.summary':
    'Hoe redactionele beelden worden bijgeschreven en gecorrigeerd, en waarvoor ze gebruikt mogen worden.',
  'pages.contact.title': 'Contact',
  'pages.contact.summary':
    'Zo bereik je de mensen achter {site}: verkoop, bestellingen, licenties en privacy.',
  'pages.modern-slavery.title': 'Verklaring over moderne slavernij',
  'pages.modern-slavery.summary':
    'De stappen die de beheerder van {site} zet tegen dwangarbeid in het bedrijf.',
  'pages.help-licenses.title': 'Hulp bij licenties',
  'pages.help-licenses.summary':
    'Royaltyvrije, rights-managed en rights-ready licenties in gewone woorden uitgelegd.',
  'pages.api.title': 'API voor ontwikkelaars',
  'pages.api.summary':
    'Wat een ontwikkelaar vandaag kan gebruiken: de JSON-endpoints die de eigen pagina’s van de winkel aanroepen.',
  'pages.faq-basics.title': 'Veelgestelde vragen: de basis',
  'pages.faq-basics.summary': 'Korte antwoorden over abonnementen, downloads, accounts en opzeggen.',
  'pages.upgrade.title': 'Je abonnement upgraden',
  'pages.upgrade.summary': 'Hoe je een abonnement naar een groter abonnement overzet en wat dat kost.',
  'pages.englishOnly': 'De volledige tekst van deze pagina is beschikbaar in het Engels.',
  'pages.onThisPage': 'Op deze pagina',
  'pages.sitemap.title': 'Sitemap',
  'pages.sitemap.summary': 'Alle pagina’s van {site} op één plek.',
  'pages.sitemap.browse': 'Zoeken en bladeren',
  'pages.sitemap.account': 'Je account',
  'pages.sitemap.help': 'Hulp en juridisch',
  'pages.sitemap.company': 'Bedrijf',
  'pages.sitemap.countries': 'Landen en talen',
  'pages.sitemap.signIn': 'Inloggen',
  'pages.sitemap.register': 'Account aanmaken',
  'pages.sitemap.cart': 'Winkelwagen',
  'pages.sitemap.boards': 'Borden',
  'pages.sitemap.curatedSets': 'Samengestelde sets',
  'pages.sitemap.plans': 'Abonnementen en prijzen',
  'pages.sitemap.usingFiles': 'Je bestanden gebruiken',
  'pages.country.summary': '{site} voor {country}, met pagina’s in het {language}.',
  'pages.country.prices': 'Prijzen worden getoond in {currency}.',
  'pages.country.choose': 'Winkelen vanuit {country}',
  'pages.country.search': 'Begin met zoeken',
  'pages.country.other': 'Andere landen',
  'pages.world.title': 'Wereldwijd',
  'pages.world.summary':
    'Koop je vanuit een land dat niet in de lijst staat? {site} toont de pagina’s dan in het Engels en de prijzen in Amerikaanse dollars.',
  'pages.browse.images.title': 'Creatieve beelden',
  'pages.browse.images.summary': 'Foto’s, illustraties en vectoren voor reclame, ontwerp en uitgeverij.',
  'pages.browse.photos.title': 'Stockfoto’s',
  'pages.browse.photos.summary':
    'Creatieve fotografie van mensen, plekken en ideeën, klaar om in licentie te nemen.',
  'pages.browse.illustrations.title': 'Stockillustraties',
  'pages.browse.illustrations.summary':
    'Getekende en geschilderde illustraties voor verhalen, producten en campagnes.',
  'pages.browse.vectors.title': 'Stockvectoren',
  'pages.browse.vectors.summary':
    'Vectorafbeeldingen die op elk formaat scherp blijven: iconen, patronen, kaarten en scènes.',
  'pages.browse.video.title': 'Creatieve video',
  'pages.browse.video.summary': 'Stockbeelden en clips voor films, reclame en sociale media.',
  'pages.browse.stockVideos.title': 'Stockvideo’s',
  'pages.browse.stockVideos.summary': 'Royaltyvrije en rights-ready clips in SD, HD en 4K.',
  'pages.browse.count': 'In de collectie: {total, number}',
  'pages.browse.popular': 'Populaire zoekopdrachten',
  'pages.browse.collection': 'Collectie: {name}',
  'pages.browse.seeAll': 'Alle {total, number} bekijken',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Verhalen uit de redactionele collectie van {site}: de nieuwste gebeurtenissen, elk met de bijbehorende beelden.',
  'pages.download.pictures': 'Beelden: {total, number}',
  'pages.download.empty':
    'Nog geen verhalen: redactionele verslaggeving verschijnt hier zodra die aan de collectie is toegevoegd.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Nieuws en handleidingen van {site}.',
  'pages.blog.englishOnly': 'De berichten zijn in het Engels geschreven.',
  'pages.blog.empty': 'Nog geen berichten.',
};

export default messages;
