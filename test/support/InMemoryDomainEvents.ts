import {
  scopeOfEvent,
  type DomainEventReader,
  type NewDomainEvent,
  type StoredDomainEvent,
} from '../../application/ports/DomainEvents.ts';

/**
 * The outbox in memory, read as the feed and the webhook delivery read it: events in the order they were written
 * (seq 1, 2 ...), each with the scope of its type; webhook.test events are never read.
 */
export class InMemoryDomainEvents implements DomainEventReader {
  readonly events: StoredDomainEvent[] = [];

  write(event: NewDomainEvent, at: string): StoredDomainEvent {
    const seq = String(this.events.length + 1);
    const stored = { ...event, id: `event-${seq}`, seq, timestamp: at, scope: scopeOfEvent(event.type) };
    this.events.push(stored);
    return stored;
  }

  async after(seq: string, limit: number, scopes: readonly string[]): Promise<StoredDomainEvent[]> {
    return this.events
      .filter((event) => BigInt(event.seq) > BigInt(seq))
      .filter((event) => event.type !== 'webhook.test' && scopes.includes(event.scope))
      .slice(0, limit);
  }

  async purgeBefore(cutoff: Date): Promise<number> {
    const kept = this.events.filter((event) => Date.parse(event.timestamp) >= cutoff.getTime());
    const purged = this.events.length - kept.length;
    this.events.splice(0, this.events.length, ...kept);
    return purged;
  }
}
