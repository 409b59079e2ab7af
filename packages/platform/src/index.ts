export * from './config';
export * from './db/database';
export * from './db/migrate';
export * from './db/notifications';
export { type SessionSettings, withSettings } from './db/session-settings';
export * from './errors';
export * from './feature';
export * from './http/index';
export * from './mail/index';
