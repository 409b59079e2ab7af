import { AppError } from '../errors';
import { JobThreads } from '../threads/job-threads';

const BOOT = new URL('./read-thread-boot.cjs', import.meta.url);

/**
 * None unless asked for: command-line tools and tests read on their own thread. The server asks
 * for two (READ_THREADS, config.ts): with searches on its thread, a saturated search API left a
 * static file waiting 130–180 ms at p99, and almost half the static probes unanswered in time, in
 * two quiet bench:load runs, for as many searches a second or fewer (README "Serving many
 * visitors at once").
 */
export const DEFAULT_READ_THREADS = 0;
/**
 * Connections of each thread's pool: jobs beyond them wait in the thread for one. Two threads
 * of two keep four backends busy, enough for two cores; more searches at once would only
 * lengthen the run queue the server's thread waits in to answer a static file.
 */
export const READ_THREAD_CONNECTIONS = 2;

/** What the visitor of a job whose thread stopped reads (the search API's 503). */
export const READ_THREAD_STOPPED =
  'Searching stopped for a moment on our side and is starting again. Please try again.';

/**
 * Read jobs on PostgreSQL (database.readJob) in a few worker threads, each with a pool of its
 * own: searches run side by side, their rows and the shaping of their answers never reach the
 * server's thread, which only receives each answer. A thread that stops fails its jobs with a
 * 503 that says so, and is started again (job-threads.ts).
 */
export const ReadThreads = {
  /** Starts `count` threads reading from `url`; resolves once every one has its pool. */
  start(
    count: number,
    start: { url: string; connections?: number },
    onStopped?: (reason: Error) => void,
  ): Promise<JobThreads> {
    return JobThreads.start(
      count,
      {
        boot: BOOT,
        settings: { url: start.url, connections: start.connections ?? READ_THREAD_CONNECTIONS },
        label: 'A read thread',
        unavailable: (cause) =>
          new AppError('unavailable', READ_THREAD_STOPPED, { status: 503, isReportable: true, cause }),
      },
      onStopped,
    );
  },
};
