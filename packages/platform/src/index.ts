export * from './config';
export * from './db/database';
export * from './db/migrate';
export { type ScanKind, withoutScans } from './db/planned-sessions';
export * from './errors';
export * from './feature';
export * from './http/index';
export * from './mail/index';
