import { fileURLToPath } from 'node:url';

/** Absolute path of this feature's migrations folder. */
export const consoleMigrationsDir = fileURLToPath(new URL('../migrations', import.meta.url));
