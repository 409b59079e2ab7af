import type { LicenceRecord } from './history';

/**
 * The rights written into a licensed file (IPTC Photo Metadata's XMP properties, which DAM
 * tools and search engines read): who made it, who licensed it to whom, and where the terms
 * are. Written in English, the language these fields are read in across tools and borders.
 */
export interface RightsFacts {
  licence: LicenceRecord;
  seller: { name: string };
  /** The licence agreement's address (`/purchase/agreements` on the site). */
  agreementUrl: string;
  /** The site's address, the licensor's URL. */
  siteUrl: string;
}

export const escapeXml = (value: string) =>
  value.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

const MODEL_NAMES = { rf: 'Royalty-free', rm: 'Rights-managed', rr: 'Rights-ready' } as const;

/** The usage terms in one sentence, e.g. "Royalty-free licence 42, size small, granted 2026-11-25; …". */
export function usageTerms(facts: RightsFacts): string {
  const { licence } = facts;
  const parts = [`${MODEL_NAMES[licence.model]} licence ${licence.id}`];
  if (licence.size) parts.push(`size ${licence.size}`);
  if (licence.usage)
    parts.push(
      `usage ${Object.entries(licence.usage)
        .map(([field, value]) => `${field} ${value}`)
        .join(', ')}`,
    );
  parts.push(`granted ${licence.grantedAt.toISOString().slice(0, 10)}`);
  if (licence.useBy) parts.push(`use by ${licence.useBy.toISOString().slice(0, 10)}`);
  return `${parts.join(', ')}; licensed to ${licenseeOf(licence)} under the terms at ${facts.agreementUrl}`;
}

const licenseeOf = (licence: LicenceRecord) => licence.licenseeName ?? licence.billingName ?? licence.holder;

/** An XMP packet with dc:rights, dc:creator, xmpRights, photoshop:Credit and plus:Licensor. */
export function rightsXmp(facts: RightsFacts): string {
  const { licence } = facts;
  const x = escapeXml;
  const rights = `© ${licence.contributor}. Licensed to ${licenseeOf(licence)} by ${facts.seller.name}.`;
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about=""',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/"',
    ' xmpRights:Marked="True"',
    ` xmpRights:WebStatement="${x(facts.agreementUrl)}"`,
    ` photoshop:Credit="${x(`${licence.contributor} / ${facts.seller.name}`)}">`,
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${x(licence.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<dc:rights><rdf:Alt><rdf:li xml:lang="x-default">${x(rights)}</rdf:li></rdf:Alt></dc:rights>`,
    `<dc:creator><rdf:Seq><rdf:li>${x(licence.contributor)}</rdf:li></rdf:Seq></dc:creator>`,
    `<xmpRights:UsageTerms><rdf:Alt><rdf:li xml:lang="x-default">${x(usageTerms(facts))}</rdf:li></rdf:Alt></xmpRights:UsageTerms>`,
    '<plus:Licensor><rdf:Seq><rdf:li rdf:parseType="Resource">',
    `<plus:LicensorName>${x(facts.seller.name)}</plus:LicensorName>`,
    `<plus:LicensorURL>${x(facts.siteUrl)}</plus:LicensorURL>`,
    '</rdf:li></rdf:Seq></plus:Licensor>',
    '</rdf:Description>',
    '</rdf:RDF>',
    '</x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}
