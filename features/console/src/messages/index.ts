import { defineMessageBundle } from '@lightbox/ui';

/** The operator console's translation bundle: one lazily loaded module per locale. */
export const consoleMessages = defineMessageBundle(
  // Vite does not resolve template imports of a module's own folder; Node does, on first use.
  (locale) => import(/* @vite-ignore */ `./${locale}.ts`),
);
