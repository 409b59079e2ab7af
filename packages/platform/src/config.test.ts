import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, publicOrigin, siteForHost } from './config';

describe('configuration', () => {
  it('has working defaults for npm start', () => {
    const config = parseConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.sites.premium.hosts).toEqual(['premium.localhost']);
    expect(config.sites.subscription.hosts).toEqual(['subscription.localhost']);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedAssets).toBe(5000);
    expect(config.sessionSecret).toBeUndefined();
    expect(config.mailDir).toMatch(/data\/mail$/);
    expect(config.mailFrom).toBe('Lightbox <no-reply@lightbox.localhost>');
    expect(config.mailSenders).toEqual({
      premium: 'Lightbox <no-reply@lightbox.localhost>',
      subscription: 'Lightbox Stock <no-reply@lightbox.localhost>',
    });
  });

  it("each site has its own sender: the subscription site's name with MAIL_FROM's address, or MAIL_FROM_SUBSCRIPTION", () => {
    expect(parseConfig({ MAIL_FROM: 'Shop <shop@example.com>' }).mailSenders.subscription).toBe(
      'Lightbox Stock <shop@example.com>',
    );
    expect(parseConfig({ MAIL_FROM: 'shop@example.com' }).mailSenders.subscription).toBe(
      'Lightbox Stock <shop@example.com>',
    );
    const both = parseConfig({
      MAIL_FROM: 'Shop <shop@example.com>',
      MAIL_FROM_SUBSCRIPTION: 'Stock <s@example.com>',
    });
    expect(both.mailSenders).toEqual({
      premium: 'Shop <shop@example.com>',
      subscription: 'Stock <s@example.com>',
    });
    expect(() => parseConfig({ MAIL_FROM_SUBSCRIPTION: 'Stock <nowhere>' })).toThrow(
      /MAIL_FROM_SUBSCRIPTION/,
    );
  });

  it('checks the session secret, the sender and the SMTP server address', () => {
    expect(() => parseConfig({ SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET: at least 32/);
    expect(() => parseConfig({ MAIL_FROM: 'not an address' })).toThrow(/MAIL_FROM/);
    expect(parseConfig({ MAIL_FROM: 'Shop <shop@example.com>' }).mailFrom).toBe('Shop <shop@example.com>');
    expect(parseConfig({ SMTP_URL: 'smtps://user:pw@mail.example.com:465' }).smtpUrl).toBe(
      'smtps://user:pw@mail.example.com:465',
    );
    expect(parseConfig({}).smtpUrl).toBeUndefined();
    expect(() => parseConfig({ SMTP_URL: 'http://mail.example.com' })).toThrow(
      /SMTP_URL: an smtp:\/\/ or smtps:\/\/ URL/,
    );
  });

  it('uses Stripe only when both of its keys are set, and checks what they look like', () => {
    expect(parseConfig({}).stripe).toBeUndefined();
    expect(
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' }).stripe,
    ).toEqual({
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_def456',
      apiBase: 'https://api.stripe.com',
    });
    expect(() => parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both/,
    );
    expect(() => parseConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_def456' })).toThrow(ConfigError);
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: 'pk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' }),
    ).toThrow(/STRIPE_SECRET_KEY: a Stripe secret key/);
    expect(() =>
      parseConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'secret' }),
    ).toThrow(/STRIPE_WEBHOOK_SECRET: a Stripe webhook signing secret/);
  });

  it('takes another Stripe API address, for a local fake of it', () => {
    const env = { STRIPE_SECRET_KEY: 'sk_test_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_def456' };
    expect(parseConfig({ ...env, STRIPE_API_BASE: 'http://127.0.0.1:12111/' }).stripe?.apiBase).toBe(
      'http://127.0.0.1:12111',
    );
    expect(() => parseConfig({ ...env, STRIPE_API_BASE: 'ftp://stripe.test' })).toThrow(
      /STRIPE_API_BASE: an http:\/\/ or https:\/\/ URL/,
    );
  });

  it('names every bad variable in one clear message', () => {
    expect(() => parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' })).toThrow(
      ConfigError,
    );
    try {
      parseConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('LOG_LEVEL');
    }
  });

  it('refuses a host name that would serve both sites', () => {
    expect(() => parseConfig({ PREMIUM_HOSTS: 'shop.test', SUBSCRIPTION_HOSTS: 'shop.test' })).toThrow(
      /both sites/,
    );
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('chooses the site by host name, ignoring port, case and a trailing dot', () => {
    const config = parseConfig({
      PREMIUM_HOSTS: 'images.example.com, premium.localhost',
      SUBSCRIPTION_HOSTS: 'stock.example.com',
    });
    expect(siteForHost(config, 'Images.Example.com:8080')).toBe('premium');
    expect(siteForHost(config, 'premium.localhost')).toBe('premium');
    expect(siteForHost(config, 'stock.example.com.')).toBe('subscription');
    expect(siteForHost(config, 'other.example.com')).toBeUndefined();
    expect(siteForHost(config, undefined)).toBeUndefined();
  });

  it('keeps media in a local folder unless MEDIA_STORE=s3 names a bucket', () => {
    expect(parseConfig({}).media).toEqual({ kind: 'local' });
    const s3 = parseConfig({
      MEDIA_STORE: 's3',
      MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9000',
      MEDIA_S3_BUCKET: 'lightbox-media',
      MEDIA_S3_ACCESS_KEY_ID: 'id',
      MEDIA_S3_SECRET_ACCESS_KEY: 'secret',
    }).media;
    expect(s3).toEqual({
      kind: 's3',
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'lightbox-media',
      region: 'us-east-1',
      credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    });
    expect(() => parseConfig({ MEDIA_STORE: 's3' })).toThrow(/MEDIA_S3_BUCKET: required when MEDIA_STORE=s3/);
    expect(() => parseConfig({ MEDIA_STORE: 'ftp' })).toThrow(/MEDIA_STORE/);
    expect(() => parseConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'Bad_Bucket' })).toThrow(
      /MEDIA_S3_BUCKET/,
    );
    expect(() =>
      parseConfig({ MEDIA_STORE: 's3', MEDIA_S3_BUCKET: 'ok-bucket', MEDIA_S3_ACCESS_KEY_ID: 'id' }),
    ).toThrow(/set both, or neither/);
  });

  it("builds the sites' public addresses from the configured scheme, host and port, leaving out the default port", () => {
    expect(publicOrigin(parseConfig({}), 'premium')).toBe('http://premium.localhost:3000');
    expect(publicOrigin(parseConfig({ PUBLIC_PORT: '80' }), 'subscription')).toBe(
      'http://subscription.localhost',
    );
    const tls = parseConfig({
      PUBLIC_SCHEME: 'https',
      PUBLIC_PORT: '443',
      PREMIUM_HOSTS: 'shop.example.com',
    });
    expect(publicOrigin(tls, 'premium')).toBe('https://shop.example.com');
    expect(publicOrigin({ ...tls, publicPort: 8443 }, 'premium')).toBe('https://shop.example.com:8443');
    expect(() => parseConfig({ PUBLIC_SCHEME: 'ftp' })).toThrow(/PUBLIC_SCHEME/);
  });
});
