/**
 * The marketing pages' source locale. Its keys type every other locale of this bundle and every
 * `Translator<MarketingKey>` call. Page names in links (About us, Contact sales, …) are core keys,
 * shared with the Footer.
 */
export const messages = {
  'marketing.more': 'More from {site}',
  'marketing.comingSoon': 'Coming soon',
  'marketing.searchCollection': 'Search the collection',

  'marketing.ai.title': 'AI image generation',
  'marketing.ai.description':
    'AI image generation and modification are coming to {site}. Until then, search the collection.',
  'marketing.ai.heading': 'Create and adapt images with AI',
  'marketing.ai.lead':
    'We are building AI image generation and modification into {site}. These tools are not available yet: this page describes what is planned.',
  'marketing.ai.planned': 'What is planned',
  'marketing.ai.generate.title': 'Generate from a description',
  'marketing.ai.generate.body':
    'Describe the picture you need in your own words and choose from several variations.',
  'marketing.ai.modify.title': 'Modify an image',
  'marketing.ai.modify.body':
    'Extend the canvas, replace the background or change details of an image without leaving the storefront.',
  'marketing.ai.history.title': 'Pick up where you left off',
  'marketing.ai.history.body':
    'Your generations are kept in a history, so you can return to a description and refine it.',
  'marketing.ai.terms.title': 'Terms stated up front',
  'marketing.ai.terms.body':
    'Generated images will show how they may be used before you download them, just as every asset in the collection does today.',
  'marketing.ai.today.title': 'Available today',
  'marketing.ai.today.body':
    'Photos, illustrations, vectors and video in the collection can be searched now, each with its license terms explained.',

  'marketing.contact.title': 'Contact sales',
  'marketing.contact.description':
    'Ask the {site} sales team about licenses for teams, volume purchases and custom terms.',
  'marketing.contact.heading': 'Talk to our sales team',
  'marketing.contact.lead':
    'Licensing for a team, a large project or an unusual use? Tell us what you need and we will reply by email.',
  'marketing.contact.topics.title': 'We can help with',
  'marketing.contact.topics.team': 'Licenses for teams and several users',
  'marketing.contact.topics.volume': 'Volume and recurring purchases',
  'marketing.contact.topics.custom': 'Custom license terms and extended rights',
  'marketing.contact.topics.invoicing': 'Invoicing and purchase orders',
  'marketing.contact.form.title': 'Your inquiry',
  'marketing.contact.form.required': 'All fields are required unless marked optional.',
  'marketing.contact.field.name': 'Full name',
  'marketing.contact.field.email': 'Work email',
  'marketing.contact.field.company': 'Company or organization',
  'marketing.contact.field.optional': 'optional',
  'marketing.contact.field.country': 'Country',
  'marketing.contact.field.countryPlaceholder': 'Select a country',
  'marketing.contact.field.message': 'How can we help?',
  'marketing.contact.field.messageHint':
    'Tell us about your project, the content you need and how you plan to use it.',
  'marketing.contact.submit': 'Send inquiry',
  'marketing.contact.privacy': 'We use these details only to answer your inquiry.',
  'marketing.contact.errors.summary':
    '{count, plural, one {Please correct # field to send your inquiry.} other {Please correct # fields to send your inquiry.}}',
  'marketing.contact.errors.nameRequired': 'Enter your name.',
  'marketing.contact.errors.emailRequired': 'Enter your email address.',
  'marketing.contact.errors.emailInvalid': 'Enter an email address in the format name@example.com.',
  'marketing.contact.errors.countryRequired': 'Select your country from the list.',
  'marketing.contact.errors.messageRequired': 'Tell us how we can help.',
  'marketing.contact.errors.messageTooShort': 'Write at least {min, number} characters.',
  'marketing.contact.errors.tooLong': 'Use no more than {max, number} characters.',
  'marketing.contact.thanks.title': 'Thank you. Your inquiry has been sent.',
  'marketing.contact.thanks.body':
    'Our sales team will reply to the email address you gave. In the meantime, you can keep exploring the collection.',

  'marketing.guide.title': 'Search guide',
  'marketing.guide.description':
    'How to search {site}: words, exact phrases, excluded words, media types, categories and sorting.',
  'marketing.guide.heading': 'How to search',
  'marketing.guide.lead': 'A few simple techniques help you find the right picture or clip faster.',
  'marketing.guide.syntax.title': 'What to type',
  'marketing.guide.words.title': 'Start with a few words',
  'marketing.guide.words.body':
    'Describe what should be in the picture. Results contain all of the words you type, in any order, and other forms of a word count too: mountains also finds mountain.',
  'marketing.guide.phrase.title': 'Exact phrases in quotes',
  'marketing.guide.phrase.body':
    'Put words in double quotation marks to find them side by side, in that order.',
  'marketing.guide.exclude.title': 'Leave words out with a minus sign',
  'marketing.guide.exclude.body':
    'Type a minus sign directly before a word to remove results that contain it.',
  'marketing.guide.either.title': 'Either word with “or”',
  'marketing.guide.either.body': 'Type or between two words to find results that contain either of them.',
  'marketing.guide.tryExample': 'Search for {query}',
  'marketing.guide.narrow.title': 'Narrow the results',
  'marketing.guide.types.title': 'Choose a media type',
  'marketing.guide.types.body':
    'Choose images or video in the search bar before you search, or switch with the tabs above the results. Each tab shows how many results it holds.',
  'marketing.guide.filters.title': 'Use the filters',
  'marketing.guide.filters.body':
    'The filter panel beside the results narrows them by orientation, color, number of people, date and more; the filters offered depend on the media type. Applied filters appear above the results, where you can remove them one by one or all at once.',
  'marketing.guide.browse.title': 'Browse by category',
  'marketing.guide.browse.body':
    'The main navigation leads straight to categories of the collection, such as illustrations or video.',
  'marketing.guide.sort.title': 'Sort the results',
  'marketing.guide.sort.body':
    'Results are sorted by best match unless you choose another order, such as newest or most popular.',
  'marketing.guide.language.title': 'Search in English',
  'marketing.guide.language.body':
    'Titles and keywords in this collection are written in English, so English search words find the most results.',

  'marketing.about.title': 'About us',
  'marketing.about.description':
    'Who we are: a stock-media storefront running on Lightbox, open-source software for licensing photos, illustrations, vectors and video.',
  'marketing.about.heading': 'About {site}',
  'marketing.about.lead':
    'This storefront offers stock photos, illustrations, vectors and video. It runs on Lightbox, open-source software for searching, presenting and licensing a media collection from your own servers.',
  'marketing.about.mission.title': 'What we do',
  'marketing.about.mission.body':
    'We help people find pictures and footage for their work and license them on clear terms. Every asset states its license type, with a plain explanation of what it allows.',
  'marketing.about.sites.title': 'Two storefronts, one collection',
  'marketing.about.sites.body':
    'One Lightbox installation runs a premium storefront and a subscription storefront over the same catalog. Each has its own look and wording; search and licensing work the same way on both.',
  'marketing.about.open.title': 'Open source, self-hosted',
  'marketing.about.open.body':
    'Lightbox is published under the MIT License. An agency or publisher can run it on its own server with its own catalog, and keep its data where it chooses.',
  'marketing.about.languages.title': 'Made for many languages',
  'marketing.about.languages.body':
    'Both storefronts are available in 25 languages. Visitors choose their country and language, and links, dates and numbers follow that choice.',
  'marketing.about.principles.title': 'What we care about',
  'marketing.about.principles.clarity':
    'Clear licensing: you know what you may do with an asset before you use it.',
  'marketing.about.principles.speed':
    'Fast search: results are rendered on the server and appear without waiting for scripts.',
  'marketing.about.principles.access':
    'Accessibility: every page is designed to work with a keyboard and a screen reader.',
  'marketing.about.principles.privacy':
    'Privacy: visitor data stays on the servers of the organization that runs the storefront.',

  'marketing.work.title': 'Work with us',
  'marketing.work.description':
    'Lightbox is open source. Learn how to contribute code, translations, design and documentation.',
  'marketing.work.heading': 'Build Lightbox with us',
  'marketing.work.lead':
    'Lightbox, the software behind this storefront, is an open-source project. The best way to work with us is to contribute: code, translations, design, testing and documentation are all welcome.',
  'marketing.work.ways.title': 'Ways to contribute',
  'marketing.work.code.title': 'Code',
  'marketing.work.code.body':
    'Lightbox is written in TypeScript, with React for every screen, Fastify on the server and PostgreSQL for data. Fix a bug you ran into, or pick up an open issue.',
  'marketing.work.translations.title': 'Translations',
  'marketing.work.translations.body':
    'Every screen is available in 25 languages. Native speakers can improve the wording and keep each language complete as new text is added.',
  'marketing.work.design.title': 'Design and accessibility',
  'marketing.work.design.body':
    'Help make both storefronts clear, fast and easy to use with a keyboard and a screen reader.',
  'marketing.work.testing.title': 'Testing',
  'marketing.work.testing.body':
    'Try new versions with your own catalog and browsers, and report anything that does not work as it should.',
  'marketing.work.reports.title': 'Bug reports and ideas',
  'marketing.work.reports.body':
    'A clear report with the steps to reproduce a problem is one of the most useful contributions you can make.',
  'marketing.work.docs.title': 'Documentation',
  'marketing.work.docs.body': 'Improve the guides for the people who install, configure and run Lightbox.',
  'marketing.work.start.title': 'Getting started',
  'marketing.work.start.install':
    'Get the source code, then install the dependencies with Node.js 20 or later.',
  'marketing.work.start.run': 'Start both storefronts locally, with an embedded database and a demo catalog.',
  'marketing.work.start.check':
    'Before you propose a change, run the type check, the linter, the translation coverage check and every test.',
  'marketing.work.start.focus':
    'Keep each change focused, put tests beside the code they cover, and explain what the change does and why.',
  'marketing.work.business.title': 'Using this storefront for your business?',
  'marketing.work.business.body':
    'If you would like to talk about licensing content for a team or a large project, our sales team is happy to help.',
} as const;

export type MarketingKey = keyof typeof messages;
export type MarketingMessages = Record<MarketingKey, string>;
export default messages satisfies MarketingMessages;
