import { describe, expect, it } from '@jest/globals';
import { SampleBoothPage, type FairPreviewSample } from '../../../application/exhibitor/SampleBoothPage.ts';
import { aFair, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';

const now = new Date('2026-11-21T10:00:00Z');
const running = { start: '2026-11-01', end: '2026-12-20' };
const world = aWorld({
  fairs: [
    aFair()
      .withIdCode('HAB27')
      .withTask(aServiceGroupTask('VERZ', running))
      .withTask({ serviceGroup: 'PARKPL', period: running, deeplinkmode: 'manual', url: 'https://parking.example' }),
  ],
});

async function previewOf(sample: FairPreviewSample) {
  const { fairs, taskCatalogue } = portsOf(world);
  const fair = await fairs.byIdCode('HAB27');
  if (!fair) throw new Error('HAB27 is in the world');
  return new SampleBoothPage(taskCatalogue).pageOf(fair, sample, now);
}

const tasksOf = (view: Awaited<ReturnType<typeof previewOf>>) =>
  view.taskGroups.flatMap((group) => group.tasks.map((task) => [task.serviceGroup, task.state]));

describe('SampleBoothPage', () => {
  // spec: exhibitor-area §2 Fair page: tasks and costs are disabled for a new booth, whose default tab is info
  it('shows the page of a booth not yet registered for the sample status new', async () => {
    const view = await previewOf({ status: 'new', boothType: 'AUSSTELLER' });
    expect(view.isNew).toBe(true);
    expect(view.booth).toBeNull();
    expect(view.taskGroups).toEqual([]);
    expect(view.tabs).toEqual({ initial: 'info', disabled: ['tasks', 'costs'] });
  });

  // spec: exhibitor-area §2 Fair page (the header names the registration number); admin-back-office §5 preview
  it('gives the sample booth a registration number shaped like the booking system’s, not 0', async () => {
    const view = await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER' });
    expect(view.booth?.regiNr).toMatch(/^[1-9][0-9]{5,}$/);
    expect(view.booth?.standnummer).toBe('A 1');
  });

  // spec: exhibitor-area §2 Fair page: the initial tab is tasks when BESTAETIGT or ZU, the status flow when BESTELLT
  it('opens on the tab the sample status gives an exhibitor', async () => {
    expect((await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER' })).tabs.initial).toBe('tasks');
    expect((await previewOf({ status: 'BESTELLT', boothType: 'AUSSTELLER' })).tabs.initial).toBe('statusflow');
  });

  it('shows every task of the fair open, the shop’s with a link, since the sample has no order and no cost', async () => {
    const view = await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER' });
    expect(tasksOf(view)).toEqual([
      ['VERZ', 'pendent'],
      ['PARKPL', 'pendent'],
    ]);
    const verz = view.taskGroups[0].tasks[0];
    expect(verz.done).toBe(false);
    expect(verz.link?.href).toMatch(/^https:\/\//);
    expect(view.costs.groups).toEqual([]);
    expect(view.calendarUrl).toBeNull();
  });

  // spec: exhibitor-area §6 booth type restricts which tasks show (co-exhibitors: no manual-mode task)
  it('leaves out the tasks the chosen booth type does not see', async () => {
    const view = await previewOf({ status: 'BESTAETIGT', boothType: 'MITAUSSTELLER' });
    expect(tasksOf(view)).toEqual([['VERZ', 'pendent']]);
  });

  it('shows the task states of the day the manager chose', async () => {
    const before = await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER', day: '2026-10-15' });
    expect(tasksOf(before).map(([, state]) => state)).toEqual(['inactive', 'inactive']);
    const after = await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER', day: '2026-12-28' });
    expect(tasksOf(after).map(([, state]) => state)).toEqual(['overdue', 'overdue']);
  });

  it('writes the page in the chosen language', async () => {
    expect((await previewOf({ status: 'BESTAETIGT', boothType: 'AUSSTELLER', language: 'fr' })).language).toBe('fr');
  });
});
