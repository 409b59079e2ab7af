import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContext, type GeneratedAsset, generateAsset } from '../generate/index';
import { analyseImage } from './analyse';
import { renderDerivative } from './index';
import { BACKGROUND_NICENESS, RenderProcess } from './process';

function firstStills(count: number): GeneratedAsset[] {
  const ctx = createContext(37);
  const out: GeneratedAsset[] = [];
  for (let i = 0; out.length < count; i++) {
    const asset = generateAsset(ctx, i);
    if (asset.asset_type === 'image') out.push(asset);
  }
  return out;
}

/** Field 19 of /proc/<pid>/task/<tid>/stat: each thread's niceness. */
function threadNiceness(pid: number): number[] {
  return readdirSync(`/proc/${pid}/task`).map((tid) => {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean) {
  // A condition, not a duration: the machine may be slow.
  while (!check()) await new Promise((r) => setTimeout(r, 50));
}

describe('background render process', () => {
  let renderer: RenderProcess;
  let stills: GeneratedAsset[];
  beforeAll(() => {
    renderer = new RenderProcess();
    stills = firstStills(3);
  });
  afterAll(() => renderer.close());

  it('draws and measures the same as this thread, in a process whose every thread is niced', async () => {
    const [there, here] = await Promise.all([
      renderer.render(stills[0]!, 'thumb', {}),
      renderDerivative(stills[0]!, 'thumb'),
    ]);
    expect(Buffer.isBuffer(there.data)).toBe(true);
    expect(there.data.equals(here.data)).toBe(true);
    expect(await renderer.analyse(there.data)).toEqual(await analyseImage(here.data));
    const pid = renderer.pid!;
    expect(pid).not.toBe(process.pid);
    const niceness = threadNiceness(pid);
    expect(niceness.length).toBeGreaterThan(1);
    expect(new Set(niceness)).toEqual(new Set([BACKGROUND_NICENESS]));
  });

  it('runs an exported function of one of our modules and answers its result', async () => {
    const module = new URL('./analyse.ts', import.meta.url).href;
    const here = await renderDerivative(stills[1]!, 'thumb');
    expect(await renderer.call(module, 'analyseImage', [here.data])).toEqual(await analyseImage(here.data));
    await expect(renderer.call(module, 'noSuchFunction', [])).rejects.toThrow(
      'has no function noSuchFunction',
    );
  });

  it('fails the job a killed process was drawing, and starts a new process for the next', async () => {
    await renderer.render(stills[1]!, 'thumb', {});
    const first = renderer.pid!;
    const drawing = renderer.render(stills[2]!, 'comp', {});
    process.kill(first, 'SIGKILL');
    await expect(drawing).rejects.toThrow('The render process stopped (SIGKILL)');
    const after = await renderer.render(stills[2]!, 'thumb', {});
    expect(after.data.length).toBeGreaterThan(1000);
    expect(renderer.pid).not.toBe(first);
    expect(alive(first)).toBe(false);
  });

  it('ends its process on close, fails what was drawing, and refuses jobs after', async () => {
    const closing = new RenderProcess();
    await closing.render(stills[0]!, 'thumb', {});
    const pid = closing.pid!;
    const drawing = closing.render(stills[1]!, 'comp', {});
    await closing.close();
    await expect(drawing).rejects.toThrow('The render process stopped');
    await until(() => !alive(pid));
    expect(closing.pid).toBeUndefined();
    await expect(closing.render(stills[0]!, 'thumb', {})).rejects.toThrow('closed');
  });
});
