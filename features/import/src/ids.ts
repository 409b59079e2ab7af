import { ASSET_ID_MAX, ASSET_ID_MIN } from '@lightbox/catalogue';

/**
 * An imported asset's id follows from its content hash, so re-running an interrupted import
 * gives a file the same id (and overwrites any renditions it left) instead of a new one.
 * On the rare collision with a taken id, the next ids in the sequence are tried.
 */
const SPAN = ASSET_ID_MAX - ASSET_ID_MIN + 1;

export function idCandidates(contentHash: string, count: number): number[] {
  const start = Number(BigInt(`0x${contentHash.slice(0, 15)}`) % BigInt(SPAN));
  return Array.from({ length: count }, (_, i) => ASSET_ID_MIN + ((start + i * 7919) % SPAN));
}
