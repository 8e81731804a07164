import type { EntityManager, ForkOptions } from '@mikro-orm/core';
import type { User } from '../../application/ports/Users.ts';
import { randomBytes, randomUUID } from 'node:crypto';
import { demoBoothServices, demoTeamMembership, type DemoCatalogue, type DemoUser } from '../demo/catalogue.ts';
import { FairEntity, SettingEntity, UserEntity } from './entities.ts';
import type { Orm } from './orm.ts';
import { boothLabel, invitationExpiresAt, localized } from '../../domain/index.ts';
import { demoMarketing } from './demoMarketing.ts';
import { MikroOrmFairModel } from './MikroOrmFairModel.ts';
import { MikroOrmFairs } from './MikroOrmFairs.ts';
import { MikroOrmUsers } from './MikroOrmUsers.ts';
import { fairTaskModel } from '../../domain/tasks/index.ts';
import { MikroOrmFairWallEntries } from './MikroOrmFairWallEntries.ts';
import { MikroOrmInsurances } from './MikroOrmInsurances.ts';
import { MikroOrmNotifications } from './MikroOrmNotifications.ts';
import { MikroOrmTeasers } from './MikroOrmTeasers.ts';
import { writeOperatorVolume, writeUsersInBulk } from './OperatorVolumeSeed.ts';

const SEED_DAY_KEY = 'demoCatalogueDay';
/** Which data set was loaded: `demo`, or the seed of the generated operator data set. */
const SEED_SCALE_KEY = 'demoCatalogueScale';
/** Who the demo rows were created and changed by. */
const SEED_AUTHOR = 'demo-seed';
/** Serialises seeds of processes starting at once on one database (held until the seed's transaction ends). */
const SEED_LOCK = 727_002;

/** The day the demo data was loaded for, or undefined when the database holds no demo data. */
export async function demoSeedDay(orm: Orm): Promise<string | undefined> {
  const row = await orm.em.fork().findOne(SettingEntity, { key: SEED_DAY_KEY });
  return typeof row?.value === 'string' ? row.value : undefined;
}

/** The data set the database was seeded with (DEMO_SCALE, DEMO_SEED), or undefined when it holds no demo data. */
export async function demoSeedScale(orm: Orm): Promise<{ scale: 'demo' | 'operator'; seed: number } | undefined> {
  const row = await orm.em.fork().findOne(SettingEntity, { key: SEED_SCALE_KEY });
  const value = row?.value as { scale?: unknown; seed?: unknown } | undefined;
  if (value?.scale === 'operator' && typeof value.seed === 'number') return { scale: 'operator', seed: value.seed };
  if (value?.scale === 'demo') return { scale: 'demo', seed: 0 };
  // Seeded before the data set was recorded, which was always the demo one.
  return (await demoSeedDay(orm)) === undefined ? undefined : { scale: 'demo', seed: 0 };
}

/**
 * Loads the demo catalogue into an empty database (no users and no fairs), all or nothing: one transaction
 * in which every row is written through the repositories as the portal and the back office write them --
 * users, fair series and fairs, the fair model (task definitions, titles, headers, booth services, blacklist
 * entries, each fair's tasks, documents, flow steps and state labels), notifications (bodies sanitised like
 * every write), insurance on file, teasers and wall entries -- and last the seed day. A failure half-way
 * leaves the database empty, so the next start seeds again; a database already holding data is left alone.
 * The generated operator data set (its `volume`) writes its users and its bulk product data in a few statements
 * (OperatorVolumeSeed); `catalogue` may be given as a function, so that it is built only when the seed runs.
 */
export async function seedDemoDataIfEmpty(
  orm: Orm,
  catalogue: DemoCatalogue | (() => DemoCatalogue),
): Promise<boolean> {
  return orm.em.fork().transactional(async (tx) => {
    await tx.getConnection().execute('select pg_advisory_xact_lock(?)', [SEED_LOCK], 'all', tx.getTransactionContext());
    const [users, fairs] = await Promise.all([tx.count(UserEntity), tx.count(FairEntity)]);
    if (users > 0 || fairs > 0) return false;
    const data = typeof catalogue === 'function' ? catalogue() : catalogue;
    await writeDemoData(joining(orm, tx), data);
    tx.create(SettingEntity, { key: SEED_DAY_KEY, value: data.today });
    const scale = data.volume ? { scale: 'operator', seed: data.volume.seed } : { scale: 'demo' };
    tx.create(SettingEntity, { key: SEED_SCALE_KEY, value: scale });
    return true;
  });
}

/** A demo user as the portal keeps them after sign-in: roles from the identity provider's groups. */
export function demoPortalUser(user: DemoUser, mailNotifications = false): User {
  return {
    id: user.sub,
    email: user.email,
    givenName: user.givenName,
    familyName: user.familyName,
    locale: user.locale,
    roles: [...user.groups],
    preferredFairSeries: null,
    mailNotifications,
    weeklyDigest: false,
  };
}

/**
 * The ORM as the repositories see it inside the seed's transaction: every entity manager they fork joins
 * it (their own transactions become savepoints), so nothing they write outlives a failed seed.
 */
function joining(orm: Orm, tx: EntityManager): Orm {
  const em = { fork: (options: ForkOptions = {}) => tx.fork({ ...options, keepTransactionContext: true }) };
  return new Proxy(orm, {
    get: (target, property) => (property === 'em' ? em : (Reflect.get(target, property) as unknown)),
  });
}

async function writeDemoData(orm: Orm, catalogue: DemoCatalogue): Promise<void> {
  const users = new MikroOrmUsers(orm);
  if (catalogue.volume) await writeUsersInBulk(orm.em.fork(), catalogue.users);
  for (const user of catalogue.volume ? [] : catalogue.users) {
    await users.save(demoPortalUser(user, user.email === 'aussteller@demo.test'));
  }
  await writeFairs(new MikroOrmFairs(orm), catalogue);
  await writeFairModel(new MikroOrmFairModel(orm), catalogue);

  const userIdByEmail = new Map(catalogue.users.map((user) => [user.email, user.sub]));
  const boothByRegiNr = new Map(
    catalogue.registrations.map((registration) => [registration.booth.standanmeldungId, registration.booth]),
  );
  const notifications = new MikroOrmNotifications(orm);
  for (const notification of catalogue.notifications) {
    const userId = userIdByEmail.get(notification.email);
    if (!userId) continue;
    const booth = notification.boothId ? boothByRegiNr.get(notification.boothId) : undefined;
    await notifications.add({
      userId,
      type: notification.type,
      date: notification.date,
      fairId: notification.fairId,
      boothId: notification.boothId,
      taskId: notification.taskId,
      boothLabel: booth ? localized((language) => boothLabel(booth, language)) : null,
      subject: notification.subject,
      body: notification.body,
      unread: notification.unread,
    });
  }
  const insurances = new MikroOrmInsurances(orm);
  const ownerByBooth = new Map(
    catalogue.registrations.map((registration) => [registration.booth.standanmeldungId, registration.email]),
  );
  for (const { booth_id: boothId, ...data } of catalogue.insurances) {
    const userId = userIdByEmail.get(ownerByBooth.get(boothId) ?? '');
    if (userId) await insurances.add(boothId, userId, data, new Date());
  }

  await writeTeamMembership(orm, catalogue, userIdByEmail);

  const marketing = demoMarketing(catalogue);
  const [teasers, wall] = [new MikroOrmTeasers(orm), new MikroOrmFairWallEntries(orm)];
  for (const teaser of marketing.teasers) await teasers.add(teaser);
  for (const entry of marketing.wallEntries) await wall.add(entry);
  if (catalogue.volume) await writeOperatorVolume(orm.em.fork(), catalogue, catalogue.volume, SEED_AUTHOR);
}

/** The fair series (each once) and the fairs' own columns. */
async function writeFairs(fairs: MikroOrmFairs, catalogue: DemoCatalogue): Promise<void> {
  const series = new Map(catalogue.fairs.map((fair) => [fair.series.reiheId, fair.series.titel]));
  for (const [id, title] of series)
    await fairs.addSeries({ id, title: { de: title, fr: title, en: title } }, SEED_AUTHOR);
  for (const { _id: _id, venue: _venue, tasks: _tasks, series: fairSeries, ...fair } of catalogue.fairs) {
    await fairs.add({ ...fair, fairSeriesId: fairSeries.reiheId }, SEED_AUTHOR);
  }
}

/** The fairs' task lists, documents, flow steps and state labels, written through the fair model's repository as the back office would. */
async function writeFairModel(model: MikroOrmFairModel, catalogue: DemoCatalogue): Promise<void> {
  const by = SEED_AUTHOR;
  const perFair = catalogue.fairs.map((fair) => ({ idCode: fair.idCode, ...fairTaskModel(fair.tasks) }));
  const unique = <T extends { readonly _id: string }>(items: readonly T[]) => [
    ...new Map(items.map((item) => [item._id, item])).values(),
  ];
  await model.saveTaskDefinitions(unique(perFair.flatMap((fair) => fair.definitions)), by);
  await model.saveTaskTitles(unique(perFair.flatMap((fair) => fair.titles)), by);
  await model.saveHeaderDefinitions(unique(perFair.flatMap((fair) => fair.headers)), by);
  await model.addBoothServices(demoBoothServices(), by);
  await model.addBlacklistEntries([{ id: 'LEI-INTERN', title: 'Interne Verrechnung' }], by);
  for (const fair of perFair) await model.replaceFairTasks(fair.idCode, fair.entries, by);
  for (const fair of catalogue.fairs) {
    const stateLabels = {
      open: fair.openLabel,
      ordered: fair.orderedLabel,
      evaluation: fair.evaluationLabel,
      confirmed: fair.confirmedLabel,
    };
    await model.replaceFairContent(
      fair.idCode,
      { documents: fair.documents ?? [], steps: fair.steps ?? [], stateLabels },
      by,
    );
  }
}

/** The demo's accepted team membership, accepted on the day the data was loaded (its token is never handed out). */
async function writeTeamMembership(orm: Orm, catalogue: DemoCatalogue, userIdByEmail: Map<string, string>) {
  const { regiNr, holderEmail, memberEmail, level } = demoTeamMembership;
  const booth = catalogue.registrations.find((registration) => registration.booth.standanmeldungId === regiNr)?.booth;
  const [holderId, memberId] = [userIdByEmail.get(holderEmail), userIdByEmail.get(memberEmail)];
  if (!booth || !holderId || !memberId) return;
  const now = new Date();
  await orm.em.fork().execute(
    `insert into booth_team_members (id, reg_nr, fair_id_code, holder_id, holder_email, email, level, token_hash,
         invited_at, expires_at, accepted_at, member_id) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      randomUUID(),
      regiNr,
      booth.messeIdCode,
      holderId,
      holderEmail,
      memberEmail,
      level,
      randomBytes(32).toString('hex'),
      now,
      invitationExpiresAt(now),
      now,
      memberId,
    ],
  );
}
