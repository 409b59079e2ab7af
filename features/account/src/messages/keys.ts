import type messages from './en-us';

/** Keys of the accounts feature's message bundle (type only: safe to import from any remote). */
export type AccountMessageKey = keyof typeof messages;
export type AccountMessages = Record<AccountMessageKey, string>;
