import { isMainThread, threadId } from 'node:worker_threads';
import { AppError } from '../errors';
import { threadPriority } from './background-priority';

/** Jobs for job-threads.test.ts. */
export function whereAmI(echo: unknown) {
  return { isMainThread, threadId, nice: threadPriority(), echo };
}

export function refuse(): never {
  throw new AppError('bad_request', 'This job refuses', { status: 400 });
}

export function endThread(): never {
  process.exit(3);
}
