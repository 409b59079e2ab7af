import {
  LOCALE_CODES,
  type LocaleCode,
  MARKETING_PATH_KINDS,
  type MarketingPathKind,
  marketingPath,
  prefixForLocale,
} from '@lightbox/core';
import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from './messages/de';
import type enUs from './messages/en-us';
import { marketingMessages } from './messages/index';
import ja from './messages/ja';
import {
  cookiesOf,
  createHarness,
  type Harness,
  hiddenField,
  LOCALE_COOKIE,
  PREMIUM,
  SUBSCRIPTION,
  sameSiteAddresses,
} from './testing/harness';

/** Each kind's heading key, to recognise the page in any language. */
const HEADINGS: Record<MarketingPathKind, keyof typeof enUs> = {
  'ai-landing': 'marketing.ai.heading',
  'contact-sales': 'marketing.contact.heading',
  'search-guide': 'marketing.guide.heading',
  'about-us': 'marketing.about.heading',
  'work-with-us': 'marketing.work.heading',
};

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const heading = (messages: Record<string, string>, kind: MarketingPathKind, site: string) =>
  escapeHtml(messages[HEADINGS[kind]]!.replace('{site}', site));

/** The opening tag of the first `element` whose attributes contain `marker`. */
function tagOf(html: string, element: string, marker: string): string {
  const tag = [...html.matchAll(new RegExp(`<${element}\\s[^>]*>`, 'g'))].find((m) => m[0].includes(marker));
  expect(tag, `<${element} ${marker}>`).toBeDefined();
  return tag![0];
}

/** A locale's address of a page, and the cookie that selects an unprefixed locale (da, nb). */
function addressOf(kind: MarketingPathKind, locale: LocaleCode) {
  const prefix = prefixForLocale(locale);
  const cookie = prefix === '' && locale !== 'en-us' ? `${LOCALE_COOKIE}=${locale}` : undefined;
  return { url: `${prefix}${marketingPath(kind, locale)}`, prefix, cookie };
}

const validForm = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  company: 'Example Press',
  country: 'DEU',
  message: 'We would like a licence for a team of eight picture editors.',
};

describe.each(testDatabaseKinds())('marketing pages on %s', (kind) => {
  let h: Harness;
  const count = async () =>
    (await sql<{ n: number }>`select count(*)::int as n from sales_enquiries`.execute(h.database.db)).rows[0]!
      .n;

  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it.each(MARKETING_PATH_KINDS)('serves %s at every locale’s own slug, in that language', async (page) => {
    for (const locale of LOCALE_CODES) {
      const { url, prefix, cookie } = addressOf(page, locale);
      const res = await h.get(url, { ...(cookie && { cookie }) });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain(`<html lang="${locale}"`);
      const messages = (await marketingMessages[locale]!()).default;
      expect(res.body, `${url} heading`).toContain(heading(messages, page, 'Lightbox'));
      expect(res.body, url).not.toContain('JS translation missing');
      expect(res.body, url).toMatch(/<meta name="description" content="[^"]+">/);
      for (const address of sameSiteAddresses(res.body)) {
        expect(address === prefix || address.startsWith(`${prefix}/`), `${url} links ${address}`).toBe(true);
      }
    }
  });

  it('moves another locale’s slug to the address language’s own slug with a 301, keeping the query', async () => {
    const cases: Array<[string, string]> = [
      ['/de/about-us', '/de/ueber-uns'],
      ['/ueber-uns', '/about-us'],
      ['/jp/ueber-uns', '/jp/about-us'],
      ['/fr/contact-sales?utm=x', '/fr/contacter-ventes?utm=x'],
      ['/br/trabalhe-connosco', '/br/trabalhe-conosco'],
      ['/de/ai-image-generator', '/de/ki-bildgenerator'],
      ['/ru/suchhilfe', '/ru/search-guide'],
    ];
    for (const [from, to] of cases) {
      const res = await h.get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    const danish = await h.get('/about-us', { cookie: `${LOCALE_COOKIE}=da` });
    expect(danish.statusCode).toBe(301);
    expect(danish.headers.location).toBe('/om-os');
  });

  it('titles each page from its own translation and the site, and marks the AI page as coming soon', async () => {
    const ai = await h.get('/jp/ai-image-generator', { host: SUBSCRIPTION });
    expect(ai.body).toContain(`<title>${ja['marketing.ai.title']}</title>`);
    expect(ai.body).toContain(escapeHtml(ja['marketing.ai.lead'].replace('{site}', 'Lightbox Stock')));
    expect(ai.body.split(ja['marketing.comingSoon']).length - 1).toBeGreaterThanOrEqual(5);
    expect(ai.body).toContain('href="/jp/search/2/image"');
  });

  it('shows the missing-translation message for a key a locale lacks', async () => {
    const { 'marketing.about.heading': _dropped, ...rest } = de;
    h.useMessages({ ...marketingMessages, de: async () => ({ default: rest }) });
    try {
      const res = await h.get('/de/ueber-uns');
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('JS translation missing: marketing.about.heading');
      expect(res.body).toContain(escapeHtml(de['marketing.about.lead']));
    } finally {
      h.useMessages(marketingMessages);
    }
  });

  describe('the contact-sales form', () => {
    const formUrl = '/de/vertrieb-kontaktieren';

    async function openForm(url = formUrl, host = PREMIUM) {
      const res = await h.get(url, { host });
      expect(res.statusCode).toBe(200);
      const csrf = hiddenField(res.body, '_csrf');
      const submission = hiddenField(res.body, 'submission');
      expect(csrf).toBeDefined();
      expect(res.body).toContain(`<meta name="csrf-token" content="${csrf}">`);
      expect(submission).toMatch(/^[0-9a-f-]{36}$/);
      return { cookie: cookiesOf(res), form: { _csrf: csrf!, submission: submission! }, body: res.body };
    }

    it('is a plain POST form to the page’s own address, with every field labelled', async () => {
      const { body } = await openForm();
      const form = tagOf(body, 'form', 'lb-mkt-form');
      expect(form).toContain('method="post"');
      expect(form).toContain('action="/de/vertrieb-kontaktieren"');
      for (const field of ['name', 'email', 'company', 'country', 'message']) {
        expect(body).toContain(`<label for="lb-enquiry-${field}">`);
        expect(body).toContain(`name="${field}"`);
      }
      expect(body).toContain('<option value="DEU">Deutschland</option>');
    });

    it('refuses a post without its CSRF token and stores nothing', async () => {
      const before = await count();
      const res = await h.post(formUrl, validForm);
      expect(res.statusCode).toBe(403);
      expect(await count()).toBe(before);
    });

    it('answers bad input with 400 and each error next to its field, keeping what was typed', async () => {
      const before = await count();
      const { cookie, form } = await openForm();
      const res = await h.post(
        formUrl,
        { ...form, name: ' ', email: 'grace@', company: '', country: 'XXX', message: 'Hallo <b>' },
        { cookie },
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain(de['marketing.contact.errors.nameRequired']);
      expect(res.body).toContain(de['marketing.contact.errors.emailInvalid']);
      expect(res.body).toContain(de['marketing.contact.errors.countryRequired']);
      expect(res.body).toContain(
        de['marketing.contact.errors.messageTooShort'].replace('{min, number}', '10'),
      );
      expect(res.body).toContain('Bitte korrigieren Sie 4 Felder');
      const email = tagOf(res.body, 'input', 'id="lb-enquiry-email"');
      expect(email).toContain('aria-invalid="true"');
      expect(email).toContain('aria-describedby="lb-enquiry-email-error"');
      expect(email).toContain('value="grace@"');
      expect(res.body).toContain('<p class="lb-field__error" id="lb-enquiry-email-error">');
      expect(res.body).toContain('Hallo &lt;b&gt;</textarea>');
      expect(tagOf(res.body, 'input', 'id="lb-enquiry-company"')).not.toContain('aria-invalid');
      // The corrected form goes out with the same submission id.
      expect(hiddenField(res.body, 'submission')).toBe(form.submission);
      expect(await count()).toBe(before);
    });

    it('stores a valid enquiry once, then shows the thank-you state', async () => {
      const { cookie, form } = await openForm();
      const res = await h.post(formUrl, { ...form, ...validForm, name: '  Grace Hopper ' }, { cookie });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/de/vertrieb-kontaktieren?sent=1');
      const again = await h.post(formUrl, { ...form, ...validForm }, { cookie });
      expect(again.statusCode).toBe(303);

      const rows = await sql<Record<string, unknown>>`select site, locale, name, email, company, country_code,
          message, submission_id::text as submission_id from sales_enquiries
        where submission_id = ${form.submission}::uuid`.execute(h.database.db);
      expect(rows.rows).toEqual([
        {
          site: 'premium',
          locale: 'de',
          name: 'Grace Hopper',
          email: 'grace@example.com',
          company: 'Example Press',
          country_code: 'DEU',
          message: validForm.message,
          submission_id: form.submission,
        },
      ]);

      const thanks = await h.get(res.headers.location as string, { cookie });
      expect(thanks.statusCode).toBe(200);
      expect(thanks.body).toContain(de['marketing.contact.thanks.title']);
      expect(thanks.body).toContain('<meta name="robots" content="noindex">');
      expect(thanks.body).not.toContain('<form');
    });

    it('accepts the form on another locale’s slug, on either site, without a company', async () => {
      const { cookie, form } = await openForm('/contact-sales', SUBSCRIPTION);
      const { company: _company, ...withoutCompany } = validForm;
      const res = await h.post(
        '/de/contact-sales',
        { ...form, ...withoutCompany, country: 'JPN' },
        { cookie, host: SUBSCRIPTION },
      );
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/de/vertrieb-kontaktieren?sent=1');
      const row = await sql<{
        site: string;
        locale: string;
        company: string | null;
      }>`select site, locale, company
        from sales_enquiries where submission_id = ${form.submission}::uuid`.execute(h.database.db);
      expect(row.rows).toEqual([{ site: 'subscription', locale: 'de', company: null }]);
    });
  });
});
