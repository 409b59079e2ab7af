import { describe, expect, it } from 'vitest';
import { creditOf } from './presenters';

const row = {
  credit_line: '',
  contributor: 'Ana Ruiz',
  collection_name: 'Harbour Press',
  family: 'creative' as const,
};

describe('the credit line on the detail page (spec: detail page fields)', () => {
  it("prints the file's own credit line when it carried one", () => {
    expect(creditOf({ ...row, credit_line: ' Ana Ruiz / Reuters ' })).toBe('Ana Ruiz / Reuters');
    expect(creditOf({ ...row, family: 'editorial', credit_line: 'Pool / AFP' })).toBe('Pool / AFP');
  });

  it('credits editorial as Photographer/Agency, creative as its contributor, when the file said nothing', () => {
    expect(creditOf({ ...row, family: 'editorial' })).toBe('Ana Ruiz/Harbour Press');
    expect(creditOf(row)).toBe('Ana Ruiz');
  });
});
