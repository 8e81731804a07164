import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  areFairDocumentsVisible,
  CURRENT_FAIR_DOCUMENT_ORDER,
  groupCurrentFairDocuments,
  groupPastFairDocuments,
  PAST_FAIR_DOCUMENT_ORDER,
  visibleFairDocuments,
} from '../../../domain/exhibitor/index.ts';
import { isWithinDayRange } from '../../../domain/time.ts';
import type { FairDocument } from '../../../domain/exhibitor/index.ts';
import { aFair, isoArb, nowNear } from './exhibitorMothers.ts';

const documentArb: fc.Arbitrary<FairDocument> = fc.record({
  dokumentId: fc.uuid(),
  typ: fc.constantFrom('HPLAN', 'STSKIZZE', 'BKOP', 'STANGEBT', 'AGB', 'PROSPEKT'),
});

describe('documents', () => {
  // spec: exhibitor-area §2 Documents, §5: the fair's documents after documentsstartdate, with a link, inside their publish window
  // (admin-back-office §3 Fair document: a link per language; one in any language offers the document)
  it('shows a fair document only after the documents start, with a link and inside its publish window', () => {
    const published = fc.option(fc.record({ start: isoArb, end: isoArb }), { nil: null });
    const linkArb = fc.constantFrom(null, '', '  ', '/doc.pdf');
    const document = fc.record({
      typ: fc.constantFrom('HPLAN', 'BKOP'),
      title: fc.record({ de: fc.constant('Hallenplan') }),
      link: fc.record({ de: linkArb, fr: linkArb, en: linkArb }, { requiredKeys: [] }),
      publish: published,
    });
    const linked = (d: { link: Partial<Record<string, string | null>> }) =>
      Object.values(d.link).some((link) => (link ?? '').trim() !== '');
    const arb = fc.record({ start: isoArb, documents: fc.array(document, { maxLength: 6 }) }).chain((fair) =>
      fc.record({
        fair: fc.constant(fair),
        now: fc.oneof(
          nowNear(fair.start),
          ...fair.documents.flatMap((d) => (d.publish ? [nowNear(d.publish.start)] : [])),
        ),
      }),
    );
    fc.assert(
      fc.property(arb, ({ fair, now }) => {
        const shown = visibleFairDocuments({ documentsstartdate: fair.start, documents: fair.documents }, now);
        const expected =
          new Date(fair.start).getTime() <= now.getTime()
            ? fair.documents.filter((d) => linked(d) && (!d.publish || isWithinDayRange(d.publish, now)))
            : [];
        expect(shown).toEqual(expected);
        for (const d of shown) expect(linked(d)).toBe(true);
      }),
    );
  });

  // spec: exhibitor-area §5: documents of a fair are visible only after documentsstartdate has passed
  it('shows fair documents from the documents start on and not before', () => {
    const arb = isoArb.chain((start) => fc.tuple(fc.constant(start), nowNear(start)));
    fc.assert(
      fc.property(arb, ([start, now]) => {
        expect(areFairDocumentsVisible(aFair({ documentsstartdate: start }), now)).toBe(
          new Date(start).getTime() <= now.getTime(),
        );
      }),
    );
  });

  // spec: exhibitor-area §2 documents: groups HPLAN, STSKIZZE, BKOP (current) and BKOP, STANGEBT, HPLAN, STSKIZZE (past); other types last
  it.each([
    ['current', groupCurrentFairDocuments, CURRENT_FAIR_DOCUMENT_ORDER],
    ['past', groupPastFairDocuments, PAST_FAIR_DOCUMENT_ORDER],
  ] as const)('groups %s fair documents by type in the spec order, every document once', (_name, group, order) => {
    fc.assert(
      fc.property(fc.array(documentArb, { maxLength: 12 }), (documents) => {
        const groups = group(documents);
        expect(groups.flatMap((g) => g.documents)).toHaveLength(documents.length);
        groups.forEach((g) => {
          expect(g.documents.length).toBeGreaterThan(0);
          expect(g.documents.every((d) => d.typ === g.typ)).toBe(true);
          expect(g.documents).toEqual(documents.filter((d) => d.typ === g.typ));
        });
        const rank = (typ: string) => (order.includes(typ as never) ? order.indexOf(typ as never) : order.length);
        groups.slice(1).forEach((g, i) => expect(rank(groups[i].typ)).toBeLessThanOrEqual(rank(g.typ)));
      }),
    );
  });
});
