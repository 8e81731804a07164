import type { Answer, BookedBooth, BookingSystem } from './ports/BookingSystem.ts';
import type { User } from './ports/Users.ts';

/** What a registration number may look like; anything else names no booth and is not sent to the booking system. */
export const isBoothId = (regiNr: string): boolean => /^[0-9A-Za-z_-]{1,40}$/.test(regiNr);

export type BoothAccessResult = { ok: true; booth: Answer<BookedBooth> } | { ok: false; error: 'boothNotFound' };

/**
 * Which booths a user may see comes from the booking system, asked for that user (exhibitor-area §6):
 * every endpoint that names a booth, a document or an insurance goes through here on the server.
 */
export class BoothAccess {
  private readonly bookingSystem: BookingSystem;

  constructor(bookingSystem: BookingSystem) {
    this.bookingSystem = bookingSystem;
  }

  async boothOf(user: User, regiNr: string): Promise<BoothAccessResult> {
    if (!isBoothId(regiNr)) return { ok: false, error: 'boothNotFound' };
    const booth = await this.bookingSystem.booth(user.email, regiNr);
    return booth ? { ok: true, booth } : { ok: false, error: 'boothNotFound' };
  }
}
