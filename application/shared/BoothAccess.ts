import { isNewMember } from '../../domain/index.ts';
import { mapWithConcurrency } from './concurrency.ts';
import type { Answer, BookedBooth, BookingSystem } from '../ports/BookingSystem.ts';
import type { User } from '../ports/Users.ts';

/** What a registration number may look like; anything else names no booth and is not sent to the booking system. */
export const isBoothId = (regiNr: string): boolean => /^[0-9A-Za-z_-]{1,40}$/.test(regiNr);

export type BoothAccessResult = { ok: true; booth: Answer<BookedBooth> } | { ok: false; error: 'boothNotFound' };

/** Booth lists of the booking system's fairs asked at once when the user's booths are gathered. */
const BOOTH_LIST_CONCURRENCY = 16;

/**
 * Which booths a user may see comes from the booking system, asked for that user (exhibitor-area §6):
 * every endpoint that names a booth, a document or an insurance goes through here on the server.
 *
 * A booth is asked for only when it is on the user's own booth list (their registrations at the booking
 * system's fairs and at past fairs); a made-up registration number is refused before the booking system
 * hears of it, so it neither costs a call nor takes room in the adapter's answer cache. The lists are the
 * same calls the home page makes, and the adapter keeps them fresh for a while.
 */
export class BoothAccess {
  private readonly bookingSystem: BookingSystem;

  constructor(bookingSystem: BookingSystem) {
    this.bookingSystem = bookingSystem;
  }

  async boothOf(user: User, regiNr: string): Promise<BoothAccessResult> {
    if (!(await this.isOwnBooth(user, regiNr))) return { ok: false, error: 'boothNotFound' };
    const booth = await this.bookingSystem.booth(user.email, regiNr);
    return booth ? { ok: true, booth } : { ok: false, error: 'boothNotFound' };
  }

  /** Whether the registration number is on the user's own booth list; throws BookingSystemUnavailable like the lists. */
  async isOwnBooth(user: User, regiNr: string): Promise<boolean> {
    return (await this.listedBooth(user, regiNr)) !== undefined;
  }

  /**
   * The booth as the user's booth list gives it (the registration the home page shows as a card), or undefined
   * when it is not on the list; stale when the list is a kept answer. Throws BookingSystemUnavailable like the lists.
   */
  async listedBooth(user: User, regiNr: string): Promise<Answer<BookedBooth> | undefined> {
    // exhibitor-area §6: a new member has no booths, and the booking system is not asked.
    if (!isBoothId(regiNr) || isNewMember(user)) return undefined;
    const email = user.email;
    const [fairs, past] = await Promise.all([this.bookingSystem.fairs(email), this.bookingSystem.pastFairs(email)]);
    for (const entry of past.data) {
      const booth = entry.booths.find((candidate) => candidate.regiNr === regiNr);
      if (booth) return { data: booth, stale: past.stale };
    }
    const lists = await mapWithConcurrency(fairs.data, BOOTH_LIST_CONCURRENCY, (fair) =>
      this.bookingSystem.boothsOfFair(email, fair.idCode),
    );
    for (const list of lists) {
      const booth = list.data.find((candidate) => candidate.regiNr === regiNr);
      if (booth) return { data: booth, stale: list.stale || fairs.stale };
    }
    return undefined;
  }
}
