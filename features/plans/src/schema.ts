import { fileURLToPath } from 'node:url';
import type { PurchaseTables } from '@lightbox/purchase';
import type { Generated } from 'kysely';

/** Absolute path of this feature's migrations folder. */
export const plansMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

export type Site = 'premium' | 'subscription';
export type PlanKind =
  | 'credit_pack'
  | 'subscription'
  | 'image_pack'
  | 'premium_access'
  | 'editorial_subscription'
  | 'easy_access'
  | 'custom_media';
export type AgreementStatus =
  | 'active'
  | 'cancelled'
  | 'past_due'
  | 'lapsed'
  | 'ended'
  | 'refunded'
  | 'replaced';
export type PlanUnit = 'downloads' | 'credits';

/** Kysely types of migrations/202611251410_plans.sql, column for column. */
export type PlanProductsTable = {
  sku: string;
  kind: PlanKind;
  agreement_code: 'ED' | 'PA' | 'EA' | 'IP' | 'RF' | null;
  name: string;
  duration: 'OneMonth' | 'ThreeMonth' | 'SixMonth' | 'TwelveMonth' | null;
  billing_frequency: 'Monthly' | 'Quarterly' | 'SemiAnnually' | 'Annually' | null;
  unit: PlanUnit;
  allowance: number;
  allowance_per: 'month' | 'term' | 'pack';
  media: 'image' | 'video' | 'any';
  tier: 'essentials' | 'signature' | 'signatureplus' | null;
  pack_size: 'small' | 'medium' | 'high' | null;
  rollover: Generated<boolean>;
  project_code_required: Generated<boolean>;
  overage_usd_minor: number | null;
  download_days: number | null;
};

export type AgreementsTable = {
  id: Generated<number>;
  user_id: number;
  team_id: number | null;
  site: Site;
  sku: string;
  status: AgreementStatus;
  order_line_id: number | null;
  currency: string;
  price_minor: number;
  billing_name: string;
  billing_country: string;
  started_at: Date;
  term_ends_at: Date | null;
  period_ends_at: Date | null;
  remaining: number;
  overage_used: Generated<number>;
  auto_renew: Generated<boolean>;
  payment_method_id: number | null;
  failed_charges: Generated<number>;
  replaced_by: number | null;
  ended_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type SpendsTable = {
  id: Generated<number>;
  agreement_id: number;
  user_id: number;
  asset_id: number;
  units: number;
  overage: Generated<boolean>;
  extended: Generated<boolean>;
  project_code: string | null;
  note: string | null;
  idempotency_key: string;
  created_at: Generated<Date>;
};

export type SharesTable = {
  agreement_id: number;
  user_id: number;
  mode: 'all' | 'fixed' | 'monthly';
  user_type: Generated<'download' | 'view_only' | 'guest'>;
  amount: number | null;
  used: Generated<number>;
  period_started_at: Generated<Date>;
};

export type JobKind = 'renew' | 'notice' | 'reset' | 'end';
export type JobsTable = {
  id: Generated<number>;
  agreement_id: number;
  kind: JobKind;
  run_at: Date;
  attempts: Generated<number>;
  leased_until: Date | null;
  done_at: Date | null;
  last_error: string | null;
};

export type LedgerKind =
  | 'grant'
  | 'spend'
  | 'reset'
  | 'rollover'
  | 'renewal'
  | 'retry_failed'
  | 'lapse'
  | 'cancel'
  | 'resume'
  | 'end'
  | 'refund'
  | 'upgrade'
  | 'expire';
export type LedgerTable = {
  id: Generated<number>;
  agreement_id: number;
  at: Date;
  kind: LedgerKind;
  units: Generated<number>;
  note: string | null;
};

export type BriefsTable = {
  id: Generated<number>;
  agreement_id: number;
  user_id: number;
  title: string;
  brief: string;
  status: Generated<'open' | 'delivered'>;
  created_at: Generated<Date>;
};

export type DeliveriesTable = {
  brief_id: number;
  asset_id: number;
  delivered_at: Date;
  download_by: Date;
};

type PurchaseLicences = PurchaseTables['purchase_licences'] & {
  plan_spend_id: number | null;
  use_by: Date | null;
};

// Type alias, not an interface: withTables<T>() needs T to have an implicit index signature.
export type PlansTables = Omit<PurchaseTables, 'purchase_licences'> & {
  purchase_licences: PurchaseLicences;
  plan_products: PlanProductsTable;
  plan_agreements: AgreementsTable;
  plan_spends: SpendsTable;
  plan_shares: SharesTable;
  plan_jobs: JobsTable;
  plan_ledger: LedgerTable;
  plan_briefs: BriefsTable;
  plan_deliveries: DeliveriesTable;
  assets: PurchaseTables['assets'] & {
    exclusive: boolean;
    agreements: string[];
    asset_file_type: string;
    original_path: string | null;
  };
  account_users: PurchaseTables['account_users'] & { last_sign_in_at: Date };
  account_teams: { id: number; name: string };
};
