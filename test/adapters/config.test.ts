import { describe, expect, it } from '@jest/globals';
import { ConfigError, readConfig } from '../../adapters/config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

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
    expect(config.bookingSystem).toEqual({ kind: 'http', url: 'https://rubin.example.ch/api', user: 'portal', password: 'p' });
  });

  it('in production refuses the development identity provider, the simulator and the embedded database unless asked for, naming every variable at once', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.some((problem) => problem.startsWith('DATABASE_URL'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('OIDC_ISSUER'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('RUBIN_URL'))).toBe(true);
    expect(problems.some((problem) => problem.startsWith('RUBIN_USER'))).toBe(true);
    const explicit = readConfig({ NODE_ENV: 'production', EMBEDDED_POSTGRES: 'true', OIDC_DEV_PROVIDER: 'true', RUBIN_MOCK: 'true' });
    expect(explicit.identity.kind).toBe('development');
    expect(explicit.bookingSystem.kind).toBe('simulator');
    expect(explicit.demoData).toBe(false);
  });

  it('names malformed settings with their value', () => {
    const problems = problemsOf({ PORT: 'eighty', DATABASE_URL: 'mysql://x', RUBIN_MOCK_ERROR_RATE: '2', OIDC_ISSUER: 'not a url' });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PORT="eighty" is not valid/),
        expect.stringMatching(/^DATABASE_URL="mysql:\/\/x" is not valid/),
        expect.stringMatching(/^RUBIN_MOCK_ERROR_RATE="2" is not valid/),
        expect.stringMatching(/^OIDC_ISSUER="not a url" is not valid/),
      ]),
    );
    expect(() => readConfig({ PORT: 'eighty' })).toThrow(/The portal cannot start, its configuration is incomplete:\n  - PORT="eighty"/);
  });

  it('asks for the client of an external identity provider', () => {
    const problems = problemsOf({ OIDC_ISSUER: 'https://login.example.ch' });
    expect(problems).toEqual(expect.arrayContaining([expect.stringMatching(/^OIDC_CLIENT_ID is missing/), expect.stringMatching(/^OIDC_CLIENT_SECRET is missing/)]));
  });
});
