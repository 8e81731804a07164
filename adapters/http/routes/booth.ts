import type { Context } from 'koa';
import type { BoothPage } from '../../../application/exhibitor/BoothPage.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import { taskCalendar, taskCalendarStamp } from '../../../application/exhibitor/TaskCalendar.ts';
import { calendarProductId, inOneLanguage, isLocale, type Language } from '../../../domain/index.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { icalendarText, sendCalendar, strongEtagOf } from '../icalendar.ts';
import { sendView, type ViewCache } from '../viewCache.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';

/** The language asked for in `?language=` (openapi.yaml has checked it), else the user's own. */
export function languageOf(ctx: Context): Language {
  const asked = ctx.query.language;
  return typeof asked === 'string' && isLocale(asked) ? asked : callerOf(ctx).locale;
}

/** The texts asked for in `?texts=` (openapi.yaml has checked the value): `language` only, or all three. */
function textsOf(ctx: Context): 'language' | 'all' {
  return ctx.query.texts === 'language' ? 'language' : 'all';
}

/** The view with the texts asked for: those of `language` only for a client that shows one language. */
function withTexts<T>(view: T, texts: 'language' | 'all', language: Language): T {
  return texts === 'language' ? inOneLanguage(view, language) : view;
}

/**
 * The fair and booth page aggregates (exhibitor-area §2 Fair page): GET /exhibitor/booths/{regiNr} for a
 * booth of the user, GET /exhibitor/fairs/{idCode}/new for a booth not yet registered, and the booth's
 * tasks as an iCalendar file.
 */
export function boothRoutes(page: BoothPage, clock: Clock, portalHost: string, views: ViewCache): ApiRoutes {
  return (router) => {
    router.get('/exhibitor/booths/:regiNr', async (ctx) => {
      const scope = boothScopeOf(ctx, 'readBooth');
      const { caller: user, regiNr } = scope;
      const language = languageOf(ctx);
      // Kept encoded per user, booth, language and texts, so that a repeated visit costs no booking-system call; a stale answer of the booking system is not kept.
      const texts = textsOf(ctx);
      const view = await views.get(user.id, `booth:${regiNr}:${language}:${texts}`, async () => {
        const result = await page.pageFor(scope, language, clock.now());
        if (!result.ok) return undefined;
        // A shared booth's page is kept as well: the router has read its grant before this, on every request, so a
        // revocation holds at once all the same.
        return { value: withTexts(result.view, texts, language), keep: !result.view.stale };
      });
      if (!view) throw boothNotFound();
      sendView(ctx, view);
    });

    router.get('/exhibitor/fairs/:idCode/new', async (ctx) => {
      const language = languageOf(ctx);
      const result = await page.newBoothPageFor(pathParam(ctx, 'idCode'), language, clock.now());
      if (!result.ok) throw boothNotFound();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = withTexts(result.view, textsOf(ctx), language);
    });

    router.get('/exhibitor/booths/:regiNr/tasks.ics', async (ctx) => {
      const language = languageOf(ctx);
      const tasks = await page.tasksOf(boothScopeOf(ctx, 'workTasks'), language, clock.now());
      if (!tasks) throw boothNotFound();
      const calendar = taskCalendar(tasks, language, portalHost);
      const modifiedAt = taskCalendarStamp(tasks);
      const body = icalendarText(calendar, calendarProductId(portalHost, language), modifiedAt);
      ctx.attachment(calendar.fileName);
      // The stamp does not move with every change of the tasks (see taskCalendarStamp): only the ETag decides a 304.
      sendCalendar(ctx, { body, etag: strongEtagOf(body), modifiedAt }, { modifiedAtTracksContent: false });
    });
  };
}
