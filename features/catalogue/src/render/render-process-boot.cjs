// Starts the background render process (process.ts says why through CommonJS).
require('tsx/cjs');
require('./render-process.ts');
