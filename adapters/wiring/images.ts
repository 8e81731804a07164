import { ContainerModule } from 'inversify';
import { ImageIntakeToken, type ImageIntake } from '../../application/ports/ImageIntake.ts';
import { StoredImagesToken, type StoredImages } from '../../application/ports/StoredImages.ts';
import { ImageFiles } from '../../application/shared/ImageFiles.ts';
import { imageRoutes } from '../http/routes/images.ts';
import { MikroOrmStoredImages } from '../persistence/MikroOrmStoredImages.ts';
import { SharpImageIntake } from '../images/SharpImageIntake.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

export const ImageFilesToken = Symbol.for('ImageFiles');

/**
 * Images: the intake the admin writes use (ImageIntake port), and the stored images (StoredImages port) with
 * the route that serves them as files from their own URLs.
 */
export function imagesModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule(({ bind }) => {
      bind<ImageIntake>(ImageIntakeToken).toConstantValue(new SharpImageIntake());
      bind<StoredImages>(StoredImagesToken).toConstantValue(new MikroOrmStoredImages(orm));
      bind<ImageFiles>(ImageFilesToken)
        .toDynamicValue((ctx) => new ImageFiles(ctx.get<StoredImages>(StoredImagesToken)))
        .inSingletonScope();
    }),
    routes: (container) => [imageRoutes(container.get<ImageFiles>(ImageFilesToken))],
  };
}
