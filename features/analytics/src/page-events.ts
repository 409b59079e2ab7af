import type { PageSpec } from '@lightbox/ui';
import { z } from 'zod';
import { type EventAsset, type EventName, eventAsset, resultSetEvents } from './domain/events';

/**
 * The events a page stands for, from what its server already rendered (the search
 * application's data): results viewed, details viewed, and the assets whose impressions the
 * browser reports. The search feature is left as it is; its page data is read, not changed.
 */
const card = z.object({
  id: z.number(),
  family: z.enum(['creative', 'editorial']),
  assetType: z.enum(['image', 'film', 'videotemplate']),
});
const searchView = z.object({
  kind: z.literal('search'),
  result: z.object({
    searchParameters: z.record(z.string(), z.unknown()),
    assets: z.array(card),
    total: z.number(),
    page: z.number(),
    paAgreements: z.array(z.unknown()).optional(),
  }),
});
const detailView = z.object({ kind: z.literal('detail'), asset: card });

export interface PageEvent {
  event: EventName;
  properties: Record<string, unknown>;
}

export function pageEvents(spec: Pick<PageSpec, 'name' | 'hydrate'>): {
  events: PageEvent[];
  assets: EventAsset[];
} {
  const events: PageEvent[] = [{ event: 'Page Loaded', properties: { page_name: spec.name } }];
  const data = spec.hydrate?.data;
  const search = searchView.safeParse(data);
  if (search.success) {
    const set = resultSetEvents(search.data.result);
    return { events: [...events, ...set.events], assets: set.assets };
  }
  const detail = detailView.safeParse(data);
  if (detail.success) {
    const asset = eventAsset(detail.data.asset, 1);
    events.push({ event: 'Asset Details Viewed', properties: { asset } });
    return { events, assets: [] };
  }
  return { events, assets: [] };
}
