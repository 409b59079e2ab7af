import { describe, expect, it } from 'vitest';
import { KEYWORDS_MAX, mapMetadata, releaseStatusOf, titleFromFileName } from './metadata';

describe('metadata mapping (issue #22: title, caption, keywords, creator, credit, copyright, dates, location, people, release)', () => {
  it('prefers XMP, then IPTC IIM, then EXIF, field by field', () => {
    const mapped = mapMetadata({
      dc: { title: { lang: 'x-default', value: 'Fish &amp; chips' }, subject: 'harbour' },
      iptc: {
        ObjectName: 'IIM title',
        Caption: 'IIM caption',
        Keywords: ['boat', 'Harbour'],
        Byline: 'IIM byline',
      },
      ifd0: { Artist: 'EXIF artist', Copyright: 'EXIF copyright', ImageDescription: 'EXIF description' },
    });
    expect(mapped.title).toBe('Fish & chips');
    expect(mapped.caption).toBe('IIM caption');
    // Keywords are merged and deduplicated regardless of case.
    expect(mapped.keywords).toEqual(['harbour', 'boat']);
    expect(mapped.creator).toBe('IIM byline');
    expect(mapped.copyright).toBe('EXIF copyright');
  });

  it('reads dates from photoshop:DateCreated, then EXIF DateTimeOriginal, and ignores nonsense', () => {
    expect(mapMetadata({ photoshop: { DateCreated: '2019-06-10' } }).dateTaken?.toISOString()).toBe(
      '2019-06-10T00:00:00.000Z',
    );
    const exif = new Date('2020-01-02T03:04:05Z');
    expect(
      mapMetadata({ photoshop: { DateCreated: 'yesterday' }, exif: { DateTimeOriginal: exif } }).dateTaken,
    ).toEqual(exif);
    expect(mapMetadata({ exif: { DateTimeOriginal: new Date('0000-01-01') } }).dateTaken).toBeUndefined();
  });

  it('lists the location from most to least specific, once each, and people shown by name', () => {
    const mapped = mapMetadata({
      Iptc4xmpCore: { Location: 'Ribeira' },
      photoshop: { City: 'Porto', State: 'Porto', Country: 'Portugal' },
      Iptc4xmpExt: { PersonInImage: ['Jo Silva', 'jo silva', 'Rui'] },
    });
    expect(mapped.locations).toEqual(['Ribeira', 'Porto', 'Portugal']);
    expect(mapped.people).toEqual(['Jo Silva', 'Rui']);
  });

  it('splits IIM keyword fields written as one list, and keeps at most KEYWORDS_MAX', () => {
    expect(mapMetadata({ iptc: { Keywords: 'sea; boat, net' } }).keywords).toEqual(['sea', 'boat', 'net']);
    const many = Array.from({ length: 80 }, (_, i) => `k${i}`);
    expect(mapMetadata({ dc: { subject: many } }).keywords).toHaveLength(KEYWORDS_MAX);
  });

  it('counts an asset released only with full or unlimited model releases, or none needed', () => {
    expect(releaseStatusOf('http://ns.useplus.org/ldf/vocab/MR-FMR')).toBe('released');
    expect(releaseStatusOf('MR-UMR')).toBe('released');
    expect(releaseStatusOf('MR-NAP')).toBe('released');
    expect(releaseStatusOf('MR-LMR')).toBe('notreleased');
    expect(releaseStatusOf('MR-NON')).toBe('notreleased');
    expect(releaseStatusOf(undefined)).toBe('notreleased');
  });

  it('has empty credits and no title when the file says nothing; the name gives the title', () => {
    const mapped = mapMetadata({});
    expect(mapped).toMatchObject({
      title: undefined,
      caption: '',
      keywords: [],
      creditLine: '',
      copyright: '',
    });
    expect(titleFromFileName('shoot/harbour_at-dawn.JPG')).toBe('Harbour at dawn');
    expect(titleFromFileName('___.jpg')).toBe('Untitled');
  });
});
