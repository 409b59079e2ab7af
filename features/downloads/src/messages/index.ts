import { defineMessageBundle } from '@lightbox/ui';

/** The downloads feature's translation bundle: one lazily loaded module per locale. */
export const downloadsMessages = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
