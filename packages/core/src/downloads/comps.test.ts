import { describe, expect, it } from 'vitest';
import { COMP_USABLE_DAYS, compStatus, compUsableUntil } from './comps';

describe('comps are usable for 30 days for layouts (issue 18)', () => {
  const at = new Date('2026-11-25T10:00:00Z');

  it('a comp may be used until 30 days after its download', () => {
    expect(COMP_USABLE_DAYS).toBe(30);
    expect(compUsableUntil(at).toISOString()).toBe('2026-12-25T10:00:00.000Z');
  });

  it('counts the days left, rounded up, while the comp is usable', () => {
    expect(compStatus(at, at)).toMatchObject({ usable: true, daysLeft: 30 });
    expect(compStatus(at, new Date('2026-12-24T11:00:00Z'))).toMatchObject({ usable: true, daysLeft: 1 });
  });

  it('a comp is no longer usable from the moment its 30 days end', () => {
    expect(compStatus(at, new Date('2026-12-25T10:00:00Z'))).toMatchObject({ usable: false, daysLeft: 0 });
    expect(compStatus(at, new Date('2027-03-01T00:00:00Z')).usable).toBe(false);
  });
});
