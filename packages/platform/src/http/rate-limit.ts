/**
 * A fixed-window counter per key, kept in this process's memory (one Fastify process serves
 * both sites). Used for sign-in attempts and for anything that sends mail.
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

interface Window {
  count: number;
  resetAt: number;
}

/** Oldest windows are dropped beyond this many keys, so a flood of addresses cannot exhaust memory. */
export const RATE_LIMIT_MAX_KEYS = 100_000;
const SWEEP_EVERY = 1000;

export class RateLimiter {
  readonly #windows = new Map<string, Window>();
  #sinceSweep = 0;

  constructor(
    readonly rule: RateLimitRule,
    private readonly now: () => number = Date.now,
    private readonly maxKeys = RATE_LIMIT_MAX_KEYS,
  ) {}

  status(key: string): RateLimitStatus {
    const window = this.#current(key);
    if (!window) return { blocked: false, count: 0, remaining: this.rule.limit, retryAfterMs: 0 };
    return {
      blocked: window.count >= this.rule.limit,
      count: window.count,
      remaining: Math.max(0, this.rule.limit - window.count),
      retryAfterMs: Math.max(0, window.resetAt - this.now()),
    };
  }

  /** Counts one hit and returns the status after it. */
  hit(key: string): RateLimitStatus {
    let window = this.#current(key);
    if (!window) {
      window = { count: 0, resetAt: this.now() + this.rule.windowMs };
      this.#windows.set(key, window);
      this.#maybeSweep();
    }
    window.count += 1;
    return this.status(key);
  }

  reset(key: string): void {
    this.#windows.delete(key);
  }

  get size(): number {
    return this.#windows.size;
  }

  #current(key: string): Window | undefined {
    const window = this.#windows.get(key);
    if (window && window.resetAt <= this.now()) {
      this.#windows.delete(key);
      return undefined;
    }
    return window;
  }

  #maybeSweep() {
    this.#sinceSweep += 1;
    if (this.#sinceSweep < SWEEP_EVERY && this.#windows.size <= this.maxKeys) return;
    this.#sinceSweep = 0;
    const now = this.now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
    // Map iteration is insertion order: the first keys are the oldest windows.
    for (const key of this.#windows.keys()) {
      if (this.#windows.size <= this.maxKeys) break;
      this.#windows.delete(key);
    }
  }
}
