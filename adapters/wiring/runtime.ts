import { ContainerModule } from 'inversify';
import type { Logger as PinoLogger } from 'pino';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { LoggerToken, type Logger } from '../../application/ports/Logger.ts';
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

/** The Logger port over pino. */
export function applicationLogger(log: PinoLogger): Logger {
  return {
    info: (message, details) => log.info(details ?? {}, message),
    warn: (message, details) => log.warn(details ?? {}, message),
    error: (message, details) => log.error(details ?? {}, message),
  };
}
