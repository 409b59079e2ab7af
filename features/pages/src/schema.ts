import { fileURLToPath } from 'node:url';

/** Absolute path of this feature's migrations folder (the landings' rows). */
export const pagesMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
