import { describe, expect, it } from '@jest/globals';
import { EVENT_PAGE_MAX, EventFeed } from '../../../application/shared/EventFeed.ts';
import { InMemoryDomainEvents } from '../../support/InMemoryDomainEvents.ts';

// Beyond the spec (DESIGN "Events"): services pull the domain events in order with a cursor, each once.

function outboxWith(count: number) {
  const outbox = new InMemoryDomainEvents();
  for (let index = 0; index < count; index++)
    outbox.write(
      index % 2 === 0
        ? { type: 'insurance.saved', data: { regiNr: `R${index}` } }
        : { type: 'fair.changed', data: { fairCode: `F${index}` } },
      `2026-11-${String(1 + index).padStart(2, '0')}T08:00:00Z`,
    );
  return outbox;
}

describe('EventFeed', () => {
  it('pages through the events in order, each once, with the cursor of the page before', async () => {
    const feed = new EventFeed(outboxWith(5));
    const scopes = ['booths:read', 'fairs:read'];
    const first = await feed.page(undefined, 2, scopes);
    const second = await feed.page(first.next, 2, scopes);
    const third = await feed.page(second.next, 2, scopes);
    const after = await feed.page(third.next, 2, scopes);
    expect([...first.items, ...second.items, ...third.items].map((event) => event.id)).toEqual([
      'event-1',
      'event-2',
      'event-3',
      'event-4',
      'event-5',
    ]);
    expect(after).toEqual({ items: [], next: third.next });
  });

  it('shows a reader only the events of its scopes, without the outbox’s own order field', async () => {
    const feed = new EventFeed(outboxWith(4));
    const page = await feed.page(undefined, 10, ['fairs:read']);
    expect(page.items.map((event) => event.type)).toEqual(['fair.changed', 'fair.changed']);
    expect(page.items[0]).toEqual({
      id: 'event-2',
      type: 'fair.changed',
      timestamp: '2026-11-02T08:00:00Z',
      data: { fairCode: 'F1' },
    });
  });

  it('answers at least one and at most the largest page whatever size is asked', async () => {
    const feed = new EventFeed(outboxWith(EVENT_PAGE_MAX + 20));
    const scopes = ['booths:read', 'fairs:read'];
    expect((await feed.page(undefined, 0, scopes)).items).toHaveLength(1);
    expect((await feed.page(undefined, 10_000, scopes)).items).toHaveLength(EVENT_PAGE_MAX);
  });

  it('purges the events older than 30 days before the clock’s now', async () => {
    const outbox = outboxWith(5);
    const purged = await new EventFeed(outbox).purgeExpired({ now: () => new Date('2026-12-03T08:00:00Z') });
    expect(purged).toBe(2);
    expect(outbox.events.map((event) => event.id)).toEqual(['event-3', 'event-4', 'event-5']);
  });
});
