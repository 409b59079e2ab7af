// Starts the database thread (pglite-thread.ts says why through CommonJS).
require('tsx/cjs');
require('./pglite-thread-worker.ts');
