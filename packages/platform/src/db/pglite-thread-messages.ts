import { AppError, type ErrorDetails } from '../errors';
import type { RunResult } from './pglite-session';
import type { SessionSettings } from './session-settings';

/**
 * Messages between the server's thread and the database thread (pglite-thread-worker.ts).
 * Values cross by structured clone: Date, bigint, Uint8Array, arrays and plain objects arrive
 * as they left (a Buffer arrives as a Uint8Array, which PGlite binds the same way).
 *
 * Leases are numbered in the order callers asked for the session; the worker serves them in
 * that order, one at a time. A statement carries its lease, so it can be sent the moment its
 * caller has it, and waits in the worker (not for a round trip) until its lease's turn.
 */
export type Request =
  | {
      op: 'run';
      id: number;
      lease: number;
      settings: SessionSettings;
      sql: string;
      params: readonly unknown[];
    }
  /** The lease ended: roll back a transaction it left open, and serve the next. No answer. */
  | { op: 'release'; lease: number }
  /** Closes PGlite in its lease's turn, after every earlier lease. */
  | { op: 'close'; id: number; lease: number }
  /** Is the worker alive? Answered between statements, ahead of every lease waiting. */
  | { op: 'ping'; id: number }
  /**
   * Runs `name`, exported by the module at the file URL `module`, as `name(db, ...args)` in its
   * lease's turn (the lease ends with it): a read and the shaping of its answer, done where the
   * rows are, so only the answer crosses over.
   */
  | { op: 'job'; id: number; lease: number; module: string; name: string; args: readonly unknown[] };

export type Reply =
  | { id: number; result: RunResult | unknown; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  | { notify: string; payload: string }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };

export interface WorkerStart {
  dir: string;
  channels: string[];
}

/** What of an error crosses threads: its message and PostgreSQL's fields (code, detail, …). */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
    // An AppError's details are plain data (fields, a list of bad parameters).
    else if (key === 'details' && error instanceof AppError) fields[key] = structuredClone(value);
  }
  return fields;
}

/**
 * The worker's error as one of this thread: same message and fields, so callers still read
 * PostgreSQL's `code` (23505 and the like), `constraint` or `detail`.
 */
export function rebuildError(fields: Record<string, unknown>): Error {
  if (fields.name === 'AppError') {
    // Still the error the handler maps to its own status (a job's bad request stays a 400).
    return new AppError(String(fields.code), String(fields.message), {
      status: Number(fields.status),
      isReportable: Boolean(fields.isReportable),
      details: fields.details as ErrorDetails | undefined,
    });
  }
  const error = new Error(String(fields.message));
  Object.assign(error, fields);
  return error;
}
