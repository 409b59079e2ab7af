/**
 * Bringing a library in: `npm run import -- <folder>` (cli.ts) and importFolder for the demo
 * seeding and tests. Files become catalogue assets through the catalogue's public API.
 */
export {
  DEMO_COLLECTION,
  DEMO_PHOTOS,
  DEMO_PHOTOS_SOURCE,
  type DemoPhoto,
  seedDemoPhotos,
  stageDemoPhotos,
} from './demo-photos';
export { importFeature, importMigrationsDir } from './feature';
export {
  DEFAULT_COLLECTION,
  DEFAULT_CONCURRENCY,
  type ImportOptions,
  type ImportProgress,
  type ImportResult,
  importFolder,
} from './import';
export { type CliOptions, parseImportArgs, USAGE, UsageError } from './options';
export { progressLine, terminalProgress } from './progress';
export { type Renditions, stillRenditions } from './still';
export { type XmpFields, xmpPacket } from './xmp';
