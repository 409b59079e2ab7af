// Starts a read thread (read-threads.ts); through CommonJS for the reasons pglite-thread-boot.cjs has.
require('tsx/cjs');
require('./read-thread-worker.ts');
