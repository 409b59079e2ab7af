import type { RunResult } from './pglite-session';
import type { SessionSettings } from './session-settings';

/**
 * Messages between the server's thread and the database worker (pglite-worker.ts). Values
 * cross by structured clone (`serialization: advanced`): Date, bigint, Uint8Array, arrays and plain objects arrive as they
 * left (a Buffer arrives as a Uint8Array, which PGlite binds the same way).
 */
export type Request =
  | { op: 'run'; id: number; settings: SessionSettings; sql: string; params: readonly unknown[] }
  /** The lease ended: roll back a transaction it left open. No answer. */
  | { op: 'release'; id: number }
  | { op: 'close'; id: number }
  /** Is the worker alive? Answered between statements, ahead of every caller waiting for the session. */
  | { op: 'ping'; id: number };

export type Reply =
  | { id: number; result: RunResult; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  | { notify: string; payload: string }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };
