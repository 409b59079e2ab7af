import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { BACKGROUND_THREAD_BOOT, JobThreads } from './job-threads';

const FIXTURE = new URL('./job-thread.fixture.ts', import.meta.url).href;
const unavailable = (cause?: Error) => new AppError('unavailable', 'No thread', { status: 503, cause });
const options = { boot: BACKGROUND_THREAD_BOOT, label: 'A test thread', unavailable };

describe('job threads', () => {
  let threads: JobThreads;
  const stops: Error[] = [];
  beforeAll(async () => {
    threads = await JobThreads.start(2, options, (reason) => stops.push(reason));
  }, 120_000);
  afterAll(() => threads?.close());

  it('runs a job in a thread below the server thread in priority, with its arguments and answer cloned', async () => {
    const answer = await threads.job<{ isMainThread: boolean; nice?: number; echo: unknown }>(
      FIXTURE,
      'whereAmI',
      [{ list: [1, 2], when: new Date(0) }],
    );
    expect(answer.isMainThread).toBe(false);
    expect(answer.echo).toEqual({ list: [1, 2], when: new Date(0) });
    if (os.platform() === 'linux') expect(answer.nice).toBe(10);
  });

  it('spreads jobs over its threads', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, () => threads.job<{ threadId: number }>(FIXTURE, 'whereAmI', [0])),
    );
    expect(new Set(ids.map((a) => a.threadId)).size).toBe(2);
  });

  it("rejects with the job's own error, as this thread's AppError", async () => {
    const error = await threads.job(FIXTURE, 'refuse', []).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 400, message: 'This job refuses' });
  });

  it('fails the jobs of a thread that stops as unavailable, and starts the thread again', async () => {
    const error = await threads.job(FIXTURE, 'endThread', []).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'unavailable', status: 503 });
    expect(stops.at(-1)?.message).toContain('A test thread ended');
    await expect.poll(() => threads.running, { timeout: 60_000, interval: 200 }).toBe(2);
    const answer = await threads.job<{ isMainThread: boolean }>(FIXTURE, 'whereAmI', [1]);
    expect(answer.isMainThread).toBe(false);
  });

  it('refuses jobs as unavailable once closed', async () => {
    const closing = await JobThreads.start(1, options);
    await closing.close();
    await expect(closing.job(FIXTURE, 'whereAmI', [0])).rejects.toMatchObject({ code: 'unavailable' });
    expect(closing.running).toBe(0);
  });
});
