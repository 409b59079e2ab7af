import { defineMessageBundle } from '@lightbox/ui';

/** The marketing pages' translation bundle: one lazily loaded module per locale. */
export const marketingMessages = defineMessageBundle((locale) => import(`./${locale}.ts`));
