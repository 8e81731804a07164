import { describe, expect, it } from '@jest/globals';
import { NotificationsService } from '../../../application/exhibitor/NotificationsService.ts';
import type { Logger } from '../../../application/ports/Logger.ts';
import { StepTracker } from '../../../application/exhibitor/StepTracker.ts';
import { MarketingContent } from '../../../application/exhibitor/Teasers.ts';
import { UserProfiles } from '../../../application/shared/UserProfiles.ts';
import { InMemoryBookingSystem } from '../../support/InMemoryBookingSystem.ts';
import { InMemoryFairs } from '../../support/InMemoryFairs.ts';
import { InMemoryNotifications } from '../../support/InMemoryNotifications.ts';
import {
  InMemoryFairWallEntries,
  InMemoryStepTrackerPosts,
  InMemoryTeasers,
} from '../../support/InMemoryProductData.ts';
import { InMemoryUsers } from '../../support/InMemoryUsers.ts';
import { aUser } from '../../support/mothers.ts';
import { buildDemoCatalogue, demoFixtures, demoMarketing } from '../../support/demo.ts';
import { asRouted, boothAccessOver } from '../../support/boothScopes.ts';
import type { User } from '../../../application/ports/Users.ts';
import type { StepTrackerPost } from '../../../application/ports/StepTrackerPosts.ts';

const now = new Date('2026-11-21T10:00:00Z');
const catalogue = buildDemoCatalogue(now);
const fairs = InMemoryFairs.fromCatalogue(catalogue);
const demo = demoFixtures(catalogue);
const hab = demo.fairs.hab.idCode;
const annasBooth = demo.booths.annaConfirmedHab;
const anna = aUser(demo.users.anna.email, ['AUSSTELLER'], { id: 'anna' });
const luc = aUser(demo.users.luc.email, ['AUSSTELLER'], { id: 'luc' });
const access = () => boothAccessOver(new InMemoryBookingSystem({ catalogue }));

describe('UserProfiles', () => {
  // Decision (openapi.yaml): a caller reads and changes only themself
  it('reads and changes only the caller, validating the preferred fair series', async () => {
    const users = new InMemoryUsers([anna, luc]);
    const profiles = new UserProfiles(users, fairs);
    expect(await profiles.read(anna, 'luc')).toEqual({ ok: false, error: 'notFound' });
    expect(await profiles.update(anna, 'luc', { mailNotifications: true })).toEqual({ ok: false, error: 'notFound' });
    expect(await profiles.update(anna, 'anna', { preferredFairSeries: 'R-NOPE' })).toEqual({
      ok: false,
      error: 'unknownFairSeries',
    });
    expect(
      await profiles.update(anna, 'anna', { preferredFairSeries: 'R-HAB', mailNotifications: true }),
    ).toMatchObject({
      ok: true,
      user: { preferredFairSeries: 'R-HAB', mailNotifications: true, roles: ['AUSSTELLER'] },
    });
    expect(await profiles.update(anna, 'anna', { preferredFairSeries: null })).toMatchObject({
      ok: true,
      user: { preferredFairSeries: null, mailNotifications: true },
    });
    expect((await users.byId('luc'))!.mailNotifications).toBe(false);
  });
});

describe('NotificationsService', () => {
  // spec: exhibitor-area §2 Message centre: type, date, fair, booth and subject
  it('lists the user’s notifications with the fair’s name and marks only their own read', async () => {
    const notifications = new InMemoryNotifications();
    const added = await notifications.addReminderOnce(
      {
        userId: 'anna',
        fairId: hab,
        boothId: annasBooth.regiNr,
        taskId: 't',
        state: 'due',
        subject: 's',
        body: 'b',
        boothLabel: { de: 'Halle 2.1 / B12', fr: 'Halle 2.1 / B12', en: 'Hall 2.1 / B12' },
      },
      now,
    );
    await notifications.addReminderOnce(
      { userId: 'anna', fairId: 'UNKNOWN', boothId: 'x', taskId: 't', state: 'due', subject: 's2', body: 'b' },
      new Date(now.getTime() + 1),
    );
    const service = new NotificationsService(notifications, fairs);
    const list = await service.listFor(anna);
    expect(list.map((entry) => entry.subject)).toEqual(['s2', 's']);
    expect(list[0]).toMatchObject({ fair: null, booth: null });
    expect(list[1].fair!.de).toContain('Habitat');
    expect(list[1].booth!.en).toBe('Hall 2.1 / B12');
    expect(list[1]).not.toHaveProperty('userId');
    expect(await service.markRead(luc, added!.id)).toEqual({ ok: false, error: 'notFound' });
    expect(await service.markRead(anna, added!.id)).toEqual({ ok: true, unreadCount: 1 });
  });
});

describe('StepTracker', () => {
  // spec: exhibitor-area §7 POST /stepTracker (the task switch: TaskNotificationSwitch.test.ts)
  it('records a step only for the user’s booth of the named fair', async () => {
    const posts = new InMemoryStepTrackerPosts();
    const steps = new StepTracker(posts);
    const booths = access();
    // As the API calls it: the router resolves the booth the body names (x-booth workTasks from body.regiNr).
    const tracker = {
      record: (user: User, post: StepTrackerPost, at: Date) =>
        asRouted(booths, user, 'workTasks', post.regiNr, (scope) => steps.record(scope, post, at)),
    };
    const post = {
      regiNr: annasBooth.regiNr,
      task: 'vers',
      boothLabel: annasBooth.standnummer,
      boothArea: '48',
      fairId: hab,
    };
    expect(await tracker.record(anna, post, now)).toMatchObject({ ok: true, value: { ...post, userId: 'anna' } });
    expect(await tracker.record(anna, { ...post, fairId: 'OTHER' }, now)).toEqual({ ok: false, error: 'fairMismatch' });
    expect(await tracker.record(luc, post, now)).toEqual({ ok: false, error: 'boothNotFound' });
    expect(await posts.ofBooth(annasBooth.regiNr)).toHaveLength(1);
  });
});

describe('MarketingContent', () => {
  const warnings: Array<Record<string, unknown> | undefined> = [];
  const logger: Logger = {
    info: () => undefined,
    warn: (_message, details) => warnings.push(details),
    error: () => undefined,
  };

  async function setUp() {
    const teasers = new InMemoryTeasers();
    const wall = new InMemoryFairWallEntries();
    const demo = demoMarketing(catalogue);
    for (const teaser of demo.teasers) await teasers.add(teaser);
    for (const entry of demo.wallEntries) await wall.add(entry);
    return { marketing: new MarketingContent(teasers, wall, fairs, logger), teasers };
  }

  // spec: exhibitor-area §5 an unknown type logs a warning and shows nothing
  it('answers no teaser for an unknown type and logs a warning', async () => {
    const { marketing } = await setUp();
    expect(await marketing.teaserOfType(anna, { type: 8, uuid: 'u' }, now)).toEqual({ uuid: 'u', teaser: null });
    expect(warnings.at(-1)).toMatchObject({ type: 8 });
  });

  // admin-back-office §3 published {start, end}: whole UTC days
  it('shows a teaser only within its published days', async () => {
    const { marketing, teasers } = await setUp();
    await teasers.add({
      type: 129,
      internalName: 'window',
      texts: {},
      images: {},
      leistungsgruppeId: null,
      published: { start: '2026-11-21', end: '2026-11-21' },
      fairSeries: 'R-HAB',
      fair: null,
      fairType: null,
      registrationState: null,
      relatedTask: null,
    });
    const ask = (at: string) => marketing.teaserOfType(anna, { type: 129, fair: hab, uuid: 'u' }, new Date(at));
    expect((await ask('2026-11-21T00:00:00Z')).teaser).not.toBeNull();
    expect((await ask('2026-11-21T23:59:59.999Z')).teaser).not.toBeNull();
    expect((await ask('2026-11-22T00:00:00Z')).teaser).toBeNull();
    expect((await ask('2026-11-20T23:59:59.999Z')).teaser).toBeNull();
  });

  // spec: exhibitor-area §5 logo entries need both url and logo non-empty
  it('lists only wall entries published now with url and logo', async () => {
    const { marketing } = await setUp();
    expect((await marketing.currentWallEntries(now)).map((entry) => entry.displayName)).toEqual([
      'Holzbau Forum',
      'Swiss Bike Expo',
      'Vinum Lausanne',
    ]);
  });
});
