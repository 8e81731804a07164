import type { EventFeed } from '../../../application/shared/EventFeed.ts';
import { EVENT_PAGE_DEFAULT } from '../../../application/shared/EventFeed.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { unauthorized } from '../problem.ts';

/** The scopes of the events themselves (the scope column): a manager reads them all. */
const ALL_EVENT_SCOPES = ['booths:read', 'fairs:read'];

/**
 * GET /api/events?after=&limit=: the event feed. The router has allowed the caller already (a service with
 * events:read, or a manager); a service sees only the events whose scope its token holds as well.
 */
export function eventRoutes(feed: EventFeed): ApiRoutes {
  return (router) => {
    router.get('/events', async (ctx) => {
      const principal = ctx.state.principal;
      if (!principal) throw unauthorized();
      const scopes = principal.via === 'service' ? principal.service.scopes : ALL_EVENT_SCOPES;
      const after = typeof ctx.query.after === 'string' ? ctx.query.after : undefined;
      const limit = typeof ctx.query.limit === 'string' ? Number(ctx.query.limit) : EVENT_PAGE_DEFAULT;
      ctx.body = await feed.page(after, limit, scopes);
      ctx.set('Cache-Control', 'no-store');
    });
  };
}
