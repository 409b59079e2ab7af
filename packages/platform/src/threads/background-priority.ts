import fs from 'node:fs';
import os from 'node:os';

/**
 * The nice value of threads that work for many requests at once (the database thread, read
 * threads): below the server's thread, which answers each request and must not wait for a core
 * behind them. On two cores a saturating search load otherwise delayed a static file or
 * `/healthz` by a whole scheduler slice.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling thread's CPU priority. Linux sets a nice value per thread (the thread id
 * is the last part of /proc/thread-self); elsewhere this does nothing and says so. Threads it
 * starts later inherit the value.
 */
export function lowerThreadPriority(nice: number = BACKGROUND_NICE): boolean {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    if (!Number.isInteger(tid) || tid <= 0 || tid === process.pid) return false;
    os.setPriority(tid, nice);
    return true;
  } catch {
    return false;
  }
}

/** The calling thread's nice value, where the platform tells it. */
export function threadPriority(): number | undefined {
  try {
    const tid = Number(fs.readlinkSync('/proc/thread-self').split('/').pop());
    return Number.isInteger(tid) ? os.getPriority(tid) : undefined;
  } catch {
    return undefined;
  }
}
