import { testDatabaseKinds } from '@lightbox/platform/testing/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, mailsTo, PASSWORD, SUBSCRIPTION, uniqueEmail } from './testing/harness';

async function register(h: Harness, host: string | undefined, email: string) {
  const browser = h.browser(host ? { host } : {});
  await browser.get('/register');
  await browser.post('/register', { name: 'Sam Sender', email, password: PASSWORD, country: 'GBR' });
  const [mail] = await mailsTo(h.mailDir, email);
  return mail!;
}

describe.each(testDatabaseKinds())('each site mails as its own sender on %s', (kind) => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(kind);
  });
  afterAll(() => h.close());

  it("a mail sent from the subscription site carries the subscription site's name as its sender", async () => {
    const sub = await register(h, SUBSCRIPTION, uniqueEmail('sub-sender'));
    expect(sub.from).toBe('Lightbox Stock <no-reply@lightbox.test>');
    expect(sub.subject).toContain('Lightbox Stock');
    const premium = await register(h, undefined, uniqueEmail('premium-sender'));
    expect(premium.from).toBe('Lightbox <no-reply@lightbox.test>');
  });
});
