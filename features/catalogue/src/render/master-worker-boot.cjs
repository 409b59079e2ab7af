// Starts a clip master's worker (master-thread.ts; pool.ts says why through CommonJS).
require('tsx/cjs');
require('./master-worker.ts');
