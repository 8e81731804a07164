import { BookingSystemUnavailable } from '../ports/BookingSystem.ts';

const OUT_OF_TIME = Symbol('out of time');

/**
 * One time budget for a whole page. A call the page cannot do without that is still under way when the
 * budget runs out makes the booking system count as unavailable (503, the answer still lands in the
 * adapter's cache for the next visit); a call the page can show without is given up as unknown and the
 * page is marked stale. No new call starts once the budget is spent.
 */
export class PageBudget {
  #timer: ReturnType<typeof setTimeout> | undefined;
  readonly #expired: Promise<typeof OUT_OF_TIME>;
  over = false;
  /** A call was given up for the budget: the page is not complete. */
  cut = false;

  constructor(ms: number) {
    this.#expired = new Promise((resolve) => {
      this.#timer = setTimeout(() => {
        this.over = true;
        resolve(OUT_OF_TIME);
      }, ms);
    });
  }

  async required<T>(operation: string, call: Promise<T>): Promise<T> {
    call.catch(() => undefined); // it may fail after the budget has answered for it
    const result = await Promise.race([call, this.#expired]);
    if (result === OUT_OF_TIME)
      throw new BookingSystemUnavailable(`${operation} (out of the booth page's time budget)`);
    return result;
  }

  async optional<T>(call: Promise<T | null>): Promise<T | null> {
    call.catch(() => undefined);
    const result = await Promise.race([call, this.#expired]);
    if (result !== OUT_OF_TIME) return result;
    this.cut = true;
    return null;
  }

  startIfInTime<T>(operation: string, call: () => Promise<T>): Promise<T> {
    return this.over
      ? Promise.reject(new BookingSystemUnavailable(`${operation} (out of the booth page's time budget)`))
      : call();
  }

  end(): void {
    clearTimeout(this.#timer);
  }
}
