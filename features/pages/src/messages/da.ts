import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Brugsvilkår',
  'pages.terms.summary': 'Reglerne for at bruge {site}, købe licenser og have en konto.',
  'pages.privacy.title': 'Privatlivspolitik',
  'pages.privacy.summary':
    'Hvilke personoplysninger {site} gemmer, hvorfor, hvor længe, og dine rettigheder.',
  'pages.eula.title': 'Licensaftale',
  'pages.eula.summary': 'Hvad du må gøre med indhold, du licenserer fra {site}, for hver licenstype.',
  'pages.editorial-policy.title': 'Redaktionel politik',
  'pages.editorial-policy.summary':
    'Hvordan redaktionelle billeder beskrives og rettes, og hvad de må bruges til.',
  'pages.contact.title': 'Kontakt os',
  'pages.contact.summary': 'Sådan når du dem, der driver {site}: salg, ordrer, licenser og privatliv.',
  'pages.modern-slavery.title': 'Erklæring om moderne slaveri',
  'pages.modern-slavery.summary':
    'De skridt, som operatøren af {site} tager mod tvangsarbejde i sin virksomhed.',
  'pages.help-licenses.title': 'Hjælp til licenser',
  'pages.help-licenses.summary': 'Royaltyfrie, rettighedsstyrede og rights-ready-licenser forklaret enkelt.',
  'pages.api.title': 'Udvikler-API',
  'pages.api.summary':
    'Hvad en udvikler kan bruge i dag: de JSON-endpoints, som butikkens egne sider kalder.',
  'pages.faq-basics.title': 'Ofte stillede spørgsmål: det grundlæggende',
  'pages.faq-basics.summary': 'Korte svar om abonnementer, downloads, konti og opsigelse.',
  'pages.upgrade.title': 'Opgrader dit abonnement',
  'pages.upgrade.summary': 'Sådan flytter du et abonnement til et større, og hvad skiftet koster.',
  'pages.englishOnly': 'Hele teksten på denne side findes på engelsk.',
  'pages.onThisPage': 'På denne side',
  'pages.sitemap.title': 'Oversigt over siden',
  'pages.sitemap.summary': 'Alle sider på {site} samlet ét sted.',
  'pages.sitemap.browse': 'Søg og gennemse',
  'pages.sitemap.account': 'Din konto',
  'pages.sitemap.help': 'Hjælp og juridisk',
  'pages.sitemap.company': 'Virksomheden',
  'pages.sitemap.countries': 'Lande og sprog',
  'pages.sitemap.signIn': 'Log ind',
  'pages.sitemap.register': 'Opret en konto',
  'pages.sitemap.cart': 'Indkøbskurv',
  'pages.sitemap.boards': 'Tavler',
  'pages.sitemap.curatedSets': 'Udvalgte samlinger',
  'pages.sitemap.plans': 'Abonnementer og priser',
  'pages.sitemap.usingFiles': 'Brug af dine filer',
  'pages.country.summary': '{site} til {country}, med sider på {language}.',
  'pages.country.prices': 'Priserne vises i {currency}.',
  'pages.country.choose': 'Handl fra {country}',
  'pages.country.search': 'Begynd at søge',
  'pages.country.other': 'Andre lande',
  'pages.world.title': 'Hele verden',
  'pages.world.summary':
    'Handler du fra et land, der ikke er på listen? Så viser {site} siderne på engelsk og priserne i amerikanske dollar.',
  'pages.browse.images.title': 'Kreative billeder',
  'pages.browse.images.summary': 'Fotos, illustrationer og vektorer til reklame, design og udgivelse.',
  'pages.browse.photos.title': 'Stockfotos',
  'pages.browse.photos.summary':
    'Kreativ fotografi af mennesker, steder og idéer, klar til at licensere til dit arbejde.',
  'pages.browse.illustrations.title': 'Stockillustrationer',
  'pages.browse.illustrations.summary':
    'Tegnede og malede illustrationer til historier, produkter og kampagner.',
  'pages.browse.vectors.title': 'Stockvektorer',
  'pages.browse.vectors.summary':
    'Vektorgrafik, der kan skaleres til enhver størrelse: ikoner, mønstre, kort og scener.',
  'pages.browse.video.title': 'Kreativ video',
  'pages.browse.video.summary': 'Stockoptagelser og klip til film, reklamer og sociale medier.',
  'pages.browse.stockVideos.title': 'Stockvideoer',
  'pages.browse.stockVideos.summary': 'Royaltyfrie og rights-ready-klip i SD, HD og 4K.',
  'pages.browse.count': 'I samlingen: {total, number}',
  'pages.browse.popular': 'Populære søgninger',
  'pages.browse.collection': 'Samling: {name}',
  'pages.browse.seeAll': 'Se alle {total, number}',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Historier fra {site}s redaktionelle samling: de seneste begivenheder, hver med sine billeder.',
  'pages.download.pictures': 'Billeder: {total, number}',
  'pages.download.empty':
    'Ingen historier endnu: redaktionel dækning vises her, når den føjes til samlingen.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'Nyheder og vejledninger fra {site}.',
  'pages.blog.englishOnly': 'Indlæggene er skrevet på engelsk.',
  'pages.blog.empty': 'Ingen indlæg endnu.',
};

export default messages;
