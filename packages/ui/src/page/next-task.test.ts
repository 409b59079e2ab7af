import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task';

describe('hydration roots one per task', () => {
  it('settles in a later task, not among the microtasks of the current one', async () => {
    let settled = false;
    const done = nextTask(globalThis as unknown as Window & typeof globalThis).then(() => {
      settled = true;
    });
    for (let i = 0; i < 20; i++) await Promise.resolve();
    expect(settled).toBe(false);
    await done;
    expect(settled).toBe(true);
  });

  it("uses the browser's scheduler.yield where there is one", async () => {
    let yielded = 0;
    const win = {
      scheduler: {
        yield: () => {
          yielded++;
          return Promise.resolve();
        },
      },
    } as unknown as Window & typeof globalThis;
    await nextTask(win);
    expect(yielded).toBe(1);
  });
});
