import { describe, expect, it } from 'vitest';
import { parseImportArgs, UsageError } from './options';

describe('npm run import arguments (issue #22: <folder> --site --family --licence --collection)', () => {
  it('defaults to both sites, creative, royalty-free, collection "Imported"', () => {
    expect(parseImportArgs(['photos'])).toEqual({
      folder: 'photos',
      site: 'both',
      family: 'creative',
      licence: 'rf',
      collection: 'Imported',
      concurrency: 3,
    });
  });

  it('takes every option, and the American spelling of licence', () => {
    expect(
      parseImportArgs([
        'in',
        '--site',
        'premium',
        '--family',
        'editorial',
        '--license',
        'rm',
        '--collection',
        'Archive 1970s',
      ]),
    ).toMatchObject({ site: 'premium', family: 'editorial', licence: 'rm', collection: 'Archive 1970s' });
  });

  it('says what is wrong, with the usage, instead of guessing', () => {
    expect(() => parseImportArgs([])).toThrow(/name the folder to import/);
    expect(() => parseImportArgs(['in', '--licence', 'cc'])).toThrow(/--licence is rf, rm or rr/);
    expect(() => parseImportArgs(['in', '--site', 'all'])).toThrow(/--site is both, premium or subscription/);
    expect(() => parseImportArgs(['in', '--colour', 'red'])).toThrow(UsageError);
    expect(() => parseImportArgs(['a', 'b'])).toThrow(/one folder at a time/);
    expect(() => parseImportArgs(['in', '--collection', '  '])).toThrow(/--collection needs a name/);
  });
});
