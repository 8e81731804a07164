/**
 * The outcomes of an admin write that are not a success (admin-back-office §5), thrown by the
 * admin use cases and answered by the HTTP layer: 422 with field errors in German, 409 for a stale version
 * (with the current item) or an item in use, 404 for an unknown id. Nothing is written when one is thrown.
 */

/** A field that failed validation, with the exact German message of §5. `field` is the body's field path, e.g. `duration` or `tasks.0`. */
export interface AdminFieldError {
  readonly field: string;
  readonly message: string;
}

export class AdminValidationFailed extends Error {
  readonly errors: readonly AdminFieldError[];
  constructor(errors: readonly AdminFieldError[]) {
    super(errors.map((error) => `${error.field}: ${error.message}`).join('; '));
    this.name = 'AdminValidationFailed';
    this.errors = errors;
  }
}

/** The item was changed by someone else since the caller read it: `current` is the item as it is now. */
export class AdminStaleVersion extends Error {
  readonly current: unknown;
  constructor(current: unknown) {
    super('Der Eintrag wurde inzwischen von jemand anderem geändert.');
    this.name = 'AdminStaleVersion';
    this.current = current;
  }
}

/** An item that uses another (a fair using a process step, a teaser a fair series): what a refused delete names. */
export interface ItemUse {
  readonly kind: 'fair' | 'teaser';
  readonly id: string;
  readonly name: string;
}

/**
 * The item is used (e.g. a task definition in a fair) and may not be deleted; the message is German. `usedBy` names
 * the items that use it, where known, so that the manager (and other services) can go there.
 */
export class AdminInUse extends Error {
  readonly usedBy: readonly ItemUse[];
  constructor(message: string, usedBy: readonly ItemUse[] = []) {
    super(message);
    this.name = 'AdminInUse';
    this.usedBy = usedBy;
  }
}

export class AdminNotFound extends Error {
  constructor(what: string) {
    super(`${what} nicht gefunden`);
    this.name = 'AdminNotFound';
  }
}

/** Who does an admin write (the manager's user id), recorded in the audit trail and the created/changed columns. */
export interface AdminActor {
  readonly userId: string;
}
