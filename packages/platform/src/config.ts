import path from 'node:path';
import { z } from 'zod';
import { mailAddress as addressOf } from './mail/message';

/**
 * The only module that reads process.env. Everything else receives a parsed Config, so a bad
 * value fails at boot with a message naming the variable.
 */
const hostList = z
  .string()
  .transform((s) =>
    s
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(/^[a-z0-9.-]+$/, 'host names only, comma-separated')).min(1));

/** 'address' or 'Name <address>', on one line. */
const MAILBOX = /^([^<>\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;
/**
 * The sites' names as the UI bundle spells them (site.*.name): the subscription site's is its
 * default mail sender, and each site's name is on its own watermarked comps.
 */
export const SITE_NAMES: Readonly<Record<SiteId, string>> = {
  premium: 'Lightbox',
  subscription: 'Lightbox Stock',
};

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUBLIC_SCHEME: z.enum(['http', 'https']).default('http'),
  PREMIUM_HOSTS: hostList.default(['premium.localhost']),
  SUBSCRIPTION_HOSTS: hostList.default(['subscription.localhost']),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATABASE_READ_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  SEED_ASSETS: z.coerce.number().int().min(0).max(1_000_000).default(5000),
  SEED: z.coerce.number().int().min(0).default(20231205),
  THUMBNAIL_WARMUP: z.coerce.number().int().min(0).max(1_000_000).default(20_000),
  RENDER_BACKGROUND: z.enum(['niced', 'pool']).default('niced'),
  PGLITE_THREAD: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  READ_THREADS: z.coerce.number().int().min(0).max(16).default(2),
  PAGE_THREADS: z.coerce.number().int().min(0).max(16).default(1),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  SESSION_SECRET: z.string().min(32, 'at least 32 characters (e.g. `openssl rand -hex 32`)').optional(),
  MAIL_FROM: z
    .string()
    .regex(MAILBOX, 'an address, or Name <address>')
    .default('Lightbox <no-reply@lightbox.localhost>'),
  // The subscription site's sender; by default its own name with MAIL_FROM's address.
  MAIL_FROM_SUBSCRIPTION: z.string().regex(MAILBOX, 'an address, or Name <address>').optional(),
  // smtp:// (STARTTLS when offered) or smtps:// (TLS), with user:password@ when the server wants them.
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'an smtp:// or smtps:// URL' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, 'a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]+$/, 'a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_BASE: z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// URL' })
    .transform((u) => u.replace(/\/+$/, ''))
    .default('https://api.stripe.com'),
  SELLER_NAME: z.string().trim().min(1).max(200).default('Lightbox demo store'),
  SELLER_ADDRESS: z.string().trim().max(500).default(''),
  SELLER_TAX_ID: z.string().trim().max(50).optional(),
  // Countries (ISO alpha-3) whose visitors are asked for consent besides the EU, EEA and UK.
  CONSENT_COUNTRIES: z
    .string()
    .transform((s) =>
      s
        .split(',')
        .map((c) => c.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(/^[A-Z]{3}$/, 'ISO 3166 alpha-3 codes, comma-separated (e.g. CHE,BRA)')))
    .default([]),
  MEDIA_STORE: z.enum(['local', 's3']).default('local'),
  MEDIA_S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// URL' }).optional(),
  MEDIA_S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'an S3 bucket name (3–63 lower-case letters, digits, dots, hyphens)',
    )
    .optional(),
  MEDIA_S3_REGION: z.string().trim().min(1).default('us-east-1'),
  MEDIA_S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  MEDIA_S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
});

export type SiteId = 'premium' | 'subscription';

export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Port shown in printed URLs; differs from port only behind a proxy. */
  publicPort: number;
  /** The scheme of the sites' public addresses: https behind a TLS-terminating balancer. */
  publicScheme: 'http' | 'https';
  sites: Record<SiteId, { hosts: string[] }>;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  seedAssets: number;
  seed: number;
  /** Thumbnails the background warm-up renders after start (0: none; the rest render on request). */
  thumbnailWarmup?: number;
  /** Where the warm-up draws: a process under `nice -n 19` (niced) or the render pool's worker. */
  renderBackground?: 'niced' | 'pool';
  /** PGlite in a worker thread (PGLITE_THREAD, on); off: on the server's own thread. */
  pgliteThread?: boolean;
  /** On PostgreSQL, worker threads that run searches (READ_THREADS, 2; 0: on the server's thread). */
  readThreads?: number;
  /** Worker threads that draw application pages' HTML (PAGE_THREADS, 0: on the server's thread). */
  pageThreads: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** Signing key for CSRF tokens; when unset, one is generated under dataDir on first start. */
  sessionSecret: string | undefined;
  mailFrom: string;
  /** Who each site's mail comes from: premium is mailFrom, subscription its own name (or MAIL_FROM_SUBSCRIPTION). */
  mailSenders: Record<SiteId, string>;
  /** SMTP server for outgoing mail; unset writes mail to mailDir. */
  smtpUrl: string | undefined;
  /** Where outgoing mail is written as .eml files when no SMTP server is configured. */
  mailDir: string;
  /** Payments go through Stripe when both keys are set; otherwise through the built-in test processor. */
  stripe?: { secretKey: string; webhookSecret: string; apiBase: string };
  /** Who sells: printed on invoices. */
  seller: { name: string; address: string; taxId: string | undefined };
  /** Countries asked for cookie consent besides the EU, EEA and UK (CONSENT_COUNTRIES). */
  consentCountries?: readonly string[];
  /** Where originals and renditions live: a folder under dataDir (default) or an S3-compatible bucket. */
  media?: MediaStoreConfig;
}

export type MediaStoreConfig =
  | { kind: 'local' }
  | {
      kind: 's3';
      /** Unset means AWS itself; set it for MinIO, Ceph, Garage and the like. */
      endpoint: string | undefined;
      bucket: string;
      region: string;
      /** Unset means the SDK's own credential chain (instance role, ~/.aws). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export class ConfigError extends Error {}

export function parseConfig(env: Record<string, string | undefined>): Config {
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = result.data;
  const overlap = e.PREMIUM_HOSTS.filter((h) => e.SUBSCRIPTION_HOSTS.includes(h));
  if (overlap.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  a host cannot serve both sites: ${overlap.join(', ')}`);
  }
  if ((e.STRIPE_SECRET_KEY === undefined) !== (e.STRIPE_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both to use Stripe, or neither',
    );
  }
  if (e.MEDIA_STORE === 's3' && !e.MEDIA_S3_BUCKET) {
    throw new ConfigError('Invalid configuration:\n  MEDIA_S3_BUCKET: required when MEDIA_STORE=s3');
  }
  if ((e.MEDIA_S3_ACCESS_KEY_ID === undefined) !== (e.MEDIA_S3_SECRET_ACCESS_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\n  MEDIA_S3_ACCESS_KEY_ID and MEDIA_S3_SECRET_ACCESS_KEY: set both, or neither',
    );
  }
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicPort: e.PUBLIC_PORT ?? e.PORT,
    publicScheme: e.PUBLIC_SCHEME,
    sites: { premium: { hosts: e.PREMIUM_HOSTS }, subscription: { hosts: e.SUBSCRIPTION_HOSTS } },
    dataDir: path.resolve(e.DATA_DIR),
    mailDir: path.join(path.resolve(e.DATA_DIR), 'mail'),
    sessionSecret: e.SESSION_SECRET,
    mailFrom: e.MAIL_FROM,
    mailSenders: {
      premium: e.MAIL_FROM,
      subscription: e.MAIL_FROM_SUBSCRIPTION ?? `${SITE_NAMES.subscription} <${addressOf(e.MAIL_FROM)}>`,
    },
    smtpUrl: e.SMTP_URL,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    seedAssets: e.SEED_ASSETS,
    seed: e.SEED,
    thumbnailWarmup: e.THUMBNAIL_WARMUP,
    renderBackground: e.RENDER_BACKGROUND,
    pgliteThread: e.PGLITE_THREAD,
    readThreads: e.READ_THREADS,
    pageThreads: e.PAGE_THREADS,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, taxId: e.SELLER_TAX_ID },
    consentCountries: e.CONSENT_COUNTRIES,
    media:
      e.MEDIA_STORE === 's3' && e.MEDIA_S3_BUCKET
        ? {
            kind: 's3',
            endpoint: e.MEDIA_S3_ENDPOINT,
            bucket: e.MEDIA_S3_BUCKET,
            region: e.MEDIA_S3_REGION,
            credentials:
              e.MEDIA_S3_ACCESS_KEY_ID && e.MEDIA_S3_SECRET_ACCESS_KEY
                ? { accessKeyId: e.MEDIA_S3_ACCESS_KEY_ID, secretAccessKey: e.MEDIA_S3_SECRET_ACCESS_KEY }
                : undefined,
          }
        : { kind: 'local' },
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiBase: e.STRIPE_API_BASE,
          }
        : undefined,
  };
}

/** Picks the site for a Host header value; unknown hosts get undefined (the server answers 404). */
export function siteForHost(config: Config, hostHeader: string | undefined): SiteId | undefined {
  if (!hostHeader) return undefined;
  const host = hostHeader.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (config.sites.premium.hosts.includes(host)) return 'premium';
  if (config.sites.subscription.hosts.includes(host)) return 'subscription';
  return undefined;
}

/** What a site's public address is built from. */
export type PublicAddress = Pick<Config, 'publicPort' | 'publicScheme' | 'sites'>;

/** A site's public address for absolute links (mail, structured data): from configuration, never from a request. */
export function publicOrigin(config: PublicAddress, site: SiteId, port = config.publicPort): string {
  const host = config.sites[site].hosts[0] ?? 'localhost';
  const defaultPort = config.publicScheme === 'https' ? 443 : 80;
  return port === defaultPort
    ? `${config.publicScheme}://${host}`
    : `${config.publicScheme}://${host}:${port}`;
}
