import { describe, expect, it } from 'vitest';
import { normalizeWord, queryWords, termKey } from './query-text';

const keys = (phrase: string, locale: string) => queryWords(phrase, locale).map((w) => w.key);

describe('segmentation per script', () => {
  it('cuts Latin and Cyrillic phrases at spaces and punctuation', () => {
    expect(keys('Berg, See & Wald', 'de')).toEqual(['berg', 'see', 'wald']);
    expect(keys('горы и озеро', 'ru')).toEqual(['горы', 'и', 'озеро']);
  });

  it('cuts Japanese written without spaces into words', () => {
    expect(keys('富士山の写真', 'ja')).toEqual(['富士山', 'の', '写真']);
    expect(keys('山', 'ja')).toEqual(['山']);
  });

  it('cuts Chinese (Hong Kong, traditional) into words', () => {
    expect(keys('商業團隊', 'zh-hk')).toEqual(['商業', '團隊']);
  });

  it('cuts Thai written without spaces into words', () => {
    expect(keys('ภูเขาและทะเลสาบ', 'th')).toEqual(['ภูเขา', 'และ', 'ทะเลสาบ']);
  });

  it('marks a word after a leading minus as excluded', () => {
    expect(queryWords('Strand -Hund', 'de').map((w) => [w.key, w.excluded])).toEqual([
      ['strand', false],
      ['hund', true],
    ]);
    // A hyphen inside a word is not an exclusion.
    expect(queryWords('E-Mail', 'de').every((w) => !w.excluded)).toBe(true);
  });
});

describe('normalisation per script', () => {
  it('folds case and Latin accents', () => {
    expect(normalizeWord('Café', 'fr')).toBe('cafe');
    expect(normalizeWord('ÉQUIPE', 'fr')).toBe('equipe');
    expect(normalizeWord('Straße', 'de')).toBe('strasse');
    expect(normalizeWord('Häuser', 'de')).toBe('hauser');
    expect(normalizeWord('coração', 'pt-br')).toBe('coracao');
  });

  it('lower-cases Turkish in its own rules', () => {
    expect(normalizeWord('İSTANBUL', 'tr')).toBe('istanbul');
    // Dotless ı is a letter of its own; the cedilla is an accent, folded like the others.
    expect(normalizeWord('IŞIK', 'tr')).toBe('ısık');
  });

  it('folds ё to е in Cyrillic and keeps other Cyrillic letters', () => {
    expect(normalizeWord('Ёлка', 'ru')).toBe('елка');
    expect(normalizeWord('Йога', 'ru')).toBe('йога');
  });

  it('brings width variants to one form (NFKC) and keeps Japanese voiced marks', () => {
    expect(normalizeWord('ｶﾞｰﾃﾞﾝ', 'ja')).toBe('ガーデン');
    expect(normalizeWord('ＭＯＵＮＴＡＩＮ', 'ja')).toBe('mountain');
    expect(normalizeWord('ビジネス', 'ja')).toBe('ビジネス');
  });

  it('keeps Thai vowel and tone marks, which are letters there', () => {
    expect(normalizeWord('ภูเขา', 'th')).toBe('ภูเขา');
    // NFKC writes sara am as nikhahit + sara aa; the tone mark stays.
    expect(normalizeWord('น้ำ', 'th')).toBe('น้ำ'.normalize('NFKC'));
    expect(normalizeWord('น้ำ', 'th')).toContain('\u0E49');
  });

  it('writes a term key as normalised words joined by one space', () => {
    expect(termKey('  Business   Team ', 'en-us')).toBe('business team');
    expect(termKey('Équipe commerciale', 'fr')).toBe('equipe commerciale');
    expect(termKey('ビジネスチーム', 'ja')).toBe(keys('ビジネスチーム', 'ja').join(' '));
  });
});
