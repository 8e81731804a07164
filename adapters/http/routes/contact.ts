import type { Context } from 'koa';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { ContactFairTeam, ContactFairTeamResult } from '../../../application/exhibitor/ContactFairTeam.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';

type ContactBody = { subject?: unknown; message?: unknown };

/**
 * POST /api/exhibitor/booths/{regiNr}/contact: a message to the fair team of one of the user's booths, and
 * POST /api/exhibitor/fairs/{idCode}/contact: from the page of a booth not yet registered at a published fair
 * (exhibitor-area §2 Fair page, contact-the-fair-team). 200 once the mail is queued; 404 for a booth that is
 * not the user's or a fair not published; 422 with field errors for a blank or too long field; 429 with
 * Retry-After over the limit.
 */
export function contactRoutes(deps: { contact: ContactFairTeam; clock: Clock }): ApiRoutes {
  return (router) => {
    router.post('/exhibitor/booths/:regiNr/contact', async (ctx) => {
      const body = (ctx.request.body ?? {}) as ContactBody;
      answer(ctx, await deps.contact.send(boothScopeOf(ctx, 'contact'), body, deps.clock.now()));
    });
    router.post('/exhibitor/fairs/:idCode/contact', async (ctx) => {
      const body = (ctx.request.body ?? {}) as ContactBody;
      answer(ctx, await deps.contact.sendAboutFair(callerOf(ctx), pathParam(ctx, 'idCode'), body, deps.clock.now()));
    });
  };
}

function answer(ctx: Context, result: ContactFairTeamResult): void {
  if (result.ok) {
    ctx.status = 200;
    ctx.body = { queued: true };
    ctx.set('Cache-Control', 'no-store');
    return;
  }
  switch (result.error) {
    case 'boothNotFound':
      throw boothNotFound();
    case 'invalid':
      throw new HttpProblem(422, 'errors.invalidContactMessage', {
        errors: result.fieldErrors.map((error) => ({ ...error })),
      });
    case 'noTeamEmail':
      throw new HttpProblem(422, 'errors.fairTeamUnreachable');
    case 'rateLimited':
      throw new HttpProblem(429, 'errors.tooManyContactMessages', {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
  }
}
