import type { MessageBundle } from '@lightbox/ui';
import { FEATURES } from '../features';

/**
 * Every feature's own translation bundle, by feature name: registered at start and checked by
 * `npm run check:locales`. A feature ships strings by declaring `messages` in its module.
 */
export const featureMessageBundles: Record<string, MessageBundle> = Object.fromEntries(
  FEATURES.flatMap((feature) => (feature.messages ? [[feature.name, feature.messages]] : [])),
);
