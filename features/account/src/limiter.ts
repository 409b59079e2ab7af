import { createHash } from 'node:crypto';
import type { RateLimitRule, RateLimitStatus } from '@lightbox/platform';
import * as repo from './repository';

/**
 * A fixed-window limit counted in PostgreSQL: every server process on one database sees the
 * same counts, and a restart forgets nothing. Keys are hashed before they are stored.
 */
export interface Limiter {
  readonly rule: RateLimitRule;
  status(key: string): Promise<RateLimitStatus>;
  /** Counts one hit and returns the status after it. */
  hit(key: string): Promise<RateLimitStatus>;
  reset(key: string): Promise<void>;
}

const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url');

export function createLimiter(db: repo.AccountDb, scope: string, rule: RateLimitRule): Limiter {
  const statusOf = (window: repo.WindowRow | undefined): RateLimitStatus => {
    if (!window) return { blocked: false, count: 0, remaining: rule.limit, retryAfterMs: 0 };
    return {
      blocked: window.count >= rule.limit,
      count: window.count,
      remaining: Math.max(0, rule.limit - window.count),
      retryAfterMs: Math.max(0, window.reset_at.getTime() - Date.now()),
    };
  };
  return {
    rule,
    status: async (key) => statusOf(await repo.currentWindow(db, scope, hashKey(key))),
    hit: async (key) => statusOf(await repo.countHit(db, scope, hashKey(key), rule.windowMs)),
    reset: (key) => repo.deleteWindow(db, scope, hashKey(key)),
  };
}
