import { defineMessageBundle } from '@lightbox/ui';

/** The boards feature's strings, one lazily loaded module per locale (registered by the server app). */
export const boardsMessageBundle = defineMessageBundle((locale) => import(`./${locale}.ts`));
