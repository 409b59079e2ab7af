import type { ComponentRegistration, RemoteComponentName, Site } from '@lightbox/core';
import type { MessageBundle } from '@lightbox/ui';
import type { FastifyInstance } from 'fastify';
import type { Db } from './db/database';

/** A built browser file: its address and its Subresource Integrity hash. */
export interface BuiltFile {
  url: string;
  integrity: string;
}

/**
 * Everything the server needs to know about one feature, declared once in the feature's
 * `src/feature.ts`. The server, the migration runner, the i18n bundle list and the client
 * build each loop over the list of features (apps/server/src/features.ts), so adding a
 * feature is: create its folder, add it to that list.
 *
 * `Deps` is what the feature's `register` needs; the server passes one context object that
 * holds every shared service, and the compiler checks it has what each feature asks for.
 */
export interface FeatureModule<Deps = never> {
  /** Namespace of its messages and of its built files, e.g. 'boards'. */
  name: string;
  /** Its forward-only SQL migrations (`<timestamp>_<what>.sql`). */
  migrationsDir?: string;
  /** Its own translation bundle; keys are namespaced by `name`. */
  messages?: MessageBundle;
  /**
   * Browser entries, built into `/<name>/assets/`: a `.ts`/`.tsx` file becomes a script that
   * takes React from the host's shared scope, a `.css` file a stylesheet. The server hands the
   * built files back to `register` as `client`.
   */
  client?: Record<string, string>;
  /** Stylesheets every page needs (part of the one site stylesheet), in order. */
  globalStyles?: readonly string[];
  /**
   * Path prefixes whose POSTs carry no CSRF token because no browser sends them (a payment
   * provider's signed webhooks): they authenticate themselves.
   */
  csrfExempt?: readonly string[];
  /** Remote components it builds (one script each) and the sites that mount them. */
  remotes?: Partial<Record<RemoteComponentName, { entry: string; sites: readonly Site[] }>>;
  /** Its routes; `client` holds its built browser files by entry name. */
  register?(app: FastifyInstance, deps: Deps & { client: Record<string, BuiltFile> }): Promise<void> | void;
  /** Periodic clean-up (expired rows), run hourly by the server's background work. */
  housekeeping?(db: Db, context: { mediaDir: string }): Promise<unknown>;
}

/** The components the features declare, for `createComponentRegistry`. */
export function componentRegistrations(features: readonly FeatureModule<never>[]): ComponentRegistration[] {
  return features.flatMap((feature) =>
    Object.entries(feature.remotes ?? {}).flatMap(([name, remote]) =>
      remote ? [{ name: name as RemoteComponentName, sites: remote.sites }] : [],
    ),
  );
}
