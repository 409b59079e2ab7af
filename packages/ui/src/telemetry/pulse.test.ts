import { describe, expect, it } from 'vitest';
import { createPulse } from './pulse';

describe('pulse error reporting', () => {
  it('sends at most 3 errors per page', () => {
    const bodies: string[] = [];
    const pulse = createPulse('/pulse', 'search', (_u, b) => bodies.push(b));
    for (let i = 0; i < 5; i++) pulse.reportError({ type: 'RemoteAppError', message: `failure ${i}` });
    expect(bodies).toHaveLength(3);
  });

  it('suppresses duplicate errors', () => {
    const bodies: string[] = [];
    const pulse = createPulse('/pulse', 'search', (_u, b) => bodies.push(b));
    expect(pulse.reportError({ type: 'RemoteAppError', message: 'same' })).toBe(true);
    expect(pulse.reportError({ type: 'RemoteAppError', message: 'same' })).toBe(false);
    expect(pulse.reportError({ type: 'RemoteAppError', message: 'other' })).toBe(true);
    expect(bodies.map((b) => JSON.parse(b).errors[0].message)).toEqual(['same', 'other']);
  });
});
