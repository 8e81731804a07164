import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { buildDemoCatalogue } from '../../../adapters/demo/catalogue.ts';
import { seedDemoDataIfEmpty } from '../../../adapters/persistence/DemoSeed.ts';
import { MikroOrmFairWallEntries } from '../../../adapters/persistence/MikroOrmFairWallEntries.ts';
import { MikroOrmInsurances } from '../../../adapters/persistence/MikroOrmInsurances.ts';
import { MikroOrmNotifications } from '../../../adapters/persistence/MikroOrmNotifications.ts';
import { MikroOrmStepTrackerPosts } from '../../../adapters/persistence/MikroOrmStepTrackerPosts.ts';
import { MikroOrmTaskNotificationStates } from '../../../adapters/persistence/MikroOrmTaskNotificationStates.ts';
import { MikroOrmTeasers } from '../../../adapters/persistence/MikroOrmTeasers.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { productDataContract } from '../../application/ports/productDataContracts.ts';
import { createTestDatabase } from '../../support/testDatabase.ts';

const demo = buildDemoCatalogue(new Date('2026-11-21T10:00:00Z'));
let orm: Orm;
let drop: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  drop = database.drop;
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
  await seedDemoDataIfEmpty(orm, {
    ...demo,
    notifications: [
      ...demo.notifications,
      {
        ...demo.notifications[0],
        id: 'N-EVIL',
        subject: 'Unsafe seed',
        body: '<p onmouseover="x()">Hallo<script>alert(1)</script><a href="javascript:x()">a</a></p>',
      },
    ],
  });
});

afterAll(async () => {
  await orm?.close(true);
  await drop?.();
});

productDataContract('MikroORM on PostgreSQL', {
  insurances: () => new MikroOrmInsurances(orm),
  states: () => new MikroOrmTaskNotificationStates(orm),
  notifications: () => new MikroOrmNotifications(orm),
  teasers: () => new MikroOrmTeasers(orm),
  wall: () => new MikroOrmFairWallEntries(orm),
  steps: () => new MikroOrmStepTrackerPosts(orm),
  demo: () => demo,
  userId: () => 'demo-0001-aussteller',
});

describe('MikroOrmNotifications on PostgreSQL', () => {
  it('sanitises the body of a reminder when it is written', async () => {
    const added = await new MikroOrmNotifications(orm).addReminderOnce(
      {
        userId: 'demo-0002-haendler',
        fairId: 'F',
        boothId: 'B-x',
        taskId: 't',
        state: 'due',
        subject: 's',
        body: '<p>ok<img src=x onerror=alert(1)><a href="https://a.test">link</a></p>',
      },
      new Date(),
    );
    expect(added!.body).toBe('<p>ok<a href="https://a.test" rel="noopener noreferrer" target="_blank">link</a></p>');
  });

  it('sanitises the notifications the demo seed writes', async () => {
    const list = await new MikroOrmNotifications(orm).listFor('demo-0001-aussteller');
    const unsafe = list.find((entry) => entry.subject === 'Unsafe seed')!;
    expect(unsafe.body).toBe('<p>Hallo<a rel="noopener noreferrer" target="_blank">a</a></p>');
  });

  // Reminders are sent once per task, booth and state, also with several processes at once.
  it('adds one reminder when many calls race for the same task, booth and state', async () => {
    const reminder = {
      userId: 'demo-0002-haendler',
      fairId: 'F',
      boothId: 'B-race',
      taskId: 't',
      state: 'overdue',
      subject: 's',
      body: 'b',
    };
    const results = await Promise.all(
      Array.from({ length: 8 }, () => new MikroOrmNotifications(orm).addReminderOnce(reminder, new Date())),
    );
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
  });
});
