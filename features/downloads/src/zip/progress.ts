/**
 * Where a bulk download stands, from what the server recorded of it: its files being made
 * (preparing), ready to fetch, being fetched (sending), fetched whole (done), or a fetch that
 * stopped part-way (paused: the browser can resume it).
 */
export type ZipState = 'preparing' | 'ready' | 'sending' | 'paused' | 'done';

export interface ZipProgressRow {
  files: number;
  prepared: number;
  sizeBytes: number | null;
  bytesSent: number;
  progressAt: Date | null;
}

/** A fetch that has written nothing for this long has stopped (closed tab, lost network). */
export const SENDING_STALE_MS = 15_000;

export interface ZipProgress {
  state: ZipState;
  /** 0–100: files made while preparing, bytes sent after. */
  percent: number;
}

export function zipProgress(row: ZipProgressRow, now: Date): ZipProgress {
  const pct = (part: number, whole: number) =>
    whole <= 0 ? 100 : Math.max(0, Math.min(100, Math.floor((part / whole) * 100)));
  if (row.sizeBytes === null) return { state: 'preparing', percent: pct(row.prepared, row.files) };
  if (row.bytesSent >= row.sizeBytes) return { state: 'done', percent: 100 };
  if (row.bytesSent === 0) return { state: 'ready', percent: 0 };
  const fresh = row.progressAt !== null && now.getTime() - row.progressAt.getTime() < SENDING_STALE_MS;
  return { state: fresh ? 'sending' : 'paused', percent: pct(row.bytesSent, row.sizeBytes) };
}
