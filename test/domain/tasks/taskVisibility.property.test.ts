import { describe, it, expect } from '@jest/globals';
import fc from 'fast-check';
import {
  TASK_DISPLAY_STATES,
  hasTaskLink,
  isHiddenByBoothService,
  isInfoTextShown,
  isNotificationSwitchOffered,
  isTaskVisibleForBoothType,
  taskView,
} from '../../../domain/index.ts';
import { boardContextArb, dayArb, endOfDayMs, nowArb, serviceGroupArb, startOfDayMs, taskArb } from './taskMothers.ts';

// spec: exhibitor-area §4 (hidden booth service), §5 visibility rules
describe('task visibility (property)', () => {
  it('a task is left out exactly when its booth service matching the booth standLeistungId is hidden', () => {
    fc.assert(
      fc.property(taskArb, fc.constantFrom('S1', 'S2', 'S9'), (task, standLeistungId) => {
        const matchingHidden = task.boothServices.some((service) => service.id === standLeistungId && service.hidden);
        expect(isHiddenByBoothService(task, standLeistungId)).toBe(matchingHidden);
      }),
    );
  });

  it('a booth without standLeistungId hides no task', () => {
    fc.assert(
      fc.property(taskArb, fc.constantFrom(undefined, null), (task, none) => {
        expect(isHiddenByBoothService(task, none)).toBe(false);
      }),
    );
  });

  // spec: exhibitor-area §5 "A task shows only when it has a link (deeplink, insurance, manual mode, catalogue or
  // file upload)": a link is there when the task's mode finds an address on this booth, never by the mode alone
  it('a task has a link exactly when it is insurance or its mode finds an address on the booth', () => {
    const address = fc.constantFrom(undefined, null, '', '  ', 'https://x.example/a', '/fair/BAU26/4711');
    const shopLinkArb = fc.record({
      ziel: fc.constantFrom('KATALOG', 'FILEUPLOAD', 'DEFAULT', 'WARENKROB'),
      href: fc.constantFrom('', ' ', 'https://shop.example/k'),
    });
    fc.assert(
      fc.property(
        serviceGroupArb,
        fc.constantFrom(
          undefined,
          'manual' as const,
          'katalog' as const,
          'fileupload' as const,
          'servicegroup' as const,
        ),
        address,
        address,
        fc.array(shopLinkArb, { maxLength: 4 }),
        (serviceGroup, deeplinkmode, url, serviceShopLink, shopLinks) => {
          const filled = (value: string | null | undefined) => (value ?? '').trim() !== '';
          const shopHas = (ziel: string) => shopLinks.some((link) => link.ziel === ziel && filled(link.href));
          const expected =
            serviceGroup === 'VERS' ||
            (deeplinkmode === 'manual' && filled(url)) ||
            (deeplinkmode === 'katalog' && shopHas('KATALOG')) ||
            (deeplinkmode === 'fileupload' && shopHas('FILEUPLOAD')) ||
            ((deeplinkmode === undefined || deeplinkmode === 'servicegroup') &&
              (filled(serviceShopLink) || filled(url)));
          const task = { serviceGroup, ...(deeplinkmode ? { deeplinkmode } : {}), url };
          const context = {
            fairCode: 'BAU26',
            regiNr: '4711',
            language: 'de' as const,
            serviceShopLinks: { [serviceGroup]: serviceShopLink },
            shopLinks,
          };
          expect(hasTaskLink(task, context)).toBe(expected);
        },
      ),
    );
  });

  // spec: exhibitor-area §5 — the same rule for every mode: a booth without shop accesses (an OP offer) shows no
  // catalogue or file-upload task, while insurance and a manual task with an address still show
  it('a booth without shop accesses has no catalogue or file-upload link', () => {
    fc.assert(
      fc.property(taskArb, (task) => {
        const context = { fairCode: 'BAU26', regiNr: '4711', language: 'de' as const, shopLinks: [] };
        if (task.serviceGroup !== 'VERS' && (task.deeplinkmode === 'katalog' || task.deeplinkmode === 'fileupload')) {
          expect(hasTaskLink(task, context)).toBe(false);
        }
        if (task.serviceGroup === 'VERS') expect(hasTaskLink(task, context)).toBe(true);
      }),
    );
  });

  it('co-exhibitors see only non-manual tasks and manual tasks flagged coexposant; exhibitors and dealers see all', () => {
    fc.assert(
      fc.property(
        taskArb,
        fc.constantFrom('AUSSTELLER', 'VERTRAGSHAENDLER', 'MITAUSSTELLER', undefined, null),
        (task, boothType) => {
          const expected = boothType !== 'MITAUSSTELLER' || task.deeplinkmode !== 'manual' || task.coexposant === true;
          expect(isTaskVisibleForBoothType(task, boothType)).toBe(expected);
        },
      ),
    );
  });

  it('an info text with a window shows exactly from the start of its start day to the end of its end day (UTC)', () => {
    fc.assert(
      fc.property(dayArb, dayArb, nowArb, (start, end, now) => {
        const inside = startOfDayMs(start) <= now.getTime() && now.getTime() <= endOfDayMs(end);
        expect(isInfoTextShown({ publish: { start, end } }, now)).toBe(inside);
      }),
    );
  });

  it('an info text without window, or with an open side, is not restricted on that side', () => {
    fc.assert(
      fc.property(dayArb, nowArb, (day, now) => {
        expect(isInfoTextShown({}, now)).toBe(true);
        expect(isInfoTextShown({ publish: null }, now)).toBe(true);
        expect(isInfoTextShown({ publish: { start: day } }, now)).toBe(startOfDayMs(day) <= now.getTime());
        expect(isInfoTextShown({ publish: { end: day } }, now)).toBe(now.getTime() <= endOfDayMs(day));
      }),
    );
  });

  it('the notification switch is offered exactly for optional, not completed tasks in state due, pendent, done or of insurance', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        serviceGroupArb,
        fc.constantFrom(...TASK_DISPLAY_STATES),
        fc.boolean(),
        (required, serviceGroup, state, completed) => {
          const qualifyingState = serviceGroup === 'VERS' || state === 'due' || state === 'pendent' || state === 'done';
          expect(isNotificationSwitchOffered({ required, serviceGroup }, state, completed)).toBe(
            !required && !completed && qualifyingState,
          );
        },
      ),
    );
  });

  // spec: exhibitor-area §5 notification switch, §4 task done (done when the notification state is false).
  // Switching a task's reminders off makes it show as done; the switch must stay so that it can be switched back on.
  it('a task whose switch is offered shows its own state while on, and done with the switch kept while off', () => {
    fc.assert(
      fc.property(taskArb, boardContextArb, nowArb, (task, context, now) => {
        const withSwitch = (state: boolean) => ({
          ...context,
          taskNotificationStates: { ...context.taskNotificationStates, [task._id]: state },
        });
        const on = taskView(task, withSwitch(true), now);
        fc.pre(on.notificationSwitchOffered);
        const off = taskView(task, withSwitch(false), now);
        expect(on.done).toBe(false);
        expect(on.state).not.toBe('done');
        expect(off).toMatchObject({ state: 'done', done: true, completed: false, notificationSwitchOffered: true });
      }),
    );
  });

  it('a switched-off task keeps the switch exactly when it is optional and its work is not completed', () => {
    fc.assert(
      fc.property(taskArb, boardContextArb, nowArb, (task, context, now) => {
        const off = taskView(
          task,
          { ...context, taskNotificationStates: { ...context.taskNotificationStates, [task._id]: false } },
          now,
        );
        expect(off.state).toBe('done');
        expect(off.notificationSwitchOffered).toBe(!task.required && !off.completed);
      }),
    );
  });
});
