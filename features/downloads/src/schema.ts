import { fileURLToPath } from 'node:url';
import type { Generated } from 'kysely';

/** Absolute path of this feature's migrations folder. */
export const downloadsMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

export type DownloadType = 'single' | 're_download' | 'anonymous' | 'multiple';

/** Kysely types of migrations/202611251500_downloads.sql, and the tables it reads. */
export type DownloadsTables = {
  download_events: {
    id: Generated<string>;
    licence_id: number;
    user_id: number | null;
    team_id: number | null;
    asset_id: number;
    download_type: DownloadType;
    size: string | null;
    created_at: Generated<Date>;
  };
  download_comps: {
    id: Generated<string>;
    user_id: number;
    asset_id: number;
    downloaded_at: Generated<Date>;
    usable_until: Date;
  };
  purchase_licences: {
    id: number;
    user_id: number;
    team_id: number | null;
    asset_id: number;
    licence_model: 'rf' | 'rm' | 'rr';
    size: string | null;
    usage: unknown | null;
    add_ons: string[];
    order_line_id: number | null;
    plan_spend_id: number | null;
    revoked_at: Date | null;
    use_by: Date | null;
    granted_at: Date;
  };
  assets: {
    id: number;
    title: string;
    asset_type: string;
    family: string;
    license_type: string;
    contributor: string;
    media_type: string;
    asset_file_type: string;
    original_path: string | null;
  };
  account_users: { id: number; email: string; display_name: string | null };
  purchase_order_lines: { id: number; order_id: number; usage: unknown | null };
  purchase_orders: { id: number; user_id: number; billing_name: string; licensee_name: string | null };
  purchase_products: { sku: string; title: string | null };
  plan_spends: { id: number; agreement_id: number; project_code: string | null; note: string | null };
  plan_agreements: { id: number; sku: string; billing_name: string };
  account_team_members: { team_id: number; user_id: number; role: string };
};
