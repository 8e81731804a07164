import { randomUUID } from 'node:crypto';
import { demoBoothServices, type DemoCatalogue, type DemoFair } from '../demo/catalogue.ts';
import {
  FairEntity,
  FairSeriesEntity,
  InsuranceEntity,
  NotificationEntity,
  SettingEntity,
  UserEntity,
} from './entities.ts';
import type { Orm } from './orm.ts';
import { boothLabel, localized } from '../../domain/index.ts';
import { demoMarketing } from './demoMarketing.ts';
import { MikroOrmFairModel } from './MikroOrmFairModel.ts';
import { fairTaskModel } from '../../domain/tasks/index.ts';
import { MikroOrmFairWallEntries, MikroOrmTeasers, notificationRow } from './MikroOrmProductData.ts';
import { logoColumns } from './imageColumns.ts';

const SEED_DAY_KEY = 'demoCatalogueDay';

/** The day the demo data was loaded for, or undefined when the database holds no demo data. */
export async function demoSeedDay(orm: Orm): Promise<string | undefined> {
  const row = await orm.em.fork().findOne(SettingEntity, { key: SEED_DAY_KEY });
  return typeof row?.value === 'string' ? row.value : undefined;
}

/**
 * Loads the demo catalogue into an empty database (no users and no fairs): demo users, fair series,
 * fairs, notifications (bodies sanitised like every write) and insurance on file in one transaction;
 * then the fairs' task lists, documents, flow steps and state labels through the fair model, and the
 * teasers and wall entries through their repositories.
 */
export async function seedDemoDataIfEmpty(orm: Orm, catalogue: DemoCatalogue): Promise<boolean> {
  const em = orm.em.fork();
  const [users, fairs] = await Promise.all([em.count(UserEntity), em.count(FairEntity)]);
  if (users > 0 || fairs > 0) return false;
  await em.transactional(async (tx) => {
    for (const user of catalogue.users) {
      tx.create(UserEntity, {
        id: user.sub,
        email: user.email,
        givenName: user.givenName,
        familyName: user.familyName,
        locale: user.locale,
        roles: [...user.groups],
        preferredFairSeries: null,
        mailNotifications: user.email === 'aussteller@demo.test',
      });
    }
    const seriesSeen = new Set<string>();
    for (const fair of catalogue.fairs) {
      if (!seriesSeen.has(fair.series.reiheId)) {
        seriesSeen.add(fair.series.reiheId);
        tx.create(FairSeriesEntity, { id: fair.series.reiheId, titleDe: fair.series.titel, titleFr: fair.series.titel, titleEn: fair.series.titel });
      }
      tx.create(FairEntity, fairRow(fair));
    }
    // Notifications and insurances refer to the users by a plain column: write the users first.
    await tx.flush();
    const userIdByEmail = new Map(catalogue.users.map((user) => [user.email, user.sub]));
    const boothByRegiNr = new Map(catalogue.registrations.map((registration) => [registration.booth.standanmeldungId, registration.booth]));
    for (const notification of catalogue.notifications) {
      const userId = userIdByEmail.get(notification.email);
      if (!userId) continue;
      const booth = notification.boothId ? boothByRegiNr.get(notification.boothId) : undefined;
      tx.create(
        NotificationEntity,
        notificationRow({
          userId,
          type: notification.type,
          date: notification.date,
          fairId: notification.fairId,
          boothId: notification.boothId,
          boothLabel: booth ? localized((language) => boothLabel(booth, language)) : null,
          subject: notification.subject,
          body: notification.body,
          unread: notification.unread,
        }),
      );
    }
    const ownerByBooth = new Map(catalogue.registrations.map((registration) => [registration.booth.standanmeldungId, registration.email]));
    for (const insurance of catalogue.insurances) {
      const userId = userIdByEmail.get(ownerByBooth.get(insurance.booth_id) ?? '');
      if (!userId) continue;
      tx.create(InsuranceEntity, {
        id: randomUUID(),
        boothId: insurance.booth_id,
        userId,
        liabilityInsurance: insurance.liabilityInsurance,
        propertyInsurance: insurance.propertyInsurance,
        exhibitionInsurance: insurance.exhibitionInsurance,
        increasedAmountActive: insurance.increasedAmountActive,
        increasedAmount: insurance.increasedAmount,
        cargoInsurance: insurance.cargoInsurance,
        breakableCargoValue: insurance.breakableCargoValue,
      });
    }
    tx.create(SettingEntity, { key: SEED_DAY_KEY, value: catalogue.today });
  });
  await seedFairModel(new MikroOrmFairModel(orm), catalogue);
  const marketing = demoMarketing(catalogue);
  const [teasers, wall] = [new MikroOrmTeasers(orm), new MikroOrmFairWallEntries(orm)];
  for (const teaser of marketing.teasers) await teasers.add(teaser);
  for (const entry of marketing.wallEntries) await wall.add(entry);
  return true;
}

/** The fairs' task lists, documents, flow steps and state labels, written through the fair model's repository as the back office would. */
async function seedFairModel(model: MikroOrmFairModel, catalogue: DemoCatalogue): Promise<void> {
  const by = 'demo-seed';
  const perFair = catalogue.fairs.map((fair) => ({ idCode: fair.idCode, ...fairTaskModel(fair.tasks) }));
  const unique = <T extends { readonly _id: string }>(items: readonly T[]) => [...new Map(items.map((item) => [item._id, item])).values()];
  await model.saveTaskDefinitions(unique(perFair.flatMap((fair) => fair.definitions)), by);
  await model.saveTaskTitles(unique(perFair.flatMap((fair) => fair.titles)), by);
  await model.saveHeaderDefinitions(unique(perFair.flatMap((fair) => fair.headers)), by);
  await model.addBoothServices(demoBoothServices(), by);
  await model.addBlacklistEntries([{ id: 'LEI-INTERN', title: 'Interne Verrechnung' }], by);
  for (const fair of perFair) await model.replaceFairTasks(fair.idCode, fair.entries, by);
  for (const fair of catalogue.fairs) {
    const stateLabels = { open: fair.openLabel, ordered: fair.orderedLabel, evaluation: fair.evaluationLabel, confirmed: fair.confirmedLabel };
    await model.replaceFairContent(fair.idCode, { documents: fair.documents ?? [], steps: fair.steps ?? [], stateLabels }, by);
  }
}

function fairRow(fair: DemoFair) {
  const text = (value: { de?: string | null; fr?: string | null; en?: string | null } | null | undefined, language: 'de' | 'fr' | 'en') =>
    value?.[language] ?? '';
  return {
    id: randomUUID(),
    idCode: fair.idCode,
    displayNameDe: fair.displayName.de,
    displayNameFr: fair.displayName.fr,
    displayNameEn: fair.displayName.en,
    fairSeries: fair.series.reiheId,
    emailTeam: fair.teamEmail ?? '',
    idTeam: fair.teamId ?? '',
    defaultRegistrationUrlDe: text(fair.defaultRegistrationUrl, 'de'),
    defaultRegistrationUrlFr: text(fair.defaultRegistrationUrl, 'fr'),
    defaultRegistrationUrlEn: text(fair.defaultRegistrationUrl, 'en'),
    defaultGastroRegistrationUrlDe: text(fair.defaultGastroRegistrationUrl, 'de'),
    defaultGastroRegistrationUrlFr: text(fair.defaultGastroRegistrationUrl, 'fr'),
    defaultGastroRegistrationUrlEn: text(fair.defaultGastroRegistrationUrl, 'en'),
    durationStart: fair.duration.start ?? '',
    durationEnd: fair.duration.end ?? '',
    publishStart: fair.publish.start ?? '',
    publishEnd: fair.publish.end ?? '',
    registrationDeadline: fair.registrationDeadline ?? '',
    documentsstartdate: fair.documentsstartdate ?? null,
    ...logoColumns(fair.logo),
    additionalInfoDe: fair.additionalInfo?.de ?? null,
    additionalInfoFr: fair.additionalInfo?.fr ?? null,
    additionalInfoEn: fair.additionalInfo?.en ?? null,
  };
}
