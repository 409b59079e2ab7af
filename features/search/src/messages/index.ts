import { defineMessageBundle } from '@lightbox/ui';

/** The search application's strings, one lazily loaded module per locale (registered by the server app). */
export const searchMessageBundle = defineMessageBundle((locale) => import(`./${locale}.ts`));
