import { AppError, BACKGROUND_THREAD_BOOT, JobThreads } from '@lightbox/platform';
import { APP_BODY_JOB } from './app-body';

/**
 * Threads that draw the HTML of application pages (the search page), so a page's React render
 * (about 9 ms of CPU) is not spent on the server's thread, where every static file and health
 * check waits for it. A page whose thread stopped is drawn on the server's thread instead.
 * One by default (PAGE_THREADS): on two cores, the database thread and one page thread keep both
 * busy while the server's thread answers everything else.
 */
export async function startPageThreads(count: number): Promise<JobThreads | undefined> {
  if (count <= 0) return undefined;
  const threads = await JobThreads.start(count, {
    boot: BACKGROUND_THREAD_BOOT,
    label: 'A page thread',
    unavailable: (cause) =>
      new AppError('unavailable', 'No page thread is running', { status: 503, isReportable: true, cause }),
  });
  // Loaded now (React and the pages' modules: a few seconds), not in the first visitor's request.
  void threads.load(APP_BODY_JOB);
  return threads;
}
