import { ContainerModule } from 'inversify';
import { DomainEventReaderToken, type DomainEventReader } from '../../application/ports/DomainEvents.ts';
import { EventFeed, EventFeedToken } from '../../application/shared/EventFeed.ts';
import { eventRoutes } from '../http/routes/events.ts';
import type { Orm } from '../persistence/orm.ts';
import { PostgresDomainEvents } from '../persistence/PostgresDomainEvents.ts';
import { nativePool } from '../persistence/PreparedReads.ts';
import type { PortalModule } from './PortalModule.ts';

/**
 * The domain events' read side: the event feed and its route (the events are written by each change's own
 * transaction, see PostgresDomainEvents), and the feed's purge, scheduled by scheduleRecurringJobs.
 */
export function eventsModule(orm: Orm): PortalModule {
  return {
    bindings: new ContainerModule((options) => {
      options
        .bind<DomainEventReader>(DomainEventReaderToken)
        .toConstantValue(new PostgresDomainEvents(nativePool(orm)));
      options
        .bind<EventFeed>(EventFeedToken)
        .toDynamicValue((ctx) => new EventFeed(ctx.get<DomainEventReader>(DomainEventReaderToken)))
        .inSingletonScope();
    }),
    routes: (container) => [eventRoutes(container.get<EventFeed>(EventFeedToken))],
  };
}
