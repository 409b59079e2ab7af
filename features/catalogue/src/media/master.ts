import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { SIZE_LONG_EDGE } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { renderMasterInWorker } from '../render/master-thread';
import { fitLongEdge } from '../render/raster';
import { catalogueDb } from '../repository';

/**
 * Clip masters for licensed downloads, one file per clip and definition under
 * `<media>/<id>/master-<definition>.mp4`. Drawing one takes from seconds (SD) to a minute or two
 * (4K), so it is a job: started once, its progress readable while it runs, its file renamed into
 * place whole when done. A job runs in the process that started it, its frames drawn in a worker
 * thread of their own (render/master-thread.ts); the file is the truth.
 */
export type FilmDefinition = 'sd' | 'hd' | '4k';

export interface MasterFile {
  path: string;
  size: number;
}

interface Job {
  fraction: number;
  done: Promise<MasterFile>;
}

const jobs = new Map<string, Job>();
/** Stops every master being drawn here (shutdown); their files are never half written. */
const stopping = new AbortController();

export function masterPath(mediaDir: string, id: number, definition: FilmDefinition) {
  return path.join(mediaDir, String(id), `master-${definition}.mp4`);
}

/** The master when it is made; undefined while it is not. */
export async function findMaster(
  mediaDir: string,
  id: number,
  definition: FilmDefinition,
): Promise<MasterFile | undefined> {
  const file = masterPath(mediaDir, id, definition);
  try {
    return { path: file, size: (await fs.stat(file)).size };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** How far the master's job in this process has got (0–1), or undefined when none runs here. */
export function masterProgress(mediaDir: string, id: number, definition: FilmDefinition) {
  return jobs.get(masterPath(mediaDir, id, definition))?.fraction;
}

/**
 * Starts making the master unless it is made or being made here; answers the job. Refuses
 * (undefined) an asset that is not a drawn clip.
 */
export async function startMaster(
  db: Db,
  mediaDir: string,
  id: number,
  definition: FilmDefinition,
  metadata: Record<string, string>,
): Promise<Job | undefined> {
  const file = masterPath(mediaDir, id, definition);
  const running = jobs.get(file);
  if (running) return running;
  if (stopping.signal.aborted) return undefined;
  const asset = await catalogueDb(db)
    .selectFrom('assets')
    .select(['asset_type', 'scene', 'render_seed', 'width', 'height', 'frame_rate', 'duration_seconds'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!asset || asset.asset_type === 'image' || !asset.scene || asset.render_seed === null) return undefined;
  const size = fitLongEdge(asset.width, asset.height, SIZE_LONG_EDGE[definition], true);
  const job: Job = { fraction: 0, done: Promise.resolve({ path: file, size: 0 }) };
  job.done = (async () => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp.mp4`;
    try {
      await renderMasterInWorker(
        { ...asset, scene: asset.scene!, render_seed: asset.render_seed! },
        size,
        temp,
        {
          metadata,
          onProgress: (fraction) => {
            job.fraction = fraction;
          },
          signal: stopping.signal,
        },
      );
      await fs.rename(temp, file);
    } catch (error) {
      await fs.rm(temp, { force: true });
      throw error;
    }
    return { path: file, size: (await fs.stat(file)).size };
  })().finally(() => jobs.delete(file));
  // Callers await `done`; a failure nobody awaits must not take the process down.
  job.done.catch(() => undefined);
  jobs.set(file, job);
  return job;
}

/**
 * Shutdown: stops the masters being drawn (their workers and ffmpeg end, their temporary files
 * are removed) and waits until they have; nothing starts after.
 */
export async function stopMasters(): Promise<void> {
  stopping.abort(new Error('The server is shutting down'));
  await Promise.allSettled([...jobs.values()].map((job) => job.done));
}
