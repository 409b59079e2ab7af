import type { PGlite } from '@electric-sql/pglite';
import type { Reply, Request } from './pglite-protocol';
import { createPGlite, PGliteSession } from './pglite-session';

/**
 * The database worker (a child process, pglite-child.ts): it owns PGlite, so a query's CPU
 * time (WebAssembly) is spent here and the server's thread keeps serving while it runs. Requests are handled one after
 * another in arrival order; a failed one answers with its error and the next goes on.
 */
const { dir, channels } = JSON.parse(process.argv[2]!) as { dir: string; channels: string[] };

let pglite: PGlite;
let session: PGliteSession;
let queue: Promise<void> = Promise.resolve();
let closing: Promise<void> | undefined;
const closeOnce = () => {
  closing ??= pglite ? pglite.close() : Promise.resolve();
  return closing;
};

const reply = (message: Reply) => process.send!(message);

async function handle(request: Request): Promise<void> {
  try {
    switch (request.op) {
      case 'run': {
        const result = await session.run(request.settings, request.sql, request.params);
        reply({ id: request.id, result });
        break;
      }
      case 'ping':
        // Inside a caller's transaction (perhaps a failed one) a statement proves nothing more.
        if (!pglite.isInTransaction()) await pglite.query('select 1');
        reply({ id: request.id, result: { rows: [], affectedRows: undefined } });
        break;
      case 'release':
        await session.endLease();
        break;
      case 'close':
        await closeOnce();
        reply({ id: request.id, result: { rows: [], affectedRows: undefined } });
        process.disconnect();
        break;
    }
  } catch (error) {
    if (request.op === 'release') return; // a lease that cannot roll back leaves the next to fail clearly
    reply({ id: request.id, error: serializeError(error) });
  }
}

/** What of an error crosses to the server's thread: its message and PostgreSQL's fields (code, detail, …). */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error) };
  const fields: Record<string, unknown> = { name: error.name, message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || ['string', 'number', 'boolean'].includes(typeof value)) fields[key] = value;
  }
  return fields;
}

async function start() {
  try {
    pglite = await createPGlite(dir);
    session = new PGliteSession(pglite);
    // LISTEN before any transaction is open; notifications go to the server's thread as they come.
    for (const channel of channels) {
      await pglite.listen(channel, (payload) => reply({ notify: channel, payload }));
    }
    process.on('message', (request: Request) => {
      queue = queue.then(() => handle(request));
    });
    reply({ ready: true });
  } catch (error) {
    reply({ ready: false, error: serializeError(error) });
  }
}

// Ctrl-C in a terminal signals the whole process group: the server closes this worker itself
// as part of its graceful shutdown, so the signal must not end it halfway through a write.
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});

// The server went away without closing (killed): there is no one left to answer.
process.on('disconnect', () => {
  void closeOnce().finally(() => process.exit(0));
});

void start();
