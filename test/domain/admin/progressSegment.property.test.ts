import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import { inSegment, TASK_DISPLAY_STATES, type ProgressSegment, type SegmentCandidate } from '../../../domain/index.ts';

// The cockpit's filters and an announcement's recipients are one choice over a fair's booths.

const stateArb = fc.constantFrom(...TASK_DISPLAY_STATES);
const taskIdArb = fc.constantFrom('t1', 't2', 't3');
const candidateArb: fc.Arbitrary<SegmentCandidate> = fc.record({
  status: fc.constantFrom('BOOKED', 'OFFER', 'CANCELLED'),
  exhibitorType: fc.constantFrom('AUSSTELLER', 'MITAUSSTELLER', 'HAENDLER'),
  hall: fc.constantFrom('Halle 1', 'Halle 2'),
  states: fc.option(fc.dictionary(taskIdArb, stateArb), { nil: null }),
  neverSignedIn: fc.boolean(),
});
const segmentArb: fc.Arbitrary<ProgressSegment> = fc.record(
  {
    statuses: fc.array(fc.constantFrom('BOOKED', 'OFFER', 'CANCELLED'), { maxLength: 2 }),
    exhibitorTypes: fc.array(fc.constantFrom('AUSSTELLER', 'MITAUSSTELLER', 'HAENDLER'), { maxLength: 2 }),
    halls: fc.array(fc.constantFrom('Halle 1', 'Halle 2'), { maxLength: 2 }),
    taskId: taskIdArb,
    states: fc.array(stateArb, { maxLength: 3 }),
    neverSignedIn: fc.boolean(),
  },
  { requiredKeys: [] },
);

// spec: admin cockpit: filters by status, exhibitor type, hall, task, state, never signed in
describe('progress segment (property)', () => {
  it('takes every booth when nothing narrows, empty lists included', () => {
    fc.assert(
      fc.property(candidateArb, (candidate) => {
        expect(inSegment(candidate, {})).toBe(true);
        expect(inSegment(candidate, { statuses: [], exhibitorTypes: [], halls: [], states: [] })).toBe(true);
      }),
    );
  });

  it('is the conjunction of its criteria, each asked alone', () => {
    fc.assert(
      fc.property(candidateArb, segmentArb, (candidate, segment) => {
        const { taskId, states, ...rest } = segment;
        const each: ProgressSegment[] = [
          ...Object.entries(rest).map(([key, value]) => ({ [key]: value })),
          { ...(taskId === undefined ? {} : { taskId }), ...(states === undefined ? {} : { states }) },
        ];
        expect(inSegment(candidate, segment)).toBe(each.every((part) => inSegment(candidate, part)));
      }),
    );
  });

  it("takes a booth by a task's state exactly when its page shows that task in one of the states", () => {
    fc.assert(
      fc.property(
        candidateArb,
        taskIdArb,
        fc.array(stateArb, { minLength: 1, maxLength: 3 }),
        (candidate, taskId, states) => {
          const shown = candidate.states?.[taskId];
          expect(inSegment(candidate, { taskId, states })).toBe(shown !== undefined && states.includes(shown));
          // Without a task, any task in one of the states.
          const any = Object.values(candidate.states ?? {}).some((state) => states.includes(state));
          expect(inSegment(candidate, { states })).toBe(any);
        },
      ),
    );
  });

  it('never takes a booth without a line by task or state, and a status it does not have', () => {
    fc.assert(
      fc.property(candidateArb, taskIdArb, (candidate, taskId) => {
        expect(inSegment({ ...candidate, states: null }, { taskId })).toBe(false);
        expect(inSegment(candidate, { statuses: ['NONE'] })).toBe(false);
        expect(inSegment(candidate, { neverSignedIn: !candidate.neverSignedIn })).toBe(false);
      }),
    );
  });
});
