import type { Setting, TimeOfDay, Weather } from '../scene';

/** Small English helpers for composing titles and captions from keywords. */

export function capitalise(s: string): string {
  return s.length === 0 ? s : s[0]!.toUpperCase() + s.slice(1);
}

export function article(word: string): string {
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

export function joinAnd(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** Cuts at a word boundary so short titles stay readable. */
export function clip(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max * 0.5 ? cut.slice(0, space) : s.slice(0, max)).replace(/[,:;-]+$/, '').trim();
}

/** The keyword a setting always contributes, so "in the mountains" matches "mountain". */
export const SETTING_KEYWORD: Record<Setting, string> = {
  mountains: 'mountain',
  sea: 'sea',
  forest: 'forest',
  field: 'field',
  desert: 'desert',
  snow: 'snow',
  city: 'city',
  road: 'road',
  park: 'park',
  studio: 'studio shot',
  office: 'office',
  home: 'home interior',
  table: 'table',
  stadium: 'stadium',
  catwalk: 'catwalk',
  stage: 'stage',
  redcarpet: 'red carpet',
  podium: 'podium',
  abstract: 'backgrounds',
};

export function settingPhrase(setting: Setting, beach: boolean): string {
  switch (setting) {
    case 'mountains':
      return 'in the mountains';
    case 'sea':
      return beach ? 'on the beach' : 'by the sea';
    case 'forest':
      return 'in the forest';
    case 'field':
      return 'in a field';
    case 'desert':
      return 'in the desert';
    case 'snow':
      return 'in the snow';
    case 'city':
      return 'in the city';
    case 'road':
      return 'on the road';
    case 'park':
      return 'in the park';
    case 'office':
      return 'in the office';
    case 'home':
      return 'at home';
    case 'table':
      return 'on a table';
    default:
      return '';
  }
}

/** The phrase and keyword for the light: golden hour reads as sunrise or sunset. */
export function timeWords(time: TimeOfDay, morning: boolean): { phrase: string; keyword: string } {
  switch (time) {
    case 'golden':
      return morning
        ? { phrase: 'at sunrise', keyword: 'sunrise' }
        : { phrase: 'at sunset', keyword: 'sunset' };
    case 'dusk':
      return { phrase: 'at dusk', keyword: 'dusk' };
    case 'night':
      return { phrase: 'at night', keyword: 'night' };
    default:
      return { phrase: '', keyword: 'day' };
  }
}

export function weatherKeyword(weather: Weather): string | undefined {
  return weather === 'mist'
    ? 'fog'
    : weather === 'cloudy'
      ? 'overcast'
      : weather === 'snow'
        ? 'snowing'
        : undefined;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "June 10, 2019" and the agency-style dateline "JUNE 10". */
export function longDate(iso: string): { long: string; dateline: string } {
  const [y, m, d] = iso.slice(0, 10).split('-');
  const month = MONTHS[Number(m) - 1] ?? '';
  return { long: `${month} ${Number(d)}, ${y}`, dateline: `${month.toUpperCase()} ${d}` };
}
