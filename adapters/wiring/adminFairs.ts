import { ContainerModule } from 'inversify';
import { AdminFairPreviewService } from '../../application/admin/AdminFairPreview.ts';
import { AdminFairsService } from '../../application/admin/AdminFairs.ts';
import { SampleBoothPage, type FairPreviewSample } from '../../application/exhibitor/SampleBoothPage.ts';
import { AdminCoreDataToken, type AdminCoreData } from '../../application/ports/AdminCoreData.ts';
import { AdminFairsToken, type AdminFairs } from '../../application/ports/AdminFairs.ts';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import { ClockToken, type Clock } from '../../application/ports/Clock.ts';
import { ImageIntakeToken, type ImageIntake } from '../../application/ports/ImageIntake.ts';
import { TaskCatalogueToken, type TaskCatalogue } from '../../application/ports/TaskCatalogue.ts';
import { adminFairPreviewRoutes } from '../http/routes/admin/fairPreview.ts';
import { adminFairRoutes } from '../http/routes/admin/fairs.ts';
import { MikroOrmAdminFairs } from '../persistence/admin/MikroOrmAdminFairs.ts';
import type { Orm } from '../persistence/orm.ts';
import { safeHtml } from '../shared/safeHtml.ts';
import type { PortalModule } from './PortalModule.ts';

export const AdminFairsServiceToken = Symbol.for('AdminFairsService');

/** The back office's fairs (admin-back-office §7 Fairs): their repository, use case and routes. */
export function adminFairsModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options.bind<AdminFairs>(AdminFairsToken).toConstantValue(new MikroOrmAdminFairs(orm));
      options
        .bind<AdminFairsService>(AdminFairsServiceToken)
        .toDynamicValue(
          (ctx) =>
            new AdminFairsService({
              fairs: ctx.get<AdminFairs>(AdminFairsToken),
              changes: ctx.get<ChangeNotices>(ChangeNoticesToken),
              images: ctx.get<ImageIntake>(ImageIntakeToken),
            }),
        )
        .inSingletonScope();
    }),
    routes: (container) => {
      const coreData = container.get<AdminCoreData>(AdminCoreDataToken);
      // The fair search looks in the series' names too, and the file names each fair's series; they are core data.
      const seriesNames = async () =>
        new Map(
          (await coreData.list('fairSeries')).map((series) => [
            series._id,
            { titleDe: series.titleDe, all: [series.titleDe, series.titleFr, series.titleEn].join(' ') },
          ]),
        );
      // The preview reads the catalogue as the exhibitor's page does, and sanitises unsaved HTML as a save would.
      const samplePage = new SampleBoothPage(container.get<TaskCatalogue>(TaskCatalogueToken));
      const preview = new AdminFairPreviewService({
        fairs: container.get<AdminFairs>(AdminFairsToken),
        seriesTitle: async (seriesId) =>
          (await coreData.list('fairSeries')).find((series) => series._id === seriesId)?.titleDe,
        sanitiseHtml: safeHtml,
        render: (fair, sample: FairPreviewSample, now) => samplePage.pageOf(fair, sample, now),
      });
      const clock = container.get<Clock>(ClockToken);
      return [
        adminFairRoutes(container.get<AdminFairsService>(AdminFairsServiceToken), seriesNames, () => clock.now()),
        adminFairPreviewRoutes(preview, clock),
      ];
    },
  };
}
