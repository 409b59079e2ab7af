/**
 * The one byte range a `Range` header asks for, inclusive, within a body of `length` bytes:
 * `undefined` when the header asks for the whole body (absent, not bytes, or several ranges,
 * which a server may answer with the whole body), `'unsatisfiable'` when it starts past the end.
 */
export function byteRange(
  header: string | undefined,
  length: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, from, to] = match;
  if (from === '' && to === '') return undefined;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(from);
  const end = to === '' ? length - 1 : Math.min(Number(to), length - 1);
  if (start >= length) return 'unsatisfiable';
  if (end < start) return undefined;
  return { start, end };
}
