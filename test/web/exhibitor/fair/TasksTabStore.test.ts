// spec: exhibitor-area §2 Task list, §4 task display state / task done / task group state, §5 notification switch, §7, §8
import { describe, expect, it, jest } from '@jest/globals';
import { ApiClient } from '../../../../web/src/api/ApiClient.ts';
import type { FairPageView, TaskGroup } from '../../../../web/src/api/fairApi.ts';
import type { TaskItem } from '../../../../web/src/api/tasksApi.ts';
import { RootStore } from '../../../../web/src/app/RootStore.ts';
import { tabOfHash } from '../../../../web/src/exhibitor/fair/FairPageStore.ts';
import { taskAnchorId, taskIdOfHash } from '../../../../web/src/exhibitor/fair/tasks/taskAnchor.ts';
import { TasksTabStore } from '../../../../web/src/exhibitor/fair/tasks/TasksTabStore.ts';
import { aUser, fakeServer, memoryStorage, problem } from '../../fakeServer.ts';

type Answers = Parameters<typeof fakeServer>[0];

const text = (value: string) => ({ de: value, fr: value, en: value });

function aTask(id: string, overrides: Partial<TaskItem> = {}): TaskItem {
  return {
    id,
    displayName: text(id),
    headerText: null,
    serviceGroup: 'PARKPL',
    period: { start: '2026-11-01', end: '2026-12-01' },
    required: false,
    state: 'pendent',
    done: false,
    completed: false,
    dueDate: '2026-12-01',
    opensOn: null,
    link: null,
    infoTexts: [],
    notificationState: true,
    notificationSwitchOffered: true,
    ...overrides,
  };
}

function aGroup(
  id: string,
  serviceGroup: string,
  tasks: TaskItem[],
  summary: Pick<TaskGroup, 'state' | 'done' | 'dueDate'>,
): TaskGroup {
  return {
    id,
    title: text(`Group ${serviceGroup}`),
    serviceGroup,
    link: null,
    tasks: tasks.map((task) => ({ ...task, serviceGroup })),
    ...summary,
  };
}

const standardGroups = (): TaskGroup[] => [
  aGroup(
    't-verz',
    'VERZ',
    [
      aTask('verz', {
        state: 'overdue',
        required: true,
        period: { start: '2026-10-01', end: '2026-11-10' },
        dueDate: '2026-11-10',
        notificationSwitchOffered: false,
      }),
    ],
    { state: 'overdue', done: false, dueDate: '2026-11-10' },
  ),
  aGroup(
    't-parkpl',
    'PARKPL',
    [
      aTask('parkpl-late', { period: { start: '2026-11-01', end: '2027-01-15' }, dueDate: '2027-01-15' }),
      aTask('parkpl-done', {
        state: 'done',
        done: true,
        completed: true,
        period: { start: '2026-11-01', end: '2026-11-30' },
        notificationSwitchOffered: false,
      }),
    ],
    { state: 'pendent', done: false, dueDate: '2027-01-15' },
  ),
  aGroup(
    't-llc',
    'LLC',
    [aTask('llc', { state: 'due', period: { start: '2026-11-01', end: '2026-11-25' }, dueDate: '2026-11-25' })],
    { state: 'due', done: false, dueDate: '2026-11-25' },
  ),
];

/** The parts of the booth page aggregate the tab reads; the rest of it does not matter here. */
function aView(groups: TaskGroup[] = standardGroups()): FairPageView {
  return {
    taskGroups: groups,
    calendarUrl: '/api/exhibitor/booths/200101/tasks.ics',
    language: 'de',
    fair: { idCode: 'HAB26' },
    booth: { regiNr: '200101', label: text('Halle 3.0 / A15'), flaecheBrutto: 30 },
  } as unknown as FairPageView;
}

function setUp(answers: Answers = {}, groups?: TaskGroup[]) {
  const server = fakeServer({
    'GET /api/session': { status: 200, body: { user: aUser(), csrfToken: 'csrf-1' } },
    ...answers,
  });
  const root = new RootStore({ api: new ApiClient({ fetch: server.fetch }), storage: memoryStorage() });
  const navigations: string[] = [];
  root.connectRouter((to) => navigations.push(to));
  const store = new TasksTabStore(root, aView(groups), '200101');
  return { root, server, store, navigations };
}

/** Waits until a plain (not observable) condition holds, checking every few milliseconds, up to 10 s. */
async function until(check: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 1000 && !check(); attempt++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

const keysOf = (store: TasksTabStore) =>
  store.shownGroups.map((group) => [group.key, group.tasks.map((task) => task.item.id)]);

describe('TasksTabStore: the list', () => {
  it('shows the standard list in the fair’s order with each group’s state and earliest open due date', () => {
    const { store } = setUp();
    expect(store.mode).toBe('standard');
    expect(keysOf(store)).toEqual([
      ['t-verz', ['verz']],
      ['t-parkpl', ['parkpl-late', 'parkpl-done']],
      ['t-llc', ['llc']],
    ]);
    expect(store.shownGroups.map((group) => [group.state, group.dueDate])).toEqual([
      ['overdue', '2026-11-10'],
      ['pendent', '2027-01-15'],
      ['due', '2026-11-25'],
    ]);
    expect(store.shownTaskCount).toBe(4);
  });

  it('sort done / notdone and the status filter keep only matching tasks, groups resummarised and empty ones hidden', () => {
    const { store } = setUp();
    store.setSort('done');
    expect(keysOf(store)).toEqual([['t-parkpl', ['parkpl-done']]]);
    expect(store.shownGroups[0]).toMatchObject({ state: 'done', done: true });
    store.setSort('notdone');
    store.setStatus('pendent'); // not the due task: it has its own filter
    expect(keysOf(store)).toEqual([['t-parkpl', ['parkpl-late']]]);
    store.setStatus('due');
    expect(keysOf(store)).toEqual([['t-llc', ['llc']]]);
    store.setStatus('overdue');
    expect(keysOf(store)).toEqual([['t-verz', ['verz']]]);
    store.setSort('done');
    expect(store.shownGroups).toEqual([]);
    store.resetFilters();
    expect(store.shownTaskCount).toBe(4);
  });

  it('the time sorts list the tasks by the end of their period, grouped by service group in order of first appearance', () => {
    const { store } = setUp();
    store.setSort('ascending');
    expect(store.mode).toBe('standard');
    expect(keysOf(store)).toEqual([
      ['time-VERZ', ['verz']],
      ['time-LLC', ['llc']],
      ['time-PARKPL', ['parkpl-done', 'parkpl-late']],
    ]);
    expect(store.shownGroups[2]).toMatchObject({
      title: text('Group PARKPL'),
      state: 'pendent',
      dueDate: '2027-01-15',
    });
    store.setSort('descending');
    expect(keysOf(store).map(([key]) => key)).toEqual(['time-PARKPL', 'time-LLC', 'time-VERZ']);
  });

  it('by time period puts the tasks under their periods, without touching the sort dropdown', () => {
    const { store } = setUp();
    store.setMode('timePeriod');
    expect(store.sort).toBe('all');
    expect(keysOf(store)).toEqual([
      ['period-2026-10-01-2026-11-10', ['verz']],
      ['period-2026-11-01-2026-11-25', ['llc']],
      ['period-2026-11-01-2026-11-30', ['parkpl-done']],
      ['period-2026-11-01-2027-01-15', ['parkpl-late']],
    ]);
    expect(store.shownGroups[0]).toMatchObject({
      period: { start: '2026-10-01', end: '2026-11-10' },
      state: 'overdue',
    });
    store.setSort('notdone');
    expect(store.mode).toBe('timePeriod');
    expect(keysOf(store).map(([key]) => key)).not.toContain('period-2026-11-01-2026-11-30');
    store.setSort('descending');
    expect(keysOf(store).map(([key]) => key)[0]).toBe('period-2026-11-01-2027-01-15');
    store.setMode('standard');
    expect(store.sort).toBe('descending');
  });

  it('opens and closes single groups, and all shown groups at once', () => {
    const { store } = setUp();
    expect(store.isExpanded('t-llc')).toBe(false);
    store.toggleGroup('t-llc');
    expect(store.isExpanded('t-llc')).toBe(true);
    store.expandAll();
    expect(store.shownGroups.every((group) => store.isExpanded(group.key))).toBe(true);
    store.collapseAll();
    expect(store.shownGroups.some((group) => store.isExpanded(group.key))).toBe(false);
  });

  it('offers the calendar export in the UI’s language and knows when the booth has no task at all', () => {
    const { store, root } = setUp();
    expect(store.calendarUrl).toBe('/api/exhibitor/booths/200101/tasks.ics?language=de');
    root.session.chooseLanguage('fr');
    expect(store.calendarUrl).toBe('/api/exhibitor/booths/200101/tasks.ics?language=fr');
    expect(store.hasTasks).toBe(true);
    expect(setUp({}, []).store.hasTasks).toBe(false);
  });
});

// The deadlines page and the booth cards link to a task on its booth page: /fair/{code}/{regiNr}#task-{taskId}.
describe('TasksTabStore: a task named by the address', () => {
  it('reads the task from the hash (URI-encoded) and puts it on the tasks tab', () => {
    expect(taskIdOfHash('#task-hab26-task-verz')).toBe('hab26-task-verz');
    expect(taskIdOfHash('#task-a%2Fb%20c')).toBe('a/b c');
    expect(taskIdOfHash('#task-')).toBeUndefined();
    expect(taskIdOfHash('#task-%E0%A4%A')).toBeUndefined();
    expect(taskIdOfHash('#tab-tasks')).toBeUndefined();
    expect(tabOfHash('#task-hab26-task-verz')).toBe('tasks');
    expect(taskAnchorId('a/b c')).toBe('task-a/b c');
  });

  it('opens the task’s group and asks for it to be focused, once', () => {
    const { store } = setUp();
    expect(store.revealTask('parkpl-late')).toBe(true);
    expect(store.isExpanded('t-parkpl')).toBe(true);
    expect(store.isExpanded('t-verz')).toBe(false);
    expect(store.focusTask).toBe('parkpl-late');
    store.taskFocused();
    expect(store.focusTask).toBeUndefined();
  });

  it('resets a filter or view that hides the task, so that it can be shown', () => {
    const { store } = setUp();
    store.setMode('timePeriod');
    store.setStatus('overdue');
    expect(store.revealTask('llc')).toBe(true);
    expect([store.mode, store.sort, store.status]).toEqual(['standard', 'all', 'all']);
    expect(store.isExpanded('t-llc')).toBe(true);
  });

  it('leaves the tab as it is for a task the booth does not show', () => {
    const { store } = setUp();
    store.setSort('descending');
    expect(store.revealTask('nope')).toBe(false);
    expect(store.focusTask).toBeUndefined();
    expect(store.expanded).toEqual([]);
  });
});

describe('TasksTabStore: the notification switch', () => {
  const switchedOff = (): TaskGroup[] =>
    standardGroups().map((group) =>
      group.id === 't-llc'
        ? {
            ...group,
            state: 'done',
            done: true,
            dueDate: null,
            tasks: [{ ...group.tasks[0], state: 'done', done: true, notificationState: false }],
          }
        : group,
    );

  it('saves the switch, shows it at once, and shows the task as the server then has it (done while off)', async () => {
    let answerPost: (response: Response) => void = () => undefined;
    const { server, store } = setUp({
      'POST /api/booth/setNotificationState': () => new Promise<Response>((resolve) => (answerPost = resolve)),
      'GET /api/exhibitor/booths/200101?language=de&texts=language': { status: 200, body: aView(switchedOff()) },
    });
    const llc = store.groups[2].tasks[0];
    const saving = store.switchNotification(llc, false);
    expect(store.notificationStateOf(llc)).toBe(false);
    expect(store.isSwitchSaving(llc)).toBe(true);
    await until(() => server.requests.some((request) => request.method === 'POST'));
    answerPost(
      new Response(JSON.stringify({ id: 'llc', booth: '200101', notificationState: false }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    await saving;
    expect(server.requests.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/booth/setNotificationState',
      body: { id: 'llc', booth: '200101', notificationState: false },
    });
    expect(store.isSwitchSaving(llc)).toBe(false);
    const shown = store.groups[2].tasks[0];
    expect(shown).toMatchObject({ state: 'done', notificationState: false, notificationSwitchOffered: true });
    expect(store.notificationStateOf(shown)).toBe(false);
  });

  it('shows a refusal (422) beside the task and reads the tasks again', async () => {
    const { server, store, navigations } = setUp({
      'POST /api/booth/setNotificationState': problem(422, 'errors.invalidInput', [
        { field: '/body/id', messageKey: 'errors.notificationSwitchNotOffered' },
      ]),
      'GET /api/exhibitor/booths/200101?language=de&texts=language': { status: 200, body: aView() },
    });
    await store.switchNotification(store.groups[2].tasks[0], false);
    expect(store.refusedSwitch).toBe('llc');
    expect(
      server.requests.filter(
        (request) => request.method === 'GET' && request.path.startsWith('/api/exhibitor/booths/'),
      ),
    ).toHaveLength(1);
    expect(navigations).toEqual([]);
  });

  it('follows the error catalogue on any other failure', async () => {
    const { store, root, navigations } = setUp({
      'POST /api/booth/setNotificationState': problem(503, 'errors.apiError'),
    });
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await store.switchNotification(store.groups[2].tasks[0], false).finally(() => spy.mockRestore());
    expect(root.ui.message).toBe('errors.apiError');
    expect(navigations).toEqual(['/']);
    expect(store.notificationStateOf(store.groups[2].tasks[0])).toBe(true);
  });
});

describe('TasksTabStore: the step tracker', () => {
  it('records the opened task with the booth’s label, area and fair', async () => {
    const { server, store } = setUp({ 'POST /api/stepTracker': { status: 201, body: {} } });
    store.recordOpened(store.groups[0].tasks[0]);
    await until(() => server.requests.some((request) => request.path === '/api/stepTracker'));
    expect(server.requests.find((request) => request.path === '/api/stepTracker')!.body).toEqual({
      regiNr: '200101',
      task: 'verz',
      boothLabel: 'Halle 3.0 / A15',
      boothArea: 30,
      fairId: 'HAB26',
    });
  });

  it('only logs a failure of the step tracker', async () => {
    const warned: unknown[] = [];
    const spy = jest.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => void warned.push(args));
    const { store, navigations, root } = setUp({ 'POST /api/stepTracker': problem(500, 'errors.apiError') });
    store.recordOpened(store.groups[0].tasks[0]);
    await until(() => warned.length > 0);
    spy.mockRestore();
    expect(navigations).toEqual([]);
    expect(root.ui.message).toBeUndefined();
  });
});
