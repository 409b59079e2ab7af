/** Messages between the server's thread and a read thread (read-thread-worker.ts). */
export type ReadRequest =
  /** Runs `name(db, ...args)`, exported by the module at the file URL `module`, and answers its result. */
  | { op: 'job'; id: number; module: string; name: string; args: readonly unknown[] }
  /** Loads a job module ahead of its first job (a few seconds on a busy machine). */
  | { op: 'load'; id: number; module: string }
  /** Ends the thread's connections; answered once they are closed. */
  | { op: 'close'; id: number };

export type ReadReply =
  | { id: number; result: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown>; result?: undefined }
  | { ready: true }
  | { ready: false; error: Record<string, unknown> };

export interface ReadThreadStart {
  /** The server reads go to: the replica when there is one. */
  url: string;
  /** Connections of the thread's pool (each settings variant has its own small pool too). */
  connections: number;
  /** Job modules to load at start: those the threads before it had loaded. */
  modules: string[];
}
