import { describe, expect, it, vi } from 'vitest';
import { warmIntl } from './warm-intl';

describe('warmIntl', () => {
  it("makes a number format in the page's locale", () => {
    const made = vi.spyOn(Intl, 'NumberFormat');
    try {
      warmIntl('de');
      expect(made).toHaveBeenCalledWith('de');
    } finally {
      made.mockRestore();
    }
  });

  it('does not throw for a tag ICU rejects', () => {
    expect(() => warmIntl('not a locale!')).not.toThrow();
  });
});
