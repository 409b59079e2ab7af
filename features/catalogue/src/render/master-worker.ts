import { parentPort, workerData } from 'node:worker_threads';
import { renderMaster } from './master';
import type { MasterReply, MasterRequest } from './master-thread';

/**
 * One clip master, drawn in a worker thread of its own (master-thread.ts): the frames' scene,
 * SVG and rasterising run here, not on the server's thread, and a message goes back after each
 * frame. A 'stop' message ends the drawing and ffmpeg.
 */
const port = parentPort!;
const request = workerData as MasterRequest;
const controller = new AbortController();
port.on('message', (message: 'stop') => {
  if (message === 'stop') controller.abort();
});

const reply = (message: MasterReply) => port.postMessage(message);
renderMaster(request.source, request.size, request.outFile, {
  metadata: request.metadata,
  ffmpegPath: request.ffmpegPath,
  onProgress: (fraction) => reply({ progress: fraction }),
  signal: controller.signal,
})
  .then(
    () => reply({ done: true }),
    (error: unknown) => {
      const e = error instanceof Error ? error : new Error(String(error));
      reply({ error: { name: e.name, message: e.message } });
    },
  )
  // Nothing else keeps the thread: it ends once the answer is sent.
  .finally(() => port.close());
