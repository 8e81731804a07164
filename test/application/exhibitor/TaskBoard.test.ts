import { describe, expect, it } from '@jest/globals';
import { taskBoardContext, type TaskBoardInput } from '../../../application/exhibitor/TaskBoard.ts';
import type { BookedBooth } from '../../../application/ports/BookingSystem.ts';
import type { FairTask } from '../../../domain/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { aBookedBooth, aBoothCostLine, aFair, aWorld } from '../../support/builders/index.ts';
import { aTask } from '../../domain/tasks/taskMothers.ts';

const anna = 'anna@exhibitor.example';
/** A task whose link is the service shop's deep link of its group. */
const shopTask = (serviceGroup: FairTask['serviceGroup'], more: Partial<FairTask> = {}) =>
  aTask({ _id: `task-${serviceGroup}`, serviceGroup, deeplinkmode: 'servicegroup', url: null, ...more });
/** A task with a link of its own (manual mode). */
const manualTask = (serviceGroup: FairTask['serviceGroup']) =>
  aTask({
    _id: `task-${serviceGroup}`,
    serviceGroup,
    deeplinkmode: 'manual',
    url: `https://example.com/${serviceGroup}`,
  });

// Anna's booth 4711 has an order in PARKPL (order-exists answers present there).
const record = aBookedBooth().withRegiNr('4711').at('HAB27').bookedBy(anna).withOrderIn('PARKPL');
const world = aWorld({ fairs: [aFair().withIdCode('HAB27')], booths: [record] });
const booth = world.booking.booths[0].booth;

function setUp() {
  const bookingSystem = new InMemoryBookingSystem({ records: world.booking });
  const asked: string[] = [];
  const limit = <T>(call: () => Promise<T>) => {
    asked.push('call');
    return call();
  };
  const contextOf = (tasks: FairTask[], input: Partial<TaskBoardInput> = {}, of: BookedBooth = booth) =>
    taskBoardContext(
      bookingSystem,
      anna,
      tasks,
      { fairCode: 'HAB27', booth: of, language: 'de', costs: [], insuranceExists: false, switches: {}, ...input },
      limit,
    );
  return { bookingSystem, asked, contextOf };
}

describe('taskBoardContext', () => {
  it('asks the service shop once per service group whose task links to it, never for the insurance (VERS)', async () => {
    const { bookingSystem, contextOf } = setUp();
    const context = await contextOf([
      shopTask('VERZ'),
      shopTask('VERZ', { _id: 'task-VERZ-2' }),
      shopTask('PARKPL'),
      shopTask('VERS'),
    ]);
    expect(bookingSystem.calls.get('serviceShopLink')).toBe(2);
    expect(Object.keys(context.serviceShopLinks ?? {}).sort()).toEqual(['PARKPL', 'VERZ']);
    expect(context.serviceShopLinks?.VERZ).toContain('service-group=VERZ');
  });

  // spec: exhibitor-area §4 Task done: costs in the group or insurance data complete a task; else order-exists decides
  it('asks order-exists only where it decides: not for VERS, a task marked done or a group the costs complete', async () => {
    const { bookingSystem, contextOf } = setUp();
    const context = await contextOf(
      [
        manualTask('PARKPL'),
        manualTask('VERZ'),
        aTask({ _id: 'task-done', serviceGroup: 'WERB', isDone: true }),
        manualTask('VERS'),
      ],
      { costs: [aBoothCostLine({ leistungsgruppeId: 'VERZ' })] },
    );
    expect(bookingSystem.calls.get('orderExists')).toBe(1);
    expect(context.orderExists).toEqual({ PARKPL: true });
    expect(context.costs).toHaveLength(1);
  });

  it('still asks order-exists for a group whose only cost line does not mark its task complete', async () => {
    const { contextOf } = setUp();
    const context = await contextOf([manualTask('VERZ')], {
      costs: [aBoothCostLine({ leistungsgruppeId: 'VERZ', dontMarkAsComplete: true })],
    });
    expect(context.orderExists).toEqual({ VERZ: false });
  });

  it('asks the shop nothing for a booth without a shop access, and order-exists only for tasks that show', async () => {
    const { bookingSystem, contextOf } = setUp();
    const context = await contextOf([shopTask('VERZ'), manualTask('PARKPL')], {}, { ...booth, shopzugaenge: [] });
    expect(bookingSystem.calls.get('serviceShopLink')).toBeUndefined();
    expect(context.serviceShopLinks).toEqual({});
    // Without its shop link the VERZ task has no link and does not show, so its order is not asked.
    expect(context.orderExists).toEqual({ PARKPL: true });
  });

  it('lets the switches kept by the portal win over the booking system’s, and runs every call through the limit', async () => {
    const { asked, contextOf, bookingSystem } = setUp();
    const context = await contextOf(
      [shopTask('VERZ'), manualTask('PARKPL')],
      { switches: { 'task-VERZ': false } },
      {
        ...booth,
        taskNotificationStates: { 'task-VERZ': true, 'task-PARKPL': false },
      },
    );
    expect(context.taskNotificationStates).toEqual({ 'task-VERZ': false, 'task-PARKPL': false });
    const calls = [...bookingSystem.calls.values()].reduce((sum, count) => sum + count, 0);
    expect(asked).toHaveLength(calls);
    expect(calls).toBeGreaterThan(0);
  });

  it('answers an order-exists the booking system could not give as unknown (null)', async () => {
    const { bookingSystem, contextOf } = setUp();
    bookingSystem.availability = 'down';
    const context = await contextOf([manualTask('PARKPL')]);
    expect(context.orderExists).toEqual({ PARKPL: null });
  });
});
