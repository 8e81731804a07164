import type { Context } from 'koa';
import type { InsuranceRequest, InsuranceService } from '../../../application/exhibitor/Insurance.ts';
import type { Clock } from '../../../application/ports/Clock.ts';
import type { ApiRoutes } from '../HttpAppDependencies.ts';
import { boothScopeOf } from '../boothScope.ts';
import { boothNotFound } from '../context.ts';
import { HttpProblem } from '../problem.ts';

/**
 * The insurance of a booth (exhibitor-area §7 GET/POST/PUT /insurance/{booth}): the history whose last entry
 * is current; POST creates (a waiver too), PUT appends a change to an insurance on file. Invalid input is
 * answered 422 with field errors and nothing is written. GET /exhibitor/booths/{regiNr}/insurance is the insurance
 * screen's one round trip: fair, booth and current insurance.
 */
export function insuranceRoutes(deps: { insurance: InsuranceService; clock: Clock }): ApiRoutes {
  const submit = (mode: 'create' | 'update') => async (ctx: Context) => {
    const result = await deps.insurance.submit(
      boothScopeOf(ctx, 'insurance'),
      ctx.request.body as InsuranceRequest,
      mode,
      deps.clock.now(),
    );
    if (result.ok) {
      ctx.status = mode === 'create' ? 201 : 200;
      ctx.body = { insurance: result.entry, submission: result.submission };
      return;
    }
    if (result.error === 'boothNotFound') throw boothNotFound();
    if (result.error === 'noInsurance') throw new HttpProblem(404, 'errors.insuranceNotFound');
    if (result.error === 'rateLimited') {
      throw new HttpProblem(429, 'errors.tooManyInsuranceChanges', {
        headers: { 'Retry-After': String(result.retryAfterSeconds) },
      });
    }
    throw new HttpProblem(422, 'errors.invalidInsurance', {
      errors: result.fieldErrors.map((error) => ({ ...error })),
    });
  };

  return (router) => {
    router.get('/insurance/:booth', async (ctx) => {
      const result = await deps.insurance.history(boothScopeOf(ctx, 'insurance'));
      if (!result.ok) throw boothNotFound();
      ctx.body = result.entries;
      ctx.set('Cache-Control', 'no-store');
    });
    router.get('/exhibitor/booths/:regiNr/insurance', async (ctx) => {
      const result = await deps.insurance.page(boothScopeOf(ctx, 'insurance'));
      if (!result.ok) throw boothNotFound();
      ctx.body = result.view;
      ctx.set('Cache-Control', 'no-store');
    });
    router.post('/insurance/:booth', submit('create'));
    router.put('/insurance/:booth', submit('update'));
  };
}
