/** Web-vitals thresholds of spec §9 (good up to the first, poor above the second). */
export const VITAL_THRESHOLDS = {
  FCP: [1800, 3000],
  LCP: [2500, 4000],
  CLS: [0.1, 0.25],
  INP: [200, 500],
} as const;
export type VitalName = keyof typeof VITAL_THRESHOLDS;
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export function rateVital(name: VitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** Spec §9: a script chunk that has not loaded after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

/** Spec §8: the message of a chunk load failure (script or stylesheet chunk). */
export function chunkLoadMessage(id: string): string {
  return `Loading chunk ${id} failed`;
}
