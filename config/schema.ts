import { type Setting, amount, builderKey, count, flag, oneOf, pathList, port, text, textOr, token, trustProxy, url } from './settings';

const HOUR = 3600_000;

/**
 * Every environment variable the site and the portal read, with its type and default. An empty value counts as
 * unset. README "Configuration" explains each; this table is what the server checks at start.
 */
export const SCHEMA = {
  // Where the server listens and what it serves. PORT unset: 3000 for the site, 4000 for the standalone portal API.
  PORT: port(),
  HOST: textOr('127.0.0.1'),
  DATABASE_URL: url(['postgres', 'postgresql', 'socket']),
  DATABASE_POOL_MAX: count(10),
  PGLITE_DIR: text(),
  PORTAL_API_URL: url(['http', 'https']),
  PORTAL_API_TIMEOUT_MS: amount(20_000, 0, true),
  WEB_CONCURRENCY: count(undefined),
  // Secrets; unset ones are generated once and kept in the store (portal/secrets.ts), STAFF_SECRET unset disables its routes.
  STAFF_SECRET: text(),
  STAFF_SESSION_SECRET: text(),
  PREVIEW_SECRET: text(),
  CAPTCHA_PROOF_SECRET: text(),
  CUSTOMER_SESSION_SECRET: text(),
  STAFF_BOOTSTRAP_EMAIL: text(),
  STAFF_BOOTSTRAP_PASSWORD: text(),
  DEMO_EDITOR: oneOf(['0', '1', 'any-store']),
  DEV_LOGIN: flag(),
  // Shared by a clustered server's workers (server/cluster.ts); generated when unset.
  EDGENOVA_RENDER_SECRET: text(),
  // HTTP behaviour and caches.
  NO_STORE_ROUTES: pathList(['/search/', '/free-trial/', '/contact/', '/partnership/', '/custom-solutions-free-trial/', '/preview/', '/editor/']),
  TRUST_PROXY: trustProxy(),
  SITE_URL: url(['http', 'https']),
  SITE_CACHE: oneOf(['on', 'off', 'pages-off'], 'on'),
  RENDER_CONCURRENCY: count(4),
  PAGE_CACHE_FRESH_MS: amount(30_000),
  PAGE_CACHE_STALE_MS: amount(300_000),
  PAGE_CACHE_MAX_ENTRIES: count(2_000),
  PAGE_CACHE_MAX_MB: amount(64, 0, true),
  API_READ_CACHE_MS: amount(10_000),
  DRAIN_DELAY_MS: amount(1_000),
  DRAIN_TIMEOUT_MS: amount(8_000),
  // The CDN in front.
  EDGE_CACHE: oneOf(['on', 'off'], 'on'),
  EDGE_MAX_AGE: amount(60),
  EDGE_STALE_SECONDS: amount(600),
  SURROGATE_KEY_HEADER: token('Surrogate-Key'),
  CDN_PURGE_URL: url(['http', 'https']),
  CDN_PURGE_TOKEN: text(),
  CDN_PURGE_METHOD: token('PURGE'),
  CDN_PURGE_DELAY_MS: amount(150),
  // Abuse limits, per client IP and minute.
  FORM_RATE_LIMIT: count(10),
  CAPTCHA_RATE_LIMIT: count(30),
  SEARCH_RATE_LIMIT: count(60),
  SEM_PER_MINUTE: count(30),
  DOC_PDF_RATE_LIMIT: count(30),
  CAPTCHA_PROOF_SCALE: amount(1, 0, true),
  // Content at scale.
  SEARCH_TIMEOUT_MS: count(2_000),
  SITEMAP_TTL_MS: amount(300_000),
  LIST_COUNT_TTL_MS: amount(60_000),
  SEARCH_CACHE_TTL_MS: amount(60_000),
  // Documentation and customer login.
  SSO_VALIDATE_URL: url(['http', 'https']),
  DOC_PDF_FONT: text(),
  DOC_PDF_TIMEOUT_MS: amount(15_000, 0, true),
  // Media library: where uploads live (unset: in the store; a directory), the upload size limit, the pixel limit against
  // decompression bombs, and how long one image job (probe or resize) may take.
  MEDIA_DIR: text(),
  // Or an S3-compatible bucket (wins over MEDIA_DIR); keys unset: the AWS SDK's own chain (environment, instance role).
  MEDIA_S3_BUCKET: text(),
  MEDIA_S3_ENDPOINT: url(['http', 'https']),
  MEDIA_S3_REGION: textOr('us-east-1'),
  MEDIA_S3_PREFIX: textOr(''),
  MEDIA_S3_ACCESS_KEY_ID: text(),
  MEDIA_S3_SECRET_ACCESS_KEY: text(),
  MEDIA_MAX_MB: amount(20, 0, true),
  MEDIA_MAX_PIXELS: amount(50_000_000, 1),
  MEDIA_IMAGE_TIMEOUT_S: amount(20, 1),
  // Leads: delivery and retention.
  SMTP_URL: url(['smtp', 'smtps']),
  SMTP_FROM: textOr('leads@localhost'),
  WEBHOOK_ALLOW_LOOPBACK: flag(),
  LEAD_DELIVERY_POLL_MS: amount(2_000, 10),
  LEAD_DELIVERY_MAX_ATTEMPTS: amount(8, 1),
  LEAD_RETRY_BASE_MS: amount(30_000, 1),
  LEAD_RETRY_MAX_MS: amount(6 * HOUR, 1),
  LEAD_DELIVERY_TIMEOUT_MS: amount(10_000, 1),
  LEAD_DELIVERY_LEASE_MS: amount(60_000, 1),
  LEAD_DELIVERY_CONCURRENCY: amount(8, 1),
  LEAD_RETENTION_DAYS: amount(365),
  LEAD_RETENTION_SWEEP_MS: amount(HOUR, 10),
  // Scheduled publishes: how often each process looks for due ones (a schedule goes live at most this late).
  SCHEDULE_POLL_MS: amount(10_000, 10),
  // Builder.io pages.
  BUILDER_PUBLIC_KEY: builderKey(),
  BUILDER_API_HOST: url(['http', 'https'], 'https://cdn.builder.io'),
  BUILDER_API_TIMEOUT_MS: amount(5_000, 0, true),
};

export type Schema = typeof SCHEMA;
export type Config = { readonly [K in keyof Schema]: Schema[K] extends Setting<infer T> ? T : never };
