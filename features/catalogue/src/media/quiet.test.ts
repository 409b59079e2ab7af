import { describe, expect, it } from 'vitest';
import { turnWaitMs, type VisitorActivity, whenQuiet } from './quiet';

/** A server's activity as plain state, with a count of how often it was looked at. */
function activityOf(state: { inFlight: number; lastEndedAt: number }) {
  let looks = 0;
  const activity: VisitorActivity & { looks: () => number } = {
    inFlight: () => {
      looks++;
      return state.inFlight;
    },
    lastEndedAt: () => state.lastEndedAt,
    looks: () => looks,
  };
  return activity;
}

const rule = { quietMs: 250, trickleMs: 5000 };

describe('turnWaitMs: background work starts only when no request runs and none has for a while', () => {
  it('waits while a request is running', () => {
    expect(turnWaitMs(activityOf({ inFlight: 1, lastEndedAt: 0 }), rule, 10_000, 0)).toBe(250);
  });

  it('waits out the rest of the quiet window after the last request ended', () => {
    expect(turnWaitMs(activityOf({ inFlight: 0, lastEndedAt: 9_900 }), rule, 10_000, 0)).toBe(150);
  });

  it('starts at once on a server quiet for the whole window', () => {
    expect(turnWaitMs(activityOf({ inFlight: 0, lastEndedAt: 9_750 }), rule, 10_000, 0)).toBe(0);
    expect(turnWaitMs(activityOf({ inFlight: 0, lastEndedAt: 0 }), rule, 1_000, 0)).toBe(0);
  });

  it('takes one turn anyway once it has waited the trickle interval under endless load', () => {
    const busy = activityOf({ inFlight: 3, lastEndedAt: 9_999 });
    expect(turnWaitMs(busy, rule, 10_000, 4_900)).toBe(100);
    expect(turnWaitMs(busy, rule, 10_000, 5_000)).toBe(0);
  });

  it('never trickles when the trickle interval is infinite', () => {
    const busy = activityOf({ inFlight: 1, lastEndedAt: 0 });
    expect(turnWaitMs(busy, { quietMs: 250, trickleMs: Infinity }, 1e9, 1e9)).toBe(250);
  });
});

describe('whenQuiet', () => {
  it('holds background work while a request runs and lets it go once the server is quiet', async () => {
    const state = { inFlight: 1, lastEndedAt: 0 };
    const activity = activityOf(state);
    let released: boolean | undefined;
    const turn = whenQuiet(activity, { quietMs: 5, trickleMs: Infinity }).then((fromQuiet) => {
      released = fromQuiet;
    });
    // It has looked several times and is still waiting.
    while (activity.looks() < 3) await new Promise((r) => setTimeout(r, 5));
    expect(released).toBeUndefined();
    state.inFlight = 0;
    state.lastEndedAt = performance.now();
    await turn;
    expect(released).toBe(true);
  });

  it('takes a trickle turn under endless load, and says so', async () => {
    const activity = activityOf({ inFlight: 1, lastEndedAt: 0 });
    expect(await whenQuiet(activity, { quietMs: 5, trickleMs: 20 })).toBe(false);
  });

  it('returns at once without activity to watch, and when stopped', async () => {
    expect(await whenQuiet(undefined, rule)).toBe(true);
    const controller = new AbortController();
    const waiting = whenQuiet(activityOf({ inFlight: 1, lastEndedAt: 0 }), rule, controller.signal);
    controller.abort();
    expect(await waiting).toBe(false);
  });
});
