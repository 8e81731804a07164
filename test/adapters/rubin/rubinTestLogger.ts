import type { Logger } from '../../../adapters/rubin/RubinTransport.ts';

export interface LoggedEntry {
  readonly level: 'info' | 'warn' | 'error';
  readonly message: string;
  readonly details: object;
}

/** A logger that prints nothing and keeps what it was told, for assertions. */
export function silentLogger(): { logger: Logger; entries: LoggedEntry[] } {
  const entries: LoggedEntry[] = [];
  const record = (level: LoggedEntry['level']) => (details: object, message: string) =>
    void entries.push({ level, message, details });
  return { logger: { info: record('info'), warn: record('warn'), error: record('error') }, entries };
}
