import { ContainerModule } from 'inversify';
import { ImageIntakeToken, type ImageIntake } from '../../application/ports/ImageIntake.ts';
import { imageRoutes } from '../http/routes/images.ts';
import { MikroOrmStoredImages } from '../persistence/MikroOrmStoredImages.ts';
import { SharpImageIntake } from '../images/SharpImageIntake.ts';
import type { Orm } from '../persistence/orm.ts';
import type { PortalModule } from './PortalModule.ts';

/** Images (issue 9): the intake the admin writes use (ImageIntake port) and the route serving stored images. */
export function imagesModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule(({ bind }) => {
      bind<ImageIntake>(ImageIntakeToken).toConstantValue(new SharpImageIntake());
    }),
    routes: () => [imageRoutes(new MikroOrmStoredImages(orm))],
  };
}
