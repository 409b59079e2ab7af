/**
 * The catalogue feature: the schema of assets and events, the deterministic demo catalogue
 * (generator and seeding), the renderer that draws each demo asset from its scene, and the
 * media store and routes that serve thumbnails, comps, posters and previews.
 */

export { bucketOf } from './color';
export { CURATED_SET_SIZE, seedCuratedSets } from './curated-sets';
export { catalogueFeature } from './feature';
export type { GeneratedAsset, GeneratorContext } from './generate/assets';
export type { EventPlan, GeneratedEvent } from './generate/events';
export type { CatalogueBatch, GenerateOptions } from './generate/index';
export {
  assetIdFor,
  createContext,
  DEFAULT_BATCH_SIZE,
  generateAsset,
  generateCatalogue,
  generateEvents,
  NEAR_DUPLICATE_SHARE,
} from './generate/index';
export type { FilmDefinition, MasterFile } from './media/master';
export { findMaster, masterProgress, startMaster, stopMasters } from './media/master';
export type { VisitorActivity, YieldRule } from './media/quiet';
export { turnWaitMs, WARM_YIELD, whenQuiet } from './media/quiet';
export type { MediaRoutesOptions } from './media/routes';
export { MEDIA_CACHE_CONTROL, PUBLIC_MEDIA, registerMediaRoutes, siteRendition } from './media/routes';
export type { DerivativeOutcome, EnsureOptions } from './media/service';
export { ensureDerivative, ensureOriginal } from './media/service';
export type { EnsureResult, StoredFile } from './media/store';
export { MediaStore } from './media/store';
export type { WarmOptions, WarmResult } from './media/warm';
export { warmDerivatives } from './media/warm';
export type { ImageAnalysis } from './render/analyse';
export { analyseImage, analyseWithSample, dhash, hammingDistance } from './render/analyse';
export type { DerivativeKind, RenderedDerivative, RenderOptions, RenderSource } from './render/index';
export {
  COMP_LONG_EDGE,
  DEFAULT_SITE_NAME,
  DERIVATIVES,
  derivativeApplies,
  FOREIGN_IMAGE_MAX_PIXELS,
  fitLongEdge,
  JPEG_QUALITY,
  ORIGINAL_MAX_LONG_EDGE,
  PREVIEW_SECONDS,
  previewSize,
  RenderError,
  renderDerivative,
  renderOriginal,
  sceneToSvg,
  THUMB_2X_LONG_EDGE,
  THUMB_LONG_EDGE,
  thumbnailOf,
  watermarkPng,
} from './render/index';
export type { MasterOptions, MasterSource } from './render/master';
export { renderMaster } from './render/master';
export { MASTER_THREADS, renderMasterInWorker } from './render/master-thread';
export type { Renderer, RenderPriority } from './render/pool';
export { inThreadRenderer, RENDER_WORKERS, RenderPool, splitRenderer } from './render/pool';
export { BACKGROUND_NICENESS, RenderProcess } from './render/process';
export { applyWatermark } from './render/watermark';
export { catalogueDb, layoutSearchTable, searchLayoutDrift } from './repository';
export { ASSET_ID_MAX, ASSET_ID_MIN, allowedLicenses, isAssetId, isMotion, orientationOf } from './rules';
export type { Scene, SceneItem, Setting } from './scene';
export type {
  AssetRow,
  AssetsTable,
  CatalogueTables,
  EventRow,
  EventsTable,
  NewAsset,
  NewEvent,
} from './schema';
export { catalogueMigrationsDir } from './schema';
export type { SeedOptions, SeedResult } from './seed';
export { seedCatalogue } from './seed';
export {
  BAND_PROBE_MAX_RADIUS,
  bandProbeRadius,
  DHASH_BAND_BITS,
  DHASH_BANDS,
  dhashBands,
  NEAR_DUPLICATE_MAX_DISTANCE,
} from './similarity';
export { dhashDistance, dhashWithin } from './similarity-sql';
export type { StackAssignment } from './stacks';
export { assignStack } from './stacks';
