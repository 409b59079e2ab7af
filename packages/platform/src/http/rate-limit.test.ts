import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('rate limiter', () => {
  it('blocks a key after its limit within the window and frees it when the window ends', () => {
    const c = clock();
    const limiter = new RateLimiter({ limit: 3, windowMs: 60_000 }, c.now);
    expect(limiter.hit('a')).toEqual({ blocked: false, count: 1, remaining: 2, retryAfterMs: 60_000 });
    limiter.hit('a');
    c.advance(10_000);
    const third = limiter.hit('a');
    expect(third.blocked).toBe(true);
    expect(third.retryAfterMs).toBe(50_000);
    expect(limiter.status('b').blocked).toBe(false);
    c.advance(50_000);
    expect(limiter.status('a')).toEqual({ blocked: false, count: 0, remaining: 3, retryAfterMs: 0 });
  });

  it('forgets a key on reset', () => {
    const limiter = new RateLimiter({ limit: 1, windowMs: 1000 });
    expect(limiter.hit('k').blocked).toBe(true);
    limiter.reset('k');
    expect(limiter.status('k').blocked).toBe(false);
  });

  it('never keeps more keys than its cap, dropping the oldest windows first', () => {
    const c = clock();
    const limiter = new RateLimiter({ limit: 5, windowMs: 60_000 }, c.now, 100);
    for (let i = 0; i < 1000; i++) limiter.hit(`ip-${i}`);
    expect(limiter.size).toBeLessThanOrEqual(100);
    expect(limiter.status('ip-999').remaining).toBe(4);
    expect(limiter.status('ip-0').remaining).toBe(5);
  });
});
