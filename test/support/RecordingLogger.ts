import type { Logger } from '../../application/ports/Logger.ts';

/** A logger that keeps its lines, for tests that check what an operator would read (a warning and its details). */
export class RecordingLogger implements Logger {
  readonly lines: Array<{ level: 'info' | 'warn' | 'error'; message: string; details?: Record<string, unknown> }> = [];

  info(message: string, details?: Record<string, unknown>): void {
    this.lines.push({ level: 'info', message, details });
  }

  warn(message: string, details?: Record<string, unknown>): void {
    this.lines.push({ level: 'warn', message, details });
  }

  error(message: string, details?: Record<string, unknown>): void {
    this.lines.push({ level: 'error', message, details });
  }
}
