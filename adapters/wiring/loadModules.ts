import { Container } from 'inversify';
import { ChangeNoticesToken, type ChangeNotices } from '../../application/ports/ChangeNotices.ts';
import type { Logger } from '../../application/ports/Logger.ts';
import { PostgresChangeNotices } from '../persistence/PostgresChangeNotices.ts';
import type { PortalModule } from './PortalModule.ts';
import type { ShutdownSequence } from './ShutdownSequence.ts';

/**
 * The container with every module's bindings. The change notices listen before the first request is served,
 * because the caches rely on them to forget what another process changed (adapters/persistence/PostgresChangeNotices).
 */
export async function loadModules(
  modules: readonly PortalModule[],
  context: { logger: Logger; shutdown: ShutdownSequence },
): Promise<Container> {
  const container = new Container();
  container.load(...modules.map((module) => module.bindings));
  const changes = container.get<ChangeNotices>(ChangeNoticesToken);
  if (changes instanceof PostgresChangeNotices) {
    context.shutdown.add(() => changes.stop());
    await changes.start({ warn: (message, details) => context.logger.warn(message, details) });
  }
  return container;
}
