/**
 * Environment -> typed config, validated once at start-up. Every knob has a local default. This is
 * the only module that reads the process environment (a unit test greps the sources for others).
 */
import os from 'node:os';
import path from 'node:path';
import * as z from 'zod';
import { PORTAL_PATHS } from '../../contract/portal-paths';
import { LOCALES, localeOfCountry } from '../../locales/editions';
import { bicOf, type CollectionAccount, DEMO_COLLECTION_ACCOUNT, ibanOf } from '../marketplace/payments';
import { DEFAULT_ORDER_LOOKUPS, type OperatorIdentity } from '../marketplace/dependencies';
import { DEFAULT_RETENTION } from '../marketplace/personal-data';
import { projectRoot } from '../shared/paths';

export const ENVIRONMENTS = ['live', 'local', 'remote', 'staging'] as const;

/** Caching and tuning layers a process can run without, so a benchmark can show what each buys. */
export const SWITCHABLE_LAYERS = ['precompressed-assets', 'compiled-reads', 'turn-memo'] as const;
export type SwitchableLayer = (typeof SWITCHABLE_LAYERS)[number];
export type EnvironmentName = (typeof ENVIRONMENTS)[number];

const hostEditions = z
  .string()
  .transform((text, ctx) => {
    // "www.spareo.fr=fr-FR,www.spareo.it=it-IT"
    const entries = text.split(',').map((pair) => pair.trim()).filter(Boolean).map((pair) => pair.split('='));
    for (const entry of entries) {
      if (entry.length !== 2 || !(LOCALES as readonly string[]).includes(entry[1]!.trim())) {
        ctx.addIssue({ code: 'custom', message: `expected host=locale pairs, got "${entry.join('=')}"` });
        return z.NEVER;
      }
    }
    return Object.fromEntries(entries.map(([host, locale]) => [host!.trim().toLowerCase(), locale!.trim()]));
  });

/** An origin a link in a mail may name: http(s), a host, perhaps a port; nothing else (no user, path or query). */
const origin = z.string().transform((text, ctx) => {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    ctx.addIssue({ code: 'custom', message: `expected an origin like https://www.spareo.de, got "${text}"` });
    return z.NEVER;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    ctx.addIssue({ code: 'custom', message: `expected an origin like https://www.spareo.de (scheme and host only), got "${text}"` });
    return z.NEVER;
  }
  return url.origin;
});

const editionOrigins = z
  .string()
  .transform((text, ctx) => {
    // "de-AT=https://www.spareo.at,fr-FR=https://www.spareo.fr"
    const result: Record<string, string> = {};
    for (const pair of text.split(',').map((part) => part.trim()).filter(Boolean)) {
      const at = pair.indexOf('=');
      const locale = pair.slice(0, at).trim();
      const parsed = origin.safeParse(pair.slice(at + 1));
      if (at < 0 || !(LOCALES as readonly string[]).includes(locale) || !parsed.success) {
        ctx.addIssue({ code: 'custom', message: `expected locale=origin pairs such as de-AT=https://www.spareo.at, got "${pair}"` });
        return z.NEVER;
      }
      result[locale] = parsed.data;
    }
    return result;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** live, local, remote or staging; when unset it is derived from the host's subdomain per request. */
  SPAREO_ENV: z.enum(ENVIRONMENTS).optional(),
  DATABASE_PATH: z.string().default(path.join(projectRoot, 'data', 'spareo.db')),
  /** postgres://…: the marketplace's data in PostgreSQL instead of the SQLite file (DATABASE_PATH is then unused). */
  DATABASE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^postgres(ql)?:\/\//, 'expected a postgres:// URL').optional()),
  /** Web processes one `npm start` runs (node:cluster, one per core by default); 1: one process. */
  WEB_WORKERS: z.coerce.number().int().min(1).max(256).default(() => os.availableParallelism()),
  /** glibc's malloc settings; read here only to tell which of the memory defaults the process lacks (server/lifecycle/memory-defaults.ts). */
  MALLOC_ARENA_MAX: z.string().optional(),
  MALLOC_MMAP_THRESHOLD_: z.string().optional(),
  /** Port of the marketplace service (`npm run start:marketplace`). */
  MARKETPLACE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  /**
   * Where the marketplace service listens: loopback unless told otherwise (a private address the web
   * replicas reach, 0.0.0.0 inside a container network). Apart from HOST, which the web tier's
   * units may share with it in one environment file.
   */
  MARKETPLACE_HOST: z.string().min(1).default('127.0.0.1'),
  /**
   * Empty: the marketplace runs in-process on the same database. One address, or several separated
   * by commas: the web tier balances its calls over them itself (upstream/balanced-transport.ts).
   */
  MARKETPLACE_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().refine(
    (value) => value.split(',').every((address) => /^https?:\/\/[^\s,]+$/.test(address.trim()) && URL.canParse(address.trim())),
    'one http(s) address, or several separated by commas',
  ).optional()),
  MARKETPLACE_TIMEOUT_MS: z.coerce.number().int().positive().default(2000),
  /** Layers left out (comma-separated SWITCHABLE_LAYERS), for `npm run bench:ab -- --env LAYERS_OFF=…`; empty in production. */
  LAYERS_OFF: z
    .string()
    .default('')
    .transform((text) => text.split(',').map((name) => name.trim()).filter(Boolean))
    .pipe(z.array(z.enum(SWITCHABLE_LAYERS))),
  EDITION_HOSTS: hostEditions.default({}),
  /**
   * The shop's public origin: links in mails and to the payment provider are built from it, never
   * from a request's Host header. Unset: http://localhost:PORT (a warning in production).
   */
  PUBLIC_ORIGIN: z.preprocess((v) => (v === '' ? undefined : v), origin.optional()),
  /** An edition's own origin where it differs; editions on their own host (EDITION_HOSTS) get that host by default. */
  PUBLIC_ORIGINS: editionOrigins.default({}),
  /** Seconds a graceful shutdown may take before the process exits anyway. */
  SHUTDOWN_TIMEOUT_S: z.coerce.number().positive().default(10),
  /**
   * Milliseconds after SIGTERM during which the server, no longer listening once its accept queue
   * is empty (new connections are refused, /readyz 503), serves the connections it has, each answer
   * with Connection: close, and closes none while idle. Longer than any client keeps an idle
   * connection to it (nginx's upstream keepalive_timeout, the web tier's 1 s), so that client
   * closes it first.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(3000),
  /** Skips the automatic demo seed of an empty database. */
  SEED_ON_START: z.stringbool().default(true),
  SEED_DATA_DIR: z.string().optional(),
  /** Bearer token for /metrics; when unset /metrics does not exist. */
  METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16).optional()),
  /** Upstream client: LRU size, fresh and stale windows of cached GETs, circuit breaker. */
  UPSTREAM_CACHE_ENTRIES: z.coerce.number().int().positive().default(5000),
  /** The heap the cached answers take (upstream/response-cache.ts counts it from their JSON length). */
  UPSTREAM_CACHE_MAX_BYTES: z.coerce.number().int().positive().default(4 * 1024 * 1024),
  UPSTREAM_CACHE_TTL_MS: z.coerce.number().int().nonnegative().default(60_000),
  UPSTREAM_STALE_MS: z.coerce.number().int().nonnegative().default(600_000),
  CIRCUIT_FAILURE_THRESHOLD: z.coerce.number().int().positive().default(5),
  CIRCUIT_COOLDOWN_MS: z.coerce.number().int().positive().default(10_000),
  /** Requests per client IP and window: writes (POST) and search suggestions. Generous so tests and benchmarks run unthrottled. */
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_WRITES: z.coerce.number().int().positive().default(600),
  RATE_LIMIT_SUGGESTIONS: z.coerce.number().int().positive().default(600),
  /** "Find my order" lookups per client address and per order number within the window (a guessing script is stopped, a shopper is not). */
  ORDER_LOOKUP_WINDOW_MS: z.coerce.number().int().positive().default(DEFAULT_ORDER_LOOKUPS.windowMs),
  ORDER_LOOKUPS_PER_ADDRESS: z.coerce.number().int().positive().default(DEFAULT_ORDER_LOOKUPS.perAddress),
  ORDER_LOOKUPS_PER_NUMBER: z.coerce.number().int().positive().default(DEFAULT_ORDER_LOOKUPS.perNumber),
  /** Longer URLs answer 414, larger bodies 413 (the general bound; a form with longer fields has its own). */
  MAX_URL_BYTES: z.coerce.number().int().positive().default(8192),
  MAX_BODY_BYTES: z.coerce.number().int().positive().default(16_384),
  TRUST_PROXY: z.stringbool().default(false),
  /**
   * HMAC secret of the check-header challenges. Unset: a random secret per process, which only
   * that process can verify; so required when the marketplace runs apart (MARKETPLACE_URL), and
   * warned about in production (docs/decisions/0037-check-secret.md).
   */
  CHECK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** production: React's production build and the stored pages of anonymous visitors. */
  NODE_ENV: z.string().default('development'),
  /** The Chromium the benchmark's Lighthouse runs drive. */
  CHROME_PATH: z.string().default('/usr/bin/chromium'),
  /** Offer feeds: hold a feed for confirmation when it would remove more than this share of the shop's offers, or more than this share of its rows are bad. */
  FEED_HOLD_REMOVED_SHARE: z.coerce.number().min(0).max(1).default(0.3),
  FEED_HOLD_ERROR_RATE: z.coerce.number().min(0).max(1).default(0.2),
  /** Largest feed upload accepted by PUT /feeds/{shopId} (bytes, as sent: gzip counts compressed). */
  FEED_MAX_BYTES: z.coerce.number().int().positive().default(512 * 1024 * 1024),
  /** Bounds of one feed's content: the longest line (characters), what it may unpack to (bytes), and the gzip's unpacked-to-packed ratio. */
  FEED_MAX_LINE_CHARS: z.coerce.number().int().positive().default(1024 * 1024),
  FEED_MAX_UNPACKED_BYTES: z.coerce.number().int().positive().default(2 * 1024 ** 3),
  FEED_MAX_RATIO: z.coerce.number().positive().default(100),
  /**
   * Seals the passwords of shops' feed URLs (AES-GCM, 32+ characters). Unset on the embedded
   * SQLite set-up: made once and kept beside the database (feed-credentials-key); with
   * DATABASE_URL it is configuration, and without it a feed URL takes no password.
   */
  FEED_CREDENTIALS_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32).optional()),
  /** Where uploaded feeds wait while they are imported. */
  FEED_UPLOAD_DIR: z.string().default(path.join(projectRoot, 'data', 'feed-uploads')),
  /**
   * The marketplace's operator, as its imprint, terms, privacy and contact pages name it. Unset
   * OPERATOR_NAME: the demo's placeholders, and those pages say plainly that they are demo data.
   */
  OPERATOR_NAME: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(2).optional()),
  OPERATOR_STREET: z.string().min(1).default('Beispielweg 1'),
  OPERATOR_POSTCODE: z.string().min(1).default('00000'),
  OPERATOR_CITY: z.string().min(1).default('Demostadt'),
  OPERATOR_COUNTRY: z.string().regex(/^[A-Z]{2}$/, 'expected an ISO country code such as DE').default('DE'),
  OPERATOR_EMAIL: z.email().default('demo@spareo.example'),
  OPERATOR_PHONE: z.string().default(''),
  /** The trade register and number, e.g. "Amtsgericht Berlin-Charlottenburg, HRB 123456". */
  OPERATOR_REGISTER: z.string().default(''),
  OPERATOR_VAT_ID: z.string().regex(/^([A-Z]{2}[0-9A-Z]{2,13})?$/, 'expected a VAT ID such as DE123456789').default(''),
  /** Who represents the company (managing directors). */
  OPERATOR_REPRESENTATIVE: z.string().default(''),
  /**
   * The marketplace's own account, into which prepayment shoppers transfer (central checkout: the
   * marketplace collects and pays the shops out). Unset: the demo account, held by "Spareo (Demo)";
   * a named operator gives its own. The holder is OPERATOR_NAME.
   */
  OPERATOR_IBAN: z.preprocess((v) => (v === '' ? undefined : v), z.string().transform((text, ctx) => ibanOf(text) ?? (ctx.addIssue({ code: 'custom', message: `expected an IBAN with valid check digits, got "${text}"` }), z.NEVER)).optional()),
  OPERATOR_BIC: z.preprocess((v) => (v === '' ? undefined : v), z.string().transform((text, ctx) => bicOf(text) ?? (ctx.addIssue({ code: 'custom', message: `expected a BIC such as COBADEFFXXX, got "${text}"` }), z.NEVER)).optional()),
  /**
   * Payouts to a shop's newly given bank account wait this many hours after the change (0: none),
   * so the shop's owners and the operator, mailed at once, can stop a redirected payout first.
   */
  PAYOUT_ACCOUNT_HOLD_HOURS: z.coerce.number().int().min(0).max(24 * 60).default(72),
  /**
   * When the payout run is due (`npm run payouts:run`, daily from cron): 0, the day after a month
   * is closed; 1 to 28, that day of every month (Europe/Berlin).
   */
  PAYOUT_RUN_DAY: z.coerce.number().int().min(0).max(28).default(0),
  /**
   * Test seam, unset in use: `npm run payouts:run` stops at this write of its run (inside the run's
   * transaction), says "paused at STEP" on stderr and waits, so a test can kill -9 it right there.
   */
  PAYOUT_RUN_PAUSE_AT: z.enum(['run written', 'payout posted', 'payouts written']).optional(),
  /** Where the shop keeps the files it serves itself: article documents and product photos (a volume every marketplace process shares). */
  MEDIA_DIR: z.string().default(path.join(projectRoot, 'data', 'media')),
  /**
   * Photos and data sheets the shops' feeds link: hosts that may be fetched over plain http and
   * inside our own network (tests, a local demo; comma-separated; unset: https to public hosts
   * only), the new links one feed may have fetched, the time one file may take, and its size.
   */
  FEED_MEDIA_HTTP_HOSTS: z.string().default(''),
  FEED_MEDIA_MAX_FILES: z.coerce.number().int().min(0).default(2000),
  FEED_MEDIA_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  FEED_MEDIA_MAX_IMAGE_BYTES: z.coerce.number().int().positive().default(15 * 1024 * 1024),
  FEED_MEDIA_MAX_DOCUMENT_BYTES: z.coerce.number().int().positive().default(20 * 1024 * 1024),
  /**
   * The shops' own feed URLs, fetched on their schedule: how often a process looks for due ones, and
   * the time one fetch may take (its size is FEED_MAX_BYTES; FEED_MEDIA_HTTP_HOSTS may be inside our network).
   */
  FEED_FETCH_POLL_MS: z.coerce.number().int().positive().default(60_000),
  /** How often each marketplace process sweeps for provider refunds left requested (a step's own refund goes out at once). */
  REFUND_SEND_POLL_MS: z.coerce.number().int().positive().default(30_000),
  /** How often each marketplace process looks for issued e-invoices without their stored Factur-X and makes them. */
  E_INVOICE_FILE_POLL_MS: z.coerce.number().int().positive().default(3000),
  FEED_FETCH_TIMEOUT_MS: z.coerce.number().int().positive().default(300_000),
  /** Order mails: the SMTP server (smtp://user:pass@host:587, smtps://…); unset: mails wait in the queue table until it is set. */
  SMTP_URL: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^smtps?:\/\//, 'expected smtp:// or smtps://').optional()),
  MAIL_FROM: z.string().default('Spareo <bestellung@spareo.de>'),
  /** The mail worker: how often it looks for due mails, and the backoff of retries (doubling from base up to max) until it gives up. */
  MAIL_POLL_MS: z.coerce.number().int().positive().default(5000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().positive().default(30_000),
  MAIL_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().positive().default(60),
  /**
   * The shoppers' answers to the desk: the mailbox whose plus-addresses (desk+<token>@…) are each
   * order conversation's Reply-To (unset: SERVICE_EMAIL's), and the SMTP receiver that takes mail
   * for them (its port; unset: none runs, and answers reach the mailbox only). See docs/desk-queue.md.
   */
  DESK_REPLY_ADDRESS: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  INBOUND_SMTP_PORT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(0).max(65535).optional()),
  INBOUND_SMTP_HOST: z.string().default('0.0.0.0'),
  INBOUND_MAIL_MAX_BYTES: z.coerce.number().int().positive().default(2_000_000),
  /** Where each new contact message is also mailed (customer service's mailbox); unset: OPERATOR_EMAIL. */
  SERVICE_EMAIL: z.preprocess((v) => (v === '' ? undefined : v), z.email().optional()),
  /**
   * Personal data of guest orders and of contact messages is anonymised this many days after the
   * order or message: the legal retention (commercial and tax records: ten years) plus a margin.
   */
  GUEST_ORDER_RETENTION_DAYS: z.coerce.number().int().positive().default(DEFAULT_RETENTION.guestOrderDays),
  CONTACT_MESSAGE_RETENTION_DAYS: z.coerce.number().int().positive().default(DEFAULT_RETENTION.contactMessageDays),
  /** How often the marketplace looks for personal data past its retention. */
  ANONYMISE_EVERY_MS: z.coerce.number().int().positive().default(6 * 3_600_000),
  /** The desk's own budgets per client address and window: every request, and sign-in attempts. */
  DESK_RATE_LIMIT: z.coerce.number().int().positive().default(300),
  DESK_SIGN_IN_LIMIT: z.coerce.number().int().positive().default(20),
  /** Card, PayPal, Klarna and the local methods through Stripe Checkout (a test-mode key sk_test_… until live); unset: none offered. */
  STRIPE_SECRET_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^sk_(test|live)_\w+$/, 'expected a Stripe secret key sk_test_… or sk_live_…').optional()),
  /** Stripe's API, or a stand-in for it (tests, staging): the SDK takes scheme, host and port, so a path is refused rather than dropped. */
  STRIPE_API_BASE: z.url({ protocol: /^https?$/, error: 'expected an http(s) address such as https://api.stripe.com' })
    .refine((url) => new URL(url).pathname === '/' && !new URL(url).search, 'expected scheme, host and port only (Stripe\'s SDK adds the paths)').default('https://api.stripe.com'),
  /** The signing secret of the Stripe webhook endpoint (/payment-notifications/stripe); unset: notifications are refused. */
  STRIPE_WEBHOOK_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().regex(/^whsec_\w+$/, 'expected a webhook signing secret whsec_…').optional()),
}).superRefine((config, ctx) => {
  if (config.OPERATOR_NAME && (!config.OPERATOR_IBAN || !config.OPERATOR_BIC)) {
    ctx.addIssue({ code: 'custom', path: [config.OPERATOR_IBAN ? 'OPERATOR_BIC' : 'OPERATOR_IBAN'], message: 'a named operator also gives the account prepayment shoppers transfer to (IBAN and BIC)' });
  }
  if (!config.OPERATOR_NAME && (config.OPERATOR_IBAN || config.OPERATOR_BIC)) {
    ctx.addIssue({ code: 'custom', path: ['OPERATOR_NAME'], message: 'the account\'s holder: required with OPERATOR_IBAN and OPERATOR_BIC' });
  }
  if (config.OPERATOR_NAME && (!config.OPERATOR_REGISTER || !config.OPERATOR_VAT_ID)) {
    ctx.addIssue({ code: 'custom', path: [config.OPERATOR_REGISTER ? 'OPERATOR_VAT_ID' : 'OPERATOR_REGISTER'], message: 'a named operator also gives its trade register and VAT ID (the imprint shows them)' });
  }
  if (config.MARKETPLACE_URL && !config.CHECK_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['CHECK_SECRET'], message: 'required with MARKETPLACE_URL: the web tier signs the challenges the marketplace verifies' });
  }
});

export type Config = z.infer<typeof schema> & { EDITION_HOSTS: Record<string, (typeof LOCALES)[number]>; PUBLIC_ORIGINS: Partial<Record<(typeof LOCALES)[number], string>> };

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data as Config;
}

/** Where the marketplace's data lives: the PostgreSQL URL when set, else the SQLite file. */
export function databaseLocation(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_PATH'>): string {
  return config.DATABASE_URL ?? config.DATABASE_PATH;
}

/**
 * A shop process on a shared PostgreSQL serves beside others, so they must share the check secret;
 * said at start-up (the CLIs that read DATABASE_URL, such as db:migrate, need no secret).
 */
export function missingSharedSecret(config: Pick<Config, 'DATABASE_URL' | 'CHECK_SECRET'>): string | undefined {
  if (!config.DATABASE_URL || config.CHECK_SECRET) return undefined;
  return 'Invalid configuration: CHECK_SECRET: required with DATABASE_URL: every process on the shared database must verify the challenges the others sign (32+ characters, the same value everywhere)';
}

/** The file beside the SQLite database that keeps the feeds' credentials key when none is configured. */
export const KEPT_FEED_CREDENTIALS_FILE = 'feed-credentials-key';

/**
 * The key material that seals feed URLs' passwords: configured, or on the embedded SQLite set-up
 * the one kept beside the database (`keep` makes or reads it); with PostgreSQL none unless configured.
 */
export function feedCredentialsSecret(config: Pick<Config, 'FEED_CREDENTIALS_KEY' | 'DATABASE_URL' | 'DATABASE_PATH'>, keep: (dir: string, name: string) => string): string | undefined {
  if (config.FEED_CREDENTIALS_KEY) return config.FEED_CREDENTIALS_KEY;
  if (config.DATABASE_URL || config.DATABASE_PATH === ':memory:') return undefined;
  return keep(path.dirname(config.DATABASE_PATH), KEPT_FEED_CREDENTIALS_FILE);
}

/** The marketplace service's addresses (MARKETPLACE_URL split at its commas); empty: in-process. */
export function marketplaceAddresses(config: Pick<Config, 'MARKETPLACE_URL'>): string[] {
  return (config.MARKETPLACE_URL ?? '').split(',').map((address) => address.trim()).filter(Boolean);
}

/** More than one process serves the shop: the check secret must be shared, so it must be configured (or handed over by the cluster's primary). */
export function runsSeveralProcesses(config: Pick<Config, 'MARKETPLACE_URL' | 'DATABASE_URL' | 'WEB_WORKERS'>): boolean {
  return Boolean(config.MARKETPLACE_URL || config.DATABASE_URL) || config.WEB_WORKERS > 1;
}

/** The bounds of one feed's content (server/marketplace/feeds/bounds.ts). */
export function feedBoundsFrom(config: Pick<Config, 'FEED_MAX_LINE_CHARS' | 'FEED_MAX_UNPACKED_BYTES' | 'FEED_MAX_RATIO'>) {
  return { maxLineChars: config.FEED_MAX_LINE_CHARS, maxUnpackedBytes: config.FEED_MAX_UNPACKED_BYTES, maxRatio: config.FEED_MAX_RATIO };
}

/** Hosts a shop's links may reach over plain http and inside our network (tests, a local demo). */
function trustedHostsFrom(config: Pick<Config, 'FEED_MEDIA_HTTP_HOSTS'>): string[] {
  return config.FEED_MEDIA_HTTP_HOSTS.split(',').map((host) => host.trim()).filter(Boolean);
}

/** How the feeds' photo and document links are fetched (server/marketplace/feeds/media.ts); the caller adds the store. */
export function feedMediaFrom(config: Pick<Config, 'FEED_MEDIA_HTTP_HOSTS' | 'FEED_MEDIA_MAX_FILES' | 'FEED_MEDIA_TIMEOUT_MS' | 'FEED_MEDIA_MAX_IMAGE_BYTES' | 'FEED_MEDIA_MAX_DOCUMENT_BYTES'>) {
  return {
    policy: { httpHosts: trustedHostsFrom(config), timeoutMs: config.FEED_MEDIA_TIMEOUT_MS, maxRedirects: 3 },
    maxFetches: config.FEED_MEDIA_MAX_FILES, maxImageBytes: config.FEED_MEDIA_MAX_IMAGE_BYTES, maxDocumentBytes: config.FEED_MEDIA_MAX_DOCUMENT_BYTES,
  };
}

/** How the shops' own feed URLs are fetched (server/marketplace/feeds/scheduled-fetch.ts). */
export function feedFetchPolicyFrom(config: Pick<Config, 'FEED_MEDIA_HTTP_HOSTS' | 'FEED_FETCH_TIMEOUT_MS'>) {
  return { httpHosts: trustedHostsFrom(config), timeoutMs: config.FEED_FETCH_TIMEOUT_MS, maxRedirects: 3 };
}

/** Where contact messages are also mailed, and the retention of personal data (server/marketplace/personal-data/). */
export function personalDataSettingsFrom(config: Pick<Config, 'SERVICE_EMAIL' | 'OPERATOR_EMAIL' | 'OPERATOR_COUNTRY' | 'GUEST_ORDER_RETENTION_DAYS' | 'CONTACT_MESSAGE_RETENTION_DAYS'>) {
  return { serviceAddress: config.SERVICE_EMAIL ?? config.OPERATOR_EMAIL, serviceLocale: localeOfCountry(config.OPERATOR_COUNTRY), guestOrderDays: config.GUEST_ORDER_RETENTION_DAYS, contactMessageDays: config.CONTACT_MESSAGE_RETENTION_DAYS };
}

/**
 * A change of a shop's payout account: how long payouts to a new account wait, who besides the
 * shop's owners is mailed (the operator, in its country's language) and the portal page the mail links.
 */
export function payoutAccountSettingsFrom(config: Pick<Config, 'PAYOUT_ACCOUNT_HOLD_HOURS' | 'PAYOUT_RUN_DAY' | 'OPERATOR_EMAIL' | 'OPERATOR_COUNTRY' | 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>) {
  return {
    holdHours: config.PAYOUT_ACCOUNT_HOLD_HOURS, runDay: config.PAYOUT_RUN_DAY, operatorAddress: config.OPERATOR_EMAIL, operatorLocale: localeOfCountry(config.OPERATOR_COUNTRY),
    bankAccountPage: (locale: (typeof LOCALES)[number]) => `${publicOriginOf(config, locale).origin}${PORTAL_PATHS.bankAccount}`,
  };
}

/** The order lookups' budget the marketplace counts (orders/lookup-budget.ts). */
export function orderLookupBudgetFrom(config: Pick<Config, 'ORDER_LOOKUP_WINDOW_MS' | 'ORDER_LOOKUPS_PER_ADDRESS' | 'ORDER_LOOKUPS_PER_NUMBER'>) {
  return { windowMs: config.ORDER_LOOKUP_WINDOW_MS, perAddress: config.ORDER_LOOKUPS_PER_ADDRESS, perNumber: config.ORDER_LOOKUPS_PER_NUMBER };
}

/** The mail worker's settings from the config. */
export function mailSettingsFrom(config: Config) {
  return { smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, replyTo: config.SERVICE_EMAIL ?? config.OPERATOR_EMAIL, pollMs: config.MAIL_POLL_MS, retryBaseMs: config.MAIL_RETRY_BASE_MS, retryMaxMs: config.MAIL_RETRY_MAX_MS, maxAttempts: config.MAIL_MAX_ATTEMPTS };
}

/**
 * Where an edition's pages live for a link that leaves the request (a mail, the payment provider):
 * its configured origin, and whether its paths carry the edition prefix there (not on its own host).
 */
export function publicOriginOf(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>, locale: (typeof LOCALES)[number]): { origin: string; prefixed: boolean } {
  const shop = new URL(config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`);
  const ownHost = Object.entries(config.EDITION_HOSTS).find(([, edition]) => edition === locale)?.[0];
  const origin = config.PUBLIC_ORIGINS[locale] ?? (ownHost ? `${shop.protocol}//${ownHost}${shop.port ? `:${shop.port}` : ''}` : shop.origin);
  return { origin, prefixed: config.EDITION_HOSTS[new URL(origin).hostname] !== locale };
}

/** Every edition's configured public origin (none when nothing is configured): a form posted from one of them is the shop's own. */
export function publicOriginsOf(config: Pick<Config, 'PUBLIC_ORIGIN' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>): string[] {
  const configured = config.PUBLIC_ORIGIN !== undefined || Object.keys(config.PUBLIC_ORIGINS).length > 0 || Object.keys(config.EDITION_HOSTS).length > 0;
  return configured ? [...new Set(LOCALES.map((locale) => publicOriginOf(config, locale).origin))] : [];
}

/** The account prepayment shoppers transfer to: the operator's, or the demo's. */
/** The operator's legal identity for its own invoices; unset OPERATOR_NAME: the demo's placeholders, as the imprint shows them. */
export function operatorIdentityFrom(config: Pick<Config, 'OPERATOR_NAME' | 'OPERATOR_STREET' | 'OPERATOR_POSTCODE' | 'OPERATOR_CITY' | 'OPERATOR_COUNTRY' | 'OPERATOR_EMAIL' | 'OPERATOR_PHONE' | 'OPERATOR_REGISTER' | 'OPERATOR_VAT_ID'>): OperatorIdentity {
  return {
    name: config.OPERATOR_NAME ?? 'Spareo (Demo)', street: config.OPERATOR_STREET, postcode: config.OPERATOR_POSTCODE, city: config.OPERATOR_CITY,
    country: config.OPERATOR_COUNTRY, email: config.OPERATOR_EMAIL, phone: config.OPERATOR_PHONE || null, register: config.OPERATOR_REGISTER || null, vatId: config.OPERATOR_VAT_ID || null,
  };
}

export function collectionAccountFrom(config: Pick<Config, 'OPERATOR_NAME' | 'OPERATOR_IBAN' | 'OPERATOR_BIC'>): CollectionAccount {
  return config.OPERATOR_NAME && config.OPERATOR_IBAN && config.OPERATOR_BIC
    ? { holder: config.OPERATOR_NAME, iban: config.OPERATOR_IBAN, bic: config.OPERATOR_BIC }
    : DEMO_COLLECTION_ACCOUNT;
}

/** Said at start-up when prepayment shoppers would be sent to the demo account. */
export function demoCollectionAccountWarning(config: Pick<Config, 'OPERATOR_IBAN' | 'NODE_ENV'>): string | undefined {
  if (config.OPERATOR_IBAN || config.NODE_ENV !== 'production') return undefined;
  return 'OPERATOR_IBAN is unset: prepayment shoppers are shown the demo account of "Spareo (Demo)"; set OPERATOR_NAME, OPERATOR_IBAN and OPERATOR_BIC';
}

/** Said at start-up when the links in mails would name localhost. */
export function missingPublicOriginWarning(config: Pick<Config, 'PUBLIC_ORIGIN' | 'NODE_ENV' | 'PUBLIC_ORIGINS' | 'EDITION_HOSTS' | 'PORT'>): string | undefined {
  if (config.PUBLIC_ORIGIN || config.NODE_ENV !== 'production') return undefined;
  // The origin the links are then built with, exactly (publicOriginOf), so the operator recognises it in a mail.
  return `PUBLIC_ORIGIN is unset: the order links in mails name ${publicOriginOf(config, 'de-DE').origin}; set PUBLIC_ORIGIN to the shop's public origin (https://www.spareo.de)`;
}

/** Said at start-up when challenges signed here would fail on any other instance of the shop. */
export function unsharedCheckSecretWarning(config: Pick<Config, 'CHECK_SECRET' | 'NODE_ENV'>): string | undefined {
  if (config.CHECK_SECRET || config.NODE_ENV !== 'production') return undefined;
  return 'CHECK_SECRET is unset: check headers are signed with a random secret of this process, so pages served by any other instance fail them; set CHECK_SECRET (32+ characters) wherever more than one instance serves the shop';
}

/** This process's environment with some variables replaced: for the child processes scripts and tests start. */
export function childEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...overrides };
}

/**
 * Env defaults to www and is derived from the host subdomain.
 * www (or no subdomain) is live; local, remote and staging subdomains are those environments.
 */
export function environmentFromHost(host: string | undefined): EnvironmentName {
  const name = (host ?? '').split(':')[0]!.toLowerCase();
  if (name === 'localhost' || /^[\d.]+$/.test(name) || name === '[::1]') return 'local';
  const sub = name.split('.')[0];
  if (sub === 'local' || sub === 'remote' || sub === 'staging') return sub;
  return 'live';
}
