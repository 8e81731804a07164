import type { CalendarFeed, CalendarRenderer } from '../../../application/exhibitor/CalendarFeed.ts';
import type { Deadlines } from '../../../application/exhibitor/Deadlines.ts';
import type { DigestUnsubscribe } from '../../../application/exhibitor/DigestUnsubscribe.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { HttpProblem } from '../problem.ts';
import { encodeView, sendView, type ViewCache } from '../viewCache.ts';
import { deadlinesTable } from '../../../application/exhibitor/exportTables.ts';
import type { DeadlinesView } from '../../../application/exhibitor/Deadlines.ts';
import { calendarProductId, deadlineFiltersFrom, isFiltered, keepsDeadline } from '../../../domain/index.ts';
import { listFormatOf, sendTable } from '../spreadsheet.ts';
import { callerOf, pathParam } from '../context.ts';
import { languageOf } from './booth.ts';
import { icalendarText, sendCalendar, strongEtagOf } from '../icalendar.ts';

/**
 * The deadlines across booths (GET /exhibitor/deadlines, kept per user and language like Home; filtered by the
 * page's filters; as CSV or XLSX for `Accept`), and the calendar
 * subscription: the user's secret address (GET/POST/DELETE /exhibitor/calendar-feed) and the calendar behind it
 * (GET /calendar/{token}.ics, without a session: limited per address, 304 for the ETag the poller holds).
 */
export function deadlineRoutes(deps: {
  deadlines: Deadlines;
  feed: CalendarFeed;
  clock: Clock;
  views: ViewCache;
  unsubscribe: DigestUnsubscribe;
}): ApiRoutes {
  return (router) => {
    // The one write without a session and so without a CSRF token (openapi.yaml): the mail client posts it, and the
    // signed token in the address is the proof. All it can do is switch the weekly digest off.
    router.post('/digest/unsubscribe', async (ctx) => {
      const token = typeof ctx.query.token === 'string' ? ctx.query.token : '';
      const result = await deps.unsubscribe.unsubscribe(token);
      if (!result.ok) throw new HttpProblem(404, 'errors.notFound');
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 204;
    });

    router.get('/exhibitor/deadlines', async (ctx) => {
      const user = callerOf(ctx);
      const language = languageOf(ctx);
      const now = deps.clock.now();
      const view = await deps.views.get(user.id, `deadlines:${language}`, async () => {
        const deadlines = await deps.deadlines.deadlinesFor(user, language, now);
        return { value: deadlines, keep: !deadlines.stale && deadlines.unavailableBooths.length === 0 };
      });
      // One address, three representations (openapi.yaml): the list's filters apply to each of them alike.
      ctx.vary('Accept');
      const filters = deadlineFiltersFrom((key) => (typeof ctx.query[key] === 'string' ? ctx.query[key] : undefined));
      const format = listFormatOf(ctx);
      if (format === 'json' && !isFiltered(filters)) return sendView(ctx, view!);
      const whole = JSON.parse(view!.body.toString('utf8')) as DeadlinesView;
      const deadlines = whole.deadlines.filter((deadline) => keepsDeadline(filters, deadline));
      if (format === 'json') return sendView(ctx, encodeView({ ...whole, deadlines }));
      await sendTable(ctx, deadlinesTable(deadlines, language, now.toISOString().slice(0, 10)), format);
    });

    router.get('/exhibitor/calendar-feed', async (ctx) => {
      const state = await deps.feed.state(callerOf(ctx));
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { active: state.active, createdAt: state.createdAt?.toISOString() ?? null };
    });

    router.post('/exhibitor/calendar-feed', async (ctx) => {
      const address = await deps.feed.create(callerOf(ctx), deps.clock.now());
      ctx.set('Cache-Control', 'no-store');
      ctx.status = 201;
      ctx.body = { url: address.url, webcalUrl: address.webcalUrl, createdAt: address.createdAt.toISOString() };
    });

    router.delete('/exhibitor/calendar-feed', async (ctx) => {
      await deps.feed.revoke(callerOf(ctx));
      ctx.status = 204;
    });

    // The token is the path's only secret: the route matches any file name and takes the token openapi.yaml read.
    router.get('/calendar/:file', async (ctx) => {
      const poll = await deps.feed.poll(pathParam(ctx, 'token'), deps.clock.now());
      if (poll.kind === 'limited')
        throw new HttpProblem(429, 'errors.tooManyRequests', {
          headers: { 'Retry-After': String(poll.retryAfterSeconds) },
        });
      if (poll.kind === 'unknown') throw new HttpProblem(404, 'errors.notFound');
      sendCalendar(ctx, poll, { modifiedAtTracksContent: true });
    });
  };
}

/** The deadline calendar as its file with every event's DTSTAMP at `stampedAt`, and a strong ETag: the SHA-256 of its bytes. */
export function calendarFileRenderer(portalHost: string): CalendarRenderer {
  return (calendar, stampedAt) => {
    const body = icalendarText(calendar, calendarProductId(portalHost, calendar.language), stampedAt);
    return { body, etag: strongEtagOf(body) };
  };
}
