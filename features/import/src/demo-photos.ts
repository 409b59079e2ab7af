import fs from 'node:fs/promises';
import path from 'node:path';
import type { MediaStore } from '@lightbox/catalogue';
import type { Db } from '@lightbox/platform';
import { type ImportResult, importFolder } from './import';
import { type XmpFields, xmpPacket } from './xmp';

/**
 * The demo catalogue's real photographs: scikit-image's sample pictures, which Debian ships
 * in python3-skimage (scripts/ensure-demo-photos.sh extracts them; none is kept in this
 * repository). Their metadata and credits are written here, from scikit-image's notes on each
 * picture, and travel as XMP sidecars, so the demo is imported exactly as an operator's
 * library would be.
 */

export interface DemoPhoto extends XmpFields {
  /** File name in scikit-image's data folder. */
  file: string;
  title: string;
  creator: string;
  creditLine: string;
  copyright: string;
}

const CC0 = 'https://creativecommons.org/publicdomain/zero/1.0/';
const PD = 'https://creativecommons.org/publicdomain/mark/1.0/';

export const DEMO_PHOTOS: readonly DemoPhoto[] = [
  {
    file: 'astronaut.png',
    title: 'Astronaut Eileen Collins in her launch suit',
    caption:
      'Portrait of NASA astronaut Eileen Collins, the first woman to pilot a space shuttle, in an orange launch and entry suit beside the US flag and a shuttle model.',
    keywords: [
      'astronaut',
      'portrait',
      'woman',
      'space',
      'space shuttle',
      'NASA',
      'flag',
      'smiling',
      'orange',
    ],
    creator: 'NASA',
    creditLine: 'NASA, via scikit-image',
    copyright: 'Public domain (NASA photograph, no known copyright restrictions)',
    people: ['Eileen Collins'],
    modelRelease: 'MR-NON',
    licenceUrl: PD,
  },
  {
    file: 'camera.png',
    title: 'Cameraman with a film camera on a tripod',
    caption: 'A man in a dark coat looks through a film camera on a tripod, on a lawn with buildings behind.',
    keywords: ['camera', 'cameraman', 'photographer', 'tripod', 'man', 'film', 'outdoors', 'black and white'],
    creator: 'Lav Varshney',
    creditLine: 'Lav Varshney, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NON',
    licenceUrl: CC0,
  },
  {
    file: 'chelsea.png',
    title: 'Chelsea the cat',
    caption: 'Close-up of a tabby cat named Chelsea looking to the side.',
    keywords: ['cat', 'tabby', 'pet', 'animal', 'whiskers', 'close-up', 'domestic cat'],
    creator: 'Stefan van der Walt',
    creditLine: 'Stefan van der Walt, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
  {
    file: 'coffee.png',
    title: 'Cup of coffee on a saucer',
    caption: 'A cup of coffee with latte art on a saucer with a spoon, photographed at Pikolo Espresso Bar.',
    keywords: ['coffee', 'cup', 'latte art', 'espresso', 'cafe', 'saucer', 'spoon', 'drink'],
    creator: 'Rachel Michetti',
    creditLine: 'Rachel Michetti, courtesy of Pikolo Espresso Bar, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
  {
    file: 'rocket.jpg',
    title: 'Falcon 9 launching DSCOVR from Cape Canaveral',
    caption:
      'A SpaceX Falcon 9 rocket carrying the DSCOVR satellite lifts off from Launch Complex 40 at Cape Canaveral Air Force Station, Florida.',
    keywords: ['rocket', 'launch', 'space', 'Falcon 9', 'SpaceX', 'satellite', 'smoke', 'lift-off'],
    creator: 'SpaceX',
    creditLine: 'SpaceX, via scikit-image',
    copyright: 'Public domain (released by SpaceX)',
    dateCreated: '2015-02-11',
    sublocation: 'Launch Complex 40',
    city: 'Cape Canaveral',
    country: 'United States',
    modelRelease: 'MR-NAP',
    licenceUrl: PD,
  },
  {
    file: 'hubble_deep_field.jpg',
    title: 'Hubble eXtreme Deep Field',
    caption:
      "The Hubble Space Telescope's farthest view of the universe: thousands of galaxies in one small patch of sky.",
    keywords: ['galaxies', 'universe', 'space', 'stars', 'Hubble', 'astronomy', 'night sky', 'deep field'],
    creator: 'NASA',
    creditLine: 'NASA, ESA and the HUDF09 team, via scikit-image',
    copyright: 'Public domain (NASA photograph)',
    dateCreated: '2012-09-25',
    modelRelease: 'MR-NAP',
    licenceUrl: PD,
  },
  {
    file: 'coins.png',
    title: 'Greek coins from Pompeii',
    caption: 'Rows of ancient Greek silver coins found at Pompeii, laid out on a grey background.',
    keywords: ['coins', 'ancient', 'Greek', 'Pompeii', 'money', 'archaeology', 'museum', 'silver'],
    creator: 'Brooklyn Museum',
    creditLine: 'Brooklyn Museum, via scikit-image',
    copyright: 'No known copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: PD,
  },
  {
    file: 'retina.jpg',
    title: 'Fundus photograph of a healthy left eye',
    caption:
      'The back of a healthy human left eye as a fundus camera sees it: retina, optic disc and blood vessels.',
    keywords: ['retina', 'eye', 'fundus', 'medicine', 'ophthalmology', 'blood vessels', 'health'],
    creator: 'Mikael Häggström',
    creditLine: 'Mikael Häggström, via Wikimedia Commons and scikit-image',
    copyright: 'CC0 1.0 Universal Public Domain Dedication',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
  {
    file: 'grass.png',
    title: 'Grass close up',
    caption: 'Blades of grass seen from above, filling the frame.',
    keywords: ['grass', 'lawn', 'texture', 'nature', 'background', 'close-up'],
    creator: 'linolafett',
    creditLine: 'linolafett, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
  {
    file: 'gravel.png',
    title: 'Gravel texture',
    caption: 'Small stones of gravel seen from above, filling the frame.',
    keywords: ['gravel', 'stones', 'pebbles', 'texture', 'background', 'ground'],
    creator: 'CC0 Textures',
    creditLine: 'CC0 Textures, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
  {
    file: 'brick.png',
    title: 'Brick wall texture',
    caption: 'A wall of long bricks in a running bond, seen straight on.',
    keywords: ['brick', 'wall', 'texture', 'pattern', 'background', 'masonry'],
    creator: 'CC0 Textures',
    creditLine: 'CC0 Textures, via scikit-image',
    copyright: 'CC0 1.0: no copyright restrictions',
    modelRelease: 'MR-NAP',
    licenceUrl: CC0,
  },
];

/** Where scripts/ensure-demo-photos.sh leaves the extracted pictures (relative to the repository). */
export const DEMO_PHOTOS_SOURCE = path.join('.cache', 'demo-photos');

/**
 * Copies the demo photographs found in `sourceDir` into `targetDir`, each with its XMP
 * sidecar, and answers how many it staged (0 when the pictures are not there).
 */
export async function stageDemoPhotos(sourceDir: string, targetDir: string): Promise<number> {
  await fs.mkdir(targetDir, { recursive: true });
  let staged = 0;
  for (const photo of DEMO_PHOTOS) {
    const from = path.join(sourceDir, photo.file);
    try {
      await fs.copyFile(from, path.join(targetDir, photo.file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    const { file: _file, ...fields } = photo;
    await fs.writeFile(path.join(targetDir, `${photo.file}.xmp`), xmpPacket(fields));
    staged++;
  }
  return staged;
}

export const DEMO_COLLECTION = 'Public domain & CC0 photographs';

/**
 * `npm start`: imports the demo photographs (staged with their sidecars under `stagingDir`)
 * into the catalogue beside the generated assets. Idempotent, like every import.
 */
export async function seedDemoPhotos(
  db: Db,
  media: MediaStore,
  sourceDir: string,
  stagingDir: string,
): Promise<ImportResult | undefined> {
  if ((await stageDemoPhotos(sourceDir, stagingDir)) === 0) return undefined;
  return importFolder(db, media, stagingDir, {
    sites: ['premium', 'subscription'],
    family: 'creative',
    licence: 'rf',
    collection: DEMO_COLLECTION,
  });
}
