import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { S3Settings } from './lib/s3-storage';
import { s3Settings } from './lib/s3-config';
import { MOMO_CALLBACK_PATH, type MomoSettings } from './lib/momo/momo-collections';
import type { TwilioSettings } from './lib/sms/twilio';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const emptyIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  SITE_NAME: z.string().min(1).default('Liberia Jobs'),
  SITE_URL: z.string().url().optional(),
  CONTACT_EMAIL: z.string().email().default('trade@liberiajobs.example'),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Liberia Jobs <no-reply@liberiajobs.example>'),
  // Empty means unset (the e2e config clears it this way).
  GOOGLE_CLIENT_ID: z.preprocess((value) => (value === '' ? undefined : value), z.string().min(1).optional()),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    ),
  TRUST_PROXY: z.string().optional(),
  SEED_DEMO: booleanFromEnv.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  JOB_LIST_CACHE_SECONDS: z.coerce.number().min(0).max(300).default(5),
  /** How long a JSON or form body may take to arrive (plugins/body-timeouts.ts). */
  BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(30),
  REGISTRATIONS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(150),
  LOGINS_PER_IP_PER_15_MINUTES: z.coerce.number().int().min(1).max(100_000).default(50),
  // Rate limits in Redis (shared by every process) instead of the database. Empty means unset.
  REDIS_URL: z.preprocess((value) => (value === '' ? undefined : value), z.string().url().optional()),
  REDIS_KEY_PREFIX: z.string().default('lj:'),
  // Uploads in an S3-compatible bucket instead of DATA_DIR/media (lib/s3-config.ts). Empty means unset.
  S3_BUCKET: emptyIsUnset(
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{3,63}$/, 'not a valid bucket name')
      .optional(),
  ),
  S3_ENDPOINT: emptyIsUnset(z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional()),
  S3_REGION: emptyIsUnset(z.string().min(1).default('us-east-1')),
  S3_ACCESS_KEY_ID: emptyIsUnset(z.string().min(1).optional()),
  S3_SECRET_ACCESS_KEY: emptyIsUnset(z.string().min(1).optional()),
  S3_FORCE_PATH_STYLE: emptyIsUnset(booleanFromEnv.default(true)),
  // Where SMS go: the DATA_DIR/sms-outbox folder (default), or Twilio's API (lib/sms/twilio.ts).
  SMS_GATEWAY: emptyIsUnset(z.enum(['outbox', 'twilio']).default('outbox')),
  TWILIO_ACCOUNT_SID: emptyIsUnset(
    z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'a Twilio account SID is AC and 32 hexadecimal characters')
      .optional(),
  ),
  TWILIO_AUTH_TOKEN: emptyIsUnset(z.string().min(16, 'at least 16 characters').optional()),
  TWILIO_FROM: emptyIsUnset(
    z
      .string()
      .regex(
        /^(\+[1-9][0-9]{7,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/,
        'an E.164 number, a Messaging Service SID or a sender ID',
      )
      .optional(),
  ),
  TWILIO_BASE_URL: emptyIsUnset(z.url({ protocol: /^https?$/ }).default('https://api.twilio.com')),
  // MTN MoMo Collections (lib/momo/momo-collections.ts): all four set offer "Pay with MTN MoMo"; none, not.
  MOMO_BASE_URL: emptyIsUnset(z.url({ protocol: /^https?$/ }).optional()),
  MOMO_SUBSCRIPTION_KEY: emptyIsUnset(z.string().min(1).optional()),
  MOMO_API_USER: emptyIsUnset(z.string().min(1).optional()),
  MOMO_API_KEY: emptyIsUnset(z.string().min(1).optional()),
  MOMO_TARGET_ENVIRONMENT: emptyIsUnset(
    z
      .string()
      .regex(/^[a-z0-9]+$/, 'a MoMo environment name')
      .default('mtnliberia'),
  ),
  MOMO_CURRENCY: emptyIsUnset(
    z
      .string()
      .regex(/^[A-Z]{3}$/, 'a three-letter currency code')
      .default('USD'),
  ),
  MOMO_FIRST_CHECK_SECONDS: emptyIsUnset(z.coerce.number().min(0.5).max(60).default(5)),
  // The USSD gateway's callback address holds this secret (modules/ussd); unset: no USSD.
  USSD_CALLBACK_SECRET: emptyIsUnset(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, '16 to 128 letters, digits, - or _ (it is part of a URL)')
      .optional(),
  ),
  USSD_ALLOWED_IPS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean),
    ),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  siteName: string;
  siteUrl: string;
  contactEmail: string;
  secretKey: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  googleClientId: string | undefined;
  googleJwksUrl: string;
  allowedOrigins: string[];
  trustProxy: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  webDist: string | undefined;
  /** How long a guest's job list answer is reused (0: never); see modules/jobs/list-cache.ts. */
  jobListCacheSeconds: number;
  /** Sign-ups allowed from one address in an hour (a job fair's Wi-Fi may need more; docs/decisions/0010-shared-address-limits.md). */
  registrationsPerIpPerHour: number;
  /** Login attempts (password or Google) from one address in 15 minutes. */
  loginsPerIpPer15Minutes: number;
  /** How long a JSON or form body may take to arrive, in milliseconds. */
  bodyTimeoutMs: number;
  /** Set: rate limits are counted in this Redis (keys start with redisKeyPrefix); unset: in the database. */
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  /** Set when uploads go to an S3-compatible bucket; unset: the DATA_DIR/media folder. */
  s3: S3Settings | undefined;
  /** Set (SMS_GATEWAY=twilio): SMS go through Twilio and its STOP replies are read; unset: the SMS outbox. */
  twilio: TwilioSettings | undefined;
  /** Set when every MOMO_* key is: companies may pay by MTN MoMo request-to-pay; unset: the option is not offered. */
  momo: MomoSettings | undefined;
  /** Set: the USSD menu answers at /api/ussd/{secret}/ (only from ussdAllowedIps when that is not empty). */
  ussdCallbackSecret: string | undefined;
  ussdAllowedIps: string[];
};

/** Reads SECRET_KEY from DATA_DIR, creating it once, so sessions and reset links survive restarts. */
function keptSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  const siteUrl = e.SITE_URL ?? `http://localhost:${e.PORT}`;
  if (isProduction && !e.SECRET_KEY) {
    throw new Error('Invalid configuration:\n  SECRET_KEY: required in production (at least 32 characters)');
  }
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    siteName: e.SITE_NAME,
    siteUrl,
    contactEmail: e.CONTACT_EMAIL,
    secretKey: e.SECRET_KEY ?? keptSecret(dataDir),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    googleClientId: e.GOOGLE_CLIENT_ID,
    googleJwksUrl: e.GOOGLE_JWKS_URL,
    allowedOrigins: e.ALLOWED_ORIGINS,
    trustProxy: e.TRUST_PROXY,
    seedDemo: e.SEED_DEMO ?? !isProduction,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    jobListCacheSeconds: e.JOB_LIST_CACHE_SECONDS,
    registrationsPerIpPerHour: e.REGISTRATIONS_PER_IP_PER_HOUR,
    loginsPerIpPer15Minutes: e.LOGINS_PER_IP_PER_15_MINUTES,
    bodyTimeoutMs: e.BODY_TIMEOUT_SECONDS * 1000,
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    s3: s3Settings(e),
    twilio: twilioSettings(e),
    momo: momoSettings(e, siteUrl),
    ussdCallbackSecret: e.USSD_CALLBACK_SECRET,
    ussdAllowedIps: e.USSD_ALLOWED_IPS,
  };
}

const MOMO_KEYS = ['MOMO_BASE_URL', 'MOMO_SUBSCRIPTION_KEY', 'MOMO_API_USER', 'MOMO_API_KEY'] as const;

/** MoMo needs its address and all three keys: some set and some not is a mistake, refused at boot. */
function momoSettings(e: z.infer<typeof envSchema>, siteUrl: string): MomoSettings | undefined {
  const missing = MOMO_KEYS.filter((name) => !e[name]);
  if (missing.length === MOMO_KEYS.length) return undefined;
  if (missing.length > 0) {
    const lines = missing.map((name) => `  ${name}: required when any MOMO_* key is set`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return {
    baseUrl: e.MOMO_BASE_URL as string,
    subscriptionKey: e.MOMO_SUBSCRIPTION_KEY as string,
    apiUser: e.MOMO_API_USER as string,
    apiKey: e.MOMO_API_KEY as string,
    targetEnvironment: e.MOMO_TARGET_ENVIRONMENT,
    currency: e.MOMO_CURRENCY,
    callbackBase: `${siteUrl.replace(/\/+$/, '')}${MOMO_CALLBACK_PATH}`,
    firstCheckSeconds: e.MOMO_FIRST_CHECK_SECONDS,
  };
}

/** SMS_GATEWAY=twilio needs the account, its token and a sender: refused at boot when one is missing. */
function twilioSettings(e: z.infer<typeof envSchema>): TwilioSettings | undefined {
  if (e.SMS_GATEWAY !== 'twilio') return undefined;
  const missing = (['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM'] as const).filter((name) => !e[name]);
  if (missing.length > 0) {
    throw new Error(
      `Invalid configuration:\n${missing.map((name) => `  ${name}: required when SMS_GATEWAY=twilio`).join('\n')}`,
    );
  }
  return {
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: e.TWILIO_AUTH_TOKEN as string,
    from: e.TWILIO_FROM as string,
    baseUrl: e.TWILIO_BASE_URL,
  };
}
