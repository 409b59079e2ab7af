import type { ImportProgress } from './import';

/**
 * The import's progress on a terminal: one bar redrawn in place (files, bytes, rate, time
 * left) on a TTY, a plain line every PLAIN_EVERY_MS otherwise, so logs stay readable.
 */

export const PLAIN_EVERY_MS = 5000;
const BAR_WIDTH = 24;

export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(value >= 100 || unit === 0 ? 0 : 1)} ${units[unit]}`;
}

export function formatDuration(seconds: number): string {
  if (!Number.isFinite(seconds)) return '–';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const r = s % 60;
  return h > 0
    ? `${h}h${String(m).padStart(2, '0')}m`
    : m > 0
      ? `${m}m${String(r).padStart(2, '0')}s`
      : `${r}s`;
}

/** The progress as one line: bar, files, bytes, rate and time left (estimated from bytes). */
export function progressLine(p: ImportProgress, now: number, withBar: boolean): string {
  const elapsed = Math.max(0.001, (now - p.startedAt) / 1000);
  const share = p.totalBytes > 0 ? p.bytes / p.totalBytes : p.totalFiles > 0 ? p.files / p.totalFiles : 1;
  const rate = p.files / elapsed;
  const left = share > 0 ? (elapsed / share) * (1 - share) : Number.POSITIVE_INFINITY;
  const filled = Math.round(share * BAR_WIDTH);
  const bar = withBar ? `[${'#'.repeat(filled)}${'-'.repeat(BAR_WIDTH - filled)}] ` : '';
  return (
    `${bar}${p.files}/${p.totalFiles} files, ${formatBytes(p.bytes)}/${formatBytes(p.totalBytes)}, ` +
    `${rate.toFixed(1)} files/s, ${formatDuration(left)} left`
  );
}

export function terminalProgress(stream: NodeJS.WriteStream = process.stderr) {
  const tty = stream.isTTY === true;
  let lastPlain = 0;
  let drawn = false;
  return {
    update(p: ImportProgress) {
      const now = Date.now();
      if (tty) {
        const line = progressLine(p, now, true);
        const width = stream.columns ?? 100;
        stream.write(`\r\x1b[2K${line.slice(0, width - 1)}`);
        drawn = true;
      } else if (now - lastPlain >= PLAIN_EVERY_MS || p.files === p.totalFiles) {
        lastPlain = now;
        stream.write(`${progressLine(p, now, false)}\n`);
      }
    },
    /** Ends the bar's line, so what follows starts on a fresh one. */
    done() {
      if (tty && drawn) stream.write('\n');
    },
  };
}
