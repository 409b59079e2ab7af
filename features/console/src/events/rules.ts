/** What staff may set on an event, and each field's limits (pure: no I/O). */
export const EVENT_NAME_MAX = 200;
export const EVENT_LOCATION_MAX = 200;
/** The editorial products an event belongs to (the catalogue's `events.editorial_product`). */
export const EDITORIAL_PRODUCTS = ['news', 'sport', 'entertainment', 'fashion', 'archival'] as const;
export type EditorialProduct = (typeof EDITORIAL_PRODUCTS)[number];

export interface EventFields {
  name: string;
  editorial_product: EditorialProduct;
  begins_on: string;
  ends_on: string;
  location: string;
  country_code: string;
  parent_id: number | null;
}

export type EventFieldName = 'name' | 'product' | 'begins' | 'ends' | 'location' | 'country' | 'parent';
export type EventFieldError =
  | 'name'
  | 'choice'
  | 'date'
  | 'endsBefore'
  | 'location'
  | 'country'
  | 'parent'
  | 'hasChildren';
export type ParsedEvent =
  | { ok: true; value: EventFields }
  | { ok: false; errors: Partial<Record<EventFieldName, EventFieldError>> };

type Form = Record<string, string | undefined>;
const text = (form: Form, name: string) => (form[name] ?? '').trim().replace(/\s+/g, ' ');

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}

/** The event form, checked whole: every field's error at once. The parent's existence is the repository's. */
export function parseEventForm(form: Form): ParsedEvent {
  const errors: Partial<Record<EventFieldName, EventFieldError>> = {};
  const name = text(form, 'name');
  if (name.length === 0 || name.length > EVENT_NAME_MAX) errors.name = 'name';
  const product = text(form, 'product');
  if (!(EDITORIAL_PRODUCTS as readonly string[]).includes(product)) errors.product = 'choice';
  const begins = text(form, 'begins');
  const ends = text(form, 'ends') || begins;
  if (!isDay(begins)) errors.begins = 'date';
  if (!isDay(ends)) errors.ends = 'date';
  else if (isDay(begins) && ends < begins) errors.ends = 'endsBefore';
  const location = text(form, 'location');
  if (location.length === 0 || location.length > EVENT_LOCATION_MAX) errors.location = 'location';
  const country = text(form, 'country').toUpperCase();
  if (!/^[A-Z]{3}$/.test(country)) errors.country = 'country';
  const rawParent = text(form, 'parent');
  const parent = rawParent === '' ? null : /^\d{1,9}$/.test(rawParent) ? Number(rawParent) : undefined;
  if (parent === undefined) errors.parent = 'parent';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      name,
      editorial_product: product as EditorialProduct,
      begins_on: begins,
      ends_on: ends,
      location,
      country_code: country,
      parent_id: parent ?? null,
    },
  };
}
