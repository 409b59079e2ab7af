import type { PagesMessageKey } from './en-us';

const messages: Record<PagesMessageKey, string> = {
  'pages.terms.title': 'Terms of use',
  'pages.terms.summary': 'The rules for using {site}, buying licences and holding an account.',
  'pages.privacy.title': 'Privacy policy',
  'pages.privacy.summary': 'What personal data {site} keeps, why, for how long, and your rights over it.',
  'pages.eula.title': 'Licence agreement',
  'pages.eula.summary': 'What you may do with an asset you license from {site}, for each licence type.',
  'pages.editorial-policy.title': 'Editorial policy',
  'pages.editorial-policy.summary':
    'How editorial pictures are captioned and corrected, and what they may be used for.',
  'pages.contact.title': 'Contact us',
  'pages.contact.summary': 'How to reach the people who run {site}: sales, orders, licences and privacy.',
  'pages.modern-slavery.title': 'Modern slavery statement',
  'pages.modern-slavery.summary':
    'The steps the operator of {site} takes against forced labour in its business.',
  'pages.help-licenses.title': 'Licence help',
  'pages.help-licenses.summary':
    'Royalty-free, rights-managed and rights-ready licences explained in plain words.',
  'pages.api.title': 'Developer API',
  'pages.api.summary': 'What a developer can use today: the JSON endpoints the store’s own pages call.',
  'pages.faq-basics.title': 'FAQ: the basics',
  'pages.faq-basics.summary': 'Short answers about plans, downloads, accounts and cancelling.',
  'pages.upgrade.title': 'Upgrading your plan',
  'pages.upgrade.summary': 'How to move a subscription to a bigger plan, and what you pay for the move.',
  'pages.englishOnly': 'The full text of this page is available in English.',
  'pages.onThisPage': 'On this page',
  'pages.sitemap.title': 'Site map',
  'pages.sitemap.summary': 'Every page of {site}, in one place.',
  'pages.sitemap.browse': 'Search and browse',
  'pages.sitemap.account': 'Your account',
  'pages.sitemap.help': 'Help and legal',
  'pages.sitemap.company': 'Company',
  'pages.sitemap.countries': 'Countries and languages',
  'pages.sitemap.signIn': 'Sign in',
  'pages.sitemap.register': 'Create an account',
  'pages.sitemap.cart': 'Basket',
  'pages.sitemap.boards': 'Boards',
  'pages.sitemap.curatedSets': 'Curated sets',
  'pages.sitemap.plans': 'Plans and pricing',
  'pages.sitemap.usingFiles': 'Using your files',
  'pages.country.summary': '{site} for {country}, with pages in {language}.',
  'pages.country.prices': 'Prices are shown in {currency}.',
  'pages.country.choose': 'Shop from {country}',
  'pages.country.search': 'Start searching',
  'pages.country.other': 'Other countries',
  'pages.world.title': 'Worldwide',
  'pages.world.summary':
    'Shopping from a country not in the list? {site} shows its pages in English and its prices in US dollars.',
  'pages.browse.images.title': 'Creative images',
  'pages.browse.images.summary': 'Photos, illustrations and vectors for advertising, design and publishing.',
  'pages.browse.photos.title': 'Stock photos',
  'pages.browse.photos.summary':
    'Creative photography of people, places and ideas, ready to license for your work.',
  'pages.browse.illustrations.title': 'Stock illustrations',
  'pages.browse.illustrations.summary':
    'Drawn and painted illustrations for stories, products and campaigns.',
  'pages.browse.vectors.title': 'Stock vectors',
  'pages.browse.vectors.summary': 'Vector graphics that scale to any size: icons, patterns, maps and scenes.',
  'pages.browse.video.title': 'Creative video',
  'pages.browse.video.summary': 'Stock footage and clips for films, adverts and social media.',
  'pages.browse.stockVideos.title': 'Stock videos',
  'pages.browse.stockVideos.summary': 'Royalty-free and rights-ready clips in SD, HD and 4K.',
  'pages.browse.count': 'In the collection: {total, number}',
  'pages.browse.popular': 'Popular searches',
  'pages.browse.collection': 'Collection: {name}',
  'pages.browse.seeAll': 'See all {total, number}',
  'pages.browse.events': 'Browse by event, person and place',
  'pages.download.title': 'The Download',
  'pages.download.summary':
    'Stories from the {site} editorial collection: the latest events, each with its pictures.',
  'pages.download.pictures': 'Pictures: {total, number}',
  'pages.download.empty': 'No stories yet: editorial coverage appears here as it is added to the collection.',
  'pages.blog.title': 'Blog',
  'pages.blog.summary': 'News and guides from {site}.',
  'pages.blog.englishOnly': 'The posts are written in English.',
  'pages.blog.empty': 'No posts yet.',
  'pages.browse.editorial.title': 'Editorial images',
  'pages.browse.editorial.summary':
    'News, sport, entertainment, fashion and archive pictures of real events, for editorial use.',
  'pages.browse.archival.title': 'Archival images',
  'pages.browse.archival.summary': 'Pictures of past events and times, for history and commentary.',
  'pages.browse.entertainment.title': 'Entertainment images',
  'pages.browse.entertainment.summary': 'Premieres, concerts, festivals and award ceremonies.',
  'pages.browse.fashion.title': 'Fashion images',
  'pages.browse.fashion.summary': 'Shows, collections and the people behind them.',
  'pages.browse.news.title': 'News images',
  'pages.browse.news.summary': 'Politics, society and the events that shape the day.',
  'pages.browse.sport.title': 'Sport images',
  'pages.browse.sport.summary': 'Matches, races and championships, as they happened.',
  'pages.browse.editorialVideo.title': 'Editorial video',
  'pages.browse.editorialVideo.summary': 'Footage of real events, for news and documentaries.',
  'pages.browse.userGenerated.title': 'User-generated footage',
  'pages.browse.userGenerated.summary':
    'News as it happens: protests, press events and city streets, filmed on the spot.',
  'pages.browse.userGenerated.note':
    'No clip in this catalogue was supplied by a member of the public, so none is labelled user-generated. This page shows its editorial news footage, the subjects such clips usually cover.',
  'pages.browse.archiveFilm.title': 'Archive film',
  'pages.browse.archiveFilm.summary': 'Footage of past decades: events, streets and people as they were.',
  'pages.browse.archiveFilm.note':
    'This catalogue holds no BBC Motion Gallery collection. This address shows its own archive film collection, {name}.',
  'pages.browse.newsFilm.title': 'News archive footage',
  'pages.browse.newsFilm.summary': 'Press conferences, speeches and protests, filmed for the news.',
  'pages.browse.newsFilm.note':
    'This catalogue holds no NBC News Archives collection. This address shows its own news film collection, {name}.',
  'pages.browse.unreleased.title': 'Unreleased imagery',
  'pages.browse.unreleased.summary':
    'Creative pictures without a model or property release: what that means, and the ones this store holds.',
  'pages.browse.unreleased.note':
    'A release is the signed permission of the people shown, or of the owner of a property shown. A picture without one may be used where no permission is needed, for example to illustrate an article, but never to advertise or endorse anything. The search cannot narrow to these pictures, so they are shown here.',
  'pages.vgps.overview.title': 'Visual GPS',
  'pages.vgps.overview.summary':
    'What visitors to {site} look for and download, counted from this store’s own searches and downloads.',
  'pages.vgps.insights.title': 'Insights',
  'pages.vgps.insights.summary':
    'The subjects rising in searches on {site} over the last {days} days, the most searched, and what was downloaded.',
  'pages.vgps.results.title': 'All search trends',
  'pages.vgps.results.summary':
    'Every phrase searched on {site} by at least two visitors in the last {days} days, against the {days} days before.',
  'pages.vgps.dashboard.title': 'Dashboard',
  'pages.vgps.dashboard.summary': 'Searches and downloads on {site}, day by day over the last {days} days.',
  'pages.vgps.searches': 'Searches in the last {days} days',
  'pages.vgps.downloads': 'Downloads in the last {days} days',
  'pages.vgps.change': '{change} against the {days} days before',
  'pages.vgps.new': 'new',
  'pages.vgps.rising': 'Rising searches',
  'pages.vgps.top': 'Most searched',
  'pages.vgps.subjects': 'Most downloaded subjects',
  'pages.vgps.mediaTypes': 'What people search for',
  'pages.vgps.downloadKinds': 'What people download',
  'pages.vgps.searchesPerDay': 'Searches per day',
  'pages.vgps.downloadsPerDay': 'Downloads per day',
  'pages.vgps.tooFewSearches':
    'Too few searches yet to show a trend: {total, number} in the last {days} days. Trends appear here as visitors search.',
  'pages.vgps.tooFewDownloads':
    'Too few downloads yet to show a trend: {total, number} in the last {days} days.',
  'pages.vgps.col.phrase': 'Search',
  'pages.vgps.col.now': 'Last {days} days',
  'pages.vgps.col.before': 'The {days} days before',
  'pages.vgps.col.change': 'Change',
  'pages.vgps.method':
    'How these figures are made: each results page a visitor views counts as one search; phrases searched by fewer than two visitors are left out, so no one’s searches can be singled out. Downloads are counted across both of the store’s sites. Periods are {days} days long.',
  'pages.tools.image.title': 'Reverse image search',
  'pages.tools.image.summary':
    'Upload a picture to find the same picture, or ones that look like it, at {site}.',
  'pages.tools.image.label': 'Picture (JPEG, PNG, WebP or GIF, up to {max, number} MB)',
  'pages.tools.image.how':
    'The store compares the overall shape and colour of your picture with every picture in the collection, so resized, recompressed and lightly cropped copies are found too. Your picture is kept for 24 hours so the results can be shared, then deleted.',
  'pages.tools.video.title': 'Reverse video search',
  'pages.tools.video.summary': 'Upload a short clip to find footage at {site} that looks like it.',
  'pages.tools.video.label':
    'Clip (MP4, WebM or QuickTime, up to {max, number} MB and {seconds, number} seconds)',
  'pages.tools.video.how':
    'The store takes one frame from the middle of your clip and searches the footage with it, as a reverse image search does. The clip is deleted as soon as the frame is taken; the frame is deleted after 24 hours.',
  'pages.tools.submit': 'Search',
  'pages.tools.working': 'Searching…',
  'pages.tools.howTitle': 'How it works',
  'pages.tools.noscript':
    'This search needs JavaScript to send your file. Turn it on, or use the search bar.',
  'pages.tools.error.empty': 'Choose a file first.',
  'pages.tools.error.failed': 'The search could not be started. Reload the page and try again.',
  'pages.tools.error.tooLarge': 'This file is larger than {max, number} MB. Choose a smaller one.',
  'pages.tools.error.imageType':
    'This is not a picture the search can read. Choose a JPEG, PNG, WebP or GIF file.',
  'pages.tools.error.videoType':
    'This is not a clip the search can read. Choose an MP4, WebM or QuickTime file.',
  'pages.tools.error.unreadable': 'This file could not be read. It may be damaged; choose another.',
  'pages.tools.error.tooLong':
    'This clip is longer than {seconds, number} seconds. Trim it, or choose a shorter one.',
  'pages.tools.error.busy': 'Other clips are being read right now. Try again in a moment.',
};

export default messages;
