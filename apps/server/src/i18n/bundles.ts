import { accountMessageBundle } from '@lightbox/account';
import { boardsMessageBundle } from '@lightbox/boards';
import { marketingMessages } from '@lightbox/marketing';
import { searchMessageBundle } from '@lightbox/search';
import type { MessageBundle } from '@lightbox/ui';

/**
 * Every feature's own translation bundle, registered at start and checked by
 * `npm run check:locales`. A feature adds its bundle here when it ships strings of its own.
 */
export const featureMessageBundles: Record<string, MessageBundle> = {
  search: searchMessageBundle,
  marketing: marketingMessages,
  account: accountMessageBundle,
  boards: boardsMessageBundle,
};
