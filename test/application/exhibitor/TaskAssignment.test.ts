import { describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { BoothTeam } from '../../../application/exhibitor/BoothTeam.ts';
import { TaskAssignment } from '../../../application/exhibitor/TaskAssignment.ts';
import type { User } from '../../../application/ports/Users.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryTaskAssignments } from '../../support/InMemoryTaskAssignments.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aBookedBooth, aFair, anExhibitor, aServiceGroupTask, aWorld, portsOf } from '../../support/builders/index.ts';
import { aBoothScope, asRouted, boothAccessOver, InMemoryBoothTeams } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const anna = anExhibitor().withEmail('anna@exhibitor.example').named('Anna', 'Muster').build();
const tom = anExhibitor().withEmail('tom@colleague.example').named('Tom', 'Team').asNewMember().build();
const alex = anExhibitor().withEmail('alex@colleague.example').named('Alex', 'Alles').asNewMember().build();
const sam = anExhibitor().withEmail('sam@stranger.example').named('Sam', 'Fremd').build();
const due = { start: '2026-11-01', end: '2026-11-25' };
const hab = aFair()
  .withIdCode('HAB27')
  .withTask(aServiceGroupTask('LOGIST', due))
  .withTask(aServiceGroupTask('WERB', due));
const world = aWorld({
  fairs: [hab],
  booths: [
    aBookedBooth().withRegiNr('4711').bookedBy(anna.email).at(hab),
    aBookedBooth().withRegiNr('4811').bookedBy(sam.email).at(hab),
  ],
});
const LOGIST = 'hab27-task-logist';

function setUp() {
  const { bookingSystem, fairs, taskCatalogue } = portsOf(world);
  const users = new InMemoryUsers([anna, tom, alex, sam]);
  const grant = { regiNr: '4711', fairIdCode: 'HAB27', holderId: anna.id, holderEmail: anna.email };
  const teams = new InMemoryBoothTeams(
    [
      { ...grant, level: 'tasks', memberId: tom.id },
      { ...grant, level: 'all', memberId: alex.id },
    ],
    users,
  );
  const assignments = new InMemoryTaskAssignments(users);
  const boards = new BoothPage({
    bookingSystem,
    fairs,
    taskCatalogue,
    insurances: new InMemoryInsurances(),
    notificationStates: new InMemoryTaskNotificationStates(),
  });
  const useCase = new TaskAssignment({ boards, assignments, teams });
  const access = boothAccessOver(bookingSystem, { grants: teams, users });
  // As the API calls it: GET with x-booth workTasks, PUT and DELETE with x-booth assignTasks.
  const api = {
    list: (user: User) => asRouted(access, user, 'workTasks', '4711', (scope) => useCase.assignmentsOf(scope)),
    assign: (user: User, taskId: string, assigneeId: string, regiNr = '4711') =>
      asRouted(access, user, 'assignTasks', regiNr, (scope) => useCase.assign(scope, taskId, assigneeId, now)),
    unassign: (user: User, taskId: string) =>
      asRouted(access, user, 'assignTasks', '4711', (scope) => useCase.unassign(scope, taskId, now)),
  };
  const team = new BoothTeam({
    teams,
    bookingSystem,
    fairs,
    users,
    mailQueue: new InMemoryMailQueue(),
    changes: { publish: async () => undefined },
    publicUrl: 'https://portal.example',
    assignments,
  });
  return { api, assignments, teams, team, access };
}

describe('TaskAssignment', () => {
  // spec: exhibitor-area §6 (every booth check against the user) with team access: level all is the holder without
  // inviting, level tasks works the tasks; §2 Task list (the card)
  it('the holder hands a task to a member; every reader of the tasks sees who holds it', async () => {
    const { api, assignments } = setUp();
    expect(await api.assign(anna, LOGIST, tom.id)).toEqual({
      ok: true,
      taskId: LOGIST,
      assignee: expect.objectContaining({ userId: tom.id, name: 'Tom Team' }),
    });
    for (const reader of [anna, tom, alex]) {
      const view = await api.list(reader);
      if ('ok' in view) throw new Error(`${reader.email} does not see the booth`);
      expect(view.assignments).toEqual([
        { taskId: LOGIST, assignee: expect.objectContaining({ name: 'Tom Team' }), assignedAt: now.toISOString() },
      ]);
    }
    expect(assignments.actions).toEqual([
      expect.objectContaining({
        kind: 'task.assigned',
        actorId: anna.id,
        taskId: LOGIST,
        detail: { assigneeId: tom.id },
      }),
    ]);
  });

  it('a member of level all assigns (also to themselves); a member of level tasks and a stranger find no booth', async () => {
    const { api } = setUp();
    expect(await api.assign(alex, LOGIST, alex.id)).toMatchObject({ ok: true });
    expect(await api.assign(tom, LOGIST, tom.id)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await api.assign(sam, LOGIST, sam.id)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await api.list(sam)).toEqual({ ok: false, error: 'boothNotFound' });
    const asTom = await api.list(tom);
    const asAlex = await api.list(alex);
    expect(asTom).toMatchObject({ mayAssign: false, candidates: [] });
    expect(asAlex).toMatchObject({ mayAssign: true });
    if ('candidates' in asAlex)
      expect(asAlex.candidates.map((person) => person.name)).toEqual(['Anna Muster', 'Tom Team', 'Alex Alles']);
  });

  it('refuses a task the booth does not have and an assignee outside the booth’s team, and writes nothing', async () => {
    const { api, assignments } = setUp();
    expect(await api.assign(anna, 'hab27-task-nope', tom.id)).toEqual({ ok: false, error: 'unknownTask' });
    expect(await api.assign(anna, LOGIST, sam.id)).toEqual({ ok: false, error: 'notTeamMember' });
    expect(await api.unassign(anna, 'hab27-task-nope')).toEqual({ ok: false, error: 'unknownTask' });
    expect(assignments.actions).toEqual([]);
  });

  it('hands a task over to someone else and takes it back; taking back what nobody holds writes no action', async () => {
    const { api, assignments } = setUp();
    await api.assign(anna, LOGIST, tom.id);
    await api.assign(alex, LOGIST, anna.id);
    let view = await api.list(anna);
    if ('ok' in view) throw new Error('no booth');
    expect(view.assignments.map((entry) => entry.assignee.userId)).toEqual([anna.id]);
    expect(await api.unassign(alex, LOGIST)).toEqual({ ok: true });
    expect(await api.unassign(alex, LOGIST)).toEqual({ ok: true });
    view = await api.list(anna);
    if ('ok' in view) throw new Error('no booth');
    expect(view.assignments).toEqual([]);
    expect(assignments.actions.map((action) => action.kind)).toEqual([
      'task.assigned',
      'task.assigned',
      'task.unassigned',
    ]);
  });

  it('revoking a member hands back what they held: the task is unassigned again', async () => {
    const { api, team, teams, access } = setUp();
    await api.assign(anna, LOGIST, tom.id);
    const scope = await aBoothScope(access, anna, 'manageTeam', '4711');
    const tomsMembership = (await teams.membersOf('4711', anna.id)).find((member) => member.memberId === tom.id);
    expect(await team.remove(scope, tomsMembership?.id ?? '')).toEqual({ ok: true });
    const view = await api.list(anna);
    if ('ok' in view) throw new Error('no booth');
    expect(view.assignments).toEqual([]);
    expect(view.candidates.map((person) => person.userId)).not.toContain(tom.id);
  });
});
