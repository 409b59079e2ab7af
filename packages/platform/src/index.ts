export * from './config';
export * from './db/database';
export * from './db/migrate';
export * from './errors';
