import { describe, expect, it } from 'vitest';
import {
  CONSENT_GROUPS,
  consentRequired,
  consentScriptId,
  groupsFromChoice,
  parseConsentCookie,
  resolveConsent,
  serializeConsentCookie,
} from './consent';

describe('consent (spec §1)', () => {
  it('asks EU, EEA and UK visitors, and the countries the operator lists, nobody else', () => {
    expect(consentRequired('DEU')).toBe(true);
    expect(consentRequired('NOR')).toBe(true);
    expect(consentRequired('GBR')).toBe(true);
    expect(consentRequired('USA')).toBe(false);
    expect(consentRequired('BRA')).toBe(false);
    expect(consentRequired('BRA', ['BRA'])).toBe(true);
    expect(consentRequired(undefined)).toBe(false);
  });

  it('defaults to C0001 and C0004 before a choice where consent is required', () => {
    expect(resolveConsent(true, undefined)).toEqual({
      required: true,
      decided: false,
      groups: ['C0001', 'C0004'],
    });
  });

  it('assumes every group where consent is not required', () => {
    expect(resolveConsent(false, undefined).groups).toEqual(CONSENT_GROUPS);
  });

  it('keeps a stored choice, always with C0001', () => {
    const cookie = serializeConsentCookie(['C0002']);
    expect(cookie).toBe('C0001:1,C0002:1,C0003:0,C0004:0,C0005:0');
    expect(resolveConsent(true, cookie)).toEqual({
      required: true,
      decided: true,
      groups: ['C0001', 'C0002'],
    });
    expect(parseConsentCookie('C0001:0,C0003:1')).toEqual(['C0001', 'C0003']);
  });

  it('ignores a cookie it cannot read', () => {
    expect(parseConsentCookie('garbage')).toBeUndefined();
    expect(parseConsentCookie('C0009:1,C0002:yes')).toBeUndefined();
    expect(resolveConsent(true, 'garbage').decided).toBe(false);
  });

  it('closing the banner or accepting allows all groups; saving keeps the ticked ones', () => {
    expect(groupsFromChoice({ all: true, groups: [] })).toEqual(CONSENT_GROUPS);
    expect(groupsFromChoice({ groups: ['C0005', 'C0003', 'X'] })).toEqual(['C0001', 'C0003', 'C0005']);
    expect(groupsFromChoice({ groups: [] })).toEqual(['C0001']);
  });

  it('names the banner script per site and country suffix, with a test variant outside production', () => {
    expect(consentScriptId('premium', 'DEU', true)).toBe('lightbox-premium-deu');
    expect(consentScriptId('subscription', 'GBR', false)).toBe('lightbox-subscription-gbr-test');
  });
});
