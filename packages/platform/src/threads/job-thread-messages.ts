/** Messages between the server's thread and a job thread (serve-jobs.ts). */
export type JobRequest =
  /** Runs the function `name` exported by the module at the file URL `module`, and answers its result. */
  | { op: 'job'; id: number; module: string; name: string; args: readonly unknown[] }
  /** Loads a job module ahead of its first job (a few seconds on a busy machine). */
  | { op: 'load'; id: number; module: string }
  /** Ends what the thread holds open (its connections); answered once that is done. */
  | { op: 'close'; id: number };

export type JobReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };

/** What every job thread starts with, besides its own settings. */
export interface JobThreadStart {
  /** Job modules to load at start: those the threads before it had loaded. */
  modules: string[];
}
