/**
 * Domain events: what other services may learn happened in the portal (an insurance saved, a fair changed ...),
 * written to an outbox in the same transaction as the change (so none is lost and none is told for a rolled-back
 * change), read in order by the event feed and delivered by the webhooks. The data holds ids only, never names
 * or e-mail addresses: a reader's scope decides which events it sees, not which fields.
 */

/** The event types a service can read or subscribe to. */
export const DOMAIN_EVENT_TYPES = [
  'insurance.saved',
  'insurance.waived',
  'task.notification_switched',
  'booth.contact_sent',
  'fair.changed',
  'fair.deleted',
  'teaser.changed',
  'masterdata.changed',
  'announcement.sent',
] as const;

export type DomainEventType = (typeof DOMAIN_EVENT_TYPES)[number];

/** Sent only to one subscription by the webhooks' test button; never part of the feed. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The service scope a reader needs to see an event of a type. */
export type DomainEventScope = 'booths:read' | 'fairs:read';

const BOOTH_EVENTS: ReadonlySet<string> = new Set([
  'insurance.saved',
  'insurance.waived',
  'task.notification_switched',
  'booth.contact_sent',
]);

export function scopeOfEvent(type: DomainEventType | typeof WEBHOOK_TEST_EVENT): DomainEventScope {
  return BOOTH_EVENTS.has(type) ? 'booths:read' : 'fairs:read';
}

/** The ids an event concerns (e.g. regiNr, fairId, fairCode, taskId, teaserId, entity + id). */
export type DomainEventData = Readonly<Record<string, string>>;

/** An event to write: its type and data; id, time, order and scope are given when it is written. */
export interface NewDomainEvent {
  readonly type: DomainEventType | typeof WEBHOOK_TEST_EVENT;
  readonly data: DomainEventData;
}

/** An event as the feed returns it and as a webhook sends it (the Standard Webhooks payload shape). */
export interface DomainEvent {
  readonly id: string;
  readonly type: string;
  /** ISO instant of the change's transaction. */
  readonly timestamp: string;
  readonly data: DomainEventData;
}

/** A written event with its place in the order (seq, a decimal string: a bigint). */
export interface StoredDomainEvent extends DomainEvent {
  readonly seq: string;
  readonly scope: DomainEventScope;
}

/** Reads the outbox in order: the event feed and the webhook delivery. */
export interface DomainEventReader {
  /**
   * At most `limit` events after `seq` ('0' for the beginning), in order, only those whose scope is in `scopes`;
   * webhook.test events are never among them.
   */
  after(seq: string, limit: number, scopes: readonly string[]): Promise<StoredDomainEvent[]>;
  /** Deletes the events that occurred before `cutoff`; answers how many. */
  purgeBefore(cutoff: Date): Promise<number>;
}

export const DomainEventReaderToken = Symbol.for('DomainEventReader');

/** How long the outbox keeps an event (the feed's promise to services that pull). */
export const DOMAIN_EVENT_RETENTION_DAYS = 30;
