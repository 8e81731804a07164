import { z } from 'zod';
import { PRODUCT_NAME } from '../domain/presentation/productName.ts';
import { cron, cronOrOff, flag, httpUrl, port, smtpUrl, timeZone, type JobsConfig } from './configValues.ts';

/**
 * The portal's settings, read from the environment once at start. Every missing or malformed
 * variable is named in one message; with NODE_ENV=production the development identity provider and
 * the booking-system simulator are used only when asked for explicitly.
 */
export interface Config {
  production: boolean;
  port: number;
  publicUrl: string;
  trustProxy: boolean;
  logLevel: string;
  sessionIdleMinutes: number;
  database: { kind: 'url'; url: string } | { kind: 'embedded'; dataDir: string; preferredPort: number };
  demoData: boolean;
  /** DEMO_SCALE: the demo data (absent: `demo`), or a generated data set of an operator's year, variant DEMO_SEED. */
  demoScale?: 'demo' | 'operator';
  demoSeed?: number;
  identity:
    | {
        kind: 'external';
        issuer: string;
        clientId: string;
        clientSecret: string;
        apiAudience: string;
        /** The longest lifetime of a bearer token the API accepts, in seconds (OIDC_MAX_TOKEN_LIFETIME). */
        maxTokenLifetimeSeconds?: number;
        profileUrl: string;
      }
    | {
        kind: 'development';
        clientId: string;
        clientSecret: string;
        apiAudience: string;
        maxTokenLifetimeSeconds?: number;
        cookieKeys: string[];
      };
  bookingSystem:
    | { kind: 'simulator'; latencyMs: number; errorRate: number; user: string; password: string }
    | { kind: 'http'; url: string; user: string; password: string };
  webRoot: string;
  /** Folder for what the portal keeps on this machine (embedded PostgreSQL, development keys, the mail outbox). */
  dataDir: string;
  /** How e-mail leaves: SMTP, or (without SMTP_URL) .eml files in <dataDir>/outbox. Absent: the outbox. */
  mail?: { kind: 'smtp'; url: string; from: string } | { kind: 'outbox'; from: string };
  /**
   * Background jobs (pg-boss). Absent: reminders on, daily at 06:00 Europe/Zurich, and the weekly digest on Mondays
   * at 07:00 in the same time zone; `reminders: false` turns both off. The mail worker always runs. The cockpit's
   * refresh of the current fairs on `progressCron` (PROGRESS_CRON, default every 10 minutes, `off`); absent: only
   * when a fair is first viewed.
   */
  jobs?: JobsConfig;
  /**
   * Days the portal's clock runs ahead (or, negative, behind) the real one, for demonstrations ("three weeks
   * before the fair"); the demo data stays built for the real day. Absent or 0: the real clock. Refused in production.
   */
  clockOffsetDays?: number;
  /** GET /metrics (Prometheus) on a port of its own, loopback by default, optionally behind a token. Absent: not served. */
  metrics?: { port: number; host: string; token?: string };
  /** Server errors go to this Sentry(-compatible) DSN as well; absent: nothing is sent anywhere. */
  sentryDsn?: string;
  /**
   * Webhook delivery: the first retry's delay (WEBHOOK_RETRY_BASE_MS, default 5 s; later ones are multiples), the
   * safety-net sweep (WEBHOOK_SWEEP_MS, default 10 s); targets on public addresses only (default: in production).
   */
  webhooks?: { retryBaseMs?: number; sweepMs?: number; publicTargetsOnly?: boolean };
}

/** The largest clock offset accepted, in days either way (ten years). */
export const MAX_CLOCK_OFFSET_DAYS = 3650;

/** The sender's name is the product's (domain PRODUCT_NAME), in English as one name must serve every reader. */
export const DEFAULT_MAIL_FROM = `${PRODUCT_NAME.en} <noreply@localhost>`;
export const DEFAULT_REMINDERS_CRON = '0 6 * * *';
export const DEFAULT_REMINDERS_TIME_ZONE = 'Europe/Zurich';
/** Mondays at 07:00 (in the reminders' time zone). */
export const DEFAULT_DIGEST_CRON = '0 7 * * 1';
export const DEFAULT_PROGRESS_CRON = '*/10 * * * *';
/** Bearer tokens may live one day at most, unless OIDC_MAX_TOKEN_LIFETIME says otherwise. */
export const DEFAULT_MAX_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
  readonly problems: string[];
  constructor(problems: string[]) {
    super(
      `The portal cannot start, its configuration is incomplete:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

type Env = Record<string, string | undefined>;

export function readConfig(env: Env): Config {
  const problems: string[] = [];
  const read = <T>(name: string, schema: z.ZodType<T>, fallback?: T, hint = ''): T | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') {
      if (fallback === undefined) problems.push(`${name} is missing${hint ? `: ${hint}` : ''}`);
      return fallback;
    }
    const parsed = schema.safeParse(raw.trim());
    if (!parsed.success) {
      problems.push(
        `${name}=${JSON.stringify(raw)} is not valid: ${parsed.error.issues.map((issue) => issue.message).join('; ')}`,
      );
      return fallback;
    }
    return parsed.data;
  };
  const optional = <T>(name: string, schema: z.ZodType<T>): T | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === '') return undefined;
    return read(name, schema);
  };

  const production = env.NODE_ENV === 'production';
  const listenPort = read('PORT', port, 3000)!;
  const localPublicUrl = `http://localhost:${listenPort}`;
  // Production's cookies are Secure (createPortalApp.ts), which browsers never send to an http:// page, so sign-in
  // could not work: production has no default (the local one is http://); behind a TLS proxy the proxy's https:// one.
  const givenPublicUrl = read(
    'PUBLIC_URL',
    httpUrl,
    production ? undefined : localPublicUrl,
    "production needs the https:// address browsers use (the portal's cookies are Secure)",
  );
  const publicUrl = (givenPublicUrl ?? localPublicUrl).replace(/\/$/, '');
  if (production && givenPublicUrl !== undefined && new URL(givenPublicUrl).protocol !== 'https:') {
    problems.push(
      `PUBLIC_URL=${JSON.stringify(env.PUBLIC_URL)} is refused in production: it must be the https:// address browsers use, since the portal's cookies are Secure (behind a TLS-terminating proxy, the proxy's address)`,
    );
  }

  const databaseUrl = optional(
    'DATABASE_URL',
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'),
  );
  const dataDir = read('DATA_DIR', z.string(), '.data')!;
  if (production && !databaseUrl && !read('EMBEDDED_POSTGRES', flag, false)) {
    problems.push(
      'DATABASE_URL is missing: production needs a PostgreSQL (or EMBEDDED_POSTGRES=true to use the embedded one)',
    );
  }

  const issuer = optional('OIDC_ISSUER', httpUrl);
  const apiAudience = read('OIDC_API_AUDIENCE', z.string().min(1), `${publicUrl}/api`)!;
  const maxTokenLifetimeSeconds = read(
    'OIDC_MAX_TOKEN_LIFETIME',
    z.coerce
      .number()
      .int()
      .min(60)
      .max(30 * 24 * 60 * 60),
    DEFAULT_MAX_TOKEN_LIFETIME_SECONDS,
    'seconds, from 60 to 2592000',
  )!;
  let identity: Config['identity'];
  if (issuer) {
    identity = {
      kind: 'external',
      issuer: issuer.replace(/\/$/, ''),
      clientId: read('OIDC_CLIENT_ID', z.string().min(1), undefined, "the portal's client id at OIDC_ISSUER") ?? '',
      clientSecret:
        read('OIDC_CLIENT_SECRET', z.string().min(1), undefined, "the portal's client secret at OIDC_ISSUER") ?? '',
      apiAudience,
      maxTokenLifetimeSeconds,
      profileUrl: read('OIDC_PROFILE_URL', httpUrl, `${issuer.replace(/\/$/, '')}/account`)!,
    };
  } else {
    if (production && !read('OIDC_DEV_PROVIDER', flag, false)) {
      problems.push(
        'OIDC_ISSUER is missing: production refuses the development identity provider unless OIDC_DEV_PROVIDER=true',
      );
    }
    identity = {
      kind: 'development',
      clientId: read('OIDC_CLIENT_ID', z.string().min(1), 'oneshop-portal')!,
      clientSecret: read('OIDC_CLIENT_SECRET', z.string().min(1), 'oneshop-portal-development-secret')!,
      apiAudience,
      maxTokenLifetimeSeconds,
      cookieKeys: read('OIDC_DEV_COOKIE_KEYS', z.string().min(16), 'development-only-cookie-key-change-me')!.split(','),
    };
  }

  const rubinUrl = optional('RUBIN_URL', httpUrl);
  const rubinMock = read('RUBIN_MOCK', flag, !production && !rubinUrl)!;
  let bookingSystem: Config['bookingSystem'];
  if (rubinMock) {
    bookingSystem = {
      kind: 'simulator',
      latencyMs: read('RUBIN_MOCK_LATENCY_MS', z.coerce.number().int().min(0).max(60_000), 0)!,
      errorRate: read('RUBIN_MOCK_ERROR_RATE', z.coerce.number().min(0).max(1), 0)!,
      user: read('RUBIN_USER', z.string().min(1), 'portal')!,
      password: read('RUBIN_PASSWORD', z.string().min(1), 'portal')!,
    };
  } else {
    if (!rubinUrl)
      problems.push('RUBIN_URL is missing: set it to the booking system, or RUBIN_MOCK=true for the simulator');
    bookingSystem = {
      kind: 'http',
      url: (rubinUrl ?? '').replace(/\/$/, ''),
      user: read('RUBIN_USER', z.string().min(1), undefined, "the booking system's technical account") ?? '',
      password: read('RUBIN_PASSWORD', z.string().min(1), undefined, "the booking system's password") ?? '',
    };
  }

  const clockOffsetDays = read(
    'CLOCK_OFFSET_DAYS',
    z.coerce.number().int('must be a whole number of days').min(-MAX_CLOCK_OFFSET_DAYS).max(MAX_CLOCK_OFFSET_DAYS),
    0,
  )!;
  if (production && clockOffsetDays !== 0) {
    problems.push(
      `CLOCK_OFFSET_DAYS=${JSON.stringify(env.CLOCK_OFFSET_DAYS)} is refused in production: the clock offset is for demonstrations only`,
    );
  }

  const demoScale = read('DEMO_SCALE', z.enum(['demo', 'operator']), 'demo')!;
  if (production && demoScale !== 'demo')
    problems.push(`DEMO_SCALE=${demoScale} is refused in production: the generated data set is for measurements only`);

  const config: Config = {
    production,
    port: listenPort,
    publicUrl,
    trustProxy: read('TRUST_PROXY', flag, false)!,
    logLevel: read('LOG_LEVEL', z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']), 'info')!,
    sessionIdleMinutes: read('SESSION_IDLE_MINUTES', z.coerce.number().int().min(5).max(1440), 480)!,
    database: databaseUrl
      ? { kind: 'url', url: databaseUrl }
      : {
          kind: 'embedded',
          dataDir: `${dataDir}/postgres`,
          preferredPort: read('EMBEDDED_POSTGRES_PORT', port, 54329)!,
        },
    demoData: read('DEMO_DATA', flag, !production)!,
    demoScale,
    demoSeed: read('DEMO_SEED', z.coerce.number().int().min(0).max(0xffffffff), 1)!,
    identity,
    bookingSystem,
    webRoot: read('WEB_ROOT', z.string(), 'web/dist')!,
    dataDir,
    mail: mailConfig(optional('SMTP_URL', smtpUrl), read('MAIL_FROM', z.string().min(3), DEFAULT_MAIL_FROM)!),
    jobs: {
      reminders: read('REMINDERS', flag, true)!,
      remindersCron: read('REMINDERS_CRON', cron, DEFAULT_REMINDERS_CRON)!,
      remindersTimeZone: read('REMINDERS_TIMEZONE', timeZone, DEFAULT_REMINDERS_TIME_ZONE)!,
      digestCron: read('DIGEST_CRON', cron, DEFAULT_DIGEST_CRON)!,
      progressCron: read('PROGRESS_CRON', cronOrOff, DEFAULT_PROGRESS_CRON)!,
    },
    clockOffsetDays,
    ...(read('METRICS', flag, true)
      ? {
          metrics: {
            port: read('METRICS_PORT', port, 9464)!,
            host: read('METRICS_HOST', z.string().min(1), '127.0.0.1')!,
            ...optionalField('token', optional('METRICS_TOKEN', z.string().min(16, 'must be at least 16 characters'))),
          },
        }
      : {}),
    ...optionalField('sentryDsn', optional('SENTRY_DSN', httpUrl)),
    webhooks: {
      ...optionalField(
        'retryBaseMs',
        optional('WEBHOOK_RETRY_BASE_MS', z.coerce.number().int().min(10).max(3_600_000)),
      ),
      ...optionalField('sweepMs', optional('WEBHOOK_SWEEP_MS', z.coerce.number().int().min(100).max(600_000))),
    },
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

function optionalField<K extends string, T>(key: K, value: T | undefined): { [P in K]?: T } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: T };
}

function mailConfig(url: string | undefined, from: string): NonNullable<Config['mail']> {
  return url ? { kind: 'smtp', url, from } : { kind: 'outbox', from };
}
