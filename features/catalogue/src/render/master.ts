import type { Scene } from '../scene';
import { encodeFrames, rawFramesInput } from './ffmpeg-frames';
import { rasterScene, type Size } from './raster';

/**
 * A clip's master file, the one a licence holder downloads: the scene's motion over the clip's
 * whole stated duration, at the licensed definition and the clip's own frame rate, H.264 in MP4
 * without a watermark, its rights in the container's metadata. Keyframes are drawn twice a
 * second and blended up to the frame rate by ffmpeg, which keeps a minute of 4K to a few
 * hundred drawings.
 */
export const MASTER_KEYFRAME_FPS = 2;
const DEFAULT_FRAME_RATE = 25;
const DEFAULT_SECONDS = 10;

export interface MasterSource {
  scene: Scene;
  render_seed: number;
  width: number;
  height: number;
  frame_rate: number | null;
  duration_seconds: number | null;
}

export interface MasterOptions {
  /** MP4 metadata (title, artist, copyright, comment, description). */
  metadata: Record<string, string>;
  ffmpegPath?: string | undefined;
  /** Told the share of the clip drawn so far (0–1). */
  onProgress?: ((fraction: number) => void) | undefined;
  /** Stops drawing and encoding (shutdown); the call then rejects. */
  signal?: AbortSignal | undefined;
}

/** Writes the master at `size` to `outFile` (an .mp4 path; ffmpeg needs to seek in it). */
export async function renderMaster(
  source: MasterSource,
  size: Size,
  outFile: string,
  options: MasterOptions,
) {
  const seconds =
    source.duration_seconds && source.duration_seconds > 0 ? source.duration_seconds : DEFAULT_SECONDS;
  const rate = source.frame_rate && source.frame_rate > 0 ? source.frame_rate : DEFAULT_FRAME_RATE;
  const frames = Math.max(2, Math.round(seconds * MASTER_KEYFRAME_FPS));
  const metadata = Object.entries(options.metadata).flatMap(([key, value]) => [
    '-metadata',
    `${key}=${value}`,
  ]);
  const args = [
    ...rawFramesInput(size, MASTER_KEYFRAME_FPS),
    '-vf',
    `framerate=fps=${rate}`,
    '-t',
    seconds.toFixed(3),
    '-c:v',
    'libx264',
    '-preset',
    // The fastest preset keeps a minute of 4K to a minute or two of encoding on two cores; the
    // lower CRF pays for its weaker compression with size, not quality.
    'ultrafast',
    '-crf',
    '18',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    ...metadata,
    '-an',
    '-f',
    'mp4',
    '-y',
    outFile,
  ];
  await encodeFrames(
    args,
    frames,
    async (i) => {
      const t = i / (frames - 1);
      return (await rasterScene(source.scene, source.render_seed, source.width / source.height, size, { t }))
        .raw()
        .toBuffer();
    },
    {
      ffmpegPath: options.ffmpegPath,
      onFrame: (done) => options.onProgress?.(done / frames),
      signal: options.signal,
    },
  );
}
