import { parentPort } from 'node:worker_threads';
import { analyseImage } from './analyse';
import { type DerivativeKind, type RenderOptions, type RenderSource, renderDerivative } from './index';

/**
 * A render worker (pool.ts): draws a derivative or measures a picture, one job at a time, so
 * the scene's SVG, the rasterising and the measuring cost the server's thread nothing.
 */
export type RenderJob =
  | { id: number; job: 'render'; asset: RenderSource; kind: DerivativeKind; options: RenderOptions }
  | { id: number; job: 'analyse'; image: Uint8Array };

const port = parentPort!;

port.on('message', async (message: RenderJob) => {
  try {
    if (message.job === 'render') {
      const rendered = await renderDerivative(message.asset, message.kind, message.options);
      const data = new Uint8Array(rendered.data.buffer, rendered.data.byteOffset, rendered.data.byteLength);
      // The file's bytes move to the server's thread rather than being copied, when they own their memory.
      const movable = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      port.postMessage(
        { id: message.id, result: { ...rendered, data } },
        movable ? [data.buffer as ArrayBuffer] : [],
      );
    } else {
      port.postMessage({ id: message.id, result: await analyseImage(Buffer.from(message.image)) });
    }
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    port.postMessage({ id: message.id, error: { name: e.name, message: e.message } });
  }
});
