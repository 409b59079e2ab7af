/** What staff may change on an asset, and the limits of each field (pure: no I/O). */
export const TITLE_MAX = 200;
export const TEXT_MAX = 200;
export const CAPTION_MAX = 2000;
export const KEYWORDS_MAX = 100;
export const KEYWORD_MAX = 60;
/** Tiles show the short title; a new title gives a new one, cut at a word. */
export const SHORT_TITLE_MAX = 60;

export const LICENCE_MODELS = ['rf', 'rm', 'rr'] as const;
export const PRICE_TIERS = ['signature', 'essentials'] as const;
export type LicenceModel = (typeof LICENCE_MODELS)[number];
export type PriceTier = (typeof PRICE_TIERS)[number];

/** The editable fields as stored (the tier is the `exclusive` flag: signature = exclusive). */
export interface AssetFields {
  title: string;
  caption: string;
  keywords: string[];
  contributor: string;
  credit_line: string;
  copyright: string;
  license_type: LicenceModel;
  collection_code: string;
  exclusive: boolean;
}

export type FieldName =
  | 'title'
  | 'caption'
  | 'keywords'
  | 'creator'
  | 'creditLine'
  | 'copyright'
  | 'licence'
  | 'collection'
  | 'tier'
  | 'availability';
export type FieldError =
  | { key: 'title' | 'text' | 'keywords' | 'choice'; max?: number; length?: number }
  | undefined;
export type Parsed<T> =
  | { ok: true; value: T }
  | { ok: false; errors: Partial<Record<FieldName, FieldError>> };

type Form = Record<string, string | undefined>;
const text = (form: Form, name: string) => (form[name] ?? '').trim().replace(/\s+/g, ' ');

export function parseKeywords(raw: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const word of raw.split(',')) {
    const keyword = word.trim().replace(/\s+/g, ' ');
    if (keyword && !seen.has(keyword.toLowerCase())) {
      seen.add(keyword.toLowerCase());
      out.push(keyword);
    }
  }
  return out;
}

export function shortTitleOf(title: string): string {
  if (title.length <= SHORT_TITLE_MAX) return title;
  const cut = title.slice(0, SHORT_TITLE_MAX + 1);
  const space = cut.lastIndexOf(' ');
  return (space > SHORT_TITLE_MAX / 2 ? cut.slice(0, space) : cut.slice(0, SHORT_TITLE_MAX)).trim();
}

const isOneOf = <T extends string>(options: readonly T[], value: string): value is T =>
  (options as readonly string[]).includes(value);

/** The asset edit form, checked whole: every field's error at once, nothing applied on any. */
export function parseAssetForm(form: Form, collections: readonly string[]): Parsed<AssetFields> {
  const errors: Partial<Record<FieldName, FieldError>> = {};
  const title = text(form, 'title');
  if (title.length === 0 || title.length > TITLE_MAX) errors.title = { key: 'title', max: TITLE_MAX };
  const caption = (form.caption ?? '').trim();
  if (caption.length > CAPTION_MAX) errors.caption = { key: 'text', max: CAPTION_MAX };
  const keywords = parseKeywords(form.keywords ?? '');
  if (keywords.length > KEYWORDS_MAX || keywords.some((k) => k.length > KEYWORD_MAX))
    errors.keywords = { key: 'keywords', max: KEYWORDS_MAX, length: KEYWORD_MAX };
  const short: Array<[FieldName, string]> = [
    ['creator', text(form, 'creator')],
    ['creditLine', text(form, 'creditLine')],
    ['copyright', text(form, 'copyright')],
  ];
  for (const [name, value] of short)
    if (value.length > TEXT_MAX) errors[name] = { key: 'text', max: TEXT_MAX };
  const licence = form.licence ?? '';
  if (!isOneOf(LICENCE_MODELS, licence)) errors.licence = { key: 'choice' };
  const tier = form.tier ?? '';
  if (!isOneOf(PRICE_TIERS, tier)) errors.tier = { key: 'choice' };
  const collection = form.collection ?? '';
  if (!collections.includes(collection)) errors.collection = { key: 'choice' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      title,
      caption,
      keywords,
      contributor: short[0]![1],
      credit_line: short[1]![1],
      copyright: short[2]![1],
      license_type: licence as LicenceModel,
      collection_code: collection,
      exclusive: tier === 'signature',
    },
  };
}

export type Availability = 'withdraw' | 'restore';
export interface BulkChange {
  ids: number[];
  fields: Partial<Pick<AssetFields, 'license_type' | 'collection_code' | 'exclusive'>>;
  availability?: Availability;
}
export const BULK_MAX = 500;

/** The bulk form: chosen ids and the changes to make; "leave as it is" (empty) changes nothing. */
export function parseBulkForm(
  form: Record<string, string | string[] | undefined>,
  collections: readonly string[],
): Parsed<BulkChange> | { ok: false; none: true } {
  const raw = ([] as string[]).concat(form.id ?? []);
  const ids = [...new Set(raw.filter((id) => /^\d{1,9}$/.test(id)).map(Number))].slice(0, BULK_MAX);
  if (ids.length === 0) return { ok: false, none: true };
  const one = (name: string) => {
    const value = form[name];
    return typeof value === 'string' ? value : '';
  };
  const errors: Partial<Record<FieldName, FieldError>> = {};
  const fields: BulkChange['fields'] = {};
  const licence = one('licence');
  if (licence) {
    if (isOneOf(LICENCE_MODELS, licence)) fields.license_type = licence;
    else errors.licence = { key: 'choice' };
  }
  const collection = one('collection');
  if (collection) {
    if (collections.includes(collection)) fields.collection_code = collection;
    else errors.collection = { key: 'choice' };
  }
  const tier = one('tier');
  if (tier) {
    if (isOneOf(PRICE_TIERS, tier)) fields.exclusive = tier === 'signature';
    else errors.tier = { key: 'choice' };
  }
  const availability = one('availability');
  if (availability && availability !== 'withdraw' && availability !== 'restore')
    errors.availability = { key: 'choice' };
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { ids, fields, ...(availability && { availability: availability as Availability }) },
  };
}
