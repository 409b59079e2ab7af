/**
 * The translations a browser bundle can ask for, worked out from the bundle itself: every key of
 * the features whose code it carries (their code may build keys any way it likes), and the keys
 * of other features that its code names, whole or as the start of a key built at run time (the
 * Footer names the pages feature's page titles, `pages.${page}.title`). The core keys are always
 * sent, so they are not listed.
 */
export interface MessageScope {
  features: string[];
  keys: string[];
}

const FEATURE_SOURCE = /(?:^|\/)features\/([^/]+)\/src\//;

export function messageScopeOf(
  code: string,
  inputs: Iterable<string>,
  featureKeys: Readonly<Record<string, readonly string[]>>,
): MessageScope {
  const features = new Set<string>();
  for (const input of inputs) {
    const name = FEATURE_SOURCE.exec(input)?.[1];
    if (name && name in featureKeys) features.add(name);
  }
  const keys = new Set<string>();
  for (const [name, all] of Object.entries(featureKeys)) {
    if (features.has(name)) continue;
    const named = new RegExp(`["'\`](${name}\\.[A-Za-z0-9_.-]*)`, 'g');
    for (const [, start] of code.matchAll(named)) {
      for (const key of all) if (key.startsWith(start as string)) keys.add(key);
    }
  }
  return { features: [...features].sort(), keys: [...keys].sort() };
}
