import {
  activeBooths,
  boothLabel,
  fairNavigation,
  isFairOpenForNewRegistration,
  isFairPublished,
  isNewMember,
  isRenewalBooth,
  localized,
  localizedText,
  pastFairCandidates,
  pastFairs,
  pastFairSeries,
  pastFairSeriesKey,
  registrationStepLabel,
  registrationStepOf,
  type BoothStatus,
  type FairView,
  type FairWithBooths,
  mayDo,
} from '../../domain/index.ts';
import type { BookingSystem } from '../ports/BookingSystem.ts';
import type { HomeNotices } from '../ports/HomeNotices.ts';
import type { Notifications } from '../ports/Notifications.ts';
import type { WallEntryView } from './Teasers.ts';
import type { Fairs, ProductFair } from '../ports/Fairs.ts';
import type { User } from '../ports/Users.ts';
import { mapWithConcurrency } from '../shared/concurrency.ts';
import type { BoothAccess } from '../shared/BoothAccess.ts';
import { sharedMark, withSharedBooths } from './sharedBoothLists.ts';
import type { BoothCardView, FairNavigationView, HomeView, OpenFairView } from './homeViews.ts';

export type { BoothCardView, FairNavigationView, HomeView, OpenFairView, PastFairSeriesView } from './homeViews.ts';

/** The wall of interesting fairs as the home page reads it (application/Teasers.ts MarketingContent). */
export interface WallOfFairs {
  currentWallEntries(now: Date): Promise<WallEntryView[]>;
}

/** Rubin calls of one page that may be under way at once. */
const BOOKING_CONCURRENCY = 4;

/**
 * The home page of the exhibitor area (exhibitor-area §2 Home) in one call: the active booths as the
 * domain sorts and filters them, the shell's fair navigation and the fairs open for a new registration.
 */
/** No answer of the booking system: a new member's own lists, which it is not asked for. */
const noAnswer = { data: [] as never[], stale: false };

export class ExhibitorHome {
  private readonly fairs: Fairs;
  private readonly bookingSystem: BookingSystem;
  private readonly notifications: Notifications;
  private readonly wall: WallOfFairs;
  private readonly notices: HomeNotices;
  private readonly access: BoothAccess;

  constructor(deps: {
    fairs: Fairs;
    bookingSystem: BookingSystem;
    notifications: Notifications;
    wall: WallOfFairs;
    notices: HomeNotices;
    access: BoothAccess;
  }) {
    this.access = deps.access;
    this.fairs = deps.fairs;
    this.bookingSystem = deps.bookingSystem;
    this.notifications = deps.notifications;
    this.wall = deps.wall;
    this.notices = deps.notices;
  }

  async homeFor(user: User, now: Date): Promise<HomeView> {
    const [productFairs, unreadNotifications, wallEntries, message] = await Promise.all([
      this.fairs.publishedUpTo(now),
      this.notifications.unreadCount(user.id),
      this.wall.currentWallEntries(now),
      this.notices.current(now),
    ]);
    const published = productFairs.filter((fair) => isFairPublished(fair, now));
    const fairsOpenForRegistration = published
      .filter((fair) => isFairOpenForNewRegistration(fair, now))
      .map((fair) => openFairView(fair));
    // exhibitor-area §6: a new member has no booths of their own, and the booking system is not asked for them; a
    // colleague without a role of their own still sees the booths shared with them.
    const newMember = isNewMember(user);
    const sharedWithNewMember = newMember ? await this.access.sharedBoothsOf(user) : [];
    if (newMember && sharedWithNewMember.length === 0) {
      const none = { stale: false, activeBooths: [], fairNavigation: [], pastFairSeries: [] };
      return { newMember: true, ...none, fairsOpenForRegistration, unreadNotifications, wallEntries, message };
    }
    const [bookingFairs, boothsPerFair, past, shared] = newMember
      ? [noAnswer, published.map(() => noAnswer), { fairs: [], stale: false }, sharedWithNewMember]
      : await this.ownBoothsAndShared(user, published, productFairs, now);
    const seriesByFair = new Map(bookingFairs.data.map((fair) => [fair.idCode, fair.series]));
    const lists = withSharedBooths(
      published.map((fair, index) => ({
        fair: { ...fair, series: seriesByFair.get(fair.idCode) ?? fair.series ?? null },
        booths: boothsPerFair[index].data,
      })),
      shared,
    );
    const withBooths: FairWithBooths[] = lists.fairs;
    const active = activeBooths(withBooths, now);
    const renewalLinks = await mapWithConcurrency(active, BOOKING_CONCURRENCY, ({ booth }) =>
      this.renewalRegistration(user, booth),
    );
    const stale = bookingFairs.stale || past.stale || lists.stale || boothsPerFair.some((answer) => answer.stale);
    return {
      newMember: false,
      stale,
      activeBooths: active.map(({ fair, booth }, index) => {
        const mark = sharedMark(lists, booth.regiNr);
        const card = boothCardView(fair, booth, renewalLinks[index] ?? null);
        // The basket and the renewal are the holder's contract: a member whose level lacks it sees neither.
        const contract = !mark.sharedBy || mayDo({ role: 'member', level: mark.sharedBy.level }, 'contractActions');
        return { ...card, ...(contract ? {} : { hatWarenkorbPositionen: false, registrationUrl: null }), ...mark };
      }),
      fairNavigation: navigationView(withBooths, now).map((entry) => ({
        ...entry,
        booths: entry.booths.map((booth) => ({ ...booth, ...sharedMark(lists, booth.regiNr) })),
      })),
      fairsOpenForRegistration,
      pastFairSeries: pastFairSeries(past.fairs, now).map(({ fair, booths }) => ({
        seriesId: fair.series?.reiheId ?? fair.idCode,
        fair: {
          idCode: fair.idCode,
          displayName: fair.displayName,
          duration: { start: fair.duration.start ?? null, end: fair.duration.end ?? null },
        },
        booths: booths.map((booth) => ({
          regiNr: booth.regiNr,
          label: localized((language) => boothLabel(booth, language)),
        })),
      })),
      unreadNotifications,
      wallEntries,
      message,
    };
  }

  /** The user's own answers of the booking system (fairs, booths per published fair, past fairs) and the shared booths. */
  private ownBoothsAndShared(user: User, published: readonly FairView[], productFairs: readonly FairView[], now: Date) {
    const bookingFairsCall = this.bookingSystem.fairs(user.email);
    return Promise.all([
      bookingFairsCall,
      mapWithConcurrency(published, BOOKING_CONCURRENCY, (fair) =>
        this.bookingSystem.boothsOfFair(user.email, fair.idCode),
      ),
      bookingFairsCall.then((fairs) =>
        this.latestPastParticipations(user, pastFairCandidates(productFairs, fairs.data, now), now),
      ),
      this.access.sharedBoothsOf(user),
    ]);
  }

  /**
   * Where an OP renewal card leads: the booth's registration link (GET /rubin/boothlinks, §7). A failing booking
   * system leaves the card on the booth page instead of failing Home.
   */
  private async renewalRegistration(user: User, booth: FairWithBooths['booths'][number]): Promise<string | null> {
    if (!isRenewalBooth(booth)) return null;
    try {
      const links = await this.bookingSystem.boothLinks(user.email, booth.regiNr);
      return links?.data.registration?.trim() || null;
    } catch {
      return null;
    }
  }

  /**
   * The user's booths of the latest past fair of each series where they took part (exhibitor-area §5 past
   * fairs): the candidates' booths are asked series by series, latest fair first (GET /rubin/fair/booths,
   * §7), and a series stops at its first fair with a booth that is not an OP offer, since only that one is
   * shown. Rounds run the series side by side.
   */
  private async latestPastParticipations(
    user: User,
    candidates: readonly FairView[],
    now: Date,
  ): Promise<{ fairs: FairWithBooths[]; stale: boolean }> {
    const queues = new Map<string, FairView[]>();
    for (const fair of candidates) {
      const key = pastFairSeriesKey(fair);
      queues.set(key, [...(queues.get(key) ?? []), fair]);
    }
    let pending = [...queues.values()];
    const fairs: FairWithBooths[] = [];
    let stale = false;
    while (pending.length > 0) {
      const answers = await mapWithConcurrency(pending, BOOKING_CONCURRENCY, (queue) =>
        this.bookingSystem.boothsOfFair(user.email, queue[0].idCode),
      );
      const next: FairView[][] = [];
      pending.forEach((queue, index) => {
        const answer = answers[index];
        stale ||= answer.stale;
        const entry = { fair: queue[0], booths: answer.data };
        if (pastFairs([entry], now).length > 0) fairs.push(entry);
        else if (queue.length > 1) next.push(queue.slice(1));
      });
      pending = next;
    }
    return { fairs, stale };
  }
}

function boothCardView(
  fair: FairView,
  booth: FairWithBooths['booths'][number],
  registrationUrl: string | null,
): BoothCardView {
  const step = registrationStepOf(booth.status);
  return {
    regiNr: booth.regiNr,
    status: (booth.status as BoothStatus | null | undefined) ?? null,
    statusStep: step,
    statusLabel: localized((language) => registrationStepLabel(fair, step, language)),
    standnummer: booth.standnummer ?? '',
    halleBezeichnung: localizedText(booth.halleBezeichnung),
    hatWarenkorbPositionen: booth.hatWarenkorbPositionen === true,
    registrationUrl,
    fair: {
      idCode: fair.idCode,
      displayName: fair.displayName,
      duration: { start: fair.duration.start ?? null, end: fair.duration.end ?? null },
      registrationDeadline: fair.registrationDeadline ?? null,
      // The address of the stored logo (it changes with the image), not the image: the browser caches it once for every card and page.
      logo: fair.logo?.de || null,
    },
  };
}

function navigationView(fairs: readonly FairWithBooths[], now: Date): FairNavigationView[] {
  // The domain labels per language; the booths and their order are the same in every language.
  const items = fairNavigation(fairs, now, 'de');
  const boothsByRegiNr = new Map(fairs.flatMap(({ booths }) => booths.map((booth) => [booth.regiNr, booth])));
  const fairsByCode = new Map(fairs.map(({ fair }) => [fair.idCode, fair]));
  return items.map((item) => ({
    idCode: item.idCode,
    displayName: fairsByCode.get(item.idCode)!.displayName,
    booths: item.entries
      .filter((entry) => entry.kind === 'booth')
      .map((entry) => {
        const booth = boothsByRegiNr.get(entry.regiNr)!;
        return { regiNr: entry.regiNr, label: localized((language) => boothLabel(booth, language)) };
      }),
  }));
}

function openFairView(fair: ProductFair): OpenFairView {
  return {
    idCode: fair.idCode,
    displayName: fair.displayName,
    registrationDeadline: fair.registrationDeadline ?? null,
    registrationUrl: localizedText(fair.defaultRegistrationUrl),
  };
}
