import { beforeEach, describe, expect, it } from '@jest/globals';
import { AdminAnnouncements } from '../../../application/admin/AdminAnnouncements.ts';
import { AdminInUse, AdminValidationFailed } from '../../../application/admin/adminErrors.ts';
import type { StoredAdminFair } from '../../../application/ports/AdminFairs.ts';
import type { AnnouncementAccount } from '../../../application/ports/Announcements.ts';
import { InMemoryAnnouncements } from '../../support/InMemoryAnnouncements.ts';
import { InMemoryBoothTeams } from '../../support/InMemoryBoothTeams.ts';
import {
  aCockpitBooth,
  InMemoryAnnouncementAccounts,
  InMemoryCockpitBooths,
  RecordingAnnouncementJobs,
} from '../../support/InMemoryCockpitBooths.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';

// spec: admin cockpit announcements -- a segment reaches exactly its users and team members, each once, in their
// language, with an e-mail per their switch; contacts without an account get the e-mail with a sign-in link; a
// cancelled one is never sent; read counts follow the message centre.

const NOW = new Date('2026-12-03T10:00:00Z');
const FAIR_ID = '8f0c2f4e-1f7e-4c55-9b7e-000000000001';
const MANAGER = { userId: 'manager-1' };

const account = (id: string, locale: 'de' | 'fr' | 'en', mailNotifications: boolean): AnnouncementAccount => ({
  id,
  email: `${id}@example.test`,
  locale,
  mailNotifications,
});

const ANNA = account('anna', 'de', true); // holds booth 1001, overdue on the insurance
const BRUNO = account('bruno', 'fr', false); // holds booth 1002, overdue as well, mails off
const CARLA = account('carla', 'en', true); // holds booth 1003, insurance done: outside the segment
const DORA = account('dora', 'en', true); // member of Anna's team on booth 1001

let notifications: InMemoryNotifications;
let store: InMemoryAnnouncements;
let mail: InMemoryMailQueue;
let jobs: RecordingAnnouncementJobs;
let service: AdminAnnouncements;

const form = (overrides: Record<string, unknown> = {}) => ({
  fairId: FAIR_ID,
  segment: { taskId: 'insurance', states: ['overdue'] },
  subjectDe: 'Versicherung fehlt',
  subjectFr: 'Assurance manquante',
  subjectEn: 'Insurance missing',
  bodyDe: 'Bitte schliessen Sie die Versicherung ab.',
  bodyFr: "Veuillez conclure l'assurance.",
  bodyEn: 'Please take out the insurance.',
  sendAt: null,
  sendMail: true,
  ...overrides,
});

beforeEach(() => {
  notifications = new InMemoryNotifications();
  store = new InMemoryAnnouncements(notifications);
  mail = new InMemoryMailQueue();
  jobs = new RecordingAnnouncementJobs();
  const cockpit = new InMemoryCockpitBooths();
  cockpit.set('MESSE26', [
    aCockpitBooth('1001', 'ANNA@example.test', { states: { insurance: 'overdue' } }),
    aCockpitBooth('1002', BRUNO.email, { states: { insurance: 'overdue' } }),
    aCockpitBooth('1003', CARLA.email, { states: { insurance: 'done' } }),
    aCockpitBooth('1004', 'neu@firma.example', {
      states: { insurance: 'overdue' },
      registration: { contactLanguage: 'fr' },
      neverSignedIn: true,
    }),
  ]);
  const teams = new InMemoryBoothTeams([
    {
      regiNr: '1001',
      fairIdCode: 'MESSE26',
      holderId: ANNA.id,
      holderEmail: ANNA.email,
      level: 'tasks',
      memberId: DORA.id,
    },
  ]);
  service = new AdminAnnouncements({
    store,
    fairs: {
      byId: async (id) => (id === FAIR_ID ? ({ _id: FAIR_ID, idCode: 'MESSE26' } as StoredAdminFair) : undefined),
    },
    cockpit,
    accounts: new InMemoryAnnouncementAccounts([ANNA, BRUNO, CARLA, DORA]),
    teams,
    mail,
    jobs,
    publicUrl: 'https://portal.example/',
  });
});

describe('AdminAnnouncements', () => {
  it('previews how many the segment reaches: the holders, their team and the contacts without account', async () => {
    expect(await service.preview(form())).toMatchObject({
      booths: 3,
      recipients: 4,
      users: 3,
      contactsWithoutAccount: 1,
    });
    expect(await service.preview(form({ segment: { neverSignedIn: true } }))).toMatchObject({
      booths: 1,
      recipients: 1,
    });
  });

  it('gives each recipient one message in their language and e-mails per their switch', async () => {
    const created = await service.create(MANAGER, form(), NOW);
    expect(jobs.scheduled).toEqual([{ id: created.id, at: NOW }]);
    expect(await service.deliver(created.id, NOW)).toEqual({ recipients: 4, delivered: 3, emailed: 3 });

    const messagesOf = async (id: string) => (await notifications.listFor(id)).map((m) => [m.type, m.subject]);
    expect(await messagesOf(ANNA.id)).toEqual([['information', 'Versicherung fehlt']]);
    expect(await messagesOf(BRUNO.id)).toEqual([['information', 'Assurance manquante']]);
    expect(await messagesOf(DORA.id)).toEqual([['information', 'Insurance missing']]);
    expect(await messagesOf(CARLA.id)).toEqual([]);

    const mails = mail.sent.map(({ mail: sent }) => [sent.to, sent.subject]);
    expect(mails.sort()).toEqual(
      [
        [ANNA.email, 'Versicherung fehlt'],
        [DORA.email, 'Insurance missing'],
        ['neu@firma.example', 'Assurance manquante'],
      ].sort(),
    );
    const contactMail = mail.sent.find(({ mail: sent }) => sent.to === 'neu@firma.example')!.mail;
    expect(contactMail.text).toContain('Connectez-vous au Centre de services exposants');
    expect(contactMail.text).toContain('https://portal.example/');

    const [listed] = await service.list();
    expect(listed).toMatchObject({ status: 'sent', recipients: 4, delivered: 3, emailed: 3, read: 0 });
    expect(store.events).toEqual([
      { type: 'announcement.sent', data: { announcementId: created.id, fairId: FAIR_ID, fairCode: 'MESSE26' } },
    ]);
    expect(store.audit).toMatchObject([{ entity: 'announcement', entityId: created.id, action: 'create' }]);
  });

  it('delivers once per recipient however often and however many at once deliver it', async () => {
    const created = await service.create(MANAGER, form(), NOW);
    await Promise.all([1, 2, 3].map(() => service.deliver(created.id, NOW)));
    await service.deliver(created.id, NOW);
    for (const user of [ANNA, BRUNO, DORA]) expect(await notifications.listFor(user.id)).toHaveLength(1);
    expect(mail.sent).toHaveLength(3);
    expect(store.events).toHaveLength(1);
  });

  it('counts a message read in the message centre', async () => {
    const created = await service.create(MANAGER, form(), NOW);
    await service.deliver(created.id, NOW);
    const [message] = await notifications.listFor(BRUNO.id);
    await notifications.markRead(BRUNO.id, message.id);
    expect((await service.list())[0]).toMatchObject({ read: 1 });
  });

  it('never sends a cancelled announcement and refuses to cancel one that was sent', async () => {
    const later = await service.create(MANAGER, form({ sendAt: '2026-12-04T08:00:00Z' }), NOW);
    expect(jobs.scheduled).toEqual([{ id: later.id, at: new Date('2026-12-04T08:00:00Z') }]);
    expect((await service.cancel(MANAGER, later.id)).status).toBe('cancelled');
    expect(await service.deliver(later.id, new Date('2026-12-04T08:00:00Z'))).toBeUndefined();
    expect(notifications.all).toHaveLength(0);
    expect(mail.sent).toHaveLength(0);

    const now = await service.create(MANAGER, form(), NOW);
    await service.deliver(now.id, NOW);
    await expect(service.cancel(MANAGER, now.id)).rejects.toBeInstanceOf(AdminInUse);
  });

  it('schedules again what is still to be sent, and nothing sent or cancelled', async () => {
    const pending = await service.create(MANAGER, form({ sendAt: '2026-12-04T08:00:00Z' }), NOW);
    const cancelled = await service.create(MANAGER, form(), NOW);
    await service.cancel(MANAGER, cancelled.id);
    const sent = await service.create(MANAGER, form(), NOW);
    await service.deliver(sent.id, NOW);
    jobs.scheduled.splice(0);
    expect(await service.resumePending()).toBe(1);
    expect(jobs.scheduled).toEqual([{ id: pending.id, at: new Date('2026-12-04T08:00:00Z') }]);
  });

  it('sends no e-mail when the announcement asks for none', async () => {
    const created = await service.create(MANAGER, form({ sendMail: false }), NOW);
    expect(await service.deliver(created.id, NOW)).toEqual({ recipients: 3, delivered: 3, emailed: 0 });
    expect(mail.sent).toHaveLength(0);
  });

  it('refuses missing languages, a past send time and an unknown fair with German messages, writing nothing', async () => {
    const refused = await service
      .create(MANAGER, form({ fairId: 'nope', subjectFr: ' ', sendAt: '2026-12-01T00:00:00Z' }), NOW)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AdminValidationFailed);
    expect((refused as AdminValidationFailed).errors).toEqual(
      expect.arrayContaining([
        { field: 'subjectFr', message: 'Bitte den Betreff in allen drei Sprachen angeben' },
        { field: 'sendAt', message: 'Der Versandzeitpunkt liegt in der Vergangenheit' },
        { field: 'fairId', message: 'Bitte eine Messe wählen' },
      ]),
    );
    expect(await service.list()).toEqual([]);
    expect(jobs.scheduled).toEqual([]);
  });
});
