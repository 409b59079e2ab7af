// Starts a render worker (pool.ts says why through CommonJS).
require('tsx/cjs');
require('./render-worker.ts');
