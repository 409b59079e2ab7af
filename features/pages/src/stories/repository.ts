import type { Site } from '@lightbox/core';
import type { Db } from '@lightbox/platform';
import { sql } from 'kysely';

/** How many stories The Download shows: the latest events with pictures. */
export const STORIES_MAX = 12;

export interface Story {
  eventId: number;
  name: string;
  location: string;
  beginsOn: string;
  endsOn: string;
  pictures: number;
  cover: { id: number; title: string; width: number; height: number };
}

/**
 * The latest editorial events that have pictures, each with its most popular picture as the
 * cover: The Download is written by the catalogue itself, not by hand.
 */
export async function latestStories(db: Db, site: Site, limit: number = STORIES_MAX): Promise<Story[]> {
  const result = await sql<{
    event_id: number;
    name: string;
    location: string;
    begins_on: string;
    ends_on: string;
    pictures: string;
    cover_id: number;
    cover_title: string;
    cover_width: number;
    cover_height: number;
  }>`select e.id as event_id, e.name, e.location, e.begins_on::text as begins_on,
      e.ends_on::text as ends_on, p.pictures, c.id as cover_id, c.title as cover_title,
      c.width as cover_width, c.height as cover_height
    from events e
    join lateral (select count(*) as pictures from assets a
      where a.event_id = e.id and a.withdrawn_at is null and a.asset_type = 'image'
        and ${site} = any(a.sites)) p on p.pictures > 0
    join lateral (select a.id, a.title, a.width, a.height from assets a
      where a.event_id = e.id and a.withdrawn_at is null and a.asset_type = 'image'
        and ${site} = any(a.sites)
      order by a.popularity desc, a.id limit 1) c on true
    order by e.begins_on desc, e.id limit ${limit}`.execute(db);
  return result.rows.map((r) => ({
    eventId: Number(r.event_id),
    name: r.name,
    location: r.location,
    beginsOn: r.begins_on,
    endsOn: r.ends_on,
    pictures: Number(r.pictures),
    cover: { id: Number(r.cover_id), title: r.cover_title, width: r.cover_width, height: r.cover_height },
  }));
}
