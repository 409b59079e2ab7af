import { defineMessageBundle } from '@lightbox/ui';

/** The analytics feature's translation bundle: one lazily loaded module per locale. */
export const analyticsMessages = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
