import { localizedText } from '../../domain/index.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import { fairSectionView } from './PublishedFairs.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { Insurances } from '../ports/Insurances.ts';
import type { MailQueue } from '../ports/Mail.ts';
import { INSURANCE_CHANGE_LIMIT } from './insuranceChangeRate.ts';
import { submitInsurance, type InsuranceSubmitDependencies } from './submitInsurance.ts';
import {
  insuranceEntryOf,
  type InsuranceHistoryResult,
  type InsurancePageResult,
  type InsuranceRequest,
  type InsuranceSubmitResult,
} from './InsuranceViews.ts';

export type { InsuranceRequest } from './InsuranceViews.ts';

/**
 * The insurance of a booth (exhibitor-area §3, §4, §5, §7): a history per booth whose last entry is current.
 * Reading the history and the insurance screen is here; a change (validated by the domain, the booth data taken
 * from the booking system and the fair, never from the client, at most INSURANCE_CHANGE_LIMIT per user and booth
 * so that one user cannot flood the fair team with mails) is `submitInsurance`'s.
 */
export class InsuranceService {
  private readonly fairs: Fairs;
  private readonly insurances: Insurances;
  private readonly submitting: InsuranceSubmitDependencies;

  constructor(
    access: BoothAccess,
    fairs: Fairs,
    insurances: Insurances,
    mailQueue: MailQueue,
    changeLimit = INSURANCE_CHANGE_LIMIT,
    actions?: Pick<BoothTeams, 'actionTaken'>,
  ) {
    this.fairs = fairs;
    this.insurances = insurances;
    this.submitting = { access, fairs, insurances, mailQueue, changeLimit, actions };
  }

  async history(scope: BoothScope<'insurance'>): Promise<InsuranceHistoryResult> {
    return { ok: true, entries: (await this.insurances.historyOf(scope.regiNr)).map(insuranceEntryOf) };
  }

  async page(scope: BoothScope<'insurance'>): Promise<InsurancePageResult> {
    const booth = scope.listed.data;
    const [fair, history] = await Promise.all([
      this.fairs.byIdCode(booth.fairIdCode),
      this.insurances.historyOf(booth.regiNr),
    ]);
    if (!fair) return { ok: false, error: 'boothNotFound' };
    const current = history.at(-1);
    return {
      ok: true,
      view: {
        stale: scope.listed.stale,
        fair: fairSectionView(fair),
        booth: {
          regiNr: booth.regiNr,
          standnummer: booth.standnummer ?? '',
          halleBezeichnung: localizedText(booth.halleBezeichnung),
          blendentext: booth.blendentext ?? '',
        },
        insurance: current ? insuranceEntryOf(current) : null,
      },
    };
  }

  submit(
    scope: BoothScope<'insurance'>,
    request: InsuranceRequest,
    mode: 'create' | 'update',
    now: Date,
  ): Promise<InsuranceSubmitResult> {
    return submitInsurance(this.submitting, scope, request, mode, now);
  }
}
