/**
 * Writes an XMP packet with the IPTC fields the importer reads: for XMP sidecars of the demo
 * photographs and for the test files (sharp embeds it with withXmp). Reading is exifr's job.
 */
export interface XmpFields {
  title?: string;
  caption?: string;
  keywords?: readonly string[];
  creator?: string;
  creditLine?: string;
  copyright?: string;
  /** ISO 8601, e.g. 2024-05-02T06:10:00 */
  dateCreated?: string;
  sublocation?: string;
  city?: string;
  country?: string;
  people?: readonly string[];
  /** PLUS code: MR-FMR (full releases), MR-NAP (none needed), MR-NON (none)… */
  modelRelease?: string;
  /** Where the licence text is (xmpRights:WebStatement). */
  licenceUrl?: string;
}

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const alt = (tag: string, v?: string) =>
  v ? `<${tag}><rdf:Alt><rdf:li xml:lang="x-default">${escapeXml(v)}</rdf:li></rdf:Alt></${tag}>` : '';
const seq = (tag: string, kind: 'Seq' | 'Bag', vs?: readonly string[]) =>
  vs && vs.length > 0
    ? `<${tag}><rdf:${kind}>${vs.map((v) => `<rdf:li>${escapeXml(v)}</rdf:li>`).join('')}</rdf:${kind}></${tag}>`
    : '';
const one = (tag: string, v?: string) => (v ? `<${tag}>${escapeXml(v)}</${tag}>` : '');

export function xmpPacket(f: XmpFields): string {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"',
    ' xmlns:photoshop="http://ns.adobe.com/photoshop/1.0/"',
    ' xmlns:Iptc4xmpCore="http://iptc.org/std/Iptc4xmpCore/1.0/xmlns/"',
    ' xmlns:Iptc4xmpExt="http://iptc.org/std/Iptc4xmpExt/2008-02-29/"',
    ' xmlns:plus="http://ns.useplus.org/ldf/xmp/1.0/"',
    ' xmlns:xmpRights="http://ns.adobe.com/xap/1.0/rights/">',
    alt('dc:title', f.title),
    alt('dc:description', f.caption),
    seq('dc:subject', 'Bag', f.keywords),
    seq('dc:creator', 'Seq', f.creator ? [f.creator] : undefined),
    alt('dc:rights', f.copyright),
    one('photoshop:Credit', f.creditLine),
    one('photoshop:DateCreated', f.dateCreated),
    one('photoshop:City', f.city),
    one('photoshop:Country', f.country),
    one('Iptc4xmpCore:Location', f.sublocation),
    seq('Iptc4xmpExt:PersonInImage', 'Bag', f.people),
    one(
      'plus:ModelReleaseStatus',
      f.modelRelease ? `http://ns.useplus.org/ldf/vocab/${f.modelRelease}` : undefined,
    ),
    one('xmpRights:WebStatement', f.licenceUrl),
    '</rdf:Description></rdf:RDF></x:xmpmeta><?xpacket end="w"?>',
  ].join('');
}
