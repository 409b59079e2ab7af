import type { EditorialProduct } from '@lightbox/core/search';
import { fictionalPeople, inventedWord } from './names';
import { chance, intBetween, mixSeed, mulberry32, pick, type Rng, shuffled, WeightedPicker } from './prng';
import { PLACES, type Place, SPORTS } from './word-lists';

/**
 * Editorial events: a few hundred, each with dates, a "City, Country" location and an
 * alpha-3 code. Many are parents (a tournament and its matches, a fashion week and its
 * shows, a festival and its premieres). Events depend on the seed only, not on how many
 * assets are generated, so a small and a large catalogue of one seed share them.
 */

/** An events row, ready to insert. */
export interface GeneratedEvent {
  id: number;
  parent_id: number | null;
  name: string;
  editorial_product: EditorialProduct;
  /** YYYY-MM-DD */
  begins_on: string;
  ends_on: string;
  location: string;
  country_code: string;
}

export type EventKind =
  | 'sport'
  | 'fashion-show'
  | 'premiere'
  | 'concert'
  | 'red-carpet'
  | 'press'
  | 'protest'
  | 'archival';

/** An event plus what assets taken at it need to know (not stored in the table). */
export interface EventPlan {
  row: GeneratedEvent;
  kind: EventKind;
  place: Place;
  /** Fictional people photographed at the event. */
  people: string[];
  /** Words every asset of the event carries (sport name, "runway", ...). */
  words: string[];
  /** Team or house colours, for the players and models drawn. */
  colors: string[];
  sport?: string;
  /** Leaf events (and standalone ones) are where most pictures are taken. */
  isParent: boolean;
}

export const EVENT_ID_BASE = 700_000_000;
const PARENT_EVENTS = 72;
const STANDALONE_EVENTS = 130;

/** Mid-2011 to mid-2026: fifteen years of catalogue. */
export const CATALOGUE_START = Date.UTC(2011, 5, 1);
export const CATALOGUE_END = Date.UTC(2026, 5, 1);
const DAY = 86_400_000;

const TEAM_SUFFIXES = ['FC', 'United', 'Athletic', 'Rovers', 'City', 'Wanderers', 'Albion', 'Sporting'];
const TEAM_COLORS = ['#c8272d', '#1f4fa0', '#f2c230', '#2e8b57', '#ffffff', '#111111', '#7b2d8b', '#ef8a27'];
const ROUNDS = ['Group Stage', 'Group Stage', 'Group Stage', 'Quarter-final', 'Semi-final', 'Final'];
const FASHION_CITIES = ['Paris', 'Milan', 'London', 'New York', 'Tokyo', 'Copenhagen', 'Seoul', 'Berlin'];
const FESTIVAL_CITIES = ['Berlin', 'Toronto', 'Venice', 'London', 'Los Angeles', 'Sydney', 'Busan', 'Lyon'];
const HOUSE_COLORS = ['#1c1c1e', '#f3f1ec', '#c8272d', '#b59bd6', '#cf9f2f', '#1f2f57', '#e27aa6', '#8fd3b6'];
/** Evening wear on red carpets: mostly black, white, gold and jewel tones. */
const FORMAL_COLORS = [
  '#1c1c1e',
  '#1c1c1e',
  '#f3f1ec',
  '#cf9f2f',
  '#1f2f57',
  '#7b2d8b',
  '#b0172a',
  '#2e6b5a',
];

const EXTRA_CITIES: Place[] = [
  { name: 'Venice', country: 'Italy', code: 'ITA' },
  { name: 'Busan', country: 'South Korea', code: 'KOR' },
];

function cityPlace(name: string): Place {
  const found = PLACES.city.find((p) => p.name === name) ?? EXTRA_CITIES.find((p) => p.name === name);
  if (!found) throw new Error(`Unknown city ${name}`);
  return found;
}

export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

interface Builder {
  rng: Rng;
  plans: EventPlan[];
  nextIndex: number;
}

function add(
  b: Builder,
  fields: Omit<GeneratedEvent, 'id' | 'location' | 'country_code'> & { place: Place },
  plan: Omit<EventPlan, 'row' | 'place' | 'isParent'>,
  isParent = false,
): EventPlan {
  const id = EVENT_ID_BASE + 1 + b.nextIndex * 37 + intBetween(b.rng, 0, 30);
  b.nextIndex++;
  const { place, ...rest } = fields;
  const row: GeneratedEvent = {
    ...rest,
    id,
    location: `${place.name}, ${place.country}`,
    country_code: place.code,
  };
  const full: EventPlan = { ...plan, row, place, isParent };
  b.plans.push(full);
  return full;
}

function modernStart(rng: Rng, lengthDays: number): number {
  const span = (CATALOGUE_END - CATALOGUE_START) / DAY - lengthDays - 1;
  return CATALOGUE_START + intBetween(rng, 0, span) * DAY;
}

function yearOf(ms: number): number {
  return new Date(ms).getUTCFullYear();
}

function team(rng: Rng): string {
  return `${inventedWord(rng)} ${pick(rng, TEAM_SUFFIXES)}`;
}

function sportTournament(b: Builder): void {
  const { rng } = b;
  const s = pick(rng, SPORTS);
  const place = pick(rng, PLACES.city.slice(0, 45));
  const days = intBetween(rng, 5, 24);
  const start = modernStart(rng, days);
  const year = yearOf(start);
  const name =
    s.sport === 'cycling'
      ? `Tour of ${place.country} ${year}`
      : s.sport === 'tennis'
        ? `${place.name} Open ${year}`
        : s.sport === 'athletics'
          ? `${pick(rng, ['European', 'Continental', 'International', 'Indoor'])} Athletics Championships ${year}`
          : `${pick(rng, ['Continental', 'Nations', 'Champions', 'Intercity'])} ${s.sport === 'football' ? 'Football Cup' : s.sport === 'rugby' ? 'Rugby Championship' : 'Basketball Finals'} ${year}`;
  const athletes = fictionalPeople(rng, intBetween(rng, 10, 24));
  const words = [...s.words, 'sport', 'sports event', 'competition', 'athlete'];
  const parent = add(
    b,
    {
      parent_id: null,
      name,
      editorial_product: 'sport',
      begins_on: isoDate(start),
      ends_on: isoDate(start + (days - 1) * DAY),
      place,
    },
    { kind: 'sport', people: athletes, words, colors: [pick(rng, TEAM_COLORS)], sport: s.sport },
    true,
  );
  const children = intBetween(rng, 3, 10);
  for (let i = 0; i < children; i++) {
    const day = Math.floor(((i + 0.5) / children) * days);
    const when = start + day * DAY;
    let childName: string;
    if (s.sport === 'football' || s.sport === 'rugby' || s.sport === 'basketball') {
      const round = ROUNDS[Math.min(ROUNDS.length - 1, Math.floor((i / children) * ROUNDS.length))]!;
      childName = `${team(rng)} v ${team(rng)} - ${name}: ${round}`;
    } else if (s.sport === 'cycling') {
      childName = `${name} - Stage ${i + 1}`;
    } else {
      childName = i === children - 1 ? `${name} - Final` : `${name} - Day ${day + 1}`;
    }
    const colors = [pick(rng, TEAM_COLORS), pick(rng, TEAM_COLORS)];
    add(
      b,
      {
        parent_id: parent.row.id,
        name: childName,
        editorial_product: 'sport',
        begins_on: isoDate(when),
        ends_on: isoDate(when),
        place,
      },
      { kind: 'sport', people: athletes.slice(i % 5, (i % 5) + 8), words, colors, sport: s.sport },
    );
  }
}

function fashionWeek(b: Builder): void {
  const { rng } = b;
  const place = cityPlace(pick(rng, FASHION_CITIES));
  const start = modernStart(rng, 8);
  const year = yearOf(start);
  const season = new Date(start).getUTCMonth() < 6 ? 'Autumn/Winter' : 'Spring/Summer';
  const name = `${place.name} Fashion Week ${season} ${year}`;
  const words = ['fashion', 'fashion week', 'fashion show', 'runway', 'catwalk', 'fashion model', 'clothing'];
  const parent = add(
    b,
    {
      parent_id: null,
      name,
      editorial_product: 'fashion',
      begins_on: isoDate(start),
      ends_on: isoDate(start + 7 * DAY),
      place,
    },
    { kind: 'fashion-show', people: fictionalPeople(rng, 12), words, colors: [pick(rng, HOUSE_COLORS)] },
    true,
  );
  const shows = intBetween(rng, 3, 9);
  for (let i = 0; i < shows; i++) {
    const house = `${pick(rng, ['Maison', 'Atelier', 'Studio', 'Casa', 'House of'])} ${inventedWord(rng)}`;
    const when = start + intBetween(rng, 0, 7) * DAY;
    const part = pick(rng, ['Runway', 'Runway', 'Backstage', 'Front Row']);
    add(
      b,
      {
        parent_id: parent.row.id,
        name: `${house} - ${part} - ${name}`,
        editorial_product: 'fashion',
        begins_on: isoDate(when),
        ends_on: isoDate(when),
        place,
      },
      {
        kind: 'fashion-show',
        people: fictionalPeople(rng, intBetween(rng, 4, 9)),
        words: [...words, part.toLowerCase(), 'designer'],
        colors: [pick(rng, HOUSE_COLORS), pick(rng, HOUSE_COLORS)],
      },
    );
  }
}

function festival(b: Builder): void {
  const { rng } = b;
  const film = chance(rng, 0.55);
  const place = film ? cityPlace(pick(rng, FESTIVAL_CITIES)) : pick(rng, PLACES.city.slice(0, 40));
  const days = film ? 10 : 3;
  const start = modernStart(rng, days);
  const year = yearOf(start);
  const name = film
    ? `${ordinal(intBetween(rng, 12, 78))} ${place.name} International Film Festival`
    : `${inventedWord(rng)} Sound Festival ${year}`;
  const words = film
    ? ['film festival', 'premiere', 'red carpet', 'arrival', 'celebrities', 'film industry', 'entertainment']
    : [
        'music festival',
        'concert',
        'performance',
        'stage',
        'music',
        'musician',
        'entertainment',
        'live event',
      ];
  const parent = add(
    b,
    {
      parent_id: null,
      name,
      editorial_product: 'entertainment',
      begins_on: isoDate(start),
      ends_on: isoDate(start + (days - 1) * DAY),
      place,
    },
    {
      kind: film ? 'red-carpet' : 'concert',
      people: fictionalPeople(rng, 14),
      words,
      colors: shuffled(rng, FORMAL_COLORS),
    },
    true,
  );
  const children = intBetween(rng, 3, 8);
  for (let i = 0; i < children; i++) {
    const when = start + intBetween(rng, 0, days - 1) * DAY;
    const title = `${pick(rng, ['The', 'A', 'Under the', 'After the'])} ${inventedWord(rng)} ${pick(rng, ['Orchard', 'Tide', 'Letters', 'Summer', 'Frontier', 'Hours', 'Garden'])}`;
    const childName = film
      ? pick(rng, [`"${title}" Premiere`, `"${title}" Photocall`, 'Opening Ceremony', 'Closing Ceremony'])
      : `${inventedWord(rng)} ${pick(rng, ['Drive', 'Lights', 'Collective', 'Parade', 'Echo'])} in Concert`;
    add(
      b,
      {
        parent_id: parent.row.id,
        name: `${childName} - ${name}`,
        editorial_product: 'entertainment',
        begins_on: isoDate(when),
        ends_on: isoDate(when),
        place,
      },
      {
        kind: film ? (childName.includes('Photocall') ? 'red-carpet' : 'premiere') : 'concert',
        people: fictionalPeople(rng, intBetween(rng, 3, 8)),
        words,
        colors: shuffled(rng, FORMAL_COLORS),
      },
    );
  }
}

function summit(b: Builder): void {
  const { rng } = b;
  const place = pick(rng, PLACES.city.slice(0, 50));
  const start = modernStart(rng, 3);
  const year = yearOf(start);
  const name = `${pick(rng, ['Northern', 'Global', 'Atlantic', 'Pacific', 'Continental'])} ${pick(rng, ['Climate', 'Trade', 'Energy', 'Health', 'Security'])} Summit ${year}`;
  const words = [
    'news',
    'politics',
    'summit',
    'government',
    'press conference',
    'politician',
    'international',
  ];
  const parent = add(
    b,
    {
      parent_id: null,
      name,
      editorial_product: 'news',
      begins_on: isoDate(start),
      ends_on: isoDate(start + 2 * DAY),
      place,
    },
    { kind: 'press', people: fictionalPeople(rng, 10), words, colors: ['#1f2f57'] },
    true,
  );
  for (const [i, part] of ['Day One', 'Day Two', 'Leaders Arrive', 'Closing Press Conference'].entries()) {
    const when = start + Math.min(2, i) * DAY;
    add(
      b,
      {
        parent_id: parent.row.id,
        name: `${name} - ${part}`,
        editorial_product: 'news',
        begins_on: isoDate(when),
        ends_on: isoDate(when),
        place,
      },
      { kind: 'press', people: parent.people.slice(i, i + 5), words, colors: ['#1f2f57'] },
    );
  }
}

function standalone(b: Builder): void {
  const { rng } = b;
  const roll = rng();
  const place = pick(rng, PLACES.city);
  if (roll < 0.12) {
    // Archival: decades-old events, scanned and uploaded during the catalogue's years.
    const year = intBetween(rng, 1955, 1999);
    const start = Date.UTC(year, intBetween(rng, 0, 11), intBetween(rng, 1, 27));
    const what = pick(rng, [
      'Harbour Festival',
      'City Marathon',
      'Motor Show',
      'World Exposition',
      'Jazz Festival',
      'Grand Parade',
      'Cup Final',
      'Film Gala',
    ]);
    add(
      b,
      {
        parent_id: null,
        name: `${place.name} ${what} ${year}`,
        editorial_product: 'archival',
        begins_on: isoDate(start),
        ends_on: isoDate(start + DAY),
        place,
      },
      {
        kind: 'archival',
        people: fictionalPeople(rng, 5),
        words: [
          'archival',
          'history',
          'the past',
          `${Math.floor(year / 10) * 10}s`,
          what.toLowerCase(),
          'retro style',
        ],
        colors: ['#6b5b45'],
      },
    );
    return;
  }
  const start = modernStart(rng, 1);
  const year = yearOf(start);
  if (roll < 0.5) {
    const topic = pick(rng, ['Climate', 'Housing', 'Workers Rights', 'Education', 'Transport']);
    const protest = chance(rng, 0.4);
    const name = protest
      ? `${topic} Protest in ${place.name}`
      : `${pick(rng, ['Minister', 'Mayor', 'President', 'Chancellor'])} ${inventedWord(rng)} Holds Press Conference on ${topic}`;
    add(
      b,
      {
        parent_id: null,
        name,
        editorial_product: 'news',
        begins_on: isoDate(start),
        ends_on: isoDate(start),
        place,
      },
      {
        kind: protest ? 'protest' : 'press',
        people: fictionalPeople(rng, 4),
        words: protest
          ? ['news', 'protest', 'demonstration', 'crowd', 'activist', 'placard', topic.toLowerCase()]
          : ['news', 'press conference', 'politics', 'government', 'speech', topic.toLowerCase()],
        colors: ['#1f2f57'],
      },
    );
  } else if (roll < 0.75) {
    const name = `${ordinal(intBetween(rng, 5, 60))} Annual ${inventedWord(rng)} ${pick(rng, ['Music', 'Film', 'Television', 'Theatre'])} Awards`;
    add(
      b,
      {
        parent_id: null,
        name,
        editorial_product: 'entertainment',
        begins_on: isoDate(start),
        ends_on: isoDate(start),
        place,
      },
      {
        kind: 'red-carpet',
        people: fictionalPeople(rng, 8),
        words: ['awards ceremony', 'red carpet', 'arrival', 'celebrities', 'entertainment', 'event'],
        colors: shuffled(rng, FORMAL_COLORS),
      },
    );
  } else {
    const s = pick(rng, SPORTS);
    add(
      b,
      {
        parent_id: null,
        name: s.sport === 'athletics' ? `${place.name} Marathon ${year}` : `${team(rng)} v ${team(rng)}`,
        editorial_product: 'sport',
        begins_on: isoDate(start),
        ends_on: isoDate(start),
        place,
      },
      {
        kind: 'sport',
        people: fictionalPeople(rng, 8),
        words: [...s.words, 'sport', 'athlete'],
        colors: [pick(rng, TEAM_COLORS), pick(rng, TEAM_COLORS)],
        sport: s.sport === 'athletics' ? 'athletics' : s.sport,
      },
    );
  }
}

/** All events of a seed, parents before their children (insert in this order). */
export function generateEvents(seed: number): EventPlan[] {
  const b: Builder = { rng: mulberry32(mixSeed(seed, 0xe7e7)), plans: [], nextIndex: 0 };
  const parentKinds = new WeightedPicker([sportTournament, fashionWeek, festival, summit], [4, 2, 2.5, 1.5]);
  for (let i = 0; i < PARENT_EVENTS; i++) parentKinds.pick(b.rng)(b);
  for (let i = 0; i < STANDALONE_EVENTS; i++) standalone(b);
  return b.plans;
}
