import { defineMessageBundle } from '@lightbox/ui';

/** The accounts feature's strings, one lazily loaded module per locale (registered by the server app). */
export const accountMessageBundle = defineMessageBundle((locale) => import(`./${locale}.ts`));
