import { fileURLToPath } from 'node:url';
import { isCountryCode } from '@lightbox/core';
import type { Generated } from 'kysely';
import { z } from 'zod';
import type { MarketingKey } from './messages/en-us';

/** Absolute path of this feature's migrations folder. */
export const marketingMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));

/** Field limits of the contact-sales form; the table's checks in the migration mirror them. */
export const ENQUIRY_LIMITS = {
  nameMax: 200,
  emailMax: 254,
  companyMax: 200,
  messageMin: 10,
  messageMax: 5000,
} as const;

/** Kysely type of migrations/202611212200_sales_enquiries.sql, column for column. */
export type SalesEnquiriesTable = {
  id: Generated<number>;
  submission_id: string;
  site: 'premium' | 'subscription';
  locale: string;
  name: string;
  email: string;
  company: string | null;
  country_code: string;
  message: string;
  created_at: Generated<Date>;
};

// Type alias, not an interface: withTables<T>() needs T to have an implicit index signature.
export type MarketingTables = { sales_enquiries: SalesEnquiriesTable };

// Each rule's error is the translation key of the message shown next to the field.
const error = (key: MarketingKey) => ({ error: key });
const tooLong = error('marketing.contact.errors.tooLong');

/**
 * The contact-sales form (a plain urlencoded POST). Text is trimmed before it is checked; an
 * empty company is left out; a missing or malformed submission id is replaced by the service,
 * so a form without one still goes through, only without protection against a double send.
 */
export const submissionSchema = z.uuid();

export const enquirySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, error('marketing.contact.errors.nameRequired'))
    .max(ENQUIRY_LIMITS.nameMax, tooLong),
  email: z
    .string()
    .trim()
    .min(1, error('marketing.contact.errors.emailRequired'))
    .max(ENQUIRY_LIMITS.emailMax, tooLong)
    .pipe(z.email(error('marketing.contact.errors.emailInvalid'))),
  company: z
    .string()
    .trim()
    .max(ENQUIRY_LIMITS.companyMax, tooLong)
    .optional()
    .transform((value) => value || undefined),
  country: z.string().refine(isCountryCode, error('marketing.contact.errors.countryRequired')),
  message: z
    .string()
    .trim()
    .min(1, error('marketing.contact.errors.messageRequired'))
    .min(ENQUIRY_LIMITS.messageMin, error('marketing.contact.errors.messageTooShort'))
    .max(ENQUIRY_LIMITS.messageMax, tooLong),
  submission: submissionSchema.optional().catch(undefined),
});

export type EnquiryInput = z.infer<typeof enquirySchema>;
export type EnquiryField = 'name' | 'email' | 'company' | 'country' | 'message';
export const ENQUIRY_FIELDS: readonly EnquiryField[] = ['name', 'email', 'company', 'country', 'message'];

/** What the visitor typed, kept as text so the form can be shown again with it. */
export type EnquiryDraft = Partial<Record<EnquiryField | 'submission', string>>;
export type EnquiryErrors = Partial<Record<EnquiryField, MarketingKey>>;
