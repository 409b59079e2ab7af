/**
 * The shape of a fixed-window limit. The counters live in PostgreSQL (the accounts feature's
 * `account_rate_limits`), so every server process on one database sees the same counts.
 */
export interface RateLimitRule {
  /** Hits allowed in one window. */
  limit: number;
  windowMs: number;
}

export interface RateLimitStatus {
  blocked: boolean;
  /** Hits counted in the current window. */
  count: number;
  remaining: number;
  /** Until the window resets; 0 when nothing is counted. */
  retryAfterMs: number;
}
