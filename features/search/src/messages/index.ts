import { defineMessageBundle } from '@lightbox/ui';

/** The search application's strings, one lazily loaded module per locale (registered by the server app). */
export const searchMessageBundle = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
