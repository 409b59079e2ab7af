import { lowerThreadPriority } from '../threads/background-priority';
import { serveJobs } from '../threads/serve-jobs';
import { openServerHandle } from './server-pools';

/**
 * A read thread (started by read-threads.ts through read-thread-boot.cjs): it runs read jobs on
 * a PostgreSQL pool of its own, so the rows of a search and the work of shaping them are this
 * thread's, and the server's thread only receives the answer. Jobs run side by side, as many at
 * once as the pool has connections.
 */
// Each search runs here; a request the server's thread has to answer gets a core first.
lowerThreadPriority();
serveJobs(({ url, connections }: { url: string; connections: number }) => {
  const handle = openServerHandle(url, connections, (error) =>
    process.emitWarning(`PostgreSQL closed an idle connection: ${error.message}`, 'DatabaseWarning'),
  );
  return { run: (fn, args) => fn(handle.db, ...args), close: () => handle.close() };
});
