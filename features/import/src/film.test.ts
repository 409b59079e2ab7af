import { describe, expect, it } from 'vitest';
import { definitionOf, FilmError, parseFfmpegBanner, snapFrameRate } from './film';

const BANNER = `Input #0, mov,mp4,m4a,3gp,3g2,mj2, from 'clip.mov':
  Duration: 00:01:02.50, start: 0.000000, bitrate: 12000 kb/s
    Stream #0:0(und): Video: h264 (High) (avc1 / 0x31637661), yuv420p, 3840x2160 [SAR 1:1 DAR 16:9], 11000 kb/s, 29.97 fps, 29.97 tbr, 30k tbn, 59.94 tbc (default)
    Stream #0:1(und): Audio: aac (LC), 48000 Hz, stereo, fltp, 192 kb/s (default)`;

describe('film facts from ffmpeg (issue #22: duration, frame rate and definition)', () => {
  it('reads duration, size, frame rate and definition', () => {
    expect(parseFfmpegBanner(BANNER)).toEqual({
      width: 3840,
      height: 2160,
      durationSeconds: 62.5,
      frameRate: 29.97,
      definition: '4k',
    });
  });

  it('turns the size of a clip shot upright', () => {
    const upright = `${BANNER.replace('3840x2160', '1920x1080')}\n    Metadata:\n      rotate          : 90`;
    expect(parseFfmpegBanner(upright)).toMatchObject({ width: 1080, height: 1920, definition: 'hd' });
  });

  it('refuses a file without a video stream', () => {
    expect(() => parseFfmpegBanner('  Duration: 00:00:03.00\n    Stream #0:0: Audio: mp3')).toThrow(
      FilmError,
    );
  });

  it('snaps measured frame rates to the ones search offers, and sizes to definitions', () => {
    expect(snapFrameRate(23.976)).toBe(23.98);
    expect(snapFrameRate(25.02)).toBe(25);
    expect(snapFrameRate(59.94)).toBe(59.94);
    expect(definitionOf(640, 360)).toBe('sd');
    expect(definitionOf(1280, 720)).toBe('hd');
    expect(definitionOf(4096, 2160)).toBe('4k');
  });
});
