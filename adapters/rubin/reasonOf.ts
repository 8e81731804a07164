import { BookingSystemUnavailable } from '../../application/ports/BookingSystem.ts';

/** Why a Rubin call failed, for the log: the error's message with its cause, past the port's wrapper. */
export function reasonOf(error: unknown): string {
  if (error instanceof BookingSystemUnavailable && error.cause) return reasonOf(error.cause);
  if (error instanceof Error)
    return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
  return String(error);
}
