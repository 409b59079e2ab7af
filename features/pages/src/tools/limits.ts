import { IMAGE_QUERY_MAX_MEGABYTES } from '@lightbox/core/search';

/** Search by video: what a clip may be (the frame taken from it is searched like a picture). */
export const VIDEO_QUERY_PATH = '/tools/api/video-queries';
export const VIDEO_QUERY_MAX_MEGABYTES = 50;
export const VIDEO_QUERY_MAX_BYTES = VIDEO_QUERY_MAX_MEGABYTES * 1024 * 1024;
export const VIDEO_QUERY_MAX_SECONDS = 60;
/** Clips decoded at once; more wait for a 429 and try again, so uploads cannot starve the server. */
export const VIDEO_QUERY_CONCURRENCY = 2;
/** A clip ffmpeg cannot read within this long is refused as unreadable. */
export const FFMPEG_TIMEOUT_MS = 60_000;
export const VIDEO_QUERY_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export { IMAGE_QUERY_MAX_MEGABYTES };

export type VideoQueryErrorCode =
  | 'video_too_large'
  | 'unsupported_video_type'
  | 'video_unreadable'
  | 'video_too_long'
  | 'busy';

export function isVideoQueryType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (VIDEO_QUERY_TYPES as readonly string[]).includes(type);
}

/** "Duration: 00:01:02.50" in ffmpeg's description of its input, in seconds. */
export function durationOf(ffmpegInfo: string): number | undefined {
  const m = /Duration:\s*(\d+):(\d{2}):(\d{2}(?:\.\d+)?)/.exec(ffmpegInfo);
  if (!m) return undefined;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Whether ffmpeg found a picture stream in the input (an audio file has none). */
export const hasVideoStream = (ffmpegInfo: string) => /Stream #\d+:\d+.*: Video: /.test(ffmpegInfo);

/** Where the frame is taken: the middle of the clip, where its subject most likely is. */
export const frameSecond = (duration: number) => Math.max(0, duration / 2);
