/**
 * The licence agreements a buyer accepts at checkout (/purchase/agreements). Written for this
 * product: an operator running Lightbox replaces them with their own terms (README "Products and
 * prices"). The version is stored on every order (AGREEMENT_VERSION in checkout-service.ts).
 */
export interface Agreement {
  id: string;
  title: string;
  sections: Array<{ heading: string; paragraphs: string[] }>;
}

const COMMON_END = {
  heading: 'General',
  paragraphs: [
    'The licence is granted by the operator of this store, who holds the rights or is authorised by the contributor to license them. It takes effect when the order is paid and is recorded in your purchase history.',
    'You may not use the content in a way that is defamatory, unlawful, or that suggests a person shown in it endorses a product or holds views they do not, unless the content is model-released for that use. Editorial content may be used only in connection with events that are newsworthy or of public interest, and not for advertising or promotion.',
    'If the operator learns that a licensed item infringes the rights of someone else, it may ask you to stop using it and will replace it or refund its price. This is your only remedy for such a claim.',
    'The licence is personal to the licensee named on the order (you, or the third party you named at checkout) and may not be transferred without the operator’s written consent, except to a client for whom you made the work.',
  ],
};

export const AGREEMENTS: readonly Agreement[] = [
  {
    id: 'royalty-free',
    title: 'Royalty-free licence',
    sections: [
      {
        heading: 'What you may do',
        paragraphs: [
          'Use the licensed file, in the size you bought, in any number of projects, in any medium, worldwide, for as long as you like, without further fees.',
          'Modify, crop and combine it with other material.',
          'Print it in up to 500,000 copies across all projects; reproduce it without limit online, in broadcast and in film.',
        ],
      },
      {
        heading: 'What needs an extended licence',
        paragraphs: [
          'Unlimited print runs: more than 500,000 printed copies.',
          'Merchandise for resale: products where the content is the main value, such as posters, mugs, T-shirts, calendars and templates.',
          'Multi-seat: sharing the file with more than one person in your organisation (up to 10 people).',
        ],
      },
      {
        heading: 'What you may not do',
        paragraphs: [
          'Sell, license or distribute the file itself, alone or in a collection, so that others can use it as a file.',
          'Use it in a trademark, logo or service mark.',
        ],
      },
      COMMON_END,
    ],
  },
  {
    id: 'rights-managed',
    title: 'Rights-managed licence',
    sections: [
      {
        heading: 'What you may do',
        paragraphs: [
          'Use the licensed file once, for the use described on your order: the media, placement, size of use, territory, industry, start date and duration you chose in the configurator.',
          'Any other use, or the same use after the end date, needs a new licence.',
        ],
      },
      {
        heading: 'Exclusivity',
        paragraphs: [
          'When you bought exclusivity, the operator will not license the same file to anyone else for the exclusive scope (industry, territory or all uses) during your licence period.',
        ],
      },
      COMMON_END,
    ],
  },
  {
    id: 'rights-ready',
    title: 'Rights-ready film licence',
    sections: [
      {
        heading: 'What you may do',
        paragraphs: [
          'Use the licensed clip in productions for the use described on your order: the media, territory, industry, start date and duration you chose.',
          'Edit, cut and grade the clip, and combine it with other footage.',
        ],
      },
      COMMON_END,
    ],
  },
];

export const agreementById = (id: string) => AGREEMENTS.find((a) => a.id === id);
