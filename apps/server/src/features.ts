import { type Accounts, accountFeature, type Guards } from '@lightbox/account';
import { analyticsFeature } from '@lightbox/analytics';
import { boardsFeature } from '@lightbox/boards';
import { catalogueFeature, type Renderer } from '@lightbox/catalogue';
import { chromeFeature } from '@lightbox/chrome';
import { consoleFeature } from '@lightbox/console';
import type { ActiveAgreement } from '@lightbox/core';
import { downloadsFeature } from '@lightbox/downloads';
import { importFeature } from '@lightbox/import';
import { marketingFeature } from '@lightbox/marketing';
import { pagesFeature } from '@lightbox/pages';
import { type BillingSections, plansFeature } from '@lightbox/plans';
import type { Config, Database, Db, FeatureModule, MailTransport } from '@lightbox/platform';
import { type OrderHooks, purchaseFeature } from '@lightbox/purchase';
import { type ProfileOptIns, searchFeature } from '@lightbox/search';
import type { PageSpec } from '@lightbox/ui';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** What the server hands every feature's `register`; each feature picks what it needs. */
export interface FeatureContext {
  config: Config;
  database: Database;
  /** The primary database. */
  db: Db;
  /** Search reads: a replica when DATABASE_READ_URL is set, else the primary. */
  read: Db;
  mail: MailTransport;
  render: (request: FastifyRequest, reply: FastifyReply, spec: PageSpec) => Promise<FastifyReply>;
  csrfToken: (request: FastifyRequest, reply: FastifyReply) => string;
  /** The site's not-found page. */
  notFound: PageSpec;
  mediaDir: string;
  /** Draws media off the server's thread (a RenderPool), or on it when unset. */
  renderer?: Renderer | undefined;
  accounts: Accounts;
  guards: Guards;
  /** The purchase feature's licence options for the asset detail page. */
  licencePanel: (
    request: FastifyRequest,
    reply: FastifyReply,
    assetId: number,
  ) => Promise<string | undefined>;
  /** The purchase feature's payment methods section for the account's billing page. */
  billingPanel: (request: FastifyRequest, reply: FastifyReply) => Promise<string | undefined>;
  /** The plans feature's billing details and schedules for the account's billing page. */
  plansBillingPanel: (
    request: FastifyRequest,
    reply: FastifyReply,
    state: { values?: Record<string, string | undefined>; errors?: Partial<Record<string, string>> },
  ) => Promise<BillingSections | undefined>;
  /** The key that signs links the server hands out (order payment links). */
  signingKey: string;
  /** The viewer's premium access agreements, for the search app's gallery state (spec §3). */
  paAgreements: (request: FastifyRequest, reply: FastifyReply) => Promise<readonly ActiveAgreement[]>;
  /** The signed-in viewer's search opt-ins (account profile), for the search profile (spec §3). */
  profileOptIns: (request: FastifyRequest, reply: FastifyReply) => Promise<ProfileOptIns>;
  /** The signed-in customer's id, or undefined (the search feature keeps their preferences). */
  customerId: (request: FastifyRequest, reply: FastifyReply) => Promise<number | undefined>;
  /** The viewer's licence to download per asset id, for these assets (search marks the tiles). */
  licensedAssets: (
    request: FastifyRequest,
    reply: FastifyReply,
    assetIds: readonly number[],
  ) => Promise<Record<string, number>>;
  /** How features take part in orders: the plans feature fulfils plan lines and renews. */
  orderHooks: OrderHooks;
}

/**
 * Every feature of the store, in the order their routes are registered. The server, the
 * migration runner, the i18n bundle list, the locale check and the client build all read this
 * list: adding a feature is adding it here.
 */
export const FEATURES: readonly FeatureModule<FeatureContext>[] = [
  catalogueFeature,
  importFeature,
  searchFeature,
  marketingFeature,
  accountFeature,
  boardsFeature,
  purchaseFeature,
  plansFeature,
  downloadsFeature,
  analyticsFeature,
  chromeFeature,
  pagesFeature,
  consoleFeature,
];
