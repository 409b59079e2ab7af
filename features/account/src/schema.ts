import { fileURLToPath } from 'node:url';
import { isCountryCode, type Site } from '@lightbox/core';
import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import {
  EMAIL_MAX,
  NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TEAM_NAME_MAX,
  USERNAME_MAX,
  USERNAME_MIN,
} from './domain/limits';
import { USERNAME_PATTERN } from './domain/username';
import type { AccountMessageKey } from './messages/keys';
import { isTokenShaped } from './tokens';

/** Absolute path of this feature's migrations folder. */
export const accountMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

// ---------------------------------------------------------------------------------------------
// Tables of migrations/202611212110_accounts.sql, column for column.

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
export type TeamRole = 'member' | 'leader';
export type TokenPurpose = 'verify_email' | 'reset_password' | 'complete_registration';

export type AccountTables = {
  account_users: {
    id: Generated<number>;
    email: string;
    username: string;
    password_hash: string | null;
    display_name: string | null;
    country_code: string | null;
    lite: Generated<boolean>;
    email_verified_at: NullableTimestamp;
    registered_site: Site;
    created_at: Generated<Date>;
    updated_at: Generated<Date>;
    /** A new session: plans keep packs while their holder signs in once a year. */
    last_sign_in_at: Generated<Date>;
    /** The search profile's personalityDisambiguityOptedIn (spec §3), set on the profile page. */
    people_disambiguation_opt_in: Generated<boolean>;
  };
  account_sessions: {
    id: Generated<number>;
    token_hash: string;
    user_id: number;
    password_at: NullableTimestamp;
    remember_me: Generated<boolean>;
    sign_in_reported_at: NullableTimestamp;
    created_at: Generated<Date>;
    last_seen_at: Generated<Date>;
    expires_at: Timestamp;
  };
  account_remember_tokens: {
    id: Generated<number>;
    token_hash: string;
    user_id: number;
    created_at: Generated<Date>;
    last_used_at: NullableTimestamp;
    expires_at: Timestamp;
  };
  account_tokens: {
    id: Generated<number>;
    user_id: number;
    purpose: TokenPurpose;
    token_hash: string;
    created_at: Generated<Date>;
    expires_at: Timestamp;
    used_at: NullableTimestamp;
  };
  /** migrations/202611251510_rate_limits.sql */
  account_rate_limits: {
    scope: string;
    key_hash: string;
    count: number;
    reset_at: Timestamp;
  };
  /** migrations/202611272330_signing_key.sql */
  account_signing_key: {
    id: Generated<boolean>;
    secret: string;
    created_at: Generated<Date>;
  };
  account_billing_details: {
    user_id: number;
    billing_name: string;
    country_code: string;
    updated_at: Generated<Date>;
  };
  account_teams: {
    id: Generated<number>;
    name: string;
    created_by: number | null;
    created_at: Generated<Date>;
  };
  account_team_members: {
    team_id: number;
    user_id: number;
    role: TeamRole;
    joined_at: Generated<Date>;
  };
  account_team_invitations: {
    id: Generated<number>;
    team_id: number;
    email: string;
    role: TeamRole;
    token_hash: string;
    invited_by: number | null;
    created_at: Generated<Date>;
    expires_at: Timestamp;
    accepted_at: NullableTimestamp;
    accepted_by: number | null;
    revoked_at: NullableTimestamp;
  };
};

// ---------------------------------------------------------------------------------------------
// One zod schema per form. Issue messages are message keys, so a form shows a translated error
// next to the field it belongs to.

/** A form field as posted: the first value of a repeated key, '' when absent. */
const posted = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (Array.isArray(value) ? value[0] : (value ?? '')), schema);

const key = (k: AccountMessageKey) => ({ error: k });

export const emailField = posted(
  z
    .string(key('account.error.emailRequired'))
    .trim()
    .toLowerCase()
    .min(1, key('account.error.emailRequired'))
    .max(EMAIL_MAX, key('account.error.emailTooLong'))
    .pipe(z.email(key('account.error.emailInvalid'))),
);

const newPassword = posted(
  z
    .string(key('account.error.passwordRequired'))
    .min(1, key('account.error.passwordRequired'))
    .min(PASSWORD_MIN, key('account.error.passwordTooShort'))
    .max(PASSWORD_MAX, key('account.error.passwordTooLong')),
);

const anyPassword = posted(
  z
    .string(key('account.error.passwordRequired'))
    .min(1, key('account.error.passwordRequired'))
    .max(PASSWORD_MAX, key('account.error.passwordTooLong')),
);

const name = posted(
  z
    .string(key('account.error.nameRequired'))
    .transform((s) =>
      s
        .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(
      z.string().min(1, key('account.error.nameRequired')).max(NAME_MAX, key('account.error.nameTooLong')),
    ),
);

const country = posted(
  z
    .string(key('account.error.countryRequired'))
    .trim()
    .toUpperCase()
    .refine((c) => isCountryCode(c), key('account.error.countryRequired')),
);

const username = posted(
  z
    .string(key('account.error.usernameInvalid'))
    .trim()
    .min(USERNAME_MIN, key('account.error.usernameInvalid'))
    .max(USERNAME_MAX, key('account.error.usernameInvalid'))
    .regex(USERNAME_PATTERN, key('account.error.usernameInvalid')),
);

const checkbox = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional())
  .transform((v) => !!v);
const optionalText = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional())
  .catch(undefined);
const token = posted(z.string().refine(isTokenShaped, key('account.error.linkInvalid')));

const passwordNotEmail = <T extends { email: string; password: string }>(form: T, ctx: z.RefinementCtx) => {
  if (form.password.trim().toLowerCase() === form.email) {
    ctx.addIssue({ code: 'custom', path: ['password'], message: 'account.error.passwordIsEmail' });
  }
};

export const registerForm = z
  .object({ email: emailField, password: newPassword, name, country, returnurl: optionalText })
  .superRefine(passwordNotEmail);

export const liteRegisterForm = z.object({ email: emailField });

export const completeRegistrationForm = z.object({ token, password: newPassword, name, country });

export const signInForm = z.object({
  identifier: posted(
    z
      .string(key('account.error.identifierRequired'))
      .trim()
      .min(1, key('account.error.identifierRequired'))
      .max(EMAIL_MAX, key('account.error.emailTooLong')),
  ),
  password: anyPassword,
  remember: checkbox,
  returnurl: optionalText,
});

export const emailOnlyForm = z.object({ email: emailField });

export const resetPasswordForm = z.object({ token, password: newPassword });

export const profileForm = z.object({ name, username, country });

/** A ticked box posts "on"; an unticked one posts nothing; anything else is not our form. */
const strictCheckbox = z
  .preprocess((v) => (Array.isArray(v) ? v[0] : v), z.string().optional())
  .refine((v) => v === undefined || v === 'on', key('account.error.choiceInvalid'))
  .transform((v) => v === 'on');

export const searchSettingsForm = z.object({ peopleDisambiguation: strictCheckbox });

export const changePasswordForm = z.object({ current: anyPassword, password: newPassword });

export const billingForm = z.object({ name, country });

export const createTeamForm = z.object({
  teamName: posted(
    z
      .string(key('account.error.teamNameRequired'))
      .transform((s) => s.replace(/\s+/g, ' ').trim())
      .pipe(
        z
          .string()
          .min(1, key('account.error.teamNameRequired'))
          .max(TEAM_NAME_MAX, key('account.error.teamNameTooLong')),
      ),
  ),
});

export const inviteForm = z.object({
  email: emailField,
  role: posted(z.enum(['member', 'leader'], key('account.error.roleInvalid'))),
});

export const tokenForm = z.object({ token });

export const signOutForm = z.object({ returnurl: optionalText });

// ---------------------------------------------------------------------------------------------

export type FieldErrors = Partial<Record<string, AccountMessageKey>>;

export type FormResult<T> =
  | { ok: true; data: T }
  | { ok: false; errors: FieldErrors; values: Record<string, string> };

const FALLBACK_ERROR: AccountMessageKey = 'account.error.invalid';

/** Parses a posted form; on failure, the first error of each field and the values to show again. */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown): FormResult<z.output<S>> {
  const input =
    body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (errors[field]) continue;
    errors[field] = issue.message.startsWith('account.')
      ? (issue.message as AccountMessageKey)
      : FALLBACK_ERROR;
  }
  return { ok: false, errors, values: echoValues(input) };
}

/** What a form may show again after a failed post: short text values, never a password or token. */
const NEVER_ECHOED = new Set(['password', 'current', '_csrf', 'token']);
export function echoValues(input: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(input)) {
    const value = Array.isArray(v) ? v[0] : v;
    if (NEVER_ECHOED.has(k) || typeof value !== 'string') continue;
    out[k] = value.slice(0, 300);
  }
  return out;
}
