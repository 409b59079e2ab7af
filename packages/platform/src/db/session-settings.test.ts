import { describe, expect, it } from 'vitest';
import { settingsKey } from './session-settings';

describe('settingsKey', () => {
  it('writes equal settings the same way, whatever their order', () => {
    expect(settingsKey({ enable_seqscan: 'off', enable_bitmapscan: 'off' })).toBe(
      'enable_bitmapscan=off,enable_seqscan=off',
    );
    expect(settingsKey({ enable_bitmapscan: 'off', enable_seqscan: 'off' })).toBe(
      settingsKey({ enable_seqscan: 'off', enable_bitmapscan: 'off' }),
    );
  });

  it('is empty for no settings, the key of a session as opened', () => {
    expect(settingsKey({})).toBe('');
  });

  it('tells different values apart', () => {
    expect(settingsKey({ work_mem: '8MB' })).not.toBe(settingsKey({ work_mem: '16MB' }));
  });

  it('refuses a name or value that is not a plain word', () => {
    expect(() => settingsKey({ 'work_mem; drop': '1' })).toThrow(/Bad session setting/);
    expect(() => settingsKey({ work_mem: "1MB'" })).toThrow(/Bad session setting/);
    expect(() => settingsKey({ work_mem: '1 MB' })).toThrow(/Bad session setting/);
  });
});
