import {
  boothLabel,
  documentHallName,
  groupPastFairDocuments,
  isNewMember,
  localized,
  pastFairCandidates,
  pastFairs,
  type FairView,
  type Localized,
} from '../../domain/index.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { BookedBooth, BookingSystem, BoothDocument } from '../ports/BookingSystem.ts';
import type { Fairs } from '../ports/Fairs.ts';
import type { User } from '../ports/Users.ts';

export interface PastFairDocumentView {
  dokumentId: string;
  typ: string;
  bezeichnung: string | null;
  contentType: string | null;
  /** Per language, as the booth's hall is named (domain documentHallName). */
  hall: Localized<string> | null;
}

export interface PastFairBoothView {
  regiNr: string;
  /** Hall / booth number per language (spec: exhibitor-area §2 Documents). */
  label: Localized<string>;
  /** In the order of past fairs: BKOP, STANGEBT, HPLAN, STSKIZZE, then any other type. */
  documents: PastFairDocumentView[];
}

export interface PastFairView {
  idCode: string;
  displayName: Localized<string>;
  duration: { start: string | null; end: string | null };
  booths: PastFairBoothView[];
}

export interface PastFairsView {
  seriesId: string;
  /** The series' title as the booking system names it, where known. */
  seriesTitle: string | null;
  /** True when some of it is the last good answer kept while the booking system fails. */
  stale: boolean;
  /** The user's past fairs of the series, latest duration end first (spec: exhibitor-area §5). */
  fairs: PastFairView[];
}

export type PastFairsResult = { ok: true; view: PastFairsView } | { ok: false; error: 'boothNotFound' };

/** Rubin calls of one page that may be under way at once. */
const BOOKING_CONCURRENCY = 4;

/** The key of a fair's series in the address /pastfairs/:series/:fair: its series id, or the fair itself without one. */
export const seriesIdOf = (fair: Pick<FairView, 'idCode' | 'series'>): string =>
  fair.series?.reiheId.trim() || fair.idCode;

/**
 * The past fair page of one series (exhibitor-area §2 "past fair page", §5 past fairs) in one call: the
 * user's past fairs of the series with their booths and each booth's past documents. Past fairs are decided
 * by the §5 rule at `now` over the fairs the product and the booking system know; only the user's booths
 * count, so another user's series, or one the user has no past booth in, is `boothNotFound`.
 */
export class PastFairs {
  private readonly fairs: Fairs;
  private readonly bookingSystem: BookingSystem;

  constructor(deps: { fairs: Fairs; bookingSystem: BookingSystem }) {
    this.fairs = deps.fairs;
    this.bookingSystem = deps.bookingSystem;
  }

  async ofSeries(user: User, seriesId: string, now: Date): Promise<PastFairsResult> {
    if (isNewMember(user)) return { ok: false, error: 'boothNotFound' };
    const [productFairs, bookingFairs] = await Promise.all([
      this.fairs.publishedUpTo(now),
      this.bookingSystem.fairs(user.email),
    ]);
    const candidates = pastFairCandidates(productFairs, bookingFairs.data, now).filter(
      (fair) => seriesIdOf(fair) === seriesId,
    );
    const booths = await mapWithConcurrency(candidates, BOOKING_CONCURRENCY, (fair) =>
      this.bookingSystem.boothsOfFair(user.email, fair.idCode),
    );
    // The §5 rule over the series' fairs: publish end passed, renewal offers (OP) left out, latest end first.
    const past = pastFairs(
      candidates.map((fair, index) => ({ fair, booths: booths[index].data })),
      now,
    );
    if (past.length === 0) return { ok: false, error: 'boothNotFound' };

    const pastBooths = past.flatMap(({ booths: ofFair }) => ofFair);
    const documents = await mapWithConcurrency(pastBooths, BOOKING_CONCURRENCY, (booth) =>
      this.bookingSystem.pastBoothDocuments(user.email, booth.regiNr),
    );
    const documentsByBooth = new Map(pastBooths.map((booth, index) => [booth.regiNr, documents[index]]));
    const stale =
      bookingFairs.stale || booths.some((answer) => answer.stale) || documents.some((answer) => answer?.stale === true);

    return {
      ok: true,
      view: {
        seriesId,
        seriesTitle: past[0].fair.series?.titel ?? null,
        stale,
        fairs: past.map(({ fair, booths: ofFair }) => ({
          idCode: fair.idCode,
          displayName: fair.displayName,
          duration: { start: fair.duration.start ?? null, end: fair.duration.end ?? null },
          booths: ofFair.map((booth) => ({
            regiNr: booth.regiNr,
            label: localized((language) => boothLabel(booth, language)),
            documents: documentViews(documentsByBooth.get(booth.regiNr)?.data ?? [], booth),
          })),
        })),
      },
    };
  }
}

function documentViews(
  documents: readonly BoothDocument[],
  booth: Pick<BookedBooth, 'halleBezeichnung'>,
): PastFairDocumentView[] {
  return groupPastFairDocuments(documents).flatMap(({ documents: group }) =>
    group.map((document) => ({
      dokumentId: document.dokumentId,
      typ: document.typ,
      bezeichnung: document.bezeichnung ?? null,
      contentType: document.contentType ?? null,
      hall: documentHallName(document.hall, booth.halleBezeichnung),
    })),
  );
}
