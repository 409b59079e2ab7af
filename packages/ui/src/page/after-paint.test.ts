import { describe, expect, it } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_WAIT_MS } from './after-paint';

/** A window whose frames and timers run only when the test says so. */
function fakeWindow(visibilityState: 'visible' | 'hidden') {
  const frames: Array<() => void> = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let next = 1;
  const win = {
    document: { visibilityState },
    requestAnimationFrame(run: () => void) {
      frames.push(run);
      return frames.length;
    },
    setTimeout(run: () => void, ms: number) {
      timers.set(next, { run, ms });
      return next++;
    },
    clearTimeout(id: number) {
      timers.delete(id);
    },
  };
  const runTimers = (ms: number) => {
    for (const [id, timer] of [...timers]) {
      if (timer.ms > ms) continue;
      timers.delete(id);
      timer.run();
    }
  };
  return { win: win as unknown as Window & typeof globalThis, frames, timers, runTimers };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('hydration waits for the first paint', () => {
  it('settles only after the next frame has been painted, not within the frame', async () => {
    const { win, frames, runTimers } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    expect(await settled(painted)).toBe(false);
    for (const frame of frames.splice(0)) frame();
    expect(await settled(painted)).toBe(false);
    runTimers(0);
    expect(await settled(painted)).toBe(true);
  });

  it('drops its fallback once the frame came, so nothing runs twice', async () => {
    const { win, frames, timers, runTimers } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    for (const frame of frames.splice(0)) frame();
    runTimers(0);
    await painted;
    expect(timers.size).toBe(0);
  });

  it('goes ahead without a frame when frames are held back', async () => {
    const { win, runTimers } = fakeWindow('visible');
    const painted = afterFirstPaint(win);
    runTimers(FIRST_PAINT_WAIT_MS);
    expect(await settled(painted)).toBe(true);
  });

  it('does not wait on a hidden page, which paints no frame', async () => {
    const { win } = fakeWindow('hidden');
    expect(await settled(afterFirstPaint(win))).toBe(true);
  });
});
