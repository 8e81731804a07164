import { insurancePremiums, isWaiver } from '../../domain/index.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import { insuranceMail, insuranceSubmissionOf } from './InsuranceMail.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { MailQueue } from '../ports/Mail.ts';
import { boothActionOf } from './boothActions.ts';
import { changeRateDecision, sameInsurance, type InsuranceChangeLimit } from './insuranceChangeRate.ts';
import { checkInsuranceRequest } from './insuranceRequestChecks.ts';
import { insuranceEntryOf, type InsuranceRequest, type InsuranceSubmitResult } from './InsuranceViews.ts';

export interface InsuranceSubmitDependencies {
  readonly access: BoothAccess;
  readonly fairs: Fairs;
  readonly insurances: Insurances;
  readonly mailQueue: MailQueue;
  readonly changeLimit: InsuranceChangeLimit;
  readonly actions: Pick<BoothTeams, 'actionTaken'> | undefined;
}

/**
 * Create (also a waiver: all mandatory cover off) and update both append an entry; update needs one on file.
 * The same insurance again appends nothing and mails no one, and one user may change one booth's insurance at most
 * the change limit's times in its window. The fair team's e-mail is queued in the same unit of work as the write.
 */
export async function submitInsurance(
  deps: InsuranceSubmitDependencies,
  scope: BoothScope<'insurance'>,
  request: InsuranceRequest,
  mode: 'create' | 'update',
  now: Date,
): Promise<InsuranceSubmitResult> {
  const user = scope.caller;
  const booth = scope.listed.data;
  const checked = await checkInsuranceRequest(deps.access, scope, request);
  if (!checked.ok) return { ok: false, error: 'invalid', fieldErrors: checked.fieldErrors };

  const history = await deps.insurances.historyOf(booth.regiNr);
  if (mode === 'update' && history.length === 0) return { ok: false, error: 'noInsurance' };
  const fair = await deps.fairs.byIdCode(booth.fairIdCode);
  if (!fair) return { ok: false, error: 'boothNotFound' };

  const { data, additional } = checked;
  const submission = insuranceSubmissionOf(fair, booth, additional, user);
  const mail = insuranceMail({
    submission,
    data,
    premiums: insurancePremiums(data),
    language: user.locale,
    enteredBy: { name: `${user.givenName} ${user.familyName}`.trim(), email: user.email },
  });
  // Decided on the history as it is when the write happens (concurrent changes of the booth wait for each other):
  // one entry and one mail per change that matters, so the same insurance again changes nothing and mails no one,
  // and no more changes than the limit, however many are sent at once.
  const outcome = await deps.insurances.addUnless(
    booth.regiNr,
    user.id,
    data,
    now,
    (latest): InsuranceSubmitResult | undefined => {
      const current = latest.at(-1);
      if (current && sameInsurance(current, data)) return { ok: true, entry: insuranceEntryOf(current), submission };
      const limited = changeRateDecision(latest, user.id, now, deps.changeLimit);
      if (limited) return { ok: false, error: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };
      return undefined;
    },
    async (written) => {
      if (submission.teamEmail) await deps.mailQueue.enqueue(mail, `insurance:${written.id}`);
    },
    // Who did it (the team's last actions; the holder sees what members did) and the domain event, with the entry.
    boothActionOf(booth.regiNr, fair, user.id, isWaiver(data) ? 'insurance.waived' : 'insurance.saved', now),
  );
  if ('refused' in outcome) return outcome.refused;
  await deps.actions?.actionTaken(booth.regiNr, user.id);
  return { ok: true, entry: insuranceEntryOf(outcome.added), submission };
}
