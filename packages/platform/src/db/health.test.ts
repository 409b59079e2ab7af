import { describe, expect, it } from 'vitest';
import { pingUnlessRecent, RECENT_ANSWER_MS, SignsOfLife } from './health';

describe('a health check after a recent answer (README "Serving many visitors at once")', () => {
  it('counts an answer as recent for a second', () => {
    const signs = new SignsOfLife();
    expect(signs.recent(0)).toBe(false);
    signs.seen(1000);
    expect(signs.recent(1000 + RECENT_ANSWER_MS - 1)).toBe(true);
    expect(signs.recent(1000 + RECENT_ANSWER_MS)).toBe(false);
  });

  it('forgets the last answer of a database that stopped', () => {
    const signs = new SignsOfLife();
    signs.seen(1000);
    signs.forget();
    expect(signs.recent(1001)).toBe(false);
  });

  it('asks the database only when it has not answered recently, and a good ping is an answer', async () => {
    const signs = new SignsOfLife();
    let pings = 0;
    const check = pingUnlessRecent(signs, async () => {
      pings++;
    });
    await check();
    await check();
    expect(pings).toBe(1);
  });

  it('fails as the database fails when nothing answered recently', async () => {
    const check = pingUnlessRecent(new SignsOfLife(), () => Promise.reject(new Error('connection refused')));
    await expect(check()).rejects.toThrow('connection refused');
  });
});
