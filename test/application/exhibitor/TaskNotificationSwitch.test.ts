import { describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import {
  TaskNotificationSwitch,
  type NotificationSwitch,
} from '../../../application/exhibitor/TaskNotificationSwitch.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { aBookedBooth, aFair, anExhibitor, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';
import { asRouted, boothAccessOver, routedBoothPage } from '../../support/boothScopes.ts';
import type { User } from '../../../application/ports/Users.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').build();
const luc = anExhibitor().withEmail('luc@exhibitor.example').withRoles('AUSSTELLER', 'VERTRAGSHAENDLER').build();
const emily = anExhibitor().withEmail('emily@exhibitor.example').asCoExhibitor().speaking('en').build();

// Periods around now (2026-11-21): due ends within 14 days, overdue has ended, inactive has not started.
const due = { start: '2026-11-01', end: '2026-11-25' };
const overdue = { start: '2026-10-01', end: '2026-11-18' };
const inactive = { start: '2026-12-01', end: '2027-01-15' };
const optional = aServiceGroupTask;
const hab = aFair()
  .withIdCode('HAB27')
  .withTask(optional('LOGIST', due))
  .withTask({ serviceGroup: 'VERZ', period: due, required: true })
  .withTask(optional('PARKPL', due))
  .withTask(optional('DILE', inactive))
  .withTask(optional('KSTLOS', null))
  .withTask(optional('WERB', overdue))
  .withTask({
    serviceGroup: 'AX-EINTR',
    period: due,
    required: false,
    deeplinkmode: 'manual',
    url: 'https://hab.example/ausweise',
  })
  .withTask(optional('CATERING', due, { boothServices: [{ id: 'LEI-MIT', hidden: true, required: false }] }))
  .withTask(optional('LLC', due));
const gas = aFair().withIdCode('GAS27').inSeries('R-GAS').withTask(optional('LOGIST', due));
const world = aWorld({
  fairs: [hab, gas],
  booths: [
    aBookedBooth().withRegiNr('4711').bookedBy(anna.email).at(hab).withCost({ leistungsgruppeId: 'PARKPL' }),
    aBookedBooth().withRegiNr('4811').bookedBy(luc.email).at(hab),
    aBookedBooth().withRegiNr('4301').bookedBy(emily.email).at(hab).as('MITAUSSTELLER').withStandLeistung('LEI-MIT'),
  ],
});

async function setUp() {
  const states = new InMemoryTaskNotificationStates();
  const { bookingSystem, fairs, taskCatalogue } = portsOf(world);
  const inner = new BoothPage({
    bookingSystem,
    fairs,
    taskCatalogue,
    insurances: new InMemoryInsurances(),
    notificationStates: states,
  });
  const access = boothAccessOver(bookingSystem);
  const taskSwitch = new TaskNotificationSwitch(inner, states);
  // As the API calls it: the router resolves the booth the body names (x-booth workTasks from body.booth).
  const switches = {
    set: (user: User, request: NotificationSwitch, at: Date) =>
      asRouted(access, user, 'workTasks', request.booth, (scope) => taskSwitch.set(scope, request, at)),
  };
  return { page: routedBoothPage(inner, access), states, switches };
}

async function taskOn(page: ReturnType<typeof routedBoothPage>, user: typeof anna, regiNr: string, id: string) {
  const result = await page.pageFor(user, regiNr, 'de', now);
  if (!result.ok) throw new Error(`booth ${regiNr} not found`);
  return result.view.taskGroups.flatMap((group) => group.tasks).find((task) => task.id === id);
}

describe('TaskNotificationSwitch', () => {
  // spec: exhibitor-area §7 POST /booth/setNotificationState, §5 notification switch, §4 task done
  it('switches an offered task off (it then shows as done) and on again (it shows its own state again)', async () => {
    const { page, states, switches } = await setUp();
    const id = 'hab27-task-logist'; // optional, due, no order: the switch is offered
    expect(await taskOn(page, anna, '4711', id)).toMatchObject({ state: 'due', notificationSwitchOffered: true });

    expect(await switches.set(anna, { id, booth: '4711', notificationState: false }, now)).toEqual({
      ok: true,
      value: { id, booth: '4711', notificationState: false },
    });
    expect(await states.forBooth('4711')).toEqual({ [id]: false });
    expect(await taskOn(page, anna, '4711', id)).toMatchObject({
      state: 'done',
      done: true,
      completed: false,
      notificationState: false,
      notificationSwitchOffered: true,
    });

    expect(await switches.set(anna, { id, booth: '4711', notificationState: true }, now)).toMatchObject({ ok: true });
    expect(await taskOn(page, anna, '4711', id)).toMatchObject({
      state: 'due',
      done: false,
      notificationState: true,
      notificationSwitchOffered: true,
    });
  });

  // spec: exhibitor-area §5 "only when the task is not required, its state is one of insurance, due, pendent, done, and it is not done"
  it.each([
    ['a required task', 'verz'],
    ['an optional task whose work is done (costs in its service group)', 'parkpl'],
    ['an optional task not yet started (inactive)', 'dile'],
    ['an optional task without period (unknown)', 'kstlos'],
    ['an optional overdue task', 'werb'],
  ])('refuses the switch of %s and stores nothing', async (_case, group) => {
    const { page, states, switches } = await setUp();
    const regiNr = '4711';
    const id = `hab27-task-${group}`;
    expect((await taskOn(page, anna, regiNr, id))?.notificationSwitchOffered).toBe(false);
    for (const notificationState of [false, true]) {
      expect(await switches.set(anna, { id, booth: regiNr, notificationState }, now)).toEqual({
        ok: false,
        error: 'switchNotOffered',
      });
    }
    expect(await states.forBooth(regiNr)).toEqual({});
  });

  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant or non-manual ones; §4 hidden booth service
  it('refuses a co-exhibitor the switch of tasks their booth does not show, and allows it for one it shows', async () => {
    const { page, switches } = await setUp();
    expect(await taskOn(page, emily, '4301', 'hab27-task-ax-eintr')).toBeUndefined(); // manual, not for co-exhibitors
    expect(
      await switches.set(emily, { id: 'hab27-task-ax-eintr', booth: '4301', notificationState: false }, now),
    ).toEqual({ ok: false, error: 'switchNotOffered' });
    expect(
      await switches.set(emily, { id: 'hab27-task-catering', booth: '4301', notificationState: false }, now),
    ).toEqual({ ok: false, error: 'switchNotOffered' }); // hidden for LEI-MIT
    expect(
      await switches.set(emily, { id: 'hab27-task-llc', booth: '4301', notificationState: false }, now),
    ).toMatchObject({ ok: true });
  });

  // spec: exhibitor-area §6 booth access is checked for the user on the server
  it('answers boothNotFound for another exhibitor’s booth and unknownTask for ids that are no task of the booth’s fair', async () => {
    const { states, switches } = await setUp();
    const id = 'hab27-task-logist';
    expect(await switches.set(luc, { id, booth: '4711', notificationState: false }, now)).toEqual({
      ok: false,
      error: 'boothNotFound',
    });
    expect(await switches.set(anna, { id: 'nope', booth: '4711', notificationState: false }, now)).toEqual({
      ok: false,
      error: 'unknownTask',
    });
    expect(
      await switches.set(anna, { id: 'hab27-title-logist', booth: '4711', notificationState: false }, now),
    ).toEqual({ ok: false, error: 'unknownTask' });
    expect(await switches.set(anna, { id: 'gas27-task-logist', booth: '4711', notificationState: false }, now)).toEqual(
      { ok: false, error: 'unknownTask' },
    );
    expect(await states.forBooth('4711')).toEqual({});
  });
});
