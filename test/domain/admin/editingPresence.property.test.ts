import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import {
  isPresent,
  joinNames,
  PRESENCE_EXPIRY_SECONDS,
  PRESENCE_KINDS,
  presenceNotice,
  presenceView,
  type PresenceEntry,
  type PresenceKind,
} from '../../../domain/admin/editingPresence.ts';

// beyond the spec (admin-back-office §4 forms): a form names who else has the same item open, before anyone saves

const NOW = new Date('2026-12-02T10:00:00Z');
const managerArb = fc.constantFrom('m1', 'm2', 'm3', 'm4');
const entryArb: fc.Arbitrary<PresenceEntry> = fc.record({
  managerId: managerArb,
  managerName: fc.constantFrom('Marco Bernasconi', 'Anna Muster', 'Sabine Keller', 'Zoé Duc'),
  tabId: fc.constantFrom('t1', 't2', 't3'),
  lastSeen: fc.integer({ min: 0, max: 120_000 }).map((ago) => new Date(NOW.getTime() - ago).toISOString()),
});
const kindArb = fc.constantFrom(...(Object.keys(PRESENCE_KINDS) as PresenceKind[]));

describe('presence', () => {
  it('counts an announcement for the expiry after its heartbeat, and not from then on', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200_000 }), (ago) => {
        const seen = { lastSeen: new Date(NOW.getTime() - ago).toISOString() };
        expect(isPresent(seen, NOW)).toBe(ago < PRESENCE_EXPIRY_SECONDS * 1000);
      }),
    );
  });

  it('names every other manager with a live tab once, never the asking manager, and notes the own other tab', () => {
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 12 }), managerArb, (entries, self) => {
        const view = presenceView(entries, { managerId: self, tabId: 't1' }, NOW);
        const live = entries.filter((entry) => isPresent(entry, NOW));
        const expected = new Set(live.filter((entry) => entry.managerId !== self).map((entry) => entry.managerId));
        expect(new Set(view.others.map((other) => other.managerId))).toEqual(expected);
        expect(view.others).toHaveLength(expected.size);
        expect(view.selfElsewhere).toBe(live.some((entry) => entry.managerId === self && entry.tabId !== 't1'));
      }),
    );
  });

  it('joins names as German lists do: commas, and "und" before the last', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E'), { minLength: 2, maxLength: 5 }), (names) => {
        const joined = joinNames(names);
        expect(joined.endsWith(` und ${names.at(-1)!}`)).toBe(true);
        expect(joined.split(', ')).toHaveLength(names.length - 1);
      }),
    );
    expect(joinNames(['Marco Bernasconi'])).toBe('Marco Bernasconi');
  });

  it('says nothing when nobody else is there, and uses the plural verb for several colleagues', () => {
    fc.assert(
      fc.property(kindArb, fc.integer({ min: 0, max: 3 }), fc.boolean(), (kind, count, selfElsewhere) => {
        const others = ['Anna Muster', 'Marco Bernasconi', 'Sabine Keller']
          .slice(0, count)
          .map((name) => ({ managerId: name, name }));
        const notice = presenceNotice(kind, { others, selfElsewhere });
        if (count === 0 && !selfElsewhere) return expect(notice).toBeUndefined();
        expect(notice).toContain(PRESENCE_KINDS[kind]);
        if (count === 1) expect(notice).toContain('Anna Muster bearbeitet ');
        if (count > 1) expect(notice).toContain(' bearbeiten ');
        expect(notice?.includes('in einem anderen Tab')).toBe(selfElsewhere);
      }),
    );
  });

  it('reads as the form shows it', () => {
    const one = [{ managerId: 'm5', name: 'Marco Bernasconi' }];
    expect(presenceNotice('fair', { others: one, selfElsewhere: false })).toBe(
      'Marco Bernasconi bearbeitet diese Messe gerade.',
    );
    const two = [...one, { managerId: 'm1', name: 'Anna Muster' }];
    expect(presenceNotice('teaser', { others: two, selfElsewhere: true })).toBe(
      'Marco Bernasconi und Anna Muster bearbeiten diesen Teaser gerade. Sie haben diesen Teaser auch in einem anderen Tab geöffnet.',
    );
  });
});
