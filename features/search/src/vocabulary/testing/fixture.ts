import type { Vocabulary } from '../format';

/**
 * A small vocabulary of its own for tests (the shipped files are data that other work fills
 * in): a few concepts of the demo catalogue in German, Japanese and Thai.
 */
export const FIXTURE_VOCABULARY: Readonly<Record<'de' | 'ja' | 'th', Vocabulary>> = {
  de: {
    mountain: ['Berg', 'Berge', 'Gebirge'],
    lake: ['See', 'Seen', 'Bergsee'],
    'business team': ['Geschäftsteam', 'Business-Team'],
    dog: ['Hund', 'Hunde'],
    beach: ['Strand', 'Strände'],
    office: ['Büro'],
  },
  ja: {
    mountain: ['山', '山岳'],
    lake: ['湖'],
    'business team': ['ビジネスチーム'],
    dog: ['犬', 'イヌ'],
    beach: ['ビーチ', '浜辺'],
  },
  th: {
    mountain: ['ภูเขา'],
    lake: ['ทะเลสาบ'],
    dog: ['สุนัข', 'หมา'],
    beach: ['ชายหาด'],
  },
};
