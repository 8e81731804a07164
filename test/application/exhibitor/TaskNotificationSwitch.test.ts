import { describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { TaskNotificationSwitch } from '../../../application/exhibitor/TaskNotificationSwitch.ts';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryFairCatalogue } from '../../support/InMemoryProductData.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { aUser } from '../../support/mothers.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const anna = aUser('aussteller@demo.test', ['AUSSTELLER']);
const luc = aUser('haendler@demo.test', ['AUSSTELLER', 'VERTRAGSHAENDLER']);
const emily = aUser('mitaussteller@demo.test', ['MITAUSSTELLER'], { locale: 'en' });

/** The demo's task id of a service group at the fair of a series (e.g. HAB, GAS). */
const taskId = (series: string, group: string) =>
  `${catalogue.fairs.find((fair) => fair.series.reiheId === `R-${series}` && fair.tasks.length > 0)!.idCode.toLowerCase()}-task-${group}`;
const titleId = (series: string, group: string) => taskId(series, group).replace('-task-', '-title-');

async function setUp() {
  const insurances = new InMemoryInsurances();
  for (const { booth_id: boothId, ...data } of catalogue.insurances) await insurances.add(boothId, 'seed', data, now);
  const states = new InMemoryTaskNotificationStates();
  const fairCatalogue = new InMemoryFairCatalogue(catalogue);
  const page = new BoothPage({
    bookingSystem: new InMemoryBookingSystem({ catalogue }),
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    fairCatalogue,
    insurances,
    notificationStates: states,
  });
  return { page, states, switches: new TaskNotificationSwitch(page, fairCatalogue, states) };
}

async function taskOn(page: BoothPage, user: typeof anna, regiNr: string, id: string) {
  const result = await page.pageFor(user, regiNr, 'de', now);
  if (!result.ok) throw new Error(`booth ${regiNr} not found`);
  return result.view.taskGroups.flatMap((group) => group.tasks).find((task) => task.id === id);
}

describe('TaskNotificationSwitch', () => {
  // spec: exhibitor-area §7 POST /booth/setNotificationState, §5 notification switch, §4 task done
  it('switches an offered task off (it then shows as done) and on again (it shows its own state again)', async () => {
    const { page, states, switches } = await setUp();
    const id = taskId('HAB', 'logist'); // optional, due, no order: the switch is offered
    expect(await taskOn(page, anna, '100101', id)).toMatchObject({ state: 'due', notificationSwitchOffered: true });

    expect(await switches.set(anna, { id, booth: '100101', notificationState: false }, now)).toEqual({ ok: true, value: { id, booth: '100101', notificationState: false } });
    expect(await states.forBooth('100101')).toEqual({ [id]: false });
    expect(await taskOn(page, anna, '100101', id)).toMatchObject({ state: 'done', done: true, completed: false, notificationState: false, notificationSwitchOffered: true });

    expect(await switches.set(anna, { id, booth: '100101', notificationState: true }, now)).toMatchObject({ ok: true });
    expect(await taskOn(page, anna, '100101', id)).toMatchObject({ state: 'due', done: false, notificationState: true, notificationSwitchOffered: true });
  });

  // spec: exhibitor-area §5 "only when the task is not required, its state is one of insurance, due, pendent, done, and it is not done"
  it.each([
    ['a required task', '100101', 'verz'],
    ['an optional task whose work is done (costs in its service group)', '100101', 'parkpl'],
    ['an optional task not yet started (inactive)', '100101', 'dile'],
    ['an optional task without period (unknown)', '100101', 'kstlos'],
    ['an optional overdue task', '100201', 'werb'],
  ])('refuses the switch of %s and stores nothing', async (_case, regiNr, group) => {
    const { page, states, switches } = await setUp();
    const series = regiNr === '100201' ? 'GAS' : 'HAB';
    const id = taskId(series, group);
    expect((await taskOn(page, anna, regiNr, id))?.notificationSwitchOffered).toBe(false);
    for (const notificationState of [false, true]) {
      expect(await switches.set(anna, { id, booth: regiNr, notificationState }, now)).toEqual({ ok: false, error: 'switchNotOffered' });
    }
    expect(await states.forBooth(regiNr)).toEqual({});
  });

  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant or non-manual ones; §4 hidden booth service
  it('refuses a co-exhibitor the switch of tasks their booth does not show, and allows it for one it shows', async () => {
    const { page, switches } = await setUp();
    expect(await taskOn(page, emily, '300201', taskId('GAS', 'ax-eintr'))).toBeUndefined(); // manual, not for co-exhibitors
    expect(await switches.set(emily, { id: taskId('GAS', 'ax-eintr'), booth: '300201', notificationState: false }, now)).toEqual({ ok: false, error: 'switchNotOffered' });
    expect(await switches.set(emily, { id: taskId('GAS', 'catering'), booth: '300201', notificationState: false }, now)).toEqual({ ok: false, error: 'switchNotOffered' }); // hidden for LEI-MIT
    expect(await switches.set(emily, { id: taskId('GAS', 'llc'), booth: '300201', notificationState: false }, now)).toMatchObject({ ok: true });
  });

  // spec: exhibitor-area §6 booth access is checked for the user on the server
  it('answers boothNotFound for another exhibitor’s booth and unknownTask for ids that are no task of the booth’s fair', async () => {
    const { states, switches } = await setUp();
    const id = taskId('HAB', 'logist');
    expect(await switches.set(luc, { id, booth: '100101', notificationState: false }, now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await switches.set(anna, { id: 'nope', booth: '100101', notificationState: false }, now)).toEqual({ ok: false, error: 'unknownTask' });
    expect(await switches.set(anna, { id: titleId('HAB', 'logist'), booth: '100101', notificationState: false }, now)).toEqual({ ok: false, error: 'unknownTask' });
    expect(await switches.set(anna, { id: taskId('GAS', 'logist'), booth: '100101', notificationState: false }, now)).toEqual({ ok: false, error: 'unknownTask' });
    expect(await states.forBooth('100101')).toEqual({});
  });
});
