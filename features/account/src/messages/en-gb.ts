import source from './en-us';
import type { AccountMessages } from './keys';

/** British English: the source's wording, with British spelling and usage where they differ. */
const messages: AccountMessages = {
  ...source,
  'account.register.intro': 'Save images to boards, buy licences and download in a few clicks.',
  'account.register.liteIntro':
    'Leave just your email address and we will send you a link to finish registering whenever suits you.',
  'account.billing.paymentEmptyBody':
    'A card or other payment method is stored when you make your first purchase.',
};

export default messages;
