import { describe, it, expect } from '@jest/globals';
import { buildTaskGroups, taskDueDate, taskView, type TaskBoardContext } from '../../../domain/index.ts';
import { aBoardContext, aCostLine, aTask, aTitle } from './taskMothers.ts';

const now = new Date('2026-03-20T10:00:00Z');

// spec: exhibitor-area §4 task group state, task done, hidden booth services; §5 visibility
describe('task groups of a booth', () => {
  const fairTasks = [
    aTitle({ _id: 'g-verz', serviceGroup: 'VERZ' }),
    aTask({ _id: 'catalogue', serviceGroup: 'VERZ', period: { start: '2026-03-01', end: '2026-03-31' } }),
    aTask({ _id: 'logo', serviceGroup: 'VERZ', period: { start: '2026-03-01', end: '2026-03-10' } }),
    aTitle({ _id: 'g-vers', serviceGroup: 'VERS' }),
    aTask({
      _id: 'insurance',
      serviceGroup: 'VERS',
      deeplinkmode: 'servicegroup',
      url: null,
      period: { end: '2026-04-30' },
    }),
    aTitle({ _id: 'g-park', serviceGroup: 'PARKPL' }),
    aTask({
      _id: 'parking',
      serviceGroup: 'PARKPL',
      boothServices: [{ id: 'STAND-A', hidden: true, required: false }],
    }),
  ];

  it('groups tasks under the titles before them, most urgent state first, due date of the open tasks', () => {
    const groups = buildTaskGroups(fairTasks, aBoardContext({ standLeistungId: 'STAND-A' }), now);
    expect(groups.map((group) => group.title?._id)).toEqual(['g-verz', 'g-vers']);
    const [catalogue, insurance] = groups;
    expect(catalogue.tasks.map((view) => [view.task._id, view.state])).toEqual([
      ['catalogue', 'due'],
      ['logo', 'overdue'],
    ]);
    expect(catalogue).toMatchObject({ state: 'overdue', done: false, dueDate: '2026-03-10', serviceGroup: 'VERZ' });
    expect(insurance).toMatchObject({ state: 'pendent', done: false, dueDate: '2026-04-30' });
    expect(insurance.link).toEqual({ kind: 'insurance', href: '/fair/BAU26/4711/insurance', window: 'same' });
  });

  it('a group whose tasks are all done is done and has no due date; costs, insurance and switches decide', () => {
    const context = aBoardContext({
      costs: [aCostLine({ leistungsgruppeId: 'VERZ' })],
      insuranceExists: true,
    });
    const groups = buildTaskGroups(fairTasks, context, now);
    expect(groups.map((group) => [group.title?._id, group.state, group.done, group.dueDate])).toEqual([
      ['g-verz', 'done', true, undefined],
      ['g-vers', 'done', true, undefined],
      ['g-park', 'unknown', false, undefined],
    ]);
  });

  it("the booth's notification switch makes a task done while keeping the switch offered", () => {
    const optional = aTask({ _id: 'optional', required: false, period: { start: '2026-03-01', end: '2026-06-30' } });
    const off = taskView(optional, aBoardContext({ taskNotificationStates: { optional: false } }), now);
    expect(off).toMatchObject({ state: 'done', done: true, completed: false, notificationSwitchOffered: true });
    expect(off.task.notificationState).toBe(false);
    const on = taskView(optional, aBoardContext(), now);
    expect(on).toMatchObject({ state: 'pendent', done: false, notificationSwitchOffered: true });
  });

  it('the order-exists answer of the task service group completes it', () => {
    const view = taskView(
      aTask({ serviceGroup: 'LOGIST' }),
      aBoardContext({ orderExists: { LOGIST: true, VERZ: false } }),
      now,
    );
    expect(view).toMatchObject({ done: true, completed: true, state: 'done', notificationSwitchOffered: false });
  });

  it('a co-exhibitor sees non-manual tasks and manual tasks flagged coexposant only', () => {
    const entries = [
      aTitle(),
      aTask({ _id: 'manual' }),
      aTask({ _id: 'manual-coex', coexposant: true }),
      aTask({ _id: 'katalog', deeplinkmode: 'katalog', url: null }),
    ];
    const ids = (ausstellerTyp: string) =>
      buildTaskGroups(
        entries,
        aBoardContext({ ausstellerTyp, shopLinks: [{ ziel: 'KATALOG', href: 'https://shop.example.com/k' }] }),
        now,
      ).flatMap((group) => group.tasks.map((view) => view.task._id));
    expect(ids('MITAUSSTELLER')).toEqual(['manual-coex', 'katalog']);
    expect(ids('VERTRAGSHAENDLER')).toEqual(['manual', 'manual-coex', 'katalog']);
  });

  // spec: exhibitor-area §5 a task shows only when it has a link — for every link mode, not only the service shop
  it('leaves out catalogue, file-upload and manual tasks whose link finds no address on the booth', () => {
    const entries = [
      aTitle({ serviceGroup: 'VERZ' }),
      aTask({ _id: 'katalog', serviceGroup: 'VERZ', deeplinkmode: 'katalog', url: null }),
      aTask({ _id: 'upload', serviceGroup: 'VERZ', deeplinkmode: 'fileupload', url: null }),
      aTask({ _id: 'manual-blank', serviceGroup: 'VERZ', deeplinkmode: 'manual', url: '  ' }),
      aTask({ _id: 'insurance', serviceGroup: 'VERS', deeplinkmode: 'servicegroup', url: null }),
    ];
    const ids = (shopLinks: TaskBoardContext['shopLinks']) =>
      buildTaskGroups(entries, aBoardContext({ shopLinks }), now).flatMap((group) =>
        group.tasks.map((view) => view.task._id),
      );
    expect(ids([])).toEqual(['insurance']);
    expect(
      ids([
        { ziel: 'FILEUPLOAD', href: '' },
        { ziel: 'FILEUPLOAD', href: 'https://shop.example.com/u' },
      ]),
    ).toEqual(['upload', 'insurance']);
  });

  it('a task without any link is left out; tasks before the first title form a group without title', () => {
    const entries = [
      aTask({ _id: 'early', serviceGroup: 'WERB' }),
      aTitle({ serviceGroup: 'DIGIT' }),
      aTask({ _id: 'no-link', serviceGroup: 'DIGIT', deeplinkmode: 'servicegroup', url: null }),
    ];
    const groups = buildTaskGroups(entries, aBoardContext(), now);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ serviceGroup: 'WERB' });
    expect(groups[0].title).toBeUndefined();
    const withShop = buildTaskGroups(
      entries,
      aBoardContext({ serviceShopLinks: { DIGIT: 'https://shop.example.com/d' } }),
      now,
    );
    expect(withShop.map((group) => group.tasks.map((view) => view.task._id))).toEqual([['early'], ['no-link']]);
  });

  it('the due date of a task is its period end, else its start, else none', () => {
    expect(taskDueDate(aTask({ period: { start: '2026-01-01', end: '9999-12-31' } }))).toBe('9999-12-31');
    expect(taskDueDate(aTask({ period: { start: '2026-01-01', end: 'not a date' } }))).toBe('2026-01-01');
    expect(taskDueDate(aTask({ period: null }))).toBeUndefined();
  });

  it('the group due date compares instants, not text (00:30 +02:00 on 1 April is before 23:00 UTC on 31 March)', () => {
    const entries = [
      aTitle(),
      aTask({ _id: 'a', period: { end: '2026-04-01T00:30:00+02:00' } }),
      aTask({ _id: 'b', period: { end: '2026-03-31T23:00:00Z' } }),
    ];
    expect(buildTaskGroups(entries, aBoardContext(), now)[0].dueDate).toBe('2026-04-01T00:30:00+02:00');
  });
});
