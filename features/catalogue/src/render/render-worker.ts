import { parentPort } from 'node:worker_threads';
import { type RenderJob, runJob } from './jobs';

/**
 * A render worker (pool.ts): draws a derivative, measures a picture or runs a drawing function
 * (jobs.ts), one job at a time, so that work costs the server's thread nothing.
 */
export type { RenderJob } from './jobs';

const port = parentPort!;

port.on('message', async (message: RenderJob) => {
  const { reply, transfer } = await runJob(message);
  port.postMessage(reply, transfer);
});
