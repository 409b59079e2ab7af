// Starts a background job thread (job-threads.ts); through CommonJS for the reasons
// ../db/pglite-thread-boot.cjs has.
require('tsx/cjs');
require('./background-thread-worker.ts');
