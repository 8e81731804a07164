/** The part of window.localStorage the stores use; tests hand in a Map-backed one. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Where a store reports an API failure it cannot handle itself (spec: exhibitor-area §8). */
export type FailureHandler = (error: unknown) => void;

export type Navigate = (to: string) => void;
