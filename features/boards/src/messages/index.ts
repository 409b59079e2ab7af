import { defineMessageBundle } from '@lightbox/ui';

/** The boards feature's strings, one lazily loaded module per locale (registered by the server app). */
export const boardsMessageBundle = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
