import { describe, it, expect } from '@jest/globals';
import { effectiveNotificationState, hasCompletingCosts, isTaskCompleted, isTaskDone } from '../../../domain/index.ts';
import { aCostLine, aTask } from './taskMothers.ts';

// spec: exhibitor-area §4 task done
describe('task done', () => {
  const open = { costs: [], insuranceExists: false, orderExists: undefined };

  it('an open task with nothing on file is not done', () => {
    expect(isTaskDone({ task: aTask(), ...open })).toBe(false);
  });

  it('isDone true is done', () => {
    expect(isTaskDone({ task: aTask({ isDone: true }), ...open })).toBe(true);
  });

  it('a switched-off notification makes the task done, but not completed', () => {
    const input = { task: aTask({ notificationState: false }), ...open };
    expect(isTaskDone(input)).toBe(true);
    expect(isTaskCompleted(input)).toBe(false);
  });

  it('a catalogue cost line of the booth completes the catalogue task', () => {
    expect(
      isTaskDone({ ...open, task: aTask({ serviceGroup: 'VERZ' }), costs: [aCostLine({ leistungsgruppeId: 'VERZ' })] }),
    ).toBe(true);
  });

  it('a parking cost line does not complete the catalogue task', () => {
    expect(
      isTaskDone({
        ...open,
        task: aTask({ serviceGroup: 'VERZ' }),
        costs: [aCostLine({ leistungsgruppeId: 'PARKPL' })],
      }),
    ).toBe(false);
  });

  it('a package part flagged dontMarkAsComplete keeps the task open even beside an ordinary line', () => {
    const costs = [aCostLine(), aCostLine({ buchungId: 'b-2', dontMarkAsComplete: true })];
    expect(hasCompletingCosts(aTask(), costs)).toBe(false);
    expect(isTaskDone({ ...open, task: aTask(), costs })).toBe(false);
  });

  it('the insurance task is done once insurance data exists, and the order-exists answer does not decide it', () => {
    const insurance = aTask({ serviceGroup: 'VERS' });
    expect(isTaskDone({ ...open, task: insurance, insuranceExists: true })).toBe(true);
    expect(isTaskDone({ ...open, task: insurance, orderExists: true })).toBe(false);
  });

  it('another task is done when the order-exists check answers present; an unknown answer leaves it open', () => {
    expect(isTaskDone({ ...open, task: aTask({ serviceGroup: 'PARKPL' }), orderExists: true })).toBe(true);
    expect(isTaskDone({ ...open, task: aTask({ serviceGroup: 'PARKPL' }), orderExists: false })).toBe(false);
    expect(isTaskDone({ ...open, task: aTask({ serviceGroup: 'PARKPL' }), orderExists: null })).toBe(false);
    expect(isTaskDone({ ...open, task: aTask({ serviceGroup: 'PARKPL' }), insuranceExists: true })).toBe(false);
  });

  it('notification state comes from the booth map, then the task, default on', () => {
    expect(effectiveNotificationState(aTask({ _id: 'a', notificationState: true }), { a: false })).toBe(false);
    expect(effectiveNotificationState(aTask({ _id: 'a', notificationState: false }), {})).toBe(false);
    expect(effectiveNotificationState(aTask({ _id: 'a' }), null)).toBe(true);
  });
});
