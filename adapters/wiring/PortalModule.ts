import type { Container, ContainerModule } from 'inversify';
import type { Clock } from '../../application/ports/Clock.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import type { ApiRoutes, BearerVerifier } from '../http/HttpAppDependencies.ts';

/** What route modules need beside the container's services, known once the portal's components run. */
export interface RouteContext {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly bearer: BearerVerifier;
  /** The portal's address, e.g. http://localhost:3000. */
  readonly publicUrl: string;
}

/**
 * One area of the portal (adapters/wiring/*): it binds its ports and services once, and contributes its
 * API routes, built from the container after every module is loaded (a module may use another's bindings).
 */
export interface PortalModule {
  readonly bindings: ContainerModule;
  routes?(container: Container, context: RouteContext): ApiRoutes[];
}
