import { describe, expect, it } from 'vitest';
import { addMonths } from './calendar';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('addMonths', () => {
  it('keeps the day of the month', () => {
    expect(iso(addMonths(day('2026-11-25'), 1))).toBe('2026-12-25');
    expect(iso(addMonths(day('2026-11-25'), 14))).toBe('2028-01-25');
    expect(iso(addMonths(day('2026-11-25'), 0))).toBe('2026-11-25');
  });

  it("lands on the month's last day when it has no such day", () => {
    expect(iso(addMonths(day('2027-01-31'), 1))).toBe('2027-02-28');
    expect(iso(addMonths(day('2028-01-31'), 1))).toBe('2028-02-29');
    expect(iso(addMonths(day('2026-08-31'), 1))).toBe('2026-09-30');
    expect(iso(addMonths(day('2026-01-31'), 2))).toBe('2026-03-31');
  });

  it('keeps the time of day', () => {
    expect(addMonths(new Date('2026-01-31T10:30:00Z'), 1).toISOString()).toBe('2026-02-28T10:30:00.000Z');
  });
});
