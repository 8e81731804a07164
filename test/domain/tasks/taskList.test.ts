import { describe, it, expect } from '@jest/globals';
import { buildTaskGroups, taskListView, taskTimeSortKey, type TaskListView } from '../../../domain/index.ts';
import { aBoardContext, aTask, aTitle } from './taskMothers.ts';

const now = new Date('2026-03-20T10:00:00Z');

// spec: exhibitor-area §2 task list, §5 task time sort
describe('task list views', () => {
  const groups = buildTaskGroups(
    [
      aTitle({ _id: 'g1' }),
      aTask({ _id: 'open-late', period: { start: '2026-01-01', end: '2026-12-31' } }),
      aTask({ _id: 'done', isDone: true, period: { end: '2026-02-01' } }),
      aTitle({ _id: 'g2', serviceGroup: 'PARKPL' }),
      aTask({ _id: 'no-end', serviceGroup: 'PARKPL', period: { start: '2026-01-01' } }),
      aTask({ _id: 'overdue', serviceGroup: 'PARKPL', period: { end: '2026-03-01' } }),
      aTask({ _id: 'due', serviceGroup: 'PARKPL', period: { end: '2026-03-29' } }),
    ],
    aBoardContext(),
    now,
  );
  const ids = (view: TaskListView) =>
    view.kind === 'timeline'
      ? view.tasks.map((task) => task.task._id)
      : view.kind === 'periods'
        ? view.periods.map((group) => group.tasks.map((task) => task.task._id))
        : view.groups.map((group) => group.tasks.map((task) => task.task._id));

  it('all: the standard grouped list', () => {
    expect(ids(taskListView(groups, { sort: 'all', status: 'all' }))).toEqual([
      ['open-late', 'done'],
      ['no-end', 'overdue', 'due'],
    ]);
  });

  it('done and notdone keep only done or open tasks and drop groups left empty', () => {
    expect(ids(taskListView(groups, { sort: 'done', status: 'all' }))).toEqual([['done']]);
    const open = taskListView(groups, { sort: 'notdone', status: 'all' });
    expect(ids(open)).toEqual([['open-late'], ['no-end', 'overdue', 'due']]);
    expect(open.kind === 'groups' && open.groups[0]).toMatchObject({
      state: 'pendent',
      done: false,
      dueDate: '2026-12-31',
    });
  });

  it('ascending and descending list all tasks by period end; a missing end counts as 9999-01-31', () => {
    expect(ids(taskListView(groups, { sort: 'ascending', status: 'all' }))).toEqual([
      'done',
      'overdue',
      'due',
      'open-late',
      'no-end',
    ]);
    expect(ids(taskListView(groups, { sort: 'descending', status: 'all' }))).toEqual([
      'no-end',
      'open-late',
      'due',
      'overdue',
      'done',
    ]);
  });

  it('status filters: each lists its own state only (pendent not the due tasks)', () => {
    expect(ids(taskListView(groups, { sort: 'all', status: 'pendent' }))).toEqual([['open-late'], ['no-end']]);
    expect(ids(taskListView(groups, { sort: 'all', status: 'due' }))).toEqual([['due']]);
    expect(ids(taskListView(groups, { sort: 'ascending', status: 'overdue' }))).toEqual(['overdue']);
    const done = taskListView(groups, { sort: 'all', status: 'done' });
    expect(done.kind === 'groups' && done.groups[0]).toMatchObject({ state: 'done', done: true });
    expect(done.kind === 'groups' && done.groups[0]?.dueDate).toBeUndefined();
  });

  it('by time period: the tasks under their periods, ordered by period end, apart from the sort chosen', () => {
    const periods = taskListView(groups, { sort: 'all', status: 'all', mode: 'timePeriod' });
    expect(periods.kind).toBe('periods');
    expect(periods.kind === 'periods' && periods.periods.map((group) => group.period)).toEqual([
      { end: '2026-02-01' },
      { end: '2026-03-01' },
      { end: '2026-03-29' },
      { start: '2026-01-01', end: '2026-12-31' },
      { start: '2026-01-01' },
    ]);
    // Not the ascending list: that one is a single list, this one a group per period.
    expect(ids(periods)).not.toEqual(ids(taskListView(groups, { sort: 'ascending', status: 'all' })));
    expect(ids(taskListView(groups, { sort: 'descending', status: 'all', mode: 'timePeriod' }))).toEqual([
      ['no-end'],
      ['open-late'],
      ['due'],
      ['overdue'],
      ['done'],
    ]);
    expect(ids(taskListView(groups, { sort: 'notdone', status: 'overdue', mode: 'timePeriod' }))).toEqual([
      ['overdue'],
    ]);
  });

  it('time keys on edge days: end of the UTC end day, DST day and year 9999', () => {
    expect(new Date(taskTimeSortKey(aTask({ period: { end: '2026-03-29' } }))).toISOString()).toBe(
      '2026-03-29T23:59:59.999Z',
    );
    expect(new Date(taskTimeSortKey(aTask({ period: { end: '2026-03-29T23:30:00-02:00' } }))).toISOString()).toBe(
      '2026-03-30T23:59:59.999Z',
    );
    expect(new Date(taskTimeSortKey(aTask({ period: null }))).toISOString()).toBe('9999-01-31T23:59:59.999Z');
    expect(new Date(taskTimeSortKey(aTask({ period: { end: '9999-12-31' } }))).toISOString()).toBe(
      '9999-12-31T23:59:59.999Z',
    );
  });
});
