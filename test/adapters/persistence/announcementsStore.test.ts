import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AnnouncementDelivery, Announcements, NewAnnouncement } from '../../../application/ports/Announcements.ts';
import type { Notifications } from '../../../application/ports/Notifications.ts';
import { MikroOrmNotifications } from '../../../adapters/persistence/MikroOrmNotifications.ts';
import { MikroOrmUsers } from '../../../adapters/persistence/MikroOrmUsers.ts';
import { PostgresAnnouncements } from '../../../adapters/persistence/PostgresAnnouncements.ts';
import { nativePool } from '../../../adapters/persistence/PreparedReads.ts';
import { createOrm, migrate, type Orm } from '../../../adapters/persistence/orm.ts';
import { InMemoryAnnouncements } from '../../support/InMemoryAnnouncements.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import { aUser } from '../../support/mothers.ts';
import { createTestDatabase, queryRows } from '../../support/testDatabase.ts';

// spec: admin cockpit announcements -- the store of announcements and their deliveries: the PostgreSQL one and the
// use-case tests' fake pass the same cases (once per recipient, read counts from the message centre, one event).

const NOW = new Date('2026-12-03T10:00:00.000Z');
const MANAGER = { userId: 'manager@demo.test' };
const USERS = ['ann-a@demo.test', 'ann-b@demo.test'];

const anAnnouncement = (overrides: Partial<NewAnnouncement> = {}): NewAnnouncement => ({
  fairId: '8f0c2f4e-1f7e-4c55-9b7e-000000000001',
  fairIdCode: 'MESSE26',
  segment: { taskId: 'insurance', states: ['overdue'] },
  texts: {
    subject: { de: 'Betreff', fr: 'Objet', en: 'Subject' },
    body: { de: 'Text', fr: 'Texte', en: 'Text' },
  },
  sendAt: NOW,
  sendMail: true,
  ...overrides,
});

const toUser = (userId: string): AnnouncementDelivery => ({
  key: `user:${userId}`,
  userId,
  email: userId,
  language: 'fr',
  message: { boothId: '1001', boothLabel: null, subject: 'Objet', body: '<p>Texte</p>' },
});
const toContact = (email: string): AnnouncementDelivery => ({
  key: `mail:${email}`,
  userId: null,
  email,
  language: 'de',
  message: null,
});

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let orm: Orm;
beforeAll(async () => {
  database = await createTestDatabase();
  orm = await createOrm({ databaseUrl: database.url });
  await migrate(orm);
  const users = new MikroOrmUsers(orm);
  for (const email of USERS) await users.save(aUser(email, ['EXHIBITOR']));
});
afterAll(async () => {
  await orm?.close(true);
  await database?.drop();
});

interface Subject {
  store: Announcements;
  notifications: Notifications;
  events: () => Promise<Array<{ type: string; data: Record<string, string> }>>;
}

const subjects: Array<[string, () => Subject]> = [
  [
    'PostgresAnnouncements',
    () => ({
      store: new PostgresAnnouncements(orm, nativePool(orm)),
      notifications: new MikroOrmNotifications(orm),
      events: () =>
        queryRows(database.url, `select type, data from domain_events where type = 'announcement.sent' order by seq`),
    }),
  ],
  [
    'InMemoryAnnouncements',
    () => {
      const notifications = new InMemoryNotifications();
      const store = new InMemoryAnnouncements(notifications);
      return {
        store,
        notifications,
        events: async () => store.events.map((event) => ({ ...event, data: { ...event.data } })),
      };
    },
  ],
];

describe.each(subjects)('%s', (_name, make) => {
  it('keeps a new announcement scheduled with its segment and texts, newest first', async () => {
    const { store } = make();
    const first = await store.create(MANAGER, anAnnouncement());
    const second = await store.create(MANAGER, anAnnouncement({ sendMail: false }));
    expect(first).toMatchObject({
      status: 'scheduled',
      segment: { taskId: 'insurance', states: ['overdue'] },
      texts: { subject: { fr: 'Objet' } },
      sendAt: NOW,
      recipients: null,
      delivered: 0,
      emailed: 0,
      read: 0,
      createdBy: MANAGER.userId,
    });
    const ids = (await store.list()).map((record) => record.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(await store.byId('not-an-id')).toBeUndefined();
  });

  it('delivers once per recipient, also when several deliver at once, and counts reads', async () => {
    const { store, notifications } = make();
    const { id } = await store.create(MANAGER, anAnnouncement());
    expect(await store.startSending(id)).toMatchObject({ status: 'sending' });
    const firsts = await Promise.all([1, 2, 3].map(() => store.deliverOnce(id, toUser(USERS[0]), NOW)));
    expect(firsts.filter(Boolean)).toHaveLength(1);
    expect(await store.deliverOnce(id, toContact('new@firma.example'), NOW)).toBe(true);
    await store.markEmailed(id, 'mail:new@firma.example');
    const messages = (await notifications.listFor(USERS[0])).filter((message) => message.subject === 'Objet');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({ type: 'information', body: '<p>Texte</p>', boothId: '1001', unread: true });
    expect(await store.byId(id)).toMatchObject({ delivered: 1, emailed: 1, read: 0 });
    await notifications.markRead(USERS[0], messages[0].id);
    expect(await store.byId(id)).toMatchObject({ read: 1 });
  });

  it('finishes once, with one announcement.sent event', async () => {
    const { store, events } = make();
    const { id } = await store.create(MANAGER, anAnnouncement());
    await store.startSending(id);
    const finished = await Promise.all([1, 2].map(() => store.finishSending(id, 2, NOW)));
    expect(finished.filter(Boolean)).toHaveLength(1);
    expect(await store.byId(id)).toMatchObject({ status: 'sent', recipients: 2, sentAt: NOW });
    expect((await events()).filter((event) => event.data.announcementId === id)).toEqual([
      { type: 'announcement.sent', data: { announcementId: id, fairId: anAnnouncement().fairId, fairCode: 'MESSE26' } },
    ]);
    expect(await store.startSending(id)).toBeUndefined();
  });

  it('cancels only a scheduled announcement, which then never starts sending', async () => {
    const { store } = make();
    const { id } = await store.create(MANAGER, anAnnouncement());
    expect(await store.cancel(MANAGER, id)).toBe('cancelled');
    expect(await store.cancel(MANAGER, id)).toBe('notScheduled');
    expect(await store.startSending(id)).toBeUndefined();
    expect(await store.cancel(MANAGER, '0f5e2a71-6c3b-4d8e-9a1f-2b3c4d5e6f70')).toBe('notFound');
    const sending = await store.create(MANAGER, anAnnouncement());
    await store.startSending(sending.id);
    expect(await store.cancel(MANAGER, sending.id)).toBe('notScheduled');
  });
});

describe('PostgresAnnouncements in the audit trail and as the accounts', () => {
  it('records the create and the cancel as admin writes', async () => {
    const store = new PostgresAnnouncements(orm, nativePool(orm));
    const { id } = await store.create(MANAGER, anAnnouncement());
    await store.cancel(MANAGER, id);
    const trail = await queryRows<{ action: string; actor: string }>(
      database.url,
      `select action, actor from audit_entries where entity = 'announcement' and entity_id = $1 order by at`,
      [id],
    );
    expect(trail).toEqual([
      { action: 'create', actor: MANAGER.userId },
      { action: 'update', actor: MANAGER.userId },
    ]);
  });

  it('finds users by address in any case and by id', async () => {
    const store = new PostgresAnnouncements(orm, nativePool(orm));
    const byEmail = await store.usersByEmail(['ANN-A@demo.test', 'nobody@demo.test']);
    expect([...byEmail.keys()]).toEqual(['ann-a@demo.test']);
    expect(byEmail.get('ann-a@demo.test')).toMatchObject({ id: USERS[0], locale: 'de', mailNotifications: false });
    expect([...(await store.usersById([USERS[1]])).keys()]).toEqual([USERS[1]]);
  });
});
