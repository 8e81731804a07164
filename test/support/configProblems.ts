import { ConfigError, readConfig } from '../../adapters/config.ts';

/** What readConfig refuses in `env`, each problem as its start error names it; none for a valid one. */
export function problemsOf(env: Record<string, string>): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

/** Production on the embedded components, each asked for explicitly, without a PUBLIC_URL. */
export const PRODUCTION_EMBEDDED = {
  NODE_ENV: 'production',
  EMBEDDED_POSTGRES: 'true',
  OIDC_DEV_PROVIDER: 'true',
  RUBIN_MOCK: 'true',
} as const;
