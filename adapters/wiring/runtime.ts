import { ContainerModule } from 'inversify';
import { pino, type Logger as PinoLogger } from 'pino';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
import { requestLogFields } from '../http/requestContext.ts';
import type { PortalModule } from './PortalModule.ts';

/** The application's logger and clock (the clock may run CLOCK_OFFSET_DAYS ahead, see OffsetClock). */
export function runtimeModule(logger: Logger, clock: Clock): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<Logger>(LoggerToken).toConstantValue(logger);
      options.bind<Clock>(ClockToken).toConstantValue(clock);
    }),
  };
}

/** The Logger port over pino; a line written while a request runs carries its request id (requestContext). */
export function applicationLogger(log: PinoLogger): Logger {
  return {
    // The access log calls `info` for every request: with the level off, no line object is built for nothing.
    info: (message, details) => {
      if (log.isLevelEnabled('info')) log.info({ ...requestLogFields(), ...details }, message);
    },
    warn: (message, details) => log.warn({ ...requestLogFields(), ...details }, message),
    error: (message, details) => log.error({ ...requestLogFields(), ...details }, message),
  };
}

/**
 * The process's pino logger: JSON lines (pretty on a terminal outside production), each line written while a
 * request runs carrying its request id, also those of adapters that log through pino directly.
 */
export function portalPino(options: { level: string; pretty?: boolean }): PinoLogger {
  return pino({
    level: options.level,
    mixin: requestLogFields,
    ...(options.pretty ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } } : {}),
  });
}
