import sharp from 'sharp';
import { type RenderJob, runJob } from './jobs';

/**
 * The background render process (process.ts): started under `nice -n 19`, so it and every
 * thread it makes (libvips', libuv's) take the CPU only when requests leave it free. One
 * libvips thread: the warm-up is not in a hurry.
 */
sharp.concurrency(1);

process.on('message', async (message: RenderJob) => {
  const { reply } = await runJob(message);
  process.send?.(reply);
});
// The server went away (even killed outright): nothing is left to draw for.
process.on('disconnect', () => process.exit(0));
