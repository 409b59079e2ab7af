import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type GeneratedAsset, generateAsset } from '../generate/index';
import { analyseImage } from './analyse';
import { type RenderSource, renderDerivative } from './index';
import { inThreadRenderer, type Renderer, RenderPool, type RenderPriority, splitRenderer } from './pool';

function firstStills(count: number): GeneratedAsset[] {
  const ctx = createContext(31);
  const out: GeneratedAsset[] = [];
  for (let i = 0; out.length < count; i++) {
    const asset = generateAsset(ctx, i);
    if (asset.asset_type === 'image') out.push(asset);
  }
  return out;
}

describe('render pool', () => {
  let pool: RenderPool;
  let stills: GeneratedAsset[];
  beforeAll(() => {
    pool = new RenderPool(1);
    stills = firstStills(4);
  });
  afterAll(() => pool.close());

  it('draws the same file a render on this thread draws, and measures it the same', async () => {
    const [inPool, here] = await Promise.all([
      pool.render(stills[0]!, 'thumb', {}, 'request'),
      renderDerivative(stills[0]!, 'thumb'),
    ]);
    expect(Buffer.isBuffer(inPool.data)).toBe(true);
    expect(inPool.data.equals(here.data)).toBe(true);
    expect(await pool.analyse(inPool.data, 'request')).toEqual(await analyseImage(here.data));
  });

  it("hands a visitor's job out before background jobs queued earlier", async () => {
    const done: string[] = [];
    const track = (name: string, job: Promise<unknown>) => job.then(() => done.push(name));
    const jobs = [
      track('background 1', pool.render(stills[1]!, 'thumb', {}, 'background')),
      track('background 2', pool.render(stills[2]!, 'thumb', {}, 'background')),
      track('background 3', pool.render(stills[3]!, 'thumb', {}, 'background')),
      track('request', pool.render(stills[0]!, 'comp', {}, 'request')),
    ];
    await Promise.all(jobs);
    // The first background job was already drawing; the visitor's goes next.
    expect(done).toEqual(['background 1', 'request', 'background 2', 'background 3']);
  });

  it('answers a job that cannot be drawn with its error, and keeps drawing others', async () => {
    const broken: RenderSource = { ...stills[0]!, scene: null, render_seed: null, original_path: null };
    await expect(pool.render(broken, 'thumb', {}, 'request')).rejects.toThrow(
      'neither a scene nor an original',
    );
    const after = await pool.render(stills[1]!, 'thumb', {}, 'request');
    expect(after.data.length).toBeGreaterThan(1000);
  });

  it('runs an exported function of one of our modules in the worker, as on this thread', async () => {
    const module = new URL('./analyse.ts', import.meta.url).href;
    const thumb = await renderDerivative(stills[2]!, 'thumb');
    const [inPool, here] = await Promise.all([
      pool.call(module, 'analyseImage', [thumb.data], 'request'),
      inThreadRenderer.call(module, 'analyseImage', [thumb.data], 'request'),
    ]);
    expect(inPool).toEqual(here);
    await expect(pool.call(module, 'missing', [], 'request')).rejects.toThrow('has no function missing');
  });

  it('refuses jobs once closed', async () => {
    const closing = new RenderPool(1);
    await closing.close();
    await expect(closing.render(stills[0]!, 'thumb', {}, 'request')).rejects.toThrow('closed');
  });
});

describe('split renderer', () => {
  it("sends visitors' jobs to one renderer and background jobs (the warm-up) to the other", async () => {
    const seen: string[] = [];
    const side = (name: string): Renderer => ({
      render: async (_a, kind, _o, priority: RenderPriority) => {
        seen.push(`${name} render ${kind} ${priority}`);
        return { data: Buffer.from(name), contentType: 'image/jpeg', width: 1, height: 1 } as never;
      },
      analyse: async (_i, priority) => {
        seen.push(`${name} analyse ${priority}`);
        return {} as never;
      },
      call: async (_m, fn, _args, priority) => {
        seen.push(`${name} call ${fn} ${priority}`);
        return undefined as never;
      },
    });
    const split = splitRenderer(side('pool'), side('niced'));
    const asset = firstStills(1)[0]!;
    await split.render(asset, 'thumb', {}, 'background');
    await split.render(asset, 'comp', {}, 'request');
    await split.analyse(Buffer.alloc(1), 'background');
    await split.analyse(Buffer.alloc(1), 'request');
    await split.call('file:///x.ts', 'sheet', [], 'request');
    expect(seen).toEqual([
      'niced render thumb background',
      'pool render comp request',
      'niced analyse background',
      'pool analyse request',
      'pool call sheet request',
    ]);
  });
});
