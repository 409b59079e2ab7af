import { describe, expect, it } from 'vitest';
import { ENQUIRY_LIMITS } from './schema';
import { draftOf, validateEnquiry } from './service';

const valid = {
  name: '  Ada Lovelace ',
  email: 'ada@example.com',
  company: '',
  country: 'GBR',
  message: 'We need licences for a team of twelve designers.',
  submission: '6f1c1f9e-3b9a-4c4e-9a57-2a4f2f1a2b3c',
};

describe('validateEnquiry', () => {
  it('accepts a complete form, trimming text and leaving out an empty company', () => {
    const result = validateEnquiry(valid);
    expect(result).toEqual({
      ok: true,
      input: { ...valid, name: 'Ada Lovelace', company: undefined },
    });
  });

  it('gives each field the first rule it broke, as a translation key', () => {
    const result = validateEnquiry({ name: ' ', email: 'nope', country: 'XXX', message: 'short' });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'marketing.contact.errors.nameRequired',
        email: 'marketing.contact.errors.emailInvalid',
        country: 'marketing.contact.errors.countryRequired',
        message: 'marketing.contact.errors.messageTooShort',
      },
    });
    expect(validateEnquiry({ ...valid, email: '', message: '' })).toMatchObject({
      errors: {
        email: 'marketing.contact.errors.emailRequired',
        message: 'marketing.contact.errors.messageRequired',
      },
    });
  });

  it('holds every field to its limit', () => {
    const long = (n: number) => 'x'.repeat(n + 1);
    const result = validateEnquiry({
      ...valid,
      name: long(ENQUIRY_LIMITS.nameMax),
      company: long(ENQUIRY_LIMITS.companyMax),
      message: long(ENQUIRY_LIMITS.messageMax),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'marketing.contact.errors.tooLong',
        company: 'marketing.contact.errors.tooLong',
        message: 'marketing.contact.errors.tooLong',
      },
    });
  });

  it('answers a crafted body (no object, repeated fields) with field errors, never a throw', () => {
    expect(validateEnquiry(undefined)).toMatchObject({ ok: false });
    expect(validateEnquiry('name=x')).toMatchObject({ ok: false });
    expect(validateEnquiry({ ...valid, name: ['a', 'b'] })).toEqual({
      ok: false,
      errors: { name: 'marketing.contact.errors.nameRequired' },
    });
  });

  it('ignores a malformed submission id rather than refusing the form', () => {
    const result = validateEnquiry({ ...valid, submission: 'not-a-uuid' });
    expect(result.ok && result.input.submission).toBeUndefined();
  });
});

describe('draftOf', () => {
  it('keeps what was typed, text fields only', () => {
    expect(draftOf({ name: 'Ada', email: ['a', 'b'], message: 'Hi', _csrf: 't', extra: 'x' })).toEqual({
      name: 'Ada',
      message: 'Hi',
    });
  });
});
