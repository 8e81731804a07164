import {
  INSURANCE_FIELDS,
  insurancePremiums,
  isWaiver,
  toInsuranceData,
  type InsuranceData,
  type InsuranceFormValue,
  type InsurancePremiums,
  localizedText,
  textIn,
  type Language,
  type Localized,
} from '../../domain/index.ts';
import type { BoothAccess, BoothScope } from '../shared/BoothAccess.ts';
import type { BoothTeams } from '../ports/BoothTeams.ts';
import { fairSectionView, type FairSectionView } from './PublishedFairs.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import { insuranceMail, type InsuranceSubmission } from './InsuranceMail.ts';
import type { BookedBooth } from '../ports/BookingSystem.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { InsuranceRecord, Insurances } from '../ports/Insurances.ts';
import type { MailQueue } from '../ports/Mail.ts';
import type { User } from '../ports/Users.ts';
import { boothActionOf } from './boothActions.ts';

export type { InsuranceSubmission } from './InsuranceMail.ts';

/** What a client submits: the form, and the booth data the spec lists (the server fills and checks those). */
export interface InsuranceRequest extends InsuranceFormValue {
  /** The booth the insurance belongs to (exhibitor-area §3 Insurance: booth_id); must be the addressed booth. */
  readonly booth_id?: string | null;
  readonly fairIdent?: string | null;
  readonly teamEmail?: string | null;
  readonly regiNr?: string | null;
  readonly hall?: string | null;
  readonly boothNumber?: string | null;
  readonly exponant?: string | null;
  readonly additionalBooths?: ReadonlyArray<{
    readonly regiNr: string;
    readonly hall?: string | null;
    readonly boothNumber?: string | null;
  }>;
}

/** An insurance of the booth's history as the API shows it. */
export interface InsuranceEntry extends InsuranceData {
  readonly id: string;
  readonly booth_id: string;
  readonly createdAt: string;
  /** All mandatory cover switched off. */
  readonly waiver: boolean;
  /** Premiums of the chosen cover, integer centimes (exhibitor-area §9). */
  readonly premiums: InsurancePremiums;
}

export interface InsuranceFieldError {
  /** JSON pointer into the request, e.g. /body/increasedAmount. */
  readonly field: string;
  readonly messageKey: string;
}

/**
 * The insurance screen in one round trip (exhibitor-area §2 Insurance): the fair and booth of its header and
 * the current insurance (the last entry of the history), without the booth page's costs, tasks and documents.
 */
export interface InsurancePageView {
  /** True when the booth is the last good answer kept while the booking system fails. */
  readonly stale: boolean;
  readonly fair: FairSectionView;
  readonly booth: {
    readonly regiNr: string;
    readonly standnummer: string;
    readonly halleBezeichnung: Localized<string>;
    readonly blendentext: string;
  };
  readonly insurance: InsuranceEntry | null;
}

export type InsurancePageResult = { ok: true; view: InsurancePageView } | { ok: false; error: 'boothNotFound' };

export type InsuranceHistoryResult = { ok: true; entries: InsuranceEntry[] } | { ok: false; error: 'boothNotFound' };

export type InsuranceSubmitResult =
  | { ok: true; entry: InsuranceEntry; submission: InsuranceSubmission }
  | { ok: false; error: 'boothNotFound' }
  | { ok: false; error: 'noInsurance' }
  | { ok: false; error: 'invalid'; fieldErrors: InsuranceFieldError[] }
  | { ok: false; error: 'rateLimited'; retryAfterSeconds: number };

/**
 * Changes one user may make to one booth's insurance in a window (each mails the fair team): counted from the
 * history in the database, so the limit holds across instances and restarts.
 */
export const INSURANCE_CHANGE_LIMIT: { readonly changes: number; readonly windowMs: number } = {
  changes: 10,
  windowMs: 60 * 60_000,
};

const BOOTH_CONCURRENCY = 4;

/**
 * The insurance of a booth (exhibitor-area §3, §4, §5, §7): a history per booth whose last entry is current.
 * Create (also a waiver: all mandatory cover off) and update both append an entry; update needs one on file.
 * The same insurance again appends nothing and mails no one, and one user may change one booth's insurance at
 * most INSURANCE_CHANGE_LIMIT times in its window, so that one user cannot flood the fair team with mails
 * (hundreds in half a minute were seen before the limit).
 * The domain validates; the booth data is taken from the booking system and the fair, never from the
 * client, and the fair team gets an e-mail in the same unit of work as the write.
 */
export class InsuranceService {
  private readonly access: BoothAccess;
  private readonly fairs: Fairs;
  private readonly insurances: Insurances;
  private readonly mailQueue: MailQueue;
  private readonly changeLimit: { readonly changes: number; readonly windowMs: number };
  private readonly actions: Pick<BoothTeams, 'actionTaken'> | undefined;

  constructor(
    access: BoothAccess,
    fairs: Fairs,
    insurances: Insurances,
    mailQueue: MailQueue,
    changeLimit = INSURANCE_CHANGE_LIMIT,
    actions?: Pick<BoothTeams, 'actionTaken'>,
  ) {
    this.access = access;
    this.fairs = fairs;
    this.insurances = insurances;
    this.mailQueue = mailQueue;
    this.changeLimit = changeLimit;
    this.actions = actions;
  }

  async history(scope: BoothScope<'insurance'>): Promise<InsuranceHistoryResult> {
    return { ok: true, entries: (await this.insurances.historyOf(scope.regiNr)).map(toEntry) };
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
        insurance: current ? toEntry(current) : null,
      },
    };
  }

  async submit(
    scope: BoothScope<'insurance'>,
    request: InsuranceRequest,
    mode: 'create' | 'update',
    now: Date,
  ): Promise<InsuranceSubmitResult> {
    const user = scope.caller;
    const booth = scope.listed.data;
    const validated = toInsuranceData(request);
    const fieldErrors: InsuranceFieldError[] = validated.ok
      ? []
      : Object.entries(validated.errors).map(([field, messageKey]) => ({ field: `/body/${field}`, messageKey }));
    if (request.booth_id !== undefined && request.booth_id !== null && request.booth_id !== booth.regiNr) {
      fieldErrors.push({ field: '/body/booth_id', messageKey: 'errors.boothMismatch' });
    }
    if (request.regiNr && request.regiNr !== booth.regiNr)
      fieldErrors.push({ field: '/body/regiNr', messageKey: 'errors.boothMismatch' });
    if (request.fairIdent && request.fairIdent !== booth.fairIdCode)
      fieldErrors.push({ field: '/body/fairIdent', messageKey: 'errors.fairMismatch' });
    const additional = await this.additionalBooths(user, booth, request.additionalBooths ?? [], fieldErrors);
    if (!validated.ok || fieldErrors.length > 0) return { ok: false, error: 'invalid', fieldErrors };

    const history = await this.insurances.historyOf(booth.regiNr);
    if (mode === 'update' && history.length === 0) return { ok: false, error: 'noInsurance' };
    const fair = await this.fairs.byIdCode(booth.fairIdCode);
    if (!fair) return { ok: false, error: 'boothNotFound' };

    const language = user.locale;
    const submission: InsuranceSubmission = {
      fairIdent: fair.idCode,
      teamEmail: fair.teamEmail ?? '',
      regiNr: booth.regiNr,
      hall: hallOf(booth, language),
      boothNumber: booth.standnummer ?? '',
      exponant: booth.blendentext ?? `${user.givenName} ${user.familyName}`.trim(),
      additionalBooths: additional.map((other) => ({
        regiNr: other.regiNr,
        hall: hallOf(other, language),
        boothNumber: other.standnummer ?? '',
      })),
    };
    const data = validated.value;
    const mail = insuranceMail({
      submission,
      data,
      premiums: insurancePremiums(data),
      language,
      enteredBy: { name: `${user.givenName} ${user.familyName}`.trim(), email: user.email },
    });
    // Decided on the history as it is when the write happens (concurrent changes of the booth wait for each other):
    // one entry and one mail per change that matters, so the same insurance again changes nothing and mails no one,
    // and no more changes than the limit, however many are sent at once.
    const outcome = await this.insurances.addUnless(
      booth.regiNr,
      user.id,
      data,
      now,
      (latest): InsuranceSubmitResult | undefined => {
        const current = latest.at(-1);
        if (current && sameInsurance(current, data)) return { ok: true, entry: toEntry(current), submission };
        const limited = changeRateDecision(latest, user.id, now, this.changeLimit);
        if (limited) return { ok: false, error: 'rateLimited', retryAfterSeconds: limited.retryAfterSeconds };
        return undefined;
      },
      async (written) => {
        if (submission.teamEmail) await this.mailQueue.enqueue(mail, `insurance:${written.id}`);
      },
      // Who did it (the team's last actions; the holder sees what members did) and the domain event, with the entry.
      boothActionOf(booth.regiNr, fair, user.id, isWaiver(data) ? 'insurance.waived' : 'insurance.saved', now),
    );
    if ('refused' in outcome) return outcome.refused;
    await this.actions?.actionTaken(booth.regiNr, user.id);
    return { ok: true, entry: toEntry(outcome.added), submission };
  }

  /** Further booths the insurance covers: each must be one of the user's booths of the same fair. */
  private async additionalBooths(
    user: User,
    main: BookedBooth,
    requested: NonNullable<InsuranceRequest['additionalBooths']>,
    fieldErrors: InsuranceFieldError[],
  ): Promise<BookedBooth[]> {
    // Each further booth is checked as the main one is: the user must be allowed to insure it.
    const results = await mapWithConcurrency(requested, BOOTH_CONCURRENCY, (entry) =>
      this.access.scope(user, 'insurance', entry.regiNr),
    );
    const booths: BookedBooth[] = [];
    results.forEach((result, index) => {
      const field = `/body/additionalBooths/${index}/regiNr`;
      const found = result?.listed.data;
      if (!found) fieldErrors.push({ field, messageKey: 'errors.boothNotFound' });
      else if (found.fairIdCode !== main.fairIdCode) fieldErrors.push({ field, messageKey: 'errors.fairMismatch' });
      else if (found.regiNr === main.regiNr || booths.some((booth) => booth.regiNr === found.regiNr)) {
        fieldErrors.push({ field, messageKey: 'errors.duplicateBooth' });
      } else booths.push(found);
    });
    return booths;
  }
}

/** The same cover, sums and values (what the fair team's mail and the premiums are made of). */
function sameInsurance(entry: InsuranceData, data: InsuranceData): boolean {
  return INSURANCE_FIELDS.every((field) => (entry[field] ?? null) === (data[field] ?? null));
}

/** Over the limit: when the oldest change of this user to this booth within the window leaves it. */
function changeRateDecision(
  history: readonly InsuranceRecord[],
  userId: string,
  now: Date,
  limit: { changes: number; windowMs: number },
): { retryAfterSeconds: number } | undefined {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = history
    .filter((entry) => entry.userId === userId)
    .map((entry) => Date.parse(entry.createdAt))
    .filter((time) => time > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < limit.changes) return undefined;
  const freedAt = recent[recent.length - limit.changes] + limit.windowMs;
  return { retryAfterSeconds: Math.max(1, Math.ceil((freedAt - now.getTime()) / 1000)) };
}

function hallOf(booth: BookedBooth, language: Language): string {
  return textIn(booth.halleBezeichnung, language);
}

function toEntry(record: InsuranceRecord): InsuranceEntry {
  const { id, boothId, userId: _userId, createdAt, ...data } = record;
  return { id, booth_id: boothId, createdAt, ...data, waiver: isWaiver(data), premiums: insurancePremiums(data) };
}
