import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import type { FairWallEntries } from '../../../application/ports/FairWallEntries.ts';
import type { Insurances } from '../../../application/ports/Insurances.ts';
import type { NewReminder, Notifications } from '../../../application/ports/Notifications.ts';
import type { StepTrackerPosts } from '../../../application/ports/StepTrackerPosts.ts';
import type { TaskNotificationStates } from '../../../application/ports/TaskNotificationStates.ts';
import type { NewTeaser, Teasers } from '../../../application/ports/Teasers.ts';
import type { InsuranceData } from '../../../domain/insurance/insuranceForm.ts';
import type { DemoCatalogue } from '../../support/demo.ts';
import { isImageAddress } from '../../support/imageAddress.ts';

/**
 * What every adapter of the product-data ports must do, run against the in-memory fakes and the MikroORM
 * adapters on PostgreSQL, so that the two cannot drift. Every test uses its own booth and user ids.
 */
export interface ProductDataPorts {
  insurances: () => Insurances;
  states: () => TaskNotificationStates;
  notifications: () => Notifications;
  teasers: () => Teasers;
  wall: () => FairWallEntries;
  steps: () => StepTrackerPosts;
  demo: () => DemoCatalogue;
  /** A user that exists (notifications refer to users). */
  userId: () => string;
}

const boothId = () => `B${randomUUID().slice(0, 8)}`;
const insured: InsuranceData = {
  liabilityInsurance: true,
  propertyInsurance: true,
  exhibitionInsurance: true,
  increasedAmountActive: true,
  increasedAmount: 25000.5,
  cargoInsurance: true,
  breakableCargoValue: 800,
};
const waived: InsuranceData = {
  ...insured,
  liabilityInsurance: false,
  propertyInsurance: false,
  exhibitionInsurance: false,
  increasedAmountActive: false,
  increasedAmount: null,
};

export function productDataContract(name: string, ports: ProductDataPorts) {
  describe(`Insurances contract: ${name}`, () => {
    // spec: exhibitor-area §7 the last entry of the returned list is the current insurance
    it('keeps the history of a booth oldest first, with the values as written', async () => {
      const booth = boothId();
      const first = await ports.insurances().add(booth, 'u1', insured, new Date('2026-11-01T10:00:00Z'));
      const second = await ports.insurances().add(booth, 'u2', waived, new Date('2026-11-02T10:00:00Z'));
      const history = await ports.insurances().historyOf(booth);
      expect(history.map((entry) => entry.id)).toEqual([first.id, second.id]);
      expect(history[0]).toEqual({
        ...insured,
        id: first.id,
        boothId: booth,
        userId: 'u1',
        createdAt: '2026-11-01T10:00:00.000Z',
      });
      expect(history[1]).toMatchObject({ ...waived, userId: 'u2' });
      expect(await ports.insurances().historyOf(boothId())).toEqual([]);
    });

    it('tells which booths have insurance on file', async () => {
      const [a, b] = [boothId(), boothId()];
      await ports.insurances().add(a, 'u1', insured, new Date());
      expect(await ports.insurances().boothsWithInsurance([a, b])).toEqual(new Set([a]));
      expect(await ports.insurances().boothsWithInsurance([])).toEqual(new Set());
    });

    // nothing is written when a request fails
    it('stores nothing when the work done with the write fails', async () => {
      const booth = boothId();
      let seen: string | undefined;
      await expect(
        ports.insurances().add(booth, 'u1', insured, new Date(), async (record) => {
          seen = record.id;
          throw new Error('mail queue down');
        }),
      ).rejects.toThrow('mail queue down');
      expect(seen).toBeDefined();
      expect(await ports.insurances().historyOf(booth)).toEqual([]);
    });

    it('checks and writes in one step: of changes sent at once, each sees those before it', async () => {
      const booth = boothId();
      const atMostThree = (history: readonly unknown[]) => (history.length >= 3 ? 'full' : undefined);
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => ports.insurances().addUnless(booth, 'u1', insured, new Date(), atMostThree)),
      );
      expect(outcomes.filter((outcome) => 'added' in outcome)).toHaveLength(3);
      expect(outcomes.filter((outcome) => 'refused' in outcome && outcome.refused === 'full')).toHaveLength(5);
      expect(await ports.insurances().historyOf(booth)).toHaveLength(3);
    });
  });

  describe(`TaskNotificationStates contract: ${name}`, () => {
    // spec: exhibitor-area §3 Booth taskNotificationStates (map by task id)
    it('keeps the switch per booth and task, the last write winning', async () => {
      const [a, b] = [boothId(), boothId()];
      await ports.states().set(a, 't1', false, 'u1', new Date());
      await ports.states().set(a, 't2', true, 'u1', new Date());
      await ports.states().set(a, 't1', true, 'u1', new Date());
      await ports.states().set(b, 't1', false, 'u1', new Date());
      expect(await ports.states().forBooth(a)).toEqual({ t1: true, t2: true });
      expect(await ports.states().forBooth(b)).toEqual({ t1: false });
      expect(await ports.states().forBooth(boothId())).toEqual({});
    });
  });

  describe(`Notifications contract: ${name}`, () => {
    const reminder = (overrides: Partial<NewReminder> = {}): NewReminder => ({
      userId: ports.userId(),
      fairId: 'F1',
      boothId: boothId(),
      taskId: 't1',
      state: 'due',
      boothLabel: { de: 'Halle 1 / A1', fr: 'Halle 1 / A1', en: 'Hall 1 / A1' },
      subject: 'Aufgabe fällig',
      body: '<p>Bitte erledigen.</p>',
      ...overrides,
    });

    // beyond the spec: reminders once per task, booth and state
    it('adds a reminder once per user, booth, task and state', async () => {
      const first = reminder();
      const added = await ports.notifications().addReminderOnce(first, new Date('2026-11-20T07:00:00Z'));
      expect(added).toMatchObject({
        type: 'reminder',
        boothId: first.boothId,
        fairId: 'F1',
        unread: true,
        boothLabel: first.boothLabel,
        date: '2026-11-20T07:00:00.000Z',
        // The message centre links the reminder to its task.
        taskId: 't1',
      });
      expect(await ports.notifications().addReminderOnce(first, new Date())).toBeUndefined();
      expect(await ports.notifications().addReminderOnce({ ...first, state: 'overdue' }, new Date())).toBeDefined();
      expect(await ports.notifications().addReminderOnce({ ...first, taskId: 't2' }, new Date())).toBeDefined();
    });

    it('lists a user’s notifications newest first and marks only their own read', async () => {
      const booth = boothId();
      const older = await ports
        .notifications()
        .addReminderOnce(reminder({ boothId: booth, taskId: 'a' }), new Date('2026-11-01T07:00:00Z'));
      const newer = await ports
        .notifications()
        .addReminderOnce(reminder({ boothId: booth, taskId: 'b' }), new Date('2026-11-02T07:00:00Z'));
      const mine = (await ports.notifications().listFor(ports.userId())).filter((entry) => entry.boothId === booth);
      expect(mine.map((entry) => entry.id)).toEqual([newer!.id, older!.id]);
      expect(mine.map((entry) => entry.taskId)).toEqual(['b', 'a']);
      const unreadBefore = await ports.notifications().unreadCount(ports.userId());
      expect(await ports.notifications().markRead('someone-else', older!.id)).toBe(false);
      expect(await ports.notifications().markRead(ports.userId(), older!.id)).toBe(true);
      expect(await ports.notifications().unreadCount(ports.userId())).toBe(unreadBefore - 1);
      expect(await ports.notifications().markRead(ports.userId(), randomUUID())).toBe(false);
      expect(await ports.notifications().listFor('nobody')).toEqual([]);
    });
  });

  describe(`Teasers and wall contract: ${name}`, () => {
    const teaser = (overrides: Partial<NewTeaser>): NewTeaser => ({
      type: 2,
      internalName: 'T',
      texts: { titleDe: 'Titel', titleFr2: 'Titre 2' },
      images: { imageLandscapeDe: 'data:image/png;base64,AA==' },
      leistungsgruppeId: null,
      published: { start: '2026-11-01', end: '2026-11-30' },
      fairSeries: null,
      fair: 'F1',
      fairType: null,
      registrationState: 9,
      relatedTask: 'task-1',
      ...overrides,
    });

    it('finds the teasers of a type, newest publication first, as written', async () => {
      const type = 100 + Math.floor(Math.random() * 10_000);
      const old = await ports.teasers().add(teaser({ type, published: { start: '2026-01-01', end: '2026-02-01' } }));
      const recent = await ports.teasers().add(teaser({ type, published: { start: '2026-10-01', end: '2026-12-01' } }));
      await ports.teasers().add(teaser({ type: type + 1 }));
      const found = await ports.teasers().ofType(type);
      expect(found.map((entry) => entry.id)).toEqual([recent.id, old.id]);
      expect({ ...found[1], images: {} }).toEqual({
        ...teaser({ type, published: { start: '2026-01-01', end: '2026-02-01' } }),
        id: old.id,
        images: {},
      });
      expect(Object.keys(found[1].images)).toEqual(['imageLandscapeDe']);
      expect(isImageAddress(found[1].images['imageLandscapeDe'], 'data:image/png;base64,AA==')).toBe(true);
    });

    it('keeps wall entries by display name and finds one by id', async () => {
      const entry = await ports.wall().add({
        displayName: `zz ${randomUUID()}`,
        logo: { de: 'data:image/svg+xml;base64,AA==', fr: null, en: null },
        url: { de: 'https://a.test', fr: 'https://a.test/fr', en: null },
        publish: { start: '2026-11-01', end: '2026-11-30' },
      });
      const all = await ports.wall().all();
      const names = all.map((item) => item.displayName);
      expect([...names].sort()).toEqual(names);
      expect(all.at(-1)).toEqual(entry);
      expect(isImageAddress(entry.logo.de, 'data:image/svg+xml;base64,AA==')).toBe(true);
      expect(entry.logo.fr).toBeNull();
      expect(await ports.wall().byId(entry.id)).toEqual(entry);
      expect(await ports.wall().byId(randomUUID())).toBeUndefined();
      expect(await ports.wall().byId('not-an-id')).toBeUndefined();
    });
  });

  describe(`StepTrackerPosts contract: ${name}`, () => {
    it('records posts per booth, newest first', async () => {
      const regiNr = boothId();
      const post = { regiNr, task: 'vers', boothLabel: 'Halle 1 / A1', boothArea: '48', fairId: 'F1' };
      const first = await ports.steps().add('u1', post, new Date('2026-11-01T10:00:00Z'));
      const second = await ports.steps().add('u1', { ...post, task: 'dile' }, new Date('2026-11-02T10:00:00Z'));
      expect(first).toEqual({ ...post, id: first.id, userId: 'u1', createdAt: '2026-11-01T10:00:00.000Z' });
      expect((await ports.steps().ofBooth(regiNr)).map((entry) => entry.id)).toEqual([second.id, first.id]);
    });
  });
}
