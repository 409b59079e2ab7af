import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { LOCALE_CODES } from '@lightbox/core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isComplete, shippedVocabularyCoverage } from './coverage';
import { parseVocabulary, VocabularyFormatError, vocabularyCoverage } from './format';

describe('the vocabulary format', () => {
  it('reads concept ids with their terms, preferred first', () => {
    expect(parseVocabulary('{"mountain": ["Berg", "Berge"]}')).toEqual({ mountain: ['Berg', 'Berge'] });
  });

  it('refuses what is not a vocabulary, saying where', () => {
    expect(() => parseVocabulary('[1, 2]')).toThrow(VocabularyFormatError);
    expect(() => parseVocabulary('{"mountain": []}')).toThrow(/mountain/);
    expect(() => parseVocabulary('{"mountain": ["Berg", 3]}')).toThrow(VocabularyFormatError);
    expect(() => parseVocabulary('{oops')).toThrow(/not JSON/);
  });

  it('counts the reference concepts a locale has terms for', () => {
    const coverage = vocabularyCoverage({ a: ['a'], b: ['b'], c: ['c'] }, { a: ['x'], c: ['  '], d: ['y'] });
    expect(coverage).toEqual({ total: 3, covered: 1, missing: ['b', 'c'] });
  });
});

describe('the shipped vocabulary coverage (check:locales)', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'lb-coverage-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  const write = (locale: string, value: unknown) =>
    writeFile(path.join(dir, `${locale}.json`), typeof value === 'string' ? value : JSON.stringify(value));

  it('reports nothing while no file is shipped', async () => {
    expect(await shippedVocabularyCoverage(dir)).toBeUndefined();
  });

  it('passes every complete locale and fails a missing, partial or broken one', async () => {
    for (const locale of LOCALE_CODES) await write(locale, { mountain: ['m'], lake: ['l'] });
    await write('de', { mountain: ['Berg'] });
    await write('fr', '{"mountain": [}');
    await rm(path.join(dir, 'ja.json'));
    const rows = (await shippedVocabularyCoverage(dir))!;
    const failing = rows.filter((r) => !isComplete(r)).map((r) => r.locale);
    expect(failing.sort()).toEqual(['de', 'fr', 'ja']);
    expect(rows.find((r) => r.locale === 'de')?.coverage?.missing).toEqual(['lake']);
    expect(rows.find((r) => r.locale === 'ja')?.problem).toBe('no vocabulary file');
  });
});
