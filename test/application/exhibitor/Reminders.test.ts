import { describe, expect, it } from '@jest/globals';
import { Reminders } from '../../../application/exhibitor/Reminders.ts';
import { reminderMessage } from '../../../application/exhibitor/ReminderMail.ts';
import { BookingSystemUnavailable, type BookingSystem } from '../../../application/ports/BookingSystem.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import type { User } from '../../../application/ports/Users.ts';
import { buildDemoCatalogue, demoFixtures, type DemoCatalogue, type DemoFair } from '../../support/demo.ts';
import { fairTaskModel } from '../../../domain/tasks/index.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { demoUsersAsSignedIn } from '../../support/demoApplication.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryMailQueue } from '../../support/InMemoryMailQueue.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { boothAccessOver } from '../../support/boothScopes.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const { users, fairs, booths } = demoFixtures(catalogue);
const { annaConfirmedHab, annaOfferHab, annaOpenHab, lucOrderedAgr, lucConfirmedHab, emilyOpenHab, emilyConfirmedGas } =
  booths;

/** The id of a fair's task of a service group, as the demo data names it (e.g. the catalogue entry, 'verz'). */
function taskOf(fair: DemoFair, group: string): string {
  return `${fair.idCode.toLowerCase()}-task-${group}`;
}

/** A reminder as `remindersOf` lists it: task and state. */
function reminder(fair: DemoFair, group: string, state: 'due' | 'overdue'): string {
  return `${taskOf(fair, group)}:${state}`;
}

/** A demo user as signed in, with mail notifications on unless `changes` say otherwise. */
function demoUser(email: string, changes: Partial<User> = {}): User {
  return { ...demoUsersAsSignedIn().find((user) => user.email === email)!, mailNotifications: true, ...changes };
}

function capturingLogger(): Logger & { warnings: Array<Record<string, unknown> | undefined> } {
  const warnings: Array<Record<string, unknown> | undefined> = [];
  return {
    warnings,
    info: () => undefined,
    warn: (_message, details) => warnings.push(details),
    error: (_message, details) => warnings.push(details),
  };
}

async function setUp(
  users: readonly User[],
  options: { bookingSystem?: (inner: BookingSystem) => BookingSystem; source?: DemoCatalogue } = {},
) {
  const source = options.source ?? catalogue;
  const inner = new InMemoryBookingSystem({ catalogue: source });
  const bookingSystem = options.bookingSystem ? options.bookingSystem(inner) : inner;
  const insurances = new InMemoryInsurances();
  for (const { booth_id: boothId, ...data } of source.insurances) await insurances.add(boothId, 'seed', data, now);
  const notifications = new InMemoryNotifications();
  const notificationStates = new InMemoryTaskNotificationStates();
  const mailQueue = new InMemoryMailQueue();
  const logger = capturingLogger();
  const reminders = new Reminders({
    users: new InMemoryUsers(users),
    fairs: InMemoryFairs.fromCatalogue(source),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(source),
    bookingSystem,
    access: boothAccessOver(bookingSystem),
    insurances,
    notificationStates,
    notifications,
    mailQueue,
    logger,
    publicUrl: 'https://portal.example.ch',
  });
  const remindersOf = (boothId: string) =>
    notifications.all
      .filter((notification) => notification.boothId === boothId)
      .map((notification) => `${notification.taskId}:${notification.state}`)
      .sort();
  return { reminders, notifications, notificationStates, mailQueue, logger, inner, remindersOf };
}

const anna = demoUser(users.anna.email);

describe('Reminders: one reminder per task that is due or overdue', () => {
  // spec: exhibitor-area §4 Task display state (overdue, due) and Task done; §5 task visibility
  it('reminds of the visible tasks of a booth that are due or overdue and not done, and of nothing else', async () => {
    const { reminders, remindersOf } = await setUp([anna]);

    await reminders.run(now);

    // Anna's confirmed Habitat booth: the catalogue entry ended on 18 Nov, logistics and catering end on 23 Nov
    // (due). Power (LLC, also ending 23 Nov) is done by the booth's costs, insurance (VERS) by the insurance on
    // file, advertising and parking by an order; tasks starting later are inactive.
    expect(remindersOf(annaConfirmedHab.regiNr)).toEqual([
      reminder(fairs.hab, 'catering', 'due'),
      reminder(fairs.hab, 'logist', 'due'),
      reminder(fairs.hab, 'verz', 'overdue'),
    ]);
    // Her open booth at the same fair has no costs or orders: there power is due too.
    expect(remindersOf(annaOpenHab.regiNr)).toContain(reminder(fairs.hab, 'llc', 'due'));
  });

  // spec: exhibitor-area §5 a task shows only when it has a link — and what does not show is not reminded of
  it('does not remind of catalogue or file-upload tasks of a booth without shop accesses (a renewal offer)', async () => {
    const { reminders, remindersOf } = await setUp([anna]);

    await reminders.run(now);

    expect(remindersOf(annaOfferHab.regiNr)).not.toContain(reminder(fairs.hab, 'verz', 'overdue'));
    expect(
      remindersOf(annaOfferHab.regiNr).filter(
        (entry) => entry.startsWith(taskOf(fairs.hab, 'verz')) || entry.startsWith(taskOf(fairs.hab, 'digit')),
      ),
    ).toEqual([]);
    // The same overdue catalogue task is reminded of where the booth has its catalogue link.
    expect(remindersOf(annaConfirmedHab.regiNr)).toContain(reminder(fairs.hab, 'verz', 'overdue'));
  });

  // spec: exhibitor-area §3 Notification (reminder with fairId and boothId), §2 Message centre
  it('writes the reminder for the user, fair and booth, with the booth label, in the user’s language', async () => {
    const { reminders, notifications } = await setUp([anna, demoUser(users.luc.email)]);

    await reminders.run(now);

    const annas = notifications.all.find(
      (notification) =>
        notification.boothId === annaConfirmedHab.regiNr && notification.taskId === taskOf(fairs.hab, 'verz'),
    )!;
    expect(annas).toMatchObject({
      userId: anna.id,
      type: 'reminder',
      fairId: fairs.hab.idCode,
      unread: true,
      date: now.toISOString(),
    });
    expect(annas.boothLabel?.de).toBe('Halle 2.1 / B12');
    expect(annas.subject).toBe('Erinnerung: «Katalog- und Verzeichniseintrag bestellen» ist überfällig');
    expect(annas.body).toContain(`<a href="/fair/${fairs.hab.idCode}/${annaConfirmedHab.regiNr}">`);
    const lucs = notifications.all.find(
      (notification) =>
        notification.boothId === lucConfirmedHab.regiNr && notification.taskId === taskOf(fairs.hab, 'logist'),
    )!;
    expect(lucs.subject).toBe(
      'Rappel\u202f: «\u202fLogistique et transport\u202f: commander\u202f» à effectuer d’ici le 23.11.2026',
    );
  });

  it('creates nothing new when it runs again on the same day', async () => {
    const { reminders, notifications, mailQueue } = await setUp([anna]);
    const first = await reminders.run(now);

    const second = await reminders.run(new Date(now.getTime() + 60 * 60 * 1000));

    expect(first.created).toBeGreaterThan(0);
    expect(second).toMatchObject({ created: 0, mailed: 0 });
    expect(notifications.all).toHaveLength(first.created);
    expect(mailQueue.sent).toHaveLength(first.mailed);
  });

  // spec: exhibitor-area §4 Task display state — overdue once now is past the end day
  it('reminds again when a due task becomes overdue', async () => {
    const { reminders, remindersOf } = await setUp([anna]);
    await reminders.run(now);

    await reminders.run(new Date('2026-11-24T06:00:00Z'));

    const ofTask = (group: string) =>
      remindersOf(annaConfirmedHab.regiNr).filter((entry) => entry.startsWith(taskOf(fairs.hab, group)));
    expect(ofTask('logist')).toEqual([reminder(fairs.hab, 'logist', 'due'), reminder(fairs.hab, 'logist', 'overdue')]);
    expect(ofTask('verz')).toEqual([reminder(fairs.hab, 'verz', 'overdue')]);
  });

  // spec: exhibitor-area §4 Task done — notification state false counts as done
  it('does not remind of a task whose notification the exhibitor switched off on that booth', async () => {
    const { reminders, notificationStates, remindersOf } = await setUp([anna]);
    await notificationStates.set(annaConfirmedHab.regiNr, taskOf(fairs.hab, 'logist'), false, anna.id, now);

    await reminders.run(now);

    expect(remindersOf(annaConfirmedHab.regiNr)).not.toContain(reminder(fairs.hab, 'logist', 'due'));
    expect(remindersOf(annaOpenHab.regiNr)).toContain(reminder(fairs.hab, 'logist', 'due'));
  });

  // spec: exhibitor-area §5 co-exhibitors see only manual tasks flagged coexposant, or non-manual ones
  it('reminds a co-exhibitor only of tasks a co-exhibitor sees', async () => {
    const { reminders, remindersOf } = await setUp([anna, demoUser(users.emily.email)]);

    await reminders.run(new Date('2026-12-22T10:00:00Z'));

    // AX-EINTR is a manual task not flagged for co-exhibitors; by then it is overdue on the exhibitor's booth.
    expect(remindersOf(annaOpenHab.regiNr)).toContain(reminder(fairs.hab, 'ax-eintr', 'overdue'));
    expect(remindersOf(emilyOpenHab.regiNr).some((entry) => entry.startsWith(taskOf(fairs.hab, 'ax-eintr')))).toBe(
      false,
    );
    expect(remindersOf(emilyOpenHab.regiNr)).toContain(reminder(fairs.hab, 'verz', 'overdue'));
  });
});

describe('Reminders: e-mail', () => {
  // spec: exhibitor-area §3 User mailNotifications, §2 Message centre switch
  it('queues an e-mail only for users who switched e-mail notifications on, keyed by the reminder', async () => {
    const luc = demoUser(users.luc.email, { mailNotifications: false });
    const { reminders, notifications, mailQueue } = await setUp([anna, luc]);

    const summary = await reminders.run(now);

    const annas = notifications.all.filter((notification) => notification.userId === anna.id);
    expect(notifications.all.some((notification) => notification.userId === luc.id)).toBe(true);
    expect(mailQueue.sent.map((entry) => entry.mail.to)).toEqual(annas.map(() => users.anna.email));
    expect(mailQueue.sent.map((entry) => entry.key).sort()).toEqual(
      annas.map((notification) => `reminder:${notification.id}`).sort(),
    );
    expect(summary.mailed).toBe(annas.length);
  });

  it('writes the e-mail in the user’s language with an absolute link to the booth', async () => {
    const emily = demoUser(users.emily.email);
    const { reminders, mailQueue } = await setUp([emily]);

    await reminders.run(now);

    const mail = mailQueue.sent.find(
      (entry) => entry.mail.subject.includes('Logistics') && entry.mail.subject.includes('due by'),
    )!.mail;
    expect(mail.subject).toBe('Reminder: “Order: Logistics and forwarding” is due by 11/23/2026');
    expect(mail.text).toContain('https://portal.example.ch/fair/');
    expect(mail.html).toMatch(
      /<a href="https:\/\/portal\.example\.ch\/fair\/[A-Z0-9]+\/\d+">Open the booth in the Exhibitor Service Centre<\/a>/,
    );
    // The link leads to one of her own booths.
    const ownBooths = [emilyOpenHab, emilyConfirmedGas].map((booth) => `/fair/${booth.fairIdCode}/${booth.regiNr}">`);
    expect(ownBooths.some((booth) => mail.html?.includes(booth))).toBe(true);
  });

  it('keeps the reminder when the mail queue fails, and logs it', async () => {
    const { reminders, notifications, mailQueue, logger } = await setUp([anna]);
    mailQueue.failNext = true;

    const summary = await reminders.run(now);

    expect(summary.created).toBe(notifications.all.length);
    expect(summary.mailed).toBe(summary.created - 1);
    expect(logger.warnings).toContainEqual(
      expect.objectContaining({ userId: anna.id, reason: 'mail queue unavailable' }),
    );
  });

  // spec: exhibitor-area §3 Notification body (HTML): text from outside (fair names, task names) never becomes markup
  it('escapes the texts it puts into HTML', () => {
    const fair = { ...productFair(), displayName: { de: 'Fair <b>&</b>', fr: 'x', en: 'x' } };
    const message = reminderMessage('de', {
      fair,
      booth: {
        regiNr: '1',
        fairIdCode: fair.idCode,
        status: 'BESTAETIGT',
        standnummer: '<img src=x onerror=alert(1)>',
        standzugangText: { de: '', fr: '', en: '' },
      },
      task: {
        task: { ...catalogue.fairs[0].tasks[1], displayName: { de: '<script>alert(1)</script>', fr: '', en: '' } },
        state: 'due',
        done: false,
        completed: false,
        dueDate: '2026-11-23',
        infoTexts: [],
        notificationSwitchOffered: false,
      },
      state: 'due',
      publicUrl: 'https://portal.example.ch/',
    });

    expect(message.notificationHtml).not.toMatch(/<script|<img|<b>/);
    expect(message.notificationHtml).toContain('&#60;script&#62;');
    expect(message.mailHtml).toContain('https://portal.example.ch/fair/');
    expect(message.subject).toBe('Erinnerung: «<script>alert(1)</script>» ist bis 23.11.2026 fällig');
  });
});

describe('Reminders: who is reminded', () => {
  // spec: exhibitor-area §6 a user with neither AUSSTELLER nor MITAUSSTELLER is a new member
  it('skips users without a booth role and does not ask the booking system for them', async () => {
    const withoutRole = demoUser(users.anna.email, { roles: [] });
    const { reminders, notifications, inner } = await setUp([withoutRole, demoUser(users.nina.email)]);

    const summary = await reminders.run(now);

    expect(summary.users).toBe(0);
    expect(notifications.all).toHaveLength(0);
    expect(inner.calls.size).toBe(0);
  });

  it('goes on with the other users when the booking system fails for one, and reminds that one on the next run', async () => {
    let failing = true;
    const luc = demoUser(users.luc.email);
    const lucsBooths = catalogue.registrations
      .filter((registration) => registration.email === luc.email)
      .map((registration) => registration.booth.standanmeldungId);
    const { reminders, notifications, logger } = await setUp([anna, luc], {
      bookingSystem: (inner) =>
        new Proxy(inner, {
          get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver) as unknown;
            if (typeof value !== 'function') return value;
            return (user: string, ...rest: unknown[]) => {
              if (failing && user === luc.email) return Promise.reject(new BookingSystemUnavailable(String(property)));
              return (value as (...args: unknown[]) => unknown).call(target, user, ...rest);
            };
          },
        }),
    });

    const first = await reminders.run(now);
    expect(first.failedUsers).toBe(1);
    expect(notifications.all.some((notification) => notification.userId === anna.id)).toBe(true);
    expect(notifications.all.some((notification) => lucsBooths.includes(notification.boothId ?? ''))).toBe(false);
    expect(logger.warnings).toContainEqual(expect.objectContaining({ userId: luc.id }));

    failing = false;
    const second = await reminders.run(now);
    expect(second.failedUsers).toBe(0);
    expect(notifications.all.some((notification) => notification.boothId === lucOrderedAgr.regiNr)).toBe(true);
  });

  it('does not remind from booking data that comes only from the cache, and tries again next run', async () => {
    const { reminders, notifications, inner } = await setUp([anna]);
    inner.availability = 'stale';

    const stale = await reminders.run(now);
    inner.availability = 'up';
    const fresh = await reminders.run(now);

    expect(stale).toMatchObject({ created: 0, failedUsers: 1 });
    expect(fresh.created).toBe(notifications.all.length);
    expect(fresh.created).toBeGreaterThan(0);
  });

  it('two runs at the same time write each reminder and queue each e-mail once', async () => {
    // The in-memory store serialises calls; the same guarantee against PostgreSQL is tested in
    // test/adapters/jobs/Reminders.postgres.test.ts.
    const { reminders, notifications, mailQueue } = await setUp([anna, demoUser(users.luc.email)]);

    const [one, two] = await Promise.all([reminders.run(now), reminders.run(now)]);

    const keys = notifications.all.map(
      (notification) => `${notification.userId}/${notification.boothId}/${notification.taskId}/${notification.state}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
    expect(one.created + two.created).toBe(keys.length);
    expect(mailQueue.sent).toHaveLength(keys.length);
  });
});

function productFair() {
  const fair = catalogue.fairs.find((candidate) => candidate.tasks.length > 0)!;
  const { _id, venue: _venue, tasks, ...rest } = fair;
  return { ...rest, id: _id, fairSeriesId: fair.series.reiheId, taskEntries: fairTaskModel(tasks).entries };
}
