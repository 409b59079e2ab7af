import type { AssetType, EditorialProduct, NumberOfPeople } from '@lightbox/core/search';
import { orientationOf } from '../rules';
import type { Motif, Pose, Setting, TimeOfDay, Tone } from '../scene';
import type { GeneratedAsset, GeneratorContext } from './assets';
import { composeScene, type PersonSpec } from './compose-scene';
import { CATALOGUE_END, CATALOGUE_START, type EventPlan } from './events';
import {
  agreementsFor,
  CLOTHES,
  DAY,
  filmSpec,
  isoAt,
  KeywordList,
  ORIENTATION_WORDS,
  paletteOf,
  pickLicense,
  popularity,
  stillDimensions,
  TECHNIQUE_WORDS,
} from './facets';
import { chance, intBetween, mulberry32, pick, pickDistinct, type Rng } from './prng';
import { clip, joinAnd, longDate, SETTING_KEYWORD } from './text';
import { COLLECTIONS, type Collection, EDITORIAL_VERBS, ETHNICITIES } from './word-lists';

/** Editorial assets: pictures taken at an event, of its fictional people, in its city. */

const EDITORIAL_COLLECTION: Record<EditorialProduct, Collection> = {
  news: COLLECTIONS.pressline,
  sport: COLLECTIONS.stadium,
  fashion: COLLECTIONS.runway,
  entertainment: COLLECTIONS.runway,
  archival: COLLECTIONS.archive,
};

function editorialSetting(plan: EventPlan, rng: Rng): Setting {
  switch (plan.kind) {
    case 'sport':
      return plan.sport === 'cycling' ? 'road' : plan.row.name.includes('Marathon') ? 'city' : 'stadium';
    case 'fashion-show':
      return 'catwalk';
    case 'premiere':
    case 'red-carpet':
      return 'redcarpet';
    case 'concert':
      return 'stage';
    case 'press':
      return 'podium';
    case 'protest':
      return 'city';
    case 'archival':
      return pick(rng, ['city', 'stadium', 'road', 'redcarpet'] as const);
  }
}

export function editorialAsset(
  ctx: GeneratorContext,
  rng: Rng,
  id: number,
  renderSeed: number,
  assetType: AssetType,
): GeneratedAsset {
  const product = ctx.products.pick(rng);
  const group = ctx.eventsByProduct.get(product)!;
  const useParent = group.parents.length > 0 && chance(rng, 0.12);
  const plan = useParent ? pick(rng, group.parents) : group.leaves.pick(rng);
  const event = plan.row;
  const film = assetType !== 'image';
  const archival = product === 'archival';
  const setting = editorialSetting(plan, rng);
  const kw = new KeywordList();

  // Who is in the picture: named, fictional people from the event's roster.
  const crowd = plan.kind === 'protest' || (plan.kind === 'concert' && chance(rng, 0.3));
  const roll = rng();
  const count: NumberOfPeople = crowd
    ? 'group'
    : roll < 0.08
      ? 'none'
      : roll < 0.68
        ? 'one'
        : roll < 0.88
          ? 'two'
          : 'group';
  const named =
    count === 'none' || crowd
      ? []
      : pickDistinct(rng, plan.people, count === 'one' ? 1 : count === 'two' ? 2 : intBetween(rng, 1, 3));
  const verb = pick(rng, EDITORIAL_VERBS[product] ?? ['attends']);
  const n = count === 'none' ? 0 : count === 'one' ? 1 : count === 'two' ? 2 : intBetween(rng, 3, 6);
  const poseFor: Pose =
    plan.kind === 'sport'
      ? verb === 'celebrates'
        ? 'cheer'
        : plan.sport === 'cycling'
          ? 'ride'
          : 'run'
      : plan.kind === 'fashion-show'
        ? 'walk'
        : plan.kind === 'concert'
          ? 'cheer'
          : plan.kind === 'protest'
            ? 'walk'
            : 'stand';
  const people: PersonSpec[] = [];
  for (let i = 0; i < n; i++) {
    people.push({
      pose: poseFor,
      color: plan.colors[i % plan.colors.length] ?? pick(rng, CLOTHES),
      female: chance(rng, plan.kind === 'fashion-show' ? 0.75 : 0.5),
    });
  }

  const timeOfDay: TimeOfDay =
    plan.kind === 'concert'
      ? 'night'
      : plan.kind === 'premiere'
        ? pick(rng, ['dusk', 'night'] as const)
        : plan.kind === 'sport' && plan.sport !== 'cycling' && chance(rng, 0.3)
          ? 'night'
          : 'day';
  const tone: Tone = archival ? (chance(rng, 0.6) ? 'bw' : 'sepia') : 'color';
  const accent = plan.colors[0] ?? '#1f2f57';
  const motifs: Motif[] = [];
  if (plan.kind === 'sport' && plan.sport !== 'athletics' && plan.sport !== 'cycling') motifs.push('ball');
  if (archival && setting === 'road') motifs.push('car');

  const techniques = film
    ? [pick(rng, ['realtime', 'realtime', 'slow_motion'] as const)]
    : tone === 'bw'
      ? ['black_and_white']
      : [];
  const spec = film ? filmSpec(rng, assetType, techniques[0] ?? 'realtime', archival) : null;
  const dims = spec ? spec.dims : stillDimensions(rng, 'photography');
  const orientation = orientationOf(dims.width, dims.height);
  const scene = composeScene(
    {
      style: 'photo',
      setting,
      time: timeOfDay,
      weather: 'clear',
      tone,
      season: undefined,
      motifs,
      details: crowd ? ['crowd'] : [],
      people,
      accent,
      accent2: plan.colors[1] ?? '#f3f1ec',
      viewpoint: undefined,
      copySpace: false,
      closeUp: false,
      film,
      aspect: dims.width / dims.height,
      kinds: { ball: plan.sport ?? 'football', car: 'vintage' },
    },
    mulberry32(renderSeed),
  );
  if (plan.kind === 'sport' && setting === 'stadium') {
    // The ball sits at a player's feet, and the pitch takes the sport's colour.
    const player = scene.items.find((i) => i.m === 'person');
    const ball = scene.items.find((i) => i.m === 'ball');
    if (ball && player) Object.assign(ball, { x: player.x + 0.07, y: player.y - 0.01, s: 0.04 });
    else if (ball) Object.assign(ball, { x: 0.55, y: 0.8, s: 0.05 });
    scene.colors.ground =
      plan.sport === 'tennis'
        ? '#3c6fa8'
        : plan.sport === 'basketball'
          ? '#c98d50'
          : plan.sport === 'athletics'
            ? '#b5533b'
            : '#3f8f40';
  }

  // Dates within the event; news goes online within hours, archive scans years later.
  const begins = Date.parse(`${event.begins_on}T00:00:00Z`);
  const ends = Date.parse(`${event.ends_on}T00:00:00Z`);
  const taken =
    begins +
    Math.floor(rng() * ((ends - begins) / DAY + 1)) * DAY +
    intBetween(rng, 9, 22) * 3_600_000 +
    intBetween(rng, 0, 59) * 60_000;
  const uploaded = archival
    ? CATALOGUE_START + rng() * (CATALOGUE_END - CATALOGUE_START)
    : Math.min(CATALOGUE_END, taken + intBetween(rng, 20, 60 * 36) * 60_000);

  const city = plan.place;
  const year = event.begins_on.slice(0, 4);
  const nameParts = event.name
    .split(/ - |: /)
    .map((s) => s.trim())
    .filter((s) => s.length > 2);
  kw.add(
    ...named,
    ...nameParts,
    ...plan.words,
    product === 'archival' ? 'archival' : product,
    city.name,
    city.country,
    year,
  );
  kw.add(
    n === 0 ? 'no people' : 'people',
    n === 1 ? 'one person' : n === 2 ? 'two people' : n > 2 ? 'group of people' : undefined,
  );
  if (crowd) kw.add('crowd');
  for (const t of techniques) kw.add(TECHNIQUE_WORDS[t]);
  kw.add(
    SETTING_KEYWORD[setting],
    'editorial',
    tone === 'color' ? 'color image' : 'black and white',
    'photography',
  );
  if (film) kw.add('video', 'footage', 'news footage');

  kw.add(ORIENTATION_WORDS[orientation]);

  const who = named.length > 0 ? joinAnd(named) : crowd ? 'Crowds' : 'A general view';
  const action = named.length > 0 ? verb : crowd ? 'gather' : 'of the venue';
  const taken10 = new Date(taken).toISOString().slice(0, 10);
  const takenDate = longDate(taken10);
  const collection = EDITORIAL_COLLECTION[product];
  const contributor = (film ? ctx.filmmakers : ctx.photographers).pick(rng);
  const caption = `${city.name.toUpperCase()}, ${city.country.toUpperCase()} - ${takenDate.dateline}: ${who} ${action} during the ${event.name} on ${takenDate.long} in ${city.name}, ${city.country}. (${film ? 'Video' : 'Photo'} by ${contributor}/${collection.name})`;
  const title = event.name;
  const shortTitle = clip(named.length > 0 ? `${named[0]} ${verb}` : (nameParts[0] ?? event.name), 60);

  const ages =
    n === 0
      ? []
      : [
          ...new Set(
            Array.from({ length: Math.min(n, 3) }, () =>
              pick(rng, ['young_adult', 'adult', 'adult', 'mature_adult']),
            ),
          ),
        ];
  const ethnicity =
    n === 0
      ? []
      : [...new Set(Array.from({ length: Math.min(n, 3) }, () => pick(rng, ETHNICITIES.slice(0, 7))))];
  const license = pickLicense(rng, assetType, 'editorial');

  return {
    id,
    render_seed: renderSeed,
    scene,
    original_path: null,
    family: 'editorial',
    asset_type: assetType,
    editorial_products: [product],
    media_type: film ? 'footage' : 'photography',
    asset_file_type: film ? (chance(rng, 0.5) ? 'mov' : 'mp4') : 'jpg',
    license_type: license,
    title,
    short_title: shortTitle,
    caption,
    keywords: kw.words,
    width: dims.width,
    height: dims.height,
    orientation,
    number_of_people: count,
    age_of_people: ages,
    ethnicity,
    moods: tone !== 'color' ? ['black_and_white'] : timeOfDay === 'night' ? ['dramatic'] : ['natural'],
    compositions: n === 1 ? [pick(rng, ['full_length', 'waist_up', 'candid'])] : ['full_frame'],
    image_techniques: techniques,
    viewpoints: chance(rng, 0.15) ? [pick(rng, ['high_angle_view', 'low_angle_view', 'side_view'])] : [],
    release_status: 'notreleased',
    collection_code: collection.code,
    collection_name: collection.name,
    contributor,
    event_id: event.id,
    specific_people: named,
    locations: [city.name, city.country],
    dominant_color: null,
    palette: paletteOf(scene),
    has_nudity: false,
    embeddable: chance(rng, 0.9),
    exclusive: false,
    film_definition: spec?.definition ?? null,
    frame_rate: spec?.frameRate ?? null,
    duration_seconds: spec?.duration ?? null,
    is_offline: chance(rng, 0.004),
    agreements: agreementsFor(rng, 'editorial', collection),
    date_taken: isoAt(taken),
    uploaded_at: isoAt(Math.max(uploaded, taken)),
    popularity: popularity(rng),
    dhash: null,
  };
}
