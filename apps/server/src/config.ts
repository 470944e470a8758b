import { createECDH } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';
import { parsePromptPayId, type PromptPayTarget } from './modules/payments/promptpay.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const postgresUrl = z
  .string()
  .url()
  .refine((v) => /^postgres(ql)?:\/\//.test(v), 'must be a postgres:// or postgresql:// URL');

/** The browsers' push services: Chrome and most others (FCM), Firefox, Edge, Safari. */
const DEFAULT_PUSH_SERVICE_HOSTS =
  'fcm.googleapis.com,push.services.mozilla.com,notify.windows.com,push.apple.com';

function isBase64urlOf(value: string, bytes: number): boolean {
  return /^[A-Za-z0-9_-]+={0,2}$/.test(value) && Buffer.from(value, 'base64url').length === bytes;
}

/** Whether the P-256 private key derives the public one (both base64url). */
function isVapidPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(privateKey, 'base64url'));
    return ecdh.getPublicKey().equals(Buffer.from(publicKey, 'base64url'));
  } catch {
    return false;
  }
}

/** Every environment variable the server reads, parsed once. See README "Configuration". */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(1200),
  // Load shedding (decision 014): 0 turns a check off.
  LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  LOAD_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).default(256),
  REDIS_URL: z
    .string()
    .url()
    .refine((v) => /^rediss?:\/\//.test(v), 'must be a redis:// or rediss:// URL')
    .optional(),
  TRUST_PROXY: booleanish.default(false),
  // Uploads in an S3-compatible bucket (AWS S3, MinIO, R2, ...) instead of DATA_DIR/uploads.
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3-63 of a-z 0-9 . -)')
    .optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http:// or https:// URL')
    .optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name')
    .default('ap-southeast-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanish.default(false),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.string().url().optional(),
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('ดวงดี Duangdee <no-reply@duangdee.app>'),
  OTP_LENGTH: z.coerce.number().int().min(4).max(10).default(6),
  // 15 minutes; at most a day. Logout, erasure and suspension end a token at once (decisions 024
  // and 053); its lifetime still bounds a stolen one. Tests shorten it to watch tokens expire.
  ACCESS_TOKEN_TTL_S: z.coerce.number().int().min(1).max(86_400).default(900),
  JWT_PRIVATE_KEY: z
    .string()
    .includes('PRIVATE KEY', { message: 'must be a PEM private key' })
    .optional(),
  JWT_PUBLIC_KEY: z
    .string()
    .includes('PUBLIC KEY', { message: 'must be a PEM public key' })
    .optional(),
  // The public key signing used before a rotation: tokens it signed stay valid until they expire.
  JWT_PREVIOUS_PUBLIC_KEY: z
    .string()
    .includes('PUBLIC KEY', { message: 'must be a PEM public key' })
    .optional(),
  // Hashes sign-in codes, IP addresses and reading seeds; every instance of one app needs the same.
  HMAC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64,256}$/, 'must be 64-256 hex digits (32-128 bytes)')
    .optional(),
  ADMIN_EMAILS: z.string().default(''),
  // Bearer token for GET /metrics (Prometheus); unset, the endpoint is not served.
  METRICS_TOKEN: z.string().min(16, { message: 'at least 16 characters' }).optional(),
  OAUTH_REDIRECT_ALLOWLIST: z.string().default(''),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_ISSUER: z.string().url().default('https://accounts.google.com'),
  LINE_CHANNEL_ID: z.string().min(1).optional(),
  LINE_CHANNEL_SECRET: z.string().min(1).optional(),
  LINE_ISSUER: z.string().url().default('https://access.line.me'),
  FACEBOOK_APP_ID: z.string().min(1).optional(),
  FACEBOOK_APP_SECRET: z.string().min(1).optional(),
  FACEBOOK_AUTH_URL: z.string().url().default('https://www.facebook.com/v19.0/dialog/oauth'),
  FACEBOOK_GRAPH_URL: z.string().url().default('https://graph.facebook.com/v19.0'),
  WORKERS_ENABLED: booleanish.default(true),
  // Seconds after a PDPA erasure before its tables are rewritten on disk (decision 051).
  ERASURE_REWRITE_DELAY_S: z.coerce.number().int().min(0).max(86_400).default(60),
  WELCOME_BONUS_COINS: z.coerce.number().int().min(0).max(1_000_000).default(1000),
  // Friends' rewards one inviter may be given per Thai calendar day (0: no referral rewards).
  REFERRAL_REWARDS_PER_DAY: z.coerce.number().int().min(0).max(1000).default(5),
  PROMPTPAY_ENABLED: booleanish.default(true),
  PROMPTPAY_ID: z
    .string()
    .refine(
      (v) => parsePromptPayId(v) !== null,
      'must be a Thai mobile number, a 13-digit id or a 15-digit e-wallet id',
    )
    .optional(),
  STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
  STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
  STRIPE_API_BASE: z.string().url().optional(),
  LLM_BASE_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//.test(v), 'must be an http:// or https:// URL')
    .optional(),
  LLM_API_KEY: z.string().min(1).optional(),
  LLM_MODEL: z.string().min(1).max(200).optional(),
  LLM_VISION_MODEL: z.string().min(1).max(200).optional(),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
  LLM_MAX_RETRIES: z.coerce.number().int().min(0).max(10).default(2),
  // The whole of one model call, its retries included; unset: LLM_DEFAULT_DEADLINE_MS.
  LLM_DEADLINE_MS: z.coerce.number().int().min(1000).max(3_600_000).optional(),
  ORACLE_REPLY_PACE_MS: z.coerce.number().int().min(0).max(1000).default(40),
  // Web Push (the daily fortune): the VAPID key pair, base64url (generated into DATA_DIR when
  // unset), who sends, and the push services the server may deliver to.
  VAPID_PUBLIC_KEY: z
    .string()
    .refine(
      (v) => isBase64urlOf(v, 65) && v.startsWith('B'),
      'must be the base64url of an uncompressed P-256 public key (65 bytes)',
    )
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .refine((v) => isBase64urlOf(v, 32), 'must be the base64url of a P-256 private key (32 bytes)')
    .optional(),
  VAPID_SUBJECT: z
    .string()
    .refine(
      (v) => /^mailto:[^@\s]+@[^@\s]+$/.test(v) || /^https:\/\/[^\s]+$/.test(v),
      'must be a mailto: address or an https:// URL',
    )
    .default('mailto:no-reply@duangdee.app'),
  PUSH_SERVICE_HOSTS: z
    .string()
    .refine(
      (v) => list(v).length > 0 && list(v).every((host) => /^[a-z0-9.-]+$/i.test(host)),
      'must be comma-separated host names',
    )
    .default(DEFAULT_PUSH_SERVICE_HOSTS),
});

/** The names of every environment variable the server reads (the README documents each). */
export const ENV_VARIABLES = Object.keys(envSchema.shape) as ReadonlyArray<keyof Env>;

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  /** Local means "not production": dev tools and sandbox providers exist only here. */
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'pglite'; dataDir: string | null } | { kind: 'postgres'; url: string };
  logLevel: Env['LOG_LEVEL'];
  rateLimitPerMinute: number;
  /** Refuse new requests (503) while the event loop lags or too many are in flight; 0: off. */
  loadShedding: { maxEventLoopDelayMs: number; maxInFlight: number };
  redisUrl: string | null;
  /** Bearer token of `GET /metrics`; null serves no metrics. */
  metricsToken: string | null;
  trustProxy: boolean;
  /** Uploads in an S3-compatible bucket; null: files under DATA_DIR/uploads. */
  s3: S3Config | null;
  /** The built SPA; null serves the API only. */
  webDistDir: string | null;
  version: string;
  welcomeBonusCoins: number;
  /** Friends' rewards one inviter may be given per Thai calendar day; beyond it, none. */
  referralRewardsPerDay: number;
  /** Run background job workers in this process (false for API-only instances). */
  workersEnabled: boolean;
  /** How long after an erasure its rewrite waits; erasures within it share one rewrite. */
  erasureRewriteDelayS: number;
  /** Where browsers reach this server; OAuth callbacks and cookie flags derive from it. */
  publicUrl: string;
  mail: { smtpUrl: string | null; from: string };
  otpLength: number;
  /** Lifetime of an access token; refresh tokens live 30 days (decision 004). */
  accessTokenTtlS: number;
  jwtKeys: { privateKeyPem: string; publicKeyPem: string } | null;
  /** Verifies tokens signed before a key rotation (docs/operations.md). */
  jwtPreviousPublicKeyPem: string | null;
  /** Hex key for codes, IP addresses and seeds; null: generated into DATA_DIR/secrets. */
  hmacKeyHex: string | null;
  adminEmails: string[];
  oauthRedirectAllowlist: string[];
  payments: {
    /** null: QR payments are off. `sandbox`: a local stand-in id, confirmed on the sandbox page. */
    promptPay: { target: PromptPayTarget; sandbox: boolean } | null;
    /** null: card payments go through the sandbox checkout (never in production). */
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | null } | null;
    /** The sandbox checkout page exists (never in production). */
    sandbox: boolean;
  };
  /** An OpenAI-compatible API for readings and chat; null: the built-in oracle writes them. */
  llm: LlmConfig | null;
  /** Milliseconds between the streamed pieces of a built-in chat reply (0: all at once). */
  oracleReplyPaceMs: number;
  push: PushConfig;
  oauth: {
    google: OAuthOidcProviderConfig | null;
    line: OAuthOidcProviderConfig | null;
    facebook: { appId: string; appSecret: string; authUrl: string; graphUrl: string } | null;
  };
}

export interface PushConfig {
  /** The VAPID key pair (base64url); null: generated once into DATA_DIR/secrets. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** `mailto:` or `https:` contact the push services may reach the sender at. */
  vapidSubject: string;
  /** Hosts (and their subdomains) a subscription's endpoint may point at. */
  serviceHosts: string[];
}

export interface LlmConfig {
  /** e.g. `http://host/v1`: the chat-completions API lives under it. */
  baseUrl: string;
  apiKey: string;
  model: string;
  /** For requests with images (palm photos); the text model unless set. */
  visionModel: string;
  /** Per attempt, and the longest silence allowed while a reply streams. */
  timeoutMs: number;
  maxRetries: number;
  /**
   * The whole of one call, retries and backoff included: at this point the call is abandoned and
   * its connection closed, however steadily the provider is still sending.
   */
  deadlineMs: number;
}

export interface S3Config {
  bucket: string;
  /** null: AWS S3 itself (the region's endpoint). */
  endpoint: string | null;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `host/bucket/key` URLs instead of `bucket.host/key` (MinIO, s3rver and most stand-ins). */
  forcePathStyle: boolean;
}

export interface OAuthOidcProviderConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
}

const list = (value: string) =>
  value
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);

/**
 * The whole of a model call when LLM_DEADLINE_MS is unset (or LLM_TIMEOUT_MS, when longer): well
 * within the three minutes the web app waits for a chat reply, which is written in its request.
 */
export const LLM_DEFAULT_DEADLINE_MS = 120_000;

/** A receiver no bank will ever pay: sandbox QR codes are for looking at, not paying. */
const SANDBOX_PROMPTPAY_TARGET: PromptPayTarget = { kind: 'phone', value: '0066000000000' };

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(
  source: Record<string, string | undefined> = process.env,
  defaults: { webDistDir?: string | null; version?: string } = {},
): AppConfig {
  // Empty strings count as unset, as they do in most shells' `VAR= cmd`.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const pair = (a: keyof Env, b: keyof Env) => {
    if (Boolean(env[a]) !== Boolean(env[b])) problems.push(`${a} and ${b} must be set together`);
  };
  pair('JWT_PRIVATE_KEY', 'JWT_PUBLIC_KEY');
  pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  pair('LINE_CHANNEL_ID', 'LINE_CHANNEL_SECRET');
  pair('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET');
  pair('STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET');
  const s3Vars = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const s3Set = s3Vars.filter((name) => env[name] !== undefined);
  if (s3Set.length > 0 && s3Set.length < s3Vars.length) {
    problems.push(`${s3Vars.join(', ')} must be set together (or none, for DATA_DIR/uploads)`);
  }
  if (env.S3_ENDPOINT && !env.S3_BUCKET) problems.push('S3_ENDPOINT needs S3_BUCKET');
  const llmVars = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
  const llmSet = llmVars.filter((name) => env[name] !== undefined);
  if (llmSet.length > 0 && llmSet.length < llmVars.length) {
    problems.push(`${llmVars.join(', ')} must be set together (or none, for the built-in oracle)`);
  }
  if (env.LLM_VISION_MODEL && llmSet.length === 0) {
    problems.push('LLM_VISION_MODEL needs LLM_BASE_URL, LLM_API_KEY and LLM_MODEL');
  }
  if (env.LLM_DEADLINE_MS !== undefined && env.LLM_DEADLINE_MS < env.LLM_TIMEOUT_MS) {
    problems.push('LLM_DEADLINE_MS: must be at least LLM_TIMEOUT_MS (it bounds every attempt)');
  }
  if (env.NODE_ENV === 'production' && env.PROMPTPAY_ENABLED && !env.PROMPTPAY_ID) {
    problems.push('PROMPTPAY_ID: required in production while PROMPTPAY_ENABLED is true');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
    problems.push('SMTP_URL: required in production (sign-in codes are sent by e-mail)');
  }
  pair('VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY');
  if (
    env.VAPID_PUBLIC_KEY &&
    env.VAPID_PRIVATE_KEY &&
    !isVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY)
  ) {
    problems.push('VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    host: env.HOST,
    port: env.PORT,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') },
    logLevel: env.LOG_LEVEL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    loadShedding: {
      maxEventLoopDelayMs: env.LOAD_SHED_MAX_EVENT_LOOP_DELAY_MS,
      maxInFlight: env.LOAD_SHED_MAX_IN_FLIGHT,
    },
    redisUrl: env.REDIS_URL ?? null,
    metricsToken: env.METRICS_TOKEN ?? null,
    trustProxy: env.TRUST_PROXY,
    s3:
      env.S3_BUCKET && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? {
            bucket: env.S3_BUCKET,
            endpoint: env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : null,
            region: env.S3_REGION,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : null,
    webDistDir: env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : (defaults.webDistDir ?? null),
    version: defaults.version ?? '0.0.0',
    publicUrl,
    workersEnabled: env.WORKERS_ENABLED,
    erasureRewriteDelayS: env.ERASURE_REWRITE_DELAY_S,
    welcomeBonusCoins: env.WELCOME_BONUS_COINS,
    referralRewardsPerDay: env.REFERRAL_REWARDS_PER_DAY,
    mail: { smtpUrl: env.SMTP_URL ?? null, from: env.MAIL_FROM },
    otpLength: env.OTP_LENGTH,
    accessTokenTtlS: env.ACCESS_TOKEN_TTL_S,
    jwtKeys:
      env.JWT_PRIVATE_KEY && env.JWT_PUBLIC_KEY
        ? { privateKeyPem: env.JWT_PRIVATE_KEY, publicKeyPem: env.JWT_PUBLIC_KEY }
        : null,
    jwtPreviousPublicKeyPem: env.JWT_PREVIOUS_PUBLIC_KEY ?? null,
    hmacKeyHex: env.HMAC_KEY ?? null,
    adminEmails: list(env.ADMIN_EMAILS).map((e) => e.toLowerCase()),
    payments: {
      promptPay: !env.PROMPTPAY_ENABLED
        ? null
        : env.PROMPTPAY_ID
          ? { target: parsePromptPayId(env.PROMPTPAY_ID) as PromptPayTarget, sandbox: false }
          : { target: SANDBOX_PROMPTPAY_TARGET, sandbox: true },
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? {
              secretKey: env.STRIPE_SECRET_KEY,
              webhookSecret: env.STRIPE_WEBHOOK_SECRET,
              apiBase: env.STRIPE_API_BASE ?? null,
            }
          : null,
      sandbox: env.NODE_ENV !== 'production',
    },
    oauthRedirectAllowlist: [new URL(publicUrl).origin, ...list(env.OAUTH_REDIRECT_ALLOWLIST)],
    llm:
      env.LLM_BASE_URL && env.LLM_API_KEY && env.LLM_MODEL
        ? {
            baseUrl: env.LLM_BASE_URL.replace(/\/+$/, ''),
            apiKey: env.LLM_API_KEY,
            model: env.LLM_MODEL,
            visionModel: env.LLM_VISION_MODEL ?? env.LLM_MODEL,
            timeoutMs: env.LLM_TIMEOUT_MS,
            maxRetries: env.LLM_MAX_RETRIES,
            deadlineMs:
              env.LLM_DEADLINE_MS ?? Math.max(LLM_DEFAULT_DEADLINE_MS, env.LLM_TIMEOUT_MS),
          }
        : null,
    oracleReplyPaceMs: env.ORACLE_REPLY_PACE_MS,
    push: {
      vapidKeys:
        env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
          ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY }
          : null,
      vapidSubject: env.VAPID_SUBJECT,
      serviceHosts: list(env.PUSH_SERVICE_HOSTS).map((host) => host.toLowerCase()),
    },
    oauth: {
      google:
        env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
          ? {
              issuer: env.GOOGLE_ISSUER,
              clientId: env.GOOGLE_CLIENT_ID,
              clientSecret: env.GOOGLE_CLIENT_SECRET,
            }
          : null,
      line:
        env.LINE_CHANNEL_ID && env.LINE_CHANNEL_SECRET
          ? {
              issuer: env.LINE_ISSUER,
              clientId: env.LINE_CHANNEL_ID,
              clientSecret: env.LINE_CHANNEL_SECRET,
            }
          : null,
      facebook:
        env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET
          ? {
              appId: env.FACEBOOK_APP_ID,
              appSecret: env.FACEBOOK_APP_SECRET,
              authUrl: env.FACEBOOK_AUTH_URL,
              graphUrl: env.FACEBOOK_GRAPH_URL,
            }
          : null,
    },
  };
}
