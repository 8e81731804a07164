import type { BoothTeam, InviteResult } from '../../../application/exhibitor/BoothTeam.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { TeamLevel } from '../../../domain/index.ts';
import type { InvitationLimit } from '../../../domain/team/invitationLimits.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound, callerOf, pathParam } from '../context.ts';
import { HttpProblem } from '../problem.ts';

/**
 * Team access per booth: the holder's team of a booth (GET, POST invite, DELETE revoke) and the invitation a
 * colleague opens from the mail's link (GET, POST accept). openapi.yaml has checked the bodies and parameters.
 */
export function teamRoutes(deps: { team: BoothTeam; clock: Clock }): ApiRoutes {
  return (router) => {
    router.get('/exhibitor/booths/:regiNr/team', async (ctx) => {
      const result = await deps.team.teamOf(boothScopeOf(ctx, 'manageTeam'), deps.clock.now());
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result.view;
    });

    router.post('/exhibitor/booths/:regiNr/team', async (ctx) => {
      const body = ctx.request.body as { email: string; level: TeamLevel };
      const scope = boothScopeOf(ctx, 'manageTeam');
      const result = await deps.team.invite(scope, body, deps.clock.now());
      if (!result.ok) throw inviteProblem(result);
      ctx.status = 201;
      ctx.set('Cache-Control', 'no-store');
      ctx.body = result.member;
    });

    router.delete('/exhibitor/booths/:regiNr/team/:memberId', async (ctx) => {
      const result = await deps.team.remove(boothScopeOf(ctx, 'manageTeam'), pathParam(ctx, 'memberId'));
      // The booth is the holder's (the router found it); only the member is missing.
      if (!result.ok) throw new HttpProblem(404, 'errors.notFound');
      ctx.status = 204;
    });

    router.get('/exhibitor/invitations/:token', async (ctx) => {
      const view = await deps.team.invitation(pathParam(ctx, 'token'), callerOf(ctx), deps.clock.now());
      if (!view) throw new HttpProblem(404, 'errors.notFound');
      ctx.set('Cache-Control', 'no-store');
      ctx.body = view;
    });

    router.post('/exhibitor/invitations/:token/accept', async (ctx) => {
      const emailVerified = ctx.state.principal?.emailVerified === true;
      const result = await deps.team.accept(callerOf(ctx), pathParam(ctx, 'token'), deps.clock.now(), emailVerified);
      if (!result.ok) {
        if (result.error === 'notFound') throw new HttpProblem(404, 'errors.notFound');
        if (result.error === 'otherEmail') throw new HttpProblem(403, 'errors.invitationOtherEmail');
        if (result.error === 'unverifiedEmail') throw new HttpProblem(403, 'errors.invitationEmailUnverified');
        throw new HttpProblem(410, 'errors.invitationGone');
      }
      ctx.set('Cache-Control', 'no-store');
      ctx.body = { regiNr: result.regiNr, fairIdCode: result.fairIdCode };
    });
  };
}

const LIMIT_KEYS: Record<InvitationLimit, string> = {
  openPerBooth: 'errors.tooManyOpenInvitations',
  perDay: 'errors.tooManyInvitationsToday',
};

// Its detail is the catalogue's text of the message key, in the holder's language (problemTexts.ts).
function inviteProblem(result: Exclude<InviteResult, { ok: true }>): HttpProblem {
  switch (result.error) {
    case 'limited':
      return new HttpProblem(429, LIMIT_KEYS[result.limit], {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    case 'boothNotFound':
      return boothNotFound();
    case 'alreadyInvited':
      return new HttpProblem(409, 'errors.alreadyInvited');
    case 'invalidEmail':
    case 'ownEmail':
      return new HttpProblem(422, 'errors.invalidInvitation', {
        errors: [{ field: '/body/email', messageKey: `errors.${result.error}` }],
      });
  }
}
