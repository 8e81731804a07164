export interface Clock {
  now(): Date;
}

export const ClockToken = Symbol.for('Clock');

export const systemClock: Clock = { now: () => new Date() };
