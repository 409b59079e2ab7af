import { defineMessageBundle } from '@lightbox/ui';

/** The purchase feature's strings, one lazily loaded module per locale (registered by the server app). */
export const purchaseMessageBundle = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
