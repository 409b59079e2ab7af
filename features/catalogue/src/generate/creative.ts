import type {
  AssetFileType,
  AssetType,
  Composition,
  Ethnicity,
  LicenseType,
  MediaType,
  NumberOfPeople,
} from '@lightbox/core/search';
import { orientationOf } from '../rules';
import type { Detail, Motif, Pose, SceneStyle, Setting, TimeOfDay, Tone, Weather } from '../scene';
import type { GeneratedAsset, GeneratorContext } from './assets';
import { composeScene, type PersonSpec } from './compose-scene';
import {
  agreementsFor,
  CLOTHES,
  COMPOSITION_WORDS,
  creativeDates,
  filmSpec,
  isoAt,
  KeywordList,
  moodsFor,
  ORIENTATION_WORDS,
  paletteOf,
  pickLicense,
  popularity,
  poseFor,
  stillDimensions,
  TECHNIQUE_WORDS,
  VIEWPOINT_WORDS,
} from './facets';
import { chance, intBetween, mulberry32, pick, type Rng, WeightedPicker } from './prng';
import {
  article,
  capitalise,
  clip,
  joinAnd,
  SETTING_KEYWORD,
  settingPhrase,
  timeWords,
  weatherKeyword,
} from './text';
import {
  ADJECTIVE_NEEDS,
  type AdjectiveCondition,
  AGE_KEYWORDS,
  COLLECTIONS,
  COLORABLE,
  COLORS,
  type Collection,
  ETHNICITIES,
  FLOWER_COLORS,
  GENERAL_CONCEPTS,
  type NamedColor,
  PERSON_NOUNS,
  type Place,
  type PlaceGroup,
  SETTING_WORDS,
  type ThemeData,
  WORD_MOTIFS,
} from './word-lists';

/** Creative assets: a theme's subjects, people, light and place, and the words for them. */

interface PeoplePlan {
  count: NumberOfPeople;
  people: PersonSpec[];
  ages: string[];
  ethnicity: Ethnicity[];
  noun: string;
  nounWords: string[];
}

function planPeople(rng: Rng, theme: ThemeData, pose: Pose): PeoplePlan | null {
  if (!chance(rng, theme.people)) return null;
  const dist: Record<string, [number, number, number]> = {
    family: [0.08, 0.35, 0.57],
    business: [0.5, 0.25, 0.25],
    portrait: [0.92, 0.08, 0],
    fitness: [0.8, 0.15, 0.05],
    travel: [0.7, 0.25, 0.05],
  };
  const [p1, p2] = dist[theme.id] ?? [0.6, 0.3, 0.1];
  const roll = rng();
  const count: NumberOfPeople = roll < p1 ? 'one' : roll < p1 + p2 ? 'two' : 'group';
  const n = count === 'one' ? 1 : count === 'two' ? 2 : intBetween(rng, 3, 5);
  const adultAges =
    theme.id === 'business'
      ? ['young_adult', 'adult', 'mature_adult']
      : ['young_adult', 'adult', 'adult', 'mature_adult', 'senior_adult'];
  const people: Array<{ age: string; female: boolean }> = [];
  for (let i = 0; i < n; i++) {
    const childSlot = theme.id === 'family' && i > 0 && (count === 'group' || chance(rng, 0.5));
    people.push({
      age: childSlot ? pick(rng, ['child', 'child', 'teenager']) : pick(rng, adultAges),
      female: chance(rng, 0.55),
    });
  }
  const first = people[0]!;
  const hasChild = people.some((p) => p.age === 'child' || p.age === 'teenager');
  let noun: string;
  let nounWords: string[];
  if (count === 'one') {
    const pn = PERSON_NOUNS[first.age]!;
    if (theme.id === 'business') noun = first.female ? 'businesswoman' : 'businessman';
    else if (theme.id === 'fitness') noun = first.female ? 'female runner' : 'male runner';
    else noun = first.female ? pn.female : pn.male;
    nounWords = [noun, first.female ? 'women' : 'men'];
    if (theme.id === 'fitness') nounWords.push('runner', 'athlete');
  } else if (count === 'two') {
    if (hasChild) {
      const second = people[1]!;
      noun = `${first.female ? 'mother' : 'father'} and ${second.female ? 'daughter' : 'son'}`;
      nounWords = [
        first.female ? 'mother' : 'father',
        second.female ? 'daughter' : 'son',
        'parent',
        'child',
        'family',
      ];
    } else if (theme.id === 'business') {
      noun = 'two colleagues';
      nounWords = ['colleague', 'teamwork', 'coworker'];
    } else {
      noun = pick(rng, ['couple', 'two friends']);
      nounWords =
        noun === 'couple' ? ['couple - relationship', 'love', 'romance'] : ['friendship', 'friends'];
    }
  } else if (theme.id === 'family') {
    noun = 'family';
    nounWords = ['family', 'parent', 'child', 'togetherness'];
  } else if (theme.id === 'business') {
    noun = 'business team';
    nounWords = ['business team', 'business', 'teamwork', 'colleague', 'meeting'];
  } else {
    noun = 'group of friends';
    nounWords = ['friendship', 'friends', 'togetherness'];
  }
  const ethnicity = new Set<Ethnicity>();
  for (let i = 0; i < n; i++)
    ethnicity.add(
      ETHNICITIES[Math.min(ETHNICITIES.length - 1, Math.floor(rng() ** 1.6 * ETHNICITIES.length))]!,
    );
  if (ethnicity.size > 1) ethnicity.add('multiethnic_group');
  return {
    count,
    people: people.map((p) => ({
      pose: p.age === 'child' && pose === 'sit' ? 'stand' : pose,
      color: pick(rng, CLOTHES),
      child: p.age === 'child',
      female: p.female,
    })),
    ages: [...new Set(people.map((p) => p.age))],
    ethnicity: [...ethnicity],
    noun,
    nounWords,
  };
}

function styleOf(mediaType: MediaType, assetType: AssetType): SceneStyle {
  if (mediaType === 'photography' || mediaType === 'footage') return 'photo';
  if (assetType === 'videotemplate' || mediaType === 'vector') return 'vector';
  return 'illustration';
}

function creativeMediaType(rng: Rng, assetType: AssetType): MediaType {
  if (assetType === 'videotemplate') return 'animation';
  if (assetType === 'film') return chance(rng, 0.85) ? 'footage' : 'animation';
  const r = rng();
  return r < 0.7 ? 'photography' : r < 0.85 ? 'illustration' : 'vector';
}

function fileTypeFor(rng: Rng, mediaType: MediaType, assetType: AssetType): AssetFileType {
  switch (mediaType) {
    case 'photography':
      return 'jpg';
    case 'illustration':
      return chance(rng, 0.8) ? 'jpg' : 'png';
    case 'vector':
      return chance(rng, 0.6) ? 'eps' : 'ai';
    default:
      return assetType === 'videotemplate' || chance(rng, 0.55) ? 'mov' : 'mp4';
  }
}

const SETTING_PLACES: Partial<Record<Setting, PlaceGroup>> = {
  mountains: 'mountain',
  sea: 'coast',
  desert: 'desert',
  field: 'countryside',
  forest: 'countryside',
  road: 'countryside',
  park: 'city',
  snow: 'winter',
  city: 'city',
};

interface Conditions {
  time: TimeOfDay;
  weather: Weather;
  season: string | undefined;
}

function adjectiveFits(adjective: string, c: Conditions): boolean {
  const need: AdjectiveCondition | undefined = ADJECTIVE_NEEDS[adjective];
  switch (need) {
    case undefined:
      return true;
    case 'sun':
      return (c.time === 'day' || c.time === 'golden') && c.weather === 'clear';
    case 'golden':
      return c.time === 'golden';
    case 'mist':
      return c.weather === 'mist';
    case 'snow':
      return c.weather === 'snow' || c.season === 'winter';
    case 'cloud':
      return c.weather === 'cloudy' || c.weather === 'mist';
    case 'autumn':
      return c.season === 'autumn';
    case 'dusk':
      return c.time === 'dusk';
    case 'dark':
      return c.time === 'dusk' || c.time === 'night';
  }
}

/** A Zipf-drawn adjective that suits the light and weather, or none after a few tries. */
function fittingAdjective(picker: WeightedPicker<string>, rng: Rng, c: Conditions): string | undefined {
  for (let tries = 0; tries < 4; tries++) {
    const a = picker.pick(rng);
    if (adjectiveFits(a, c)) return a;
  }
  return undefined;
}

const FLOWER_KINDS = ['tulip', 'rose', 'daisy', 'sunflower', 'poppy', 'lavender'];

/** The variety of each motif the keywords name, so "tulip" draws tulips. */
function motifKinds(kw: KeywordList, rng: Rng): Partial<Record<Motif, string>> {
  const kinds: Partial<Record<Motif, string>> = {};
  kinds.flowers = FLOWER_KINDS.find((k) => kw.has(k)) ?? pick(rng, ['tulip', 'daisy', 'rose', 'poppy']);
  if (kw.has('sports car')) kinds.car = 'sports';
  else if (kw.has('vintage car')) kinds.car = 'vintage';
  else if (kw.has('taxi')) kinds.car = 'taxi';
  if (kw.has('crescent moon')) kinds.moon = 'crescent';
  if (kw.has('tea')) kinds.coffee = 'tea';
  return kinds;
}

function sharesWord(a: string, b: string): boolean {
  const words = new Set(a.split(' '));
  return b.split(' ').some((w) => words.has(w));
}

export function timePicker(theme: ThemeData): WeightedPicker<TimeOfDay> {
  const entries = Object.entries(theme.times) as Array<[TimeOfDay, number]>;
  return new WeightedPicker(
    entries.map((e) => e[0]),
    entries.map((e) => e[1]),
  );
}

export function creativeAsset(
  ctx: GeneratorContext,
  rng: Rng,
  id: number,
  renderSeed: number,
  assetType: AssetType,
): GeneratedAsset {
  const { theme, subjects, activities, concepts, times } = ctx.themes.pick(rng);
  const mediaType = creativeMediaType(rng, assetType);
  const style = styleOf(mediaType, assetType);
  const film = assetType !== 'image';
  const kw = new KeywordList();

  // What is in the picture.
  const primary = subjects.pick(rng);
  const extra: string[] = [];
  for (let i = intBetween(rng, 1, 3); i > 0; i--) {
    const s = subjects.pick(rng);
    if (s !== primary && !extra.includes(s)) extra.push(s);
  }
  // Vector still lifes are often drawn isolated on white, in the studio.
  const isolated =
    style === 'vector' && ['coffee', 'flowers', 'portrait'].includes(theme.id) && chance(rng, 0.6);
  const setting: Setting = isolated
    ? 'studio'
    : theme.settings.length === 1
      ? theme.settings[0]!
      : pick(rng, theme.settings);
  let time = INDOOR_TIME(setting) ? 'day' : times.pick(rng);
  if (primary === 'sunset' || primary === 'sunrise') time = 'golden';
  if (primary === 'night' || primary === 'moon' || primary === 'night sky') time = 'night';
  const weather: Weather = pick(rng, theme.weathers);
  const season = theme.seasons ? pick(rng, theme.seasons) : undefined;
  const activity = activities?.pick(rng);
  const pose = poseFor(activity);
  const people = planPeople(rng, theme, pose);
  let color = ctx.colors.pick(rng);
  const color2 = ctx.colors.pick(rng);
  const isFlower = (w: string) => (WORD_MOTIFS[w] ?? []).includes('flowers');
  if ((theme.id === 'flowers' || [primary, ...extra].some(isFlower)) && !FLOWER_COLORS.includes(color.name)) {
    const name = pick(rng, FLOWER_COLORS);
    color = COLORS.find((c) => c.name === name)!;
  }
  const placeGroup = theme.places ? SETTING_PLACES[setting] : undefined;
  const place = placeGroup && chance(rng, 0.55) ? ctx.places[placeGroup].pick(rng) : undefined;
  const conditions: Conditions = { time, weather, season };
  const adjective = fittingAdjective(ctx.adjectives[theme.adjectives], rng, conditions);
  let personAdjective =
    people && people.count === 'one' ? fittingAdjective(ctx.adjectives.people, rng, conditions) : undefined;
  if (personAdjective && activity?.startsWith(personAdjective.slice(0, 5))) personAdjective = undefined;
  const mono = style === 'photo' && chance(rng, 0.04);
  const tone: Tone = mono ? 'bw' : 'color';

  // Technical and compositional facets.
  const viewpoints: string[] = [];
  const compositions: Composition[] = [];
  const techniques: string[] = [];
  const closeUp = ['coffee', 'flowers', 'portrait'].includes(theme.id) && chance(rng, 0.6);
  if (chance(rng, 0.4) || theme.id === 'abstract') compositions.push('copy_space');
  if (closeUp) compositions.push('close_up');
  if (theme.id === 'coffee') compositions.push('still_life');
  if (people?.count === 'one' && theme.id === 'portrait')
    compositions.push(chance(rng, 0.5) ? 'waist_up' : 'headshot');
  else if (people && chance(rng, 0.4)) compositions.push(chance(rng, 0.5) ? 'full_length' : 'candid');
  if (isolated) compositions.push('cut_out');
  if (compositions.length === 0) compositions.push(theme.id === 'abstract' ? 'sparse' : 'full_frame');
  if (theme.outdoors && !people && chance(rng, 0.12)) viewpoints.push('aerial_view');
  else if (chance(rng, 0.1)) viewpoints.push(pick(rng, ['high_angle_view', 'low_angle_view', 'wide_angle']));
  if (people && theme.outdoors && pose === 'stand' && chance(rng, 0.3)) viewpoints.push('rear_view');
  if ((people && (pose === 'run' || pose === 'ride')) || primary.includes('car')) {
    if (chance(rng, 0.4)) viewpoints.push('side_view');
  }
  if (film) {
    const t = rng();
    techniques.push(t < 0.7 ? 'realtime' : t < 0.85 ? 'slow_motion' : 'time_lapse');
  } else if (style === 'photo') {
    if ((setting === 'sea' || setting === 'city' || time === 'night') && chance(rng, 0.15))
      techniques.push('long_exposure');
    if (closeUp && chance(rng, 0.6)) techniques.push('selective_focus');
    if (theme.outdoors && !people && chance(rng, 0.06)) techniques.push('high_dynamic_range');
    if (chance(rng, 0.03)) techniques.push('defocused');
    if (mono) techniques.push('black_and_white');
  }

  // Keywords: subjects and their combinations first, then the broad terms.
  const motifs = new Set<Motif>();
  for (const word of [primary, ...extra]) for (const m of WORD_MOTIFS[word] ?? []) motifs.add(m);
  if (theme.id === 'coffee') motifs.add('coffee');
  if (theme.id === 'flowers') motifs.add('flowers');
  if (theme.id === 'road') motifs.add('car');
  if (people?.nounWords.includes('family') && chance(rng, 0.25)) motifs.add('dog');
  const compound = adjective && !primary.includes(adjective) ? `${adjective} ${primary}` : undefined;
  const personCompound =
    people && personAdjective && !people.noun.includes(personAdjective)
      ? `${personAdjective} ${people.noun}`
      : undefined;
  kw.add(primary, ...extra, compound, personCompound);
  if (extra[0] && chance(rng, 0.35)) {
    const second = fittingAdjective(ctx.adjectives[theme.adjectives], rng, conditions);
    if (second) kw.add(`${second} ${extra[0]}`);
  }
  const colourable = [primary, ...extra].find((w) => COLORABLE[w]);
  if (colourable) kw.add(`${color.name} ${COLORABLE[colourable]}`, color.name);
  if (theme.id === 'abstract')
    kw.add(`${color.name} background`, `${color2.name} background`, color.name, color2.name);
  if (theme.id === 'portrait') kw.add(`${color.name} background`, color.name);
  kw.add(SETTING_KEYWORD[setting]);
  const morning = chance(rng, 0.4);
  const tw = timeWords(time, morning);
  kw.add(tw.keyword, weatherKeyword(weather), season);
  if (
    tw.keyword !== 'day' &&
    (setting === 'city' || theme.id === 'nightsky') &&
    !sharesWord(primary, tw.keyword)
  )
    kw.add(`${primary} at ${tw.keyword}`);
  if (place) {
    kw.add(place.name, place.country);
    if (theme.places === 'city') kw.add(`${place.name} ${primary === 'city' ? 'cityscape' : primary}`);
  }
  if (people) {
    kw.add(...people.nounWords, activity, 'people');
    kw.add(people.count === 'one' ? 'one person' : people.count === 'two' ? 'two people' : 'group of people');
    for (const age of people.ages) kw.add(AGE_KEYWORDS[age]);
    if (people.ethnicity.includes('multiethnic_group')) kw.add('multiracial group');
  } else {
    kw.add('no people');
  }
  for (let i = intBetween(rng, 1, 3); i > 0; i--) kw.add(concepts.pick(rng));
  for (let i = intBetween(rng, 0, 2); i > 0; i--) kw.add(ctx.concepts.pick(rng));
  for (const m of motifs)
    if (m === 'sun' || m === 'moon' || m === 'clouds') kw.add(m === 'clouds' ? 'cloud - sky' : m);
  kw.add(theme.outdoors ? 'outdoors' : 'indoors');
  if (theme.outdoors && setting !== 'city') kw.add('nature', 'landscape');
  if (theme.outdoors) kw.add('sky');
  if (mediaType === 'photography') kw.add('photography');
  if (mediaType === 'illustration') kw.add('illustration', 'digitally generated image', 'art');
  if (mediaType === 'vector')
    kw.add('vector', 'illustration', 'flat design', isolated && 'isolated on white', isolated && 'icon');
  if (film) kw.add('video', 'footage', mediaType === 'animation' ? 'animation' : 'real people');
  if (assetType === 'videotemplate') kw.add('video template', 'motion graphics', 'editable');
  kw.add(mono ? 'black and white' : 'color image');
  for (const t of techniques) kw.add(TECHNIQUE_WORDS[t]);
  for (const c of compositions) kw.add(COMPOSITION_WORDS[c]);
  for (const v of viewpoints) kw.add(VIEWPOINT_WORDS[v]);

  // Dimensions and film facts.
  const technique = techniques[0] ?? '';
  const spec = film ? filmSpec(rng, assetType, technique, false) : null;
  const dims = spec ? spec.dims : stillDimensions(rng, mediaType);
  const orientation = orientationOf(dims.width, dims.height);
  kw.add(ORIENTATION_WORDS[orientation]);
  if (spec)
    kw.add(spec.definition === '4k' ? '4k resolution' : spec.definition === 'hd' ? 'hd format' : 'sd');

  // People at the sea stand on a beach.
  const beach =
    setting === 'sea' &&
    (people !== null || ['beach', 'sand', 'tropical beach', 'shore'].some((w) => kw.has(w)));
  if (beach) kw.add('beach');

  // Title, short title, caption: all built from words already in the keywords.
  const text = creativeText({
    theme,
    primary,
    extra,
    adjective: compound ? adjective : undefined,
    personAdjective: personCompound ? personAdjective : undefined,
    people,
    activity,
    setting,
    timePhrase: tw.phrase,
    timeKeyword: tw.keyword,
    place,
    color,
    color2,
    style,
    mediaType,
    technique,
    aerial: viewpoints.includes('aerial_view'),
    isolated,
    copySpace: compositions.includes('copy_space'),
    concepts: kw.words.filter((w) => theme.concepts.includes(w) || GENERAL_CONCEPTS.includes(w)).slice(0, 2),
    beach,
  });

  const details: Detail[] = [];
  if (setting === 'mountains' && ['lake', 'reflection', 'mountain lake', 'fjord'].some((w) => kw.has(w)))
    details.push('lake');
  if (setting === 'mountains' && (chance(rng, 0.5) || kw.has('snowcapped mountain') || kw.has('glacier')))
    details.push('snowcaps');
  if (setting === 'sea' && text.beach) details.push('beach');
  if (season === 'autumn') details.push('autumn');
  if (setting === 'field' && ['wheat field', 'crop', 'hay bale', 'agricultural field'].some((w) => kw.has(w)))
    details.push('wheat');
  if (setting === 'field' && kw.has('lavender')) details.push('lavender');
  if (
    (setting === 'forest' || setting === 'park' || setting === 'field') &&
    (kw.has('footpath') || chance(rng, 0.3))
  )
    details.push('path');
  if (setting === 'home' || setting === 'office' || setting === 'table') details.push('window');
  if (isolated) details.push('isolated');

  const sceneRng = mulberry32(renderSeed);
  const scene = composeScene(
    {
      style,
      setting,
      time,
      weather,
      tone,
      season,
      motifs: [...motifs],
      details,
      people: people?.people ?? [],
      accent: color.hex,
      accent2: color2.hex,
      viewpoint: viewpoints[0],
      copySpace: compositions.includes('copy_space'),
      closeUp,
      film,
      aspect: dims.width / dims.height,
      kinds: motifKinds(kw, rng),
      portrait: compositions.includes('headshot')
        ? 'head'
        : compositions.includes('waist_up')
          ? 'waist'
          : undefined,
    },
    sceneRng,
  );

  const license = pickLicense(rng, assetType, 'creative');
  const collection = creativeCollection(rng, mediaType, assetType, license, theme);
  const contributor = (
    mediaType === 'illustration' || mediaType === 'vector'
      ? ctx.illustrators
      : film
        ? ctx.filmmakers
        : ctx.photographers
  ).pick(rng);
  const dates = creativeDates(rng);
  const nudity = (theme.id === 'portrait' || theme.id === 'sea') && people !== null && chance(rng, 0.02);

  return {
    id,
    render_seed: renderSeed,
    scene,
    original_path: null,
    family: 'creative',
    asset_type: assetType,
    editorial_products: [],
    media_type: mediaType,
    asset_file_type: fileTypeFor(rng, mediaType, assetType),
    license_type: license,
    title: text.title,
    short_title: text.shortTitle,
    caption: text.caption,
    keywords: kw.words,
    width: dims.width,
    height: dims.height,
    orientation,
    number_of_people: people?.count ?? 'none',
    age_of_people: people?.ages ?? [],
    ethnicity: people?.ethnicity ?? [],
    moods: moodsFor(rng, time, weather, tone, style, color),
    compositions,
    image_techniques: techniques,
    viewpoints,
    release_status: people
      ? chance(rng, 0.97)
        ? 'released'
        : 'notreleased'
      : chance(rng, 0.85)
        ? 'released'
        : 'notreleased',
    collection_code: collection.code,
    collection_name: collection.name,
    contributor,
    event_id: null,
    specific_people: [],
    locations: place ? [...new Set([place.name, place.country])] : [],
    dominant_color: null,
    palette: paletteOf(scene),
    has_nudity: nudity,
    embeddable: chance(rng, 0.94),
    exclusive: chance(rng, ['LBE', 'DBS', 'INK', 'PXV'].includes(collection.code) ? 0.35 : 0.1),
    film_definition: spec?.definition ?? null,
    frame_rate: spec?.frameRate ?? null,
    duration_seconds: spec?.duration ?? null,
    is_offline: chance(rng, 0.004),
    agreements: agreementsFor(rng, 'creative', collection),
    date_taken: isoAt(dates.taken),
    uploaded_at: isoAt(dates.uploaded),
    popularity: popularity(rng),
    dhash: null,
  };
}

function INDOOR_TIME(setting: Setting): boolean {
  return setting === 'studio' || setting === 'office' || setting === 'abstract';
}

function creativeCollection(
  rng: Rng,
  mediaType: MediaType,
  assetType: AssetType,
  license: LicenseType,
  theme: ThemeData,
): Collection {
  if (assetType === 'videotemplate') return COLLECTIONS.templates;
  if (assetType === 'film')
    return license === 'rr' || chance(rng, 0.4) ? COLLECTIONS.horizon : COLLECTIONS.motionworks;
  if (mediaType === 'illustration') return COLLECTIONS.inkwell;
  if (mediaType === 'vector') return COLLECTIONS.pixelcraft;
  if (license === 'rm') return COLLECTIONS.northlight;
  const r = rng();
  if (r < 0.22) return COLLECTIONS.signature;
  if (theme.people > 0.5 && r < 0.6) return COLLECTIONS.daybreak;
  return COLLECTIONS.essentials;
}

interface CreativeTextInput {
  theme: ThemeData;
  primary: string;
  extra: string[];
  adjective: string | undefined;
  personAdjective: string | undefined;
  people: PeoplePlan | null;
  activity: string | undefined;
  setting: Setting;
  timePhrase: string;
  timeKeyword: string;
  place: Place | undefined;
  color: NamedColor;
  color2: NamedColor;
  style: SceneStyle;
  mediaType: MediaType;
  technique: string;
  aerial: boolean;
  isolated: boolean;
  copySpace: boolean;
  concepts: string[];
  beach: boolean;
}

function creativeText(t: CreativeTextInput): {
  title: string;
  shortTitle: string;
  caption: string;
  beach: boolean;
} {
  const adj = t.adjective ? `${t.adjective} ` : '';
  const padj = t.personAdjective ? `${t.personAdjective} ` : '';
  let core: string;
  let short: string;
  const where = settingPhrase(t.setting, t.beach);
  const selfPlaced = (w: string) => SETTING_WORDS[t.setting]?.includes(w) ?? false;
  if (t.theme.id === 'portrait' && t.people) {
    const who = `${padj}${t.people.noun}`;
    const a = t.people.count === 'one' || t.people.noun === 'couple' ? `${article(who)} ` : '';
    core = `portrait of ${a}${who}${t.activity ? ` ${t.activity}` : ''} against ${t.color.name} background`;
    short = `${who} portrait`;
  } else if (t.people) {
    core = `${padj}${t.people.noun}${t.activity ? ` ${t.activity}` : ''}${where ? ` ${where}` : ''}`;
    short = `${padj}${t.people.noun}${t.activity ? ` ${t.activity}` : ''}`;
  } else if (t.theme.id === 'abstract') {
    core = `${adj}${t.color.name} and ${t.color2.name} ${t.primary === 'backgrounds' ? 'background' : `${t.primary} background`}`;
    short = `${adj}${t.primary}`;
  } else {
    const colourable = COLORABLE[t.primary];
    const subject = colourable && !adj ? `${t.color.name} ${t.primary}` : `${adj}${t.primary}`;
    const next = t.extra[0];
    const withWhat = next && WORD_MOTIFS[next] && !sharesWord(next, t.primary) ? ` with ${next}` : '';
    const inSetting =
      where && !selfPlaced(t.primary) && !(next && withWhat && selfPlaced(next)) ? ` ${where}` : '';
    core = `${subject}${withWhat}${inSetting}`;
    short = subject;
  }
  if (t.timePhrase && t.theme.outdoors && !core.includes(t.timeKeyword)) core += ` ${t.timePhrase}`;
  if (t.place) core += ` in ${t.place.name}`;
  if (t.aerial) core = `aerial view of ${core}`;
  if (t.mediaType === 'illustration') core += ' illustration';
  if (t.mediaType === 'vector') core += t.isolated ? ' icon vector illustration' : ' vector illustration';
  if (t.mediaType === 'animation') core += ' animation';
  if (t.technique === 'slow_motion') core = `slow motion of ${core}`;
  if (t.technique === 'time_lapse') core = `time lapse of ${core}`;
  const title = capitalise(core);
  const placeClause = t.place && t.place.country !== t.place.name ? `, ${t.place.country}` : '';
  const conceptClause = t.concepts.length > 0 ? ` A picture of ${joinAnd(t.concepts)}.` : '';
  const spaceClause = t.copySpace ? ' With copy space.' : '';
  return {
    title,
    shortTitle: capitalise(clip(short, 48)),
    caption: `${title}${placeClause}.${conceptClause}${spaceClause}`,
    beach: t.beach,
  };
}
