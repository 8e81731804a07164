// The organiser's cockpit: every booth of every demo fair read as its holder's booth page reads it, kept with its
// age; compared, task for task, with the booth page the holder opens, at several clocks.
import { beforeAll, describe, expect, it } from '@jest/globals';
import { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import { FairProgress } from '../../../application/admin/FairProgress.ts';
import type { User } from '../../../application/ports/Users.ts';
import { taskStateCounts } from '../../../domain/index.ts';
import { boothAccessOver, routedBoothPage } from '../../support/boothScopes.ts';
import { buildDemoCatalogue } from '../../support/demo.ts';
import { demoUsersAsSignedIn } from '../../support/demoApplication.ts';
import { bookingRecordsOf } from '../../support/demoBookingRecords.ts';
import { InMemoryDomainEvents } from '../../support/InMemoryDomainEvents.ts';
import { InMemoryBookingSystem, type BookingRecords } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairProgressStore } from '../../support/InMemoryFairProgressStore.ts';
import { InMemoryFairRegistrations } from '../../support/InMemoryFairRegistrations.ts';
import { InMemoryFairs, InMemoryTaskCatalogue } from '../../support/InMemoryFairs.ts';
import { InMemoryInsurances } from '../../support/InMemoryInsurances.ts';
import { InMemoryTaskNotificationStates } from '../../support/InMemoryTaskNotificationStates.ts';

const LOAD = new Date('2026-11-21T10:00:00.000Z');
const DAY = 86_400_000;
const catalogue = buildDemoCatalogue(LOAD);
const CLOCKS = [-20, 0, 7, 21, 45, 90].map((days) => new Date(LOAD.getTime() + days * DAY));

/** The cockpit over the demo; `listing` may make the fair registrations differ from the holders' own lists. */
function cockpit(listing: (records: BookingRecords) => BookingRecords = (records) => records) {
  const bookingSystem = new InMemoryBookingSystem({ catalogue });
  const registrations = new InMemoryFairRegistrations(
    listing(bookingRecordsOf(catalogue)),
    new Map(catalogue.users.map((user) => [user.email.toLowerCase(), user.locale])),
  );
  const insurances = new InMemoryInsurances();
  const notificationStates = new InMemoryTaskNotificationStates();
  const boothPage = new BoothPage({
    bookingSystem,
    fairs: InMemoryFairs.fromCatalogue(catalogue),
    taskCatalogue: InMemoryTaskCatalogue.fromCatalogue(catalogue),
    insurances,
    notificationStates,
  });
  const access = boothAccessOver(bookingSystem);
  const store = new InMemoryFairProgressStore();
  const events = new InMemoryDomainEvents();
  const progress = new FairProgress({ registrations, events, access, boothPages: boothPage, store });
  return {
    progress,
    registrations,
    insurances,
    bookingSystem,
    events,
    store,
    page: routedBoothPage(boothPage, access),
  };
}

let users: User[];
beforeAll(() => {
  users = demoUsersAsSignedIn();
});

const holderOf = (email: string) => users.find((user) => user.email.toLowerCase() === email.toLowerCase())!;

// spec: exhibitor-area §4 task display state; the cockpit's states are the booth page's
describe('FairProgress', () => {
  it.each(CLOCKS.map((at) => [at.toISOString(), at] as const))(
    'equals, task for task, the booth page of every demo booth of every demo fair at %s',
    async (_label, now) => {
      const { progress, page } = cockpit();
      let compared = 0;
      for (const fair of catalogue.rubinFairs) {
        const kept = await progress.refreshFair(fair.idCode, now);
        const listed = catalogue.registrations.filter(({ booth }) => booth.messeIdCode === fair.idCode);
        expect(kept?.booths.map((booth) => booth.registration.regiNr)).toEqual(
          listed.map(({ booth }) => booth.standanmeldungId),
        );
        for (const entry of kept?.booths ?? []) {
          const holder = holderOf(entry.registration.contactEmail!);
          const opened = await page.pageFor(holder, entry.registration.regiNr, 'de', now, fair.idCode);
          if (!opened.ok) {
            // A booth the holder's page does not show (its fair is not the portal's) has no line either.
            expect(entry).toMatchObject({ line: null, gap: 'notListed' });
            continue;
          }
          const shown = opened.view.taskGroups.flatMap((group) => group.tasks);
          expect(entry.gap).toBeNull();
          expect(entry.line?.states).toEqual(Object.fromEntries(shown.map((task) => [task.id, task.state])));
          expect(entry.line?.done).toBe(shown.filter((task) => task.done).length);
          expect(entry.line?.total).toBe(shown.length);
          expect(entry.line?.overdue).toBe(shown.filter((task) => task.state === 'overdue').length);
          expect(entry.asOf).toEqual(now);
          compared += 1;
        }
      }
      expect(compared).toBeGreaterThan(0);
    },
  );

  it('follows a change the portal sees itself within one refresh of the booth, and leaves the other booths', async () => {
    const { progress, insurances } = cockpit();
    const now = LOAD;
    // A booth whose insurance task is open at the load day: taking out the insurance makes it done.
    for (const fair of catalogue.rubinFairs) {
      const kept = await progress.refreshFair(fair.idCode, now);
      for (const entry of kept?.booths ?? []) {
        const insuranceTaskIds = new Set(
          catalogue.fairs
            .flatMap((candidate) => candidate.tasks)
            .filter((task) => task.serviceGroup === 'VERS')
            .map((task) => task._id),
        );
        const insuranceTask = Object.entries(entry.line?.states ?? {}).find(
          ([taskId, state]) => insuranceTaskIds.has(taskId) && state !== 'done',
        );
        if (!insuranceTask) continue;
        const { booth_id: _otherBooth, ...data } = catalogue.insurances[0];
        await insurances.add(entry.registration.regiNr, 'seed', data, now);
        const later = new Date(now.getTime() + 60_000);
        expect(await progress.refreshBooth(fair.idCode, entry.registration.regiNr, later)).toBe(true);
        const after = await progress.of(fair.idCode);
        const changed = after!.booths.find((booth) => booth.registration.regiNr === entry.registration.regiNr)!;
        expect(changed.asOf).toEqual(later);
        expect(changed.line?.states[insuranceTask[0]]).toBe('done');
        expect(after!.booths.filter((booth) => booth.asOf.getTime() === now.getTime())).toHaveLength(
          after!.booths.length - 1,
        );
        return;
      }
    }
    throw new Error('no demo booth with an open insurance task at the load day');
  });

  it('names the gaps: a booth nobody holds, one its holder no longer has, and an unknown fair changes nothing', async () => {
    const { progress } = cockpit((records) => ({
      ...records,
      booths: records.booths.map((record, index) =>
        index === 0 ? { ...record, holder: '' } : index === 1 ? { ...record, holder: 'gone@demo.test' } : record,
      ),
    }));
    const [nobodys, given] = bookingRecordsOf(catalogue).booths;
    const fairOf = async (idCode: string) => (await progress.refreshFair(idCode, LOAD))!.booths;
    const entryOf = async (regiNr: string, idCode: string) =>
      (await fairOf(idCode)).find((booth) => booth.registration.regiNr === regiNr);
    expect(await entryOf(nobodys.booth.regiNr, nobodys.booth.fairIdCode)).toMatchObject({
      gap: 'noContact',
      line: null,
      registration: { contactEmail: null },
    });
    expect(await entryOf(given.booth.regiNr, given.booth.fairIdCode)).toMatchObject({
      gap: 'notListed',
      line: null,
      registration: { contactEmail: 'gone@demo.test' },
    });
    expect(await progress.refreshFair('NOPE99', LOAD)).toBeNull();
    expect(await progress.of('NOPE99')).toBeNull();
  });

  it('works one booth out again without listing the fair, and only a booth it holds', async () => {
    const { progress, registrations } = cockpit();
    const fair = catalogue.rubinFairs[0].idCode;
    const [first] = (await progress.refreshFair(fair, LOAD))!.booths;
    const listed = registrations.calls;
    expect(await progress.refreshBooth(fair, first.registration.regiNr, new Date(LOAD.getTime() + 1_000))).toBe(true);
    expect(await progress.refreshBooth(fair, '999999', LOAD)).toBe(false);
    expect(await progress.refreshBooth('NOPE99', first.registration.regiNr, LOAD)).toBe(false);
    expect(registrations.calls).toBe(listed);
  });

  it("follows the portal's own changes: each booth they name once, from where it stopped, and no other", async () => {
    const { progress, events, store, registrations } = cockpit();
    const fair = catalogue.rubinFairs[0].idCode;
    const [first, second] = (await progress.refreshFair(fair, LOAD))!.booths;
    const at = LOAD.toISOString();
    const regiNr = first.registration.regiNr;
    events.write({ type: 'insurance.saved', data: { regiNr, fairCode: fair, fairId: 'f1' } }, at);
    events.write({ type: 'task.notification_switched', data: { regiNr, fairCode: fair, taskId: 't' } }, at);
    events.write({ type: 'fair.changed', data: { fairId: 'f1', fairCode: fair } }, at);
    events.write({ type: 'booth.contact_sent', data: { regiNr: '999999', fairCode: fair } }, at);
    const later = new Date(LOAD.getTime() + 60_000);
    expect(await progress.followChanges(later)).toEqual({ events: 3, booths: 1 });
    const kept = (await progress.of(fair))!.booths;
    expect(kept.find((booth) => booth.registration.regiNr === regiNr)?.asOf).toEqual(later);
    expect(kept.find((booth) => booth.registration.regiNr === second.registration.regiNr)?.asOf).toEqual(LOAD);
    expect(await store.followedSeq()).toBe('4');
    expect(await progress.followChanges(later)).toEqual({ events: 0, booths: 0 });
    expect(registrations.calls).toBe(1);
  });

  it('keeps a booth as it was when Rubin cannot answer for it while following a change', async () => {
    const { progress, events, bookingSystem } = cockpit();
    const fair = catalogue.rubinFairs[0].idCode;
    const [first] = (await progress.refreshFair(fair, LOAD))!.booths;
    bookingSystem.availability = 'down';
    events.write(
      { type: 'insurance.saved', data: { regiNr: first.registration.regiNr, fairCode: fair } },
      LOAD.toISOString(),
    );
    expect(await progress.followChanges(new Date(LOAD.getTime() + 60_000))).toEqual({ events: 1, booths: 0 });
    expect((await progress.of(fair))!.booths[0]).toEqual(first);
  });

  it('keeps the last state when the booking system cannot list the fair', async () => {
    const { progress, registrations } = cockpit();
    const fair = catalogue.rubinFairs[0].idCode;
    const first = await progress.refreshFair(fair, LOAD);
    registrations.down = true;
    await expect(progress.refreshFair(fair, new Date(LOAD.getTime() + DAY))).rejects.toThrow(/unavailable/);
    expect(await progress.of(fair)).toEqual(first);
  });

  it("marks a booth whose page the booking system cannot answer now, without failing the fair's other booths", async () => {
    const { progress, bookingSystem } = cockpit();
    bookingSystem.availability = 'down';
    const kept = await progress.refreshFair(catalogue.rubinFairs[0].idCode, LOAD);
    expect(kept?.booths.length).toBeGreaterThan(0);
    for (const booth of kept?.booths ?? []) expect(booth).toMatchObject({ gap: 'unavailable', line: null });
  });

  it('counts per task the booths in each state', async () => {
    const { progress } = cockpit();
    const kept = await progress.refreshFair(catalogue.rubinFairs[0].idCode, LOAD);
    const lines = (kept?.booths ?? []).flatMap((booth) => (booth.line ? [booth.line] : []));
    const counts = taskStateCounts(lines);
    for (const [taskId, perState] of Object.entries(counts))
      expect(Object.values(perState).reduce((sum, count) => sum + count, 0)).toBe(
        lines.filter((line) => taskId in line.states).length,
      );
  });
});
