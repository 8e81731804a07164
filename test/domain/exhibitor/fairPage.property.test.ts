import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  disabledFairPageTabs,
  fairPageActions,
  initialFairPageTab,
  NEW_BOOTH,
} from '../../../domain/exhibitor/index.ts';
import { aFair, boothArb, isoArb, nowNear, statusArb, utcDayStart } from './exhibitorMothers.ts';

describe('fair page', () => {
  // spec: exhibitor-area §2 fair page: initial tab statusflow for BESTELLT, IN_PRUEFUNG, OFFEN or absent; tasks for BESTAETIGT or ZU; otherwise info
  it('opens an existing booth on the status flow, the tasks or the info tab by its status', () => {
    fc.assert(
      fc.property(boothArb, statusArb, (booth, status) => {
        const tab = initialFairPageTab({ ...booth, status });
        if (status === null || status === undefined || ['BESTELLT', 'IN_PRUEFUNG', 'OFFEN'].includes(status))
          expect(tab).toBe('statusflow');
        else if (status === 'BESTAETIGT' || status === 'ZU') expect(tab).toBe('tasks');
        else expect(tab).toBe('info');
      }),
    );
  });

  // spec: exhibitor-area §2 fair page: tasks and costs are disabled for a new booth only
  // spec: exhibitor-area §2 fair page (tasks and costs disabled for a new booth), §4 Booth status OP ("treated as new")
  it('disables tasks and costs for a new booth and an OP renewal offer, and nothing for a booked booth', () => {
    fc.assert(
      fc.property(boothArb, (booth) => {
        const expected = booth.status === 'OP' ? ['costs', 'tasks'] : [];
        expect([...disabledFairPageTabs(booth)].sort()).toEqual(expected);
        expect([...disabledFairPageTabs(NEW_BOOTH)].sort()).toEqual(['costs', 'tasks']);
      }),
    );
  });

  // spec: exhibitor-area §2 fair page actions: registration buttons only while the deadline is ahead; co-exhibitor with a registration link; banner while the basket has items
  it('offers each action under its own condition', () => {
    const inputArb = isoArb.chain((deadline) =>
      fc.record({
        deadline: fc.constant(deadline),
        now: nowNear(deadline),
        booth: fc.oneof(fc.constant(NEW_BOOTH), boothArb),
        registrationLink: fc.option(
          fc.oneof(fc.constant('https://rubin.example/anmeldung'), fc.constantFrom('', '  ')),
          { nil: undefined },
        ),
      }),
    );
    fc.assert(
      fc.property(inputArb, ({ deadline, now, booth, registrationLink }) => {
        const actions = fairPageActions({
          fair: aFair({ registrationDeadline: deadline }),
          booth,
          registrationLink,
          now,
        });
        const deadlineAhead = now.getTime() <= utcDayStart(deadline);
        expect(actions.newBoothRegistration).toBe(deadlineAhead);
        expect(actions.gastroRegistration).toBe(deadlineAhead);
        const existing = booth !== NEW_BOOTH;
        expect(actions.addCoExhibitor).toBe(existing && registrationLink === 'https://rubin.example/anmeldung');
        expect(actions.completeOrderBanner).toBe(existing && booth.hatWarenkorbPositionen === true);
      }),
    );
  });
});
