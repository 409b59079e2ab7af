import { randomUUID } from 'node:crypto';
import type { LocaleCode, Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { type MarketingKey, messages } from './messages/en-us';
import { insertEnquiry, type StoredEnquiry } from './repository';
import {
  ENQUIRY_FIELDS,
  type EnquiryDraft,
  type EnquiryErrors,
  type EnquiryField,
  enquirySchema,
  submissionSchema,
} from './schema';

export type EnquiryOutcome =
  | { kind: 'stored'; enquiry: StoredEnquiry }
  /** `submission` is the id to send the corrected form with: the same one, so it stays idempotent. */
  | { kind: 'invalid'; submission: string; draft: EnquiryDraft; errors: EnquiryErrors };

// What a field shows when its input broke a rule that has no message of its own (a repeated
// field, say, which arrives as a list).
const FALLBACK_ERRORS: Record<EnquiryField, MarketingKey> = {
  name: 'marketing.contact.errors.nameRequired',
  email: 'marketing.contact.errors.emailInvalid',
  company: 'marketing.contact.errors.tooLong',
  country: 'marketing.contact.errors.countryRequired',
  message: 'marketing.contact.errors.messageRequired',
};

const isMarketingKey = (value: string): value is MarketingKey => Object.hasOwn(messages, value);
const isEnquiryField = (value: unknown): value is EnquiryField =>
  (ENQUIRY_FIELDS as readonly unknown[]).includes(value);

function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The text fields as sent, so a form with errors comes back filled in. */
export function draftOf(body: unknown): EnquiryDraft {
  const record = asRecord(body);
  const draft: EnquiryDraft = {};
  for (const key of [...ENQUIRY_FIELDS, 'submission'] as const) {
    const value = record[key];
    if (typeof value === 'string') draft[key] = value;
  }
  return draft;
}

/** Checks a contact-sales form; one error per field, the first rule it broke. */
export function validateEnquiry(body: unknown) {
  const parsed = enquirySchema.safeParse(asRecord(body));
  if (parsed.success) return { ok: true as const, input: parsed.data };
  const errors: EnquiryErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (!isEnquiryField(field) || errors[field]) continue;
    errors[field] = isMarketingKey(issue.message) ? issue.message : FALLBACK_ERRORS[field];
  }
  return { ok: false as const, errors };
}

export interface EnquiryContext {
  site: Site;
  locale: LocaleCode;
}

export async function submitEnquiry(db: Db, context: EnquiryContext, body: unknown): Promise<EnquiryOutcome> {
  const checked = validateEnquiry(body);
  if (!checked.ok) {
    const submission = submissionSchema.safeParse(asRecord(body).submission);
    return {
      kind: 'invalid',
      submission: submission.success ? submission.data : randomUUID(),
      draft: draftOf(body),
      errors: checked.errors,
    };
  }
  const { input } = checked;
  const enquiry = await insertEnquiry(db, {
    submission_id: input.submission ?? randomUUID(),
    site: context.site,
    locale: context.locale,
    name: input.name,
    email: input.email,
    company: input.company ?? null,
    country_code: input.country,
    message: input.message,
  });
  return { kind: 'stored', enquiry };
}
