import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Db } from '@lightbox/platform';
import { createImageQuery } from '@lightbox/search';
import {
  frameSecond,
  isVideoQueryType,
  VIDEO_QUERY_CONCURRENCY,
  VIDEO_QUERY_MAX_BYTES,
  VIDEO_QUERY_MAX_MEGABYTES,
  VIDEO_QUERY_MAX_SECONDS,
  type VideoQueryErrorCode,
} from './limits';
import { frameOf, probeClip } from './video-frame';

/**
 * Search by video: check the clip, take one frame from its middle with ffmpeg, and hand that
 * frame to the search feature's search by image. The clip is deleted at once; only the frame's
 * measurements are kept, as for any uploaded picture.
 */

export type VideoQueryRejection = {
  ok: false;
  status: 413 | 415 | 422 | 429;
  code: VideoQueryErrorCode;
  message: string;
};
export type VideoQueryOutcome = { ok: true; id: string } | VideoQueryRejection;

const ACCEPTED = 'an MP4, WebM or QuickTime clip';

export const videoTooLarge = (): VideoQueryRejection => ({
  ok: false,
  status: 413,
  code: 'video_too_large',
  message: `The clip is larger than ${VIDEO_QUERY_MAX_MEGABYTES} MB. Upload a shorter or smaller one.`,
});
const unsupported = (): VideoQueryRejection => ({
  ok: false,
  status: 415,
  code: 'unsupported_video_type',
  message: `Upload ${ACCEPTED}.`,
});
const unreadable = (): VideoQueryRejection => ({
  ok: false,
  status: 422,
  code: 'video_unreadable',
  message: `This file could not be read as a video. Upload ${ACCEPTED}.`,
});
const tooLong = (): VideoQueryRejection => ({
  ok: false,
  status: 422,
  code: 'video_too_long',
  message: `The clip is longer than ${VIDEO_QUERY_MAX_SECONDS} seconds. Trim it and upload it again.`,
});
const busy = (): VideoQueryRejection => ({
  ok: false,
  status: 429,
  code: 'busy',
  message: 'Other clips are being read right now. Try again in a moment.',
});

let running = 0;

export async function createVideoQuery(
  db: Db,
  contentType: string | undefined,
  body: Buffer,
): Promise<VideoQueryOutcome> {
  if (!isVideoQueryType(contentType)) return unsupported();
  if (body.length > VIDEO_QUERY_MAX_BYTES) return videoTooLarge();
  if (body.length === 0) return unreadable();
  if (running >= VIDEO_QUERY_CONCURRENCY) return busy();
  running++;
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'lb-video-query-'));
  try {
    const file = path.join(dir, 'clip');
    await fs.writeFile(file, body);
    const duration = await probeClip(file);
    if (duration === undefined) return unreadable();
    if (duration > VIDEO_QUERY_MAX_SECONDS) return tooLong();
    const frame = await frameOf(file, frameSecond(duration));
    if (!frame) return unreadable();
    const query = await createImageQuery(db, 'image/jpeg', frame);
    return query.ok ? { ok: true, id: query.id } : unreadable();
  } finally {
    running--;
    await fs.rm(dir, { recursive: true, force: true });
  }
}
