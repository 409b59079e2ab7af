import { fileURLToPath } from 'node:url';
import { analyseImage } from './analyse';
import { type DerivativeKind, type RenderOptions, type RenderSource, renderDerivative } from './index';

/** What a render worker or the background render process is asked to do, one job at a time. */
export type RenderJob =
  | { id: number; job: 'render'; asset: RenderSource; kind: DerivativeKind; options: RenderOptions }
  | { id: number; job: 'analyse'; image: Uint8Array }
  | { id: number; job: 'call'; module: string; name: string; args: unknown[] };

export type RenderReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: { name: string; message: string } };

/**
 * Runs one job where it is received. `call` runs an exported function of one of our own
 * modules (a file URL), so other features (the contact sheet's PDF) can draw off the server's
 * thread without this feature knowing them; workers boot through tsx's CommonJS hook, so the
 * module is required, not imported (an import would bypass the hook).
 */
export async function runJob(message: RenderJob): Promise<{ reply: RenderReply; transfer: ArrayBuffer[] }> {
  try {
    if (message.job === 'render') {
      const rendered = await renderDerivative(message.asset, message.kind, message.options);
      const data = new Uint8Array(rendered.data.buffer, rendered.data.byteOffset, rendered.data.byteLength);
      // The file's bytes move rather than being copied, when they own their memory.
      const movable = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength;
      return {
        reply: { id: message.id, result: { ...rendered, data } },
        transfer: movable ? [data.buffer as ArrayBuffer] : [],
      };
    }
    if (message.job === 'analyse') {
      return {
        reply: { id: message.id, result: await analyseImage(Buffer.from(message.image)) },
        transfer: [],
      };
    }
    const loaded = require(fileURLToPath(message.module)) as Record<string, unknown>;
    const fn = loaded[message.name];
    if (typeof fn !== 'function') throw new Error(`${message.module} has no function ${message.name}`);
    return { reply: { id: message.id, result: await fn(...message.args) }, transfer: [] };
  } catch (error) {
    const e = error instanceof Error ? error : new Error(String(error));
    return { reply: { id: message.id, error: { name: e.name, message: e.message } }, transfer: [] };
  }
}
