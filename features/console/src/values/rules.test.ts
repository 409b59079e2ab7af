import { describe, expect, it } from 'vitest';
import { parseValueName, renamed, VALUE_MAX } from './rules';

describe('people and places (issue 22: renamed and merged in the console)', () => {
  it('a rename keeps the value in its place', () => {
    expect(renamed(['Ana Ruiz', 'Kyoto'], 'Ana Ruiz', 'Ana Ruiz Soto')).toEqual(['Ana Ruiz Soto', 'Kyoto']);
  });

  it('renaming to a name the asset already shows merges the two into one', () => {
    expect(renamed(['Kyoto', 'Osaka', 'Kyōto'], 'Kyōto', 'Kyoto')).toEqual(['Kyoto', 'Osaka']);
    expect(renamed(['Osaka', 'Kyōto', 'Kyoto'], 'Kyōto', 'Kyoto')).toEqual(['Osaka', 'Kyoto']);
  });

  it('leaves other assets alone', () => {
    expect(renamed(['Osaka'], 'Kyōto', 'Kyoto')).toEqual(['Osaka']);
  });

  it('a name is trimmed and must be 1 to VALUE_MAX characters', () => {
    expect(parseValueName('  Ana   Ruiz ')).toBe('Ana Ruiz');
    expect(parseValueName('   ')).toBeUndefined();
    expect(parseValueName('x'.repeat(VALUE_MAX + 1))).toBeUndefined();
  });
});
