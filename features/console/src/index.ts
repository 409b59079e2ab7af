/** The operator console (issue 22): assets, orders and customers, for staff only. */
export { consoleFeature } from './feature';
export { consoleMigrationsDir } from './schema';
