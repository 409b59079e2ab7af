import { fileURLToPath } from 'node:url';
import type { Generated } from 'kysely';

/** Absolute path of this feature's migrations folder. */
export const analyticsMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Kysely types of migrations/202611251600_analytics_events.sql. */
export type AnalyticsTables = {
  analytics_events: {
    id: Generated<string>;
    received_at: Generated<Date>;
    day: Generated<string>;
    site: string;
    source: string;
    event_name: string;
    app_name: string;
    pipeline_id: string;
    visitor_id: string | null;
    user_id: number | null;
    country: string | null;
    properties: string;
  };
  analytics_consent_choices: {
    id: Generated<string>;
    day: Generated<string>;
    site: string;
    country: string | null;
    groups: string[];
    accepted_all: boolean;
  };
};
