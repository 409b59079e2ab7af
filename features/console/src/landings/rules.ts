import type { RowKind } from '@lightbox/pages';

/** What staff may write on a landing's row, and each field's limits (pure: no I/O). */
export const ROW_TITLE_MAX = 120;
export const BIGGEST_MAX = 6;

export interface RowFields {
  kind: RowKind;
  /** How many collections (biggest_collections), a collection code, or a curated set's slug. */
  value: string;
  title: string | null;
}
export type RowFieldName = 'kind' | 'value' | 'title';
export type RowFieldError = 'kind' | 'count' | 'code' | 'slug' | 'title';
export type ParsedRow =
  | { ok: true; value: RowFields }
  | { ok: false; errors: Partial<Record<RowFieldName, RowFieldError>> };

const KINDS: readonly RowKind[] = ['biggest_collections', 'collection', 'curated_set'];
type Form = Record<string, string | undefined>;

/** Reads the row form; a kind's value must have that kind's shape (the set's existence is checked later). */
export function parseRow(form: Form): ParsedRow {
  const kind = KINDS.find((k) => k === form.kind);
  const value = (form.value ?? '').trim();
  const title = (form.title ?? '').trim().replace(/\s+/g, ' ');
  const errors: Partial<Record<RowFieldName, RowFieldError>> = {};
  if (!kind) errors.kind = 'kind';
  else if (kind === 'biggest_collections') {
    const n = /^\d{1,2}$/.test(value) ? Number(value) : 0;
    if (n < 1 || n > BIGGEST_MAX) errors.value = 'count';
  } else if (kind === 'collection') {
    if (!/^[A-Za-z0-9_-]{1,40}$/.test(value)) errors.value = 'code';
  } else if (!/^[a-z0-9-]{1,80}$/.test(value)) errors.value = 'slug';
  if ([...title].length > ROW_TITLE_MAX) errors.title = 'title';
  if (!kind || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: { kind, value, title: title || null },
  };
}
