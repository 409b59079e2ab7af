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
};

export default messages;
