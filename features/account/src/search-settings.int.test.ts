import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createHarness,
  fieldError,
  type Harness,
  locationOf,
  signedInCustomer,
  uniqueEmail,
} from './testing/harness';

const BOX = /<input id="lb-search-peopleDisambiguation" type="checkbox"[^>]*>/;
const ticked = (html: string) => / checked=""/.test(BOX.exec(html)?.[0] ?? '');

async function storedOptIn(h: Harness, email: string): Promise<boolean | undefined> {
  const { rows } = await sql<{ opt_in: boolean }>`
    select people_disambiguation_opt_in as opt_in from account_users where email = ${email}`.execute(
    h.database.db,
  );
  return rows[0]?.opt_in;
}

describe.each(testDatabaseKinds())('the search profile setting on the profile page on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it('personalityDisambiguityOptedIn starts off, persists when ticked and when cleared', async () => {
    const email = uniqueEmail('people');
    const { browser } = await signedInCustomer(h, { email });
    const page = await browser.get('/account/profile');
    expect(BOX.test(page.body)).toBe(true);
    expect(ticked(page.body)).toBe(false);
    expect(await storedOptIn(h, email)).toBe(false);

    const on = await browser.post('/account/search-settings', { peopleDisambiguation: 'on' });
    expect(locationOf(on)).toBe('/account/profile?done=searchSettingsSaved');
    expect(await storedOptIn(h, email)).toBe(true);
    const saved = await browser.get('/account/profile?done=searchSettingsSaved');
    expect(ticked(saved.body)).toBe(true);
    expect(saved.body).toContain('Your search settings have been saved.');

    // An unticked box posts nothing.
    await browser.post('/account/search-settings', {});
    expect(await storedOptIn(h, email)).toBe(false);
    expect(ticked((await browser.get('/account/profile')).body)).toBe(false);
  });

  it('refuses a value the form never sends with a 400 next to the box, changing nothing', async () => {
    const email = uniqueEmail('people-bad');
    const { browser } = await signedInCustomer(h, { email });
    await browser.get('/account/profile');
    const bad = await browser.post('/account/search-settings', { peopleDisambiguation: 'yes please' });
    expect(bad.statusCode).toBe(400);
    expect(fieldError(bad.body, 'search', 'peopleDisambiguation')).toBe(
      'This choice was not understood. Tick or clear the box, then save.',
    );
    expect(await storedOptIn(h, email)).toBe(false);
  });

  it('asks a visitor who is not signed in to sign in first', async () => {
    const visitor = h.browser();
    await visitor.get('/sign-in');
    const res = await visitor.post('/account/search-settings', { peopleDisambiguation: 'on' });
    expect(locationOf(res)).toBe('/sign-in?returnurl=%2Faccount%2Fprofile');
  });
});
