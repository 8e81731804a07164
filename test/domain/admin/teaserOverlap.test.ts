import { describe, it, expect } from '@jest/globals';
import {
  findOverlappingTeaser,
  formatAdminDate,
  publishedRangesOverlap,
  teaserOverlapMessage,
} from '../../../domain/admin/index.ts';

// spec: admin-back-office §5 teaser overlap rule, edge days
describe('teaser overlap edge days', () => {
  const march = {
    _id: 'a',
    type: 1,
    fairSeries: 's1',
    internalName: 'März',
    published: { start: '2026-03-01', end: '2026-03-31' },
  };

  it('counts a shared first or last day as overlap', () => {
    expect(publishedRangesOverlap(march.published, { start: '2026-03-31', end: '2026-04-30' })).toBe(true);
    expect(publishedRangesOverlap(march.published, { start: '2026-02-01', end: '2026-03-01' })).toBe(true);
    expect(publishedRangesOverlap(march.published, { start: '2026-04-01', end: '2026-04-30' })).toBe(false);
  });

  it('works on UTC days: a range ending at local midnight in Zurich ends the UTC day before', () => {
    expect(publishedRangesOverlap(march.published, { start: '2026-02-01', end: '2026-03-01T00:30:00+01:00' })).toBe(
      false,
    );
  });

  it('sees no overlap where a date is missing or unreadable', () => {
    expect(publishedRangesOverlap(march.published, { start: '2026-03-05' })).toBe(false);
    expect(publishedRangesOverlap(undefined, march.published)).toBe(false);
    expect(publishedRangesOverlap(march.published, { start: 'x', end: '2026-03-10' })).toBe(false);
  });

  it('does not compare teasers without a fair series', () => {
    const a = { ...march, fairSeries: null };
    const b = { ...march, _id: 'b', fairSeries: undefined };
    expect(findOverlappingTeaser(a, [b])).toBeUndefined();
    expect(
      findOverlappingTeaser({ ...march, fairSeries: ' ' }, [{ ...march, _id: 'b', fairSeries: ' ' }]),
    ).toBeUndefined();
  });

  it('checks a new teaser (no _id) against every saved one', () => {
    const other = { ...march, _id: 'b' };
    expect(findOverlappingTeaser({ ...march, _id: undefined }, [other])).toBe(other);
    expect(findOverlappingTeaser(march, [march])).toBeUndefined();
  });

  it('leaves the name empty when the other teaser has none', () => {
    expect(teaserOverlapMessage({ type: 1, published: { start: '2026-03-01', end: '2026-03-02' } })).toBe(
      'Der Teaser  mit derselben Messe-Reihe überschneidet diesen Zeitraum (01.03.2026 bis 02.03.2026)',
    );
  });

  it('formats the message for year 9999', () => {
    expect(formatAdminDate('9999-12-31')).toBe('31.12.9999');
    expect(formatAdminDate(undefined)).toBe('');
    expect(
      teaserOverlapMessage({ type: 1, internalName: 'Ewig', published: { start: '2026-01-01', end: '9999-12-31' } }),
    ).toBe('Der Teaser Ewig mit derselben Messe-Reihe überschneidet diesen Zeitraum (01.01.2026 bis 31.12.9999)');
  });
});
