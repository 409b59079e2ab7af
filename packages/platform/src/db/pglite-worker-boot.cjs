// Starts the database worker (pglite-thread.ts says why through CommonJS).
require('tsx/cjs');
require('./pglite-worker.ts');
