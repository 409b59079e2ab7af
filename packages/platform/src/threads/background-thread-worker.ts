import { lowerThreadPriority } from './background-priority';
import { serveJobs } from './serve-jobs';

/**
 * A thread for jobs that need nothing but their arguments (the server's page threads draw HTML
 * here). Below the server's thread in priority, as the database thread: a static file or a
 * health check the server's thread answers gets a core first.
 */
lowerThreadPriority();
serveJobs(() => ({ run: (fn, args) => fn(...args) }));
