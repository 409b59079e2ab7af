import { compUsableUntil } from '@lightbox/core';
import { sql } from 'kysely';
import type { DownloadsDb } from './repository';
import { escapeXml } from './rights-xmp';

/** A comp the customer downloaded: its latest download, and until when it may be used. */
export interface CompRecord {
  assetId: number;
  title: string;
  assetType: string;
  downloadedAt: Date;
  usableUntil: Date;
}

/** Records a comp download; answers until when that comp may be used in layouts. */
export async function recordComp(db: DownloadsDb, userId: number, assetId: number, now: Date) {
  const usableUntil = compUsableUntil(now);
  await db
    .insertInto('download_comps')
    .values({ user_id: userId, asset_id: assetId, downloaded_at: now, usable_until: usableUntil })
    .execute();
  return usableUntil;
}

/** The customer's comps, one row per asset (its latest download), newest first. */
export async function compsOf(db: DownloadsDb, userId: number, limit: number): Promise<CompRecord[]> {
  const rows = await db
    .selectFrom('download_comps as c')
    .innerJoin('assets as a', 'a.id', 'c.asset_id')
    .select([
      'c.asset_id',
      'a.title',
      'a.asset_type',
      sql<Date>`max(c.downloaded_at)`.as('downloaded_at'),
      sql<Date>`max(c.usable_until)`.as('usable_until'),
    ])
    .where('c.user_id', '=', userId)
    .groupBy(['c.asset_id', 'a.title', 'a.asset_type'])
    .orderBy(sql`max(c.downloaded_at)`, 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    assetId: r.asset_id,
    title: r.title,
    assetType: r.asset_type,
    downloadedAt: new Date(r.downloaded_at),
    usableUntil: new Date(r.usable_until),
  }));
}

/** The terms a comp carries in its own XMP, so they travel with the file into a layout. */
export function compTerms(until: Date, detailUrl: string) {
  return (
    `Comp for layouts and review only, until ${until.toISOString().slice(0, 10)}; ` +
    `not for use in a final work. License the asset at ${detailUrl} to use it.`
  );
}

/** XMP for a comp: creator, credit, the comp terms and where to license it. */
export function compXmp(facts: {
  title: string;
  contributor: string;
  seller: string;
  until: Date;
  detailUrl: string;
}) {
  const x = escapeXml;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmpRights:Marked="True"',
    ` xmpRights:WebStatement="${x(facts.detailUrl)}"`,
    ` photoshop:Credit="${x(`${facts.contributor} / ${facts.seller}`)}">`,
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${x(facts.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${x(`© ${facts.contributor}. Comp, not licensed.`)}</rdf:li></rdf:Alt></dc:rights>`,
    `<dc:creator><rdf:Seq><rdf:li>${x(facts.contributor)}</rdf:li></rdf:Seq></dc:creator>`,
    `<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">${x(compTerms(facts.until, facts.detailUrl))}</rdf:li></rdf:Alt></xmpRights:UsageTerms>`,
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
