import { fileURLToPath } from 'node:url';
import type { Generated } from 'kysely';

/** Absolute path of this feature's migrations folder. */
export const purchaseMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

export type LicenceModel = 'rf' | 'rm' | 'rr';
export type Site = 'premium' | 'subscription';

/** Kysely types of migrations/202611251300_purchase.sql, column for column. */
export type ProductsTable = {
  sku: string;
  product_type: string;
  licence_model: LicenceModel;
  asset_type: 'image' | 'film' | null;
  size: string | null;
  add_on: string | null;
  sites: Site[];
  price_usd_minor: number;
  /** A plan's name (products with no asset and no add-on). */
  title: string | null;
  sort_order: Generated<number>;
  active: Generated<boolean>;
};

export type PromoCodesTable = {
  code: string;
  percent_off: number | null;
  amount_off_usd_minor: number | null;
  min_subtotal_usd_minor: Generated<number>;
  expires_at: Date | null;
  active: Generated<boolean>;
};

export type CartsTable = {
  id: Generated<number>;
  site: Site;
  user_id: number | null;
  token_hash: string | null;
  promo_code: string | null;
  status: Generated<'open' | 'ordered'>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type CartItemsTable = {
  id: Generated<number>;
  cart_id: number;
  /** Null for a plan (a product with no asset). */
  asset_id: number | null;
  sku: string;
  usage: unknown | null;
  add_ons: Generated<string[]>;
  added_at: Generated<Date>;
};

export type OrderStateColumn =
  | 'draft'
  | 'payment_pending'
  | 'paid'
  | 'fulfilled'
  | 'failed'
  | 'cancelled'
  | 'refunded';

export type OrdersTable = {
  id: Generated<number>;
  /** Null for a renewal, which is charged without a cart. */
  cart_id: number | null;
  user_id: number;
  team_id: number | null;
  site: Site;
  state: OrderStateColumn;
  currency: string;
  subtotal_minor: number;
  discount_minor: Generated<number>;
  tax_minor: number;
  total_minor: number;
  total_usd_minor: number;
  promo_code: string | null;
  billing_name: string;
  billing_country: string;
  licensee_name: string | null;
  agreement_version: string;
  kind: Generated<'sale' | 'renewal' | 'upgrade'>;
  created_at: Generated<Date>;
  paid_at: Date | null;
  updated_at: Generated<Date>;
};

export type OrderLinesTable = {
  id: Generated<number>;
  order_id: number;
  position: number;
  /** Null for a plan line. */
  asset_id: number | null;
  sku: string;
  product_type: string;
  licence_model: LicenceModel;
  size: string | null;
  usage: unknown | null;
  add_ons: Generated<string[]>;
  description: string;
  unit_minor: number;
  discount_minor: Generated<number>;
  tax_rate_bp: number;
  tax_minor: number;
  total_minor: number;
};

export type PaymentStatus =
  | 'pending'
  | 'requires_action'
  | 'captured'
  | 'declined'
  | 'cancelled'
  | 'refunded';

export type PaymentsTable = {
  id: Generated<number>;
  order_id: number;
  provider: string;
  provider_ref: string | null;
  status: PaymentStatus;
  amount_minor: number;
  currency: string;
  card_brand: string | null;
  card_last4: string | null;
  decline_reason: string | null;
  idempotency_key: string;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type ProviderEventsTable = {
  provider: string;
  event_id: string;
  type: string;
  provider_ref: string | null;
  payload: unknown;
  received_at: Generated<Date>;
  applied_at: Date | null;
};

export type LicencesTable = {
  id: Generated<number>;
  user_id: number;
  team_id: number | null;
  asset_id: number;
  licence_model: LicenceModel;
  size: string | null;
  usage: unknown | null;
  add_ons: Generated<string[]>;
  order_line_id: number | null;
  granted_at: Generated<Date>;
};

export type InvoiceCountersTable = { series: string; next_number: Generated<number> };

export type InvoicesTable = {
  id: Generated<number>;
  order_id: number;
  series: string;
  number: number;
  issued_at: Generated<Date>;
  seller: unknown;
  buyer: unknown;
};

export type TestProcessorPaymentsTable = {
  ref: string;
  idempotency_key: string;
  amount_minor: number;
  currency: string;
  status: 'requires_action' | 'captured' | 'declined' | 'refunded';
  card_brand: string;
  card_last4: string;
  decline_reason: string | null;
  refunded_minor: Generated<number>;
  created_at: Generated<Date>;
};

// Type alias, not an interface: withTables<T>() needs T to have an implicit index signature.
export type PurchaseTables = {
  purchase_products: ProductsTable;
  purchase_promo_codes: PromoCodesTable;
  purchase_carts: CartsTable;
  purchase_cart_items: CartItemsTable;
  purchase_orders: OrdersTable;
  purchase_order_lines: OrderLinesTable;
  purchase_payments: PaymentsTable;
  purchase_provider_events: ProviderEventsTable;
  purchase_licences: LicencesTable;
  purchase_invoice_counters: InvoiceCountersTable;
  purchase_invoices: InvoicesTable;
  purchase_test_processor_payments: TestProcessorPaymentsTable;
  purchase_tax_rates: { country_code: string; rate_bp: number };
  purchase_preview_requests: {
    id: Generated<number>;
    user_id: number;
    asset_id: number;
    site: Site;
    message: string;
    created_at: Generated<Date>;
  };
  purchase_payment_methods: {
    id: Generated<number>;
    user_id: number;
    provider: string;
    token: string;
    brand: string;
    last4: string;
    expiry: string;
    created_at: Generated<Date>;
  };
  purchase_test_processor_cards: {
    token: string;
    number: string;
    expiry: string;
    created_at: Generated<Date>;
  };
  purchase_refunds: {
    id: Generated<number>;
    order_line_id: number;
    order_id: number;
    amount_minor: number;
    currency: string;
    created_at: Generated<Date>;
  };
  purchase_price_rules: { name: string; rules: unknown; updated_at: Generated<Date> };
  assets: {
    id: number;
    asset_type: string;
    family: string;
    license_type: LicenceModel;
    title: string;
    short_title: string;
    width: number;
    height: number;
    collection_code: string;
    media_type: string;
    release_status: string;
    duration_seconds: number | null;
  };
  account_team_members: { team_id: number; user_id: number; role: string };
  account_users: { id: number; email: string; display_name: string | null; country_code: string | null };
  account_billing_details: { user_id: number; billing_name: string; country_code: string };
};
