import { describe, expect, it } from '@jest/globals';
import { readConfig } from '../../adapters/config.ts';
import { PRODUCTION_EMBEDDED, problemsOf } from '../support/configProblems.ts';

const productionBase = { ...PRODUCTION_EMBEDDED, PUBLIC_URL: 'https://service.example.ch' };

describe('configuration from the environment', () => {
  it('starts with embedded defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: '.data/postgres', preferredPort: 54329 });
    expect(config.identity.kind).toBe('development');
    expect(config.bookingSystem.kind).toBe('simulator');
    expect(config.demoData).toBe(true);
  });

  it('uses the real components when they are configured', () => {
    const config = readConfig({
      DATABASE_URL: 'postgres://u:p@db:5432/portal',
      OIDC_ISSUER: 'https://login.example.ch/realms/x/',
      OIDC_CLIENT_ID: 'portal',
      OIDC_CLIENT_SECRET: 's',
      RUBIN_URL: 'https://rubin.example.ch/api/',
      RUBIN_USER: 'portal',
      RUBIN_PASSWORD: 'p',
    });
    expect(config.database).toEqual({ kind: 'url', url: 'postgres://u:p@db:5432/portal' });
    expect(config.identity).toMatchObject({ kind: 'external', issuer: 'https://login.example.ch/realms/x' });
    expect(config.bookingSystem).toEqual({
      kind: 'http',
      url: 'https://rubin.example.ch/api',
      user: 'portal',
      password: 'p',
    });
  });

  it('in production refuses the development identity provider, the simulator and the embedded database unless asked for, naming every variable at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('OIDC_ISSUER'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('RUBIN_URL'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('RUBIN_USER'))).toBe(true);
    const explicit = readConfig(productionBase);
    expect(explicit.identity.kind).toBe('development');
    expect(explicit.bookingSystem.kind).toBe('simulator');
    expect(explicit.demoData).toBe(false);
  });

  it('names malformed settings with their value', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      RUBIN_MOCK_ERROR_RATE: '2',
      OIDC_ISSUER: 'not a url',
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT="eighty" is not valid/),
        expect.stringMatching(/^DATABASE_URL="mysql:\/\/x" is not valid/),
        expect.stringMatching(/^RUBIN_MOCK_ERROR_RATE="2" is not valid/),
        expect.stringMatching(/^OIDC_ISSUER="not a url" is not valid/),
      ]),
    );
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(
      /The portal cannot start, its configuration is incomplete:\n {2}- PORT="eighty"/,
    );
  });

  it('accepts bearer tokens living one day at most unless OIDC_MAX_TOKEN_LIFETIME says otherwise', () => {
    expect(readConfig({}).identity.maxTokenLifetimeSeconds).toBe(86_400);
    expect(readConfig({ OIDC_MAX_TOKEN_LIFETIME: '3600' }).identity.maxTokenLifetimeSeconds).toBe(3_600);
    expect(problemsOf({ OIDC_MAX_TOKEN_LIFETIME: 'forever' })).toEqual([
      expect.stringMatching(/^OIDC_MAX_TOKEN_LIFETIME="forever" is not valid/),
    ]);
  });

  it('asks for the client of an external identity provider', () => {
    const problems = problemsOf({ OIDC_ISSUER: 'https://login.example.ch' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^OIDC_CLIENT_ID is missing/),
        expect.stringMatching(/^OIDC_CLIENT_SECRET is missing/),
      ]),
    );
  });
});

// Mail, the daily reminders and the weekly digest: SMTP_URL, MAIL_FROM, REMINDERS, REMINDERS_CRON, REMINDERS_TIMEZONE,
// DIGEST_CRON.
describe('configuration of e-mail and background jobs', () => {
  it('writes mails to the outbox, reminds daily at 06:00 and digests on Mondays at 07:00 Zurich time when nothing is set', () => {
    const config = readConfig({});
    expect(config.mail).toEqual({ kind: 'outbox', from: 'Exhibitor Service Centre <noreply@localhost>' });
    expect(config.jobs).toEqual({
      reminders: true,
      remindersCron: '0 6 * * *',
      remindersTimeZone: 'Europe/Zurich',
      digestCron: '0 7 * * 1',
      progressCron: '*/10 * * * *',
    });
  });

  it('sends over SMTP when SMTP_URL is set, from MAIL_FROM, on the configured schedule', () => {
    const config = readConfig({
      SMTP_URL: 'smtps://portal:secret@mail.example.ch:465',
      MAIL_FROM: 'Messe Service <service@example.ch>',
      REMINDERS_CRON: '30 5 * * 1-5',
      REMINDERS_TIMEZONE: 'Europe/Paris',
      REMINDERS: 'false',
      DIGEST_CRON: '0 8 * * 5',
      PROGRESS_CRON: 'off',
    });
    expect(config.mail).toEqual({
      kind: 'smtp',
      url: 'smtps://portal:secret@mail.example.ch:465',
      from: 'Messe Service <service@example.ch>',
    });
    expect(config.jobs).toEqual({
      reminders: false,
      remindersCron: '30 5 * * 1-5',
      remindersTimeZone: 'Europe/Paris',
      digestCron: '0 8 * * 5',
      progressCron: null,
    });
  });

  it('names malformed mail and schedule settings with their value', () => {
    const problems = problemsOf({
      SMTP_URL: 'http://mail.example.ch',
      REMINDERS_CRON: 'every morning',
      REMINDERS_TIMEZONE: 'Mars/Olympus',
      REMINDERS: 'maybe',
      DIGEST_CRON: 'mondays',
    });
    expect(problems).toEqual([
      expect.stringMatching(/^SMTP_URL="http:\/\/mail.example.ch" is not valid: must be smtp:\/\//),
      expect.stringMatching(/^REMINDERS="maybe" is not valid/),
      expect.stringMatching(/^REMINDERS_CRON="every morning" is not valid: must be a cron expression/),
      expect.stringMatching(/^REMINDERS_TIMEZONE="Mars\/Olympus" is not valid: must be an IANA time zone/),
      expect.stringMatching(/^DIGEST_CRON="mondays" is not valid: must be a cron expression/),
    ]);
  });
});

// A clock offset for demonstrations ("three weeks before the fair"), never in production.
describe('configuration of the clock offset', () => {
  it('runs on the real clock when CLOCK_OFFSET_DAYS is not set', () => {
    expect(readConfig({}).clockOffsetDays).toBe(0);
    expect(readConfig(productionBase).clockOffsetDays).toBe(0);
  });

  it('moves the clock by whole days either way outside production', () => {
    expect(readConfig({ CLOCK_OFFSET_DAYS: '21' }).clockOffsetDays).toBe(21);
    expect(readConfig({ CLOCK_OFFSET_DAYS: ' -14 ' }).clockOffsetDays).toBe(-14);
  });

  it('refuses a clock offset in production, naming the variable', () => {
    expect(problemsOf({ ...productionBase, CLOCK_OFFSET_DAYS: '21' })).toEqual([
      'CLOCK_OFFSET_DAYS="21" is refused in production: the clock offset is for demonstrations only',
    ]);
    expect(readConfig({ ...productionBase, CLOCK_OFFSET_DAYS: '0' }).clockOffsetDays).toBe(0);
  });

  it('names an offset that is not a whole number of days within ten years', () => {
    expect(problemsOf({ CLOCK_OFFSET_DAYS: '1.5' })).toEqual([
      expect.stringMatching(/^CLOCK_OFFSET_DAYS="1.5" is not valid: must be a whole number of days/),
    ]);
    expect(problemsOf({ CLOCK_OFFSET_DAYS: 'three weeks' })).toEqual([
      expect.stringMatching(/^CLOCK_OFFSET_DAYS="three weeks" is not valid/),
    ]);
    expect(problemsOf({ CLOCK_OFFSET_DAYS: '3651' })).toEqual([
      expect.stringMatching(/^CLOCK_OFFSET_DAYS="3651" is not valid/),
    ]);
  });
});

// Production's cookies are Secure, which a browser never sends back to a page on plain http.
describe('configuration of the public address in production', () => {
  const production = PRODUCTION_EMBEDDED;

  it('refuses an http:// PUBLIC_URL in production, loopback too, naming the variable and its value', () => {
    for (const address of ['http://service.example.ch', 'http://localhost:3000', 'http://127.0.0.1:8080'])
      expect(problemsOf({ ...production, PUBLIC_URL: address })).toEqual([
        expect.stringMatching(
          new RegExp(
            `^PUBLIC_URL="${address.replaceAll('.', '\\.')}" is refused in production: it must be the https:// address`,
          ),
        ),
      ]);
    expect(() => readConfig({ ...production, PUBLIC_URL: 'http://localhost:3000' })).toThrow(
      /The portal cannot start, its configuration is incomplete:\n {2}- PUBLIC_URL="http:\/\/localhost:3000" is refused in production/,
    );
  });

  it('refuses production without a PUBLIC_URL, whose default is an http:// one', () => {
    expect(problemsOf(production)).toEqual([
      expect.stringMatching(/^PUBLIC_URL is missing: production needs the https:\/\/ address/),
    ]);
  });

  it('starts in production with an https:// PUBLIC_URL, and outside production with an http:// one', () => {
    expect(readConfig({ ...production, PUBLIC_URL: 'https://service.example.ch/' }).publicUrl).toBe(
      'https://service.example.ch',
    );
    expect(readConfig({ PUBLIC_URL: 'http://localhost:8080' }).publicUrl).toBe('http://localhost:8080');
  });

  it('names a malformed PUBLIC_URL once, as any malformed setting', () => {
    expect(problemsOf({ ...production, PUBLIC_URL: 'service.example.ch' })).toEqual([
      expect.stringMatching(/^PUBLIC_URL="service.example.ch" is not valid/),
    ]);
  });
});
