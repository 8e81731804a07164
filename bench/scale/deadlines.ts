import type { Deadlines, DeadlinesView } from '../../application/exhibitor/Deadlines.ts';
import { UsersToken, type User, type Users } from '../../application/ports/Users.ts';
import type { Portal } from '../../adapters/compositionRoot.ts';
import type { ViewCache } from '../../adapters/http/viewCache.ts';
import { DeadlinesToken } from '../../adapters/wiring/deadlines.ts';
import { ExhibitorViewsToken } from '../../adapters/wiring/exhibitor.ts';
import { counted, progress, routesText, rowOf, type Row } from './harness.ts';
import { getJson } from './operatorPortal.ts';

/** The dealer's user id: the development provider's subject, which the portal keeps as the user's id. */
const DEALER_ID = 'op-00000-haendler150';
/**
 * The booking-system answers are fresh 30 s (HttpBookingSystem's cacheFreshMs), then asked for again; a user's
 * request bucket (600 calls, 10 a second: its userRateLimit) is full again 60 s after it was emptied.
 */
const RUBIN_FRESH_MS = 30_000;
const RATE_BUCKET_REFILL_MS = 60_000;
const WARM_SAMPLES = 50;
/** Users never seen by the portal per smaller size, each read once: the p50 is over them. */
const USERS_PER_SIZE = 5;

export interface DeadlineFigures {
  readonly emptyS: number;
  readonly coldS: number;
  readonly warmMs: number;
  readonly rubinCallsPerBooth: number;
  readonly rows: Row[];
  /** Where the cold call's booking-system calls went. */
  readonly coldRoutes: string;
}

/**
 * GET /api/exhibitor/deadlines of the dealer with 150 booths: the first call of a fresh portal (nothing kept), a
 * cold one and the warm p50.
 *
 * "Cold" is the view not kept with the booking-system answers in their steady state. Nothing in the portal keeps
 * Rubin's answers fresh in the background: the jobs (reminders, digest) read them once a day or week, and an answer
 * is fresh for 30 s only, so the steady state of a returning user is "kept as last good answer, not fresh" -- every
 * answer is asked for again, with the last good one at hand should Rubin fail -- and a full request bucket. That is
 * emulated by waiting out the fresh time and the bucket's refill after the first call and then forgetting the
 * user's views through ViewCache.forget (what a change notice does), rather than a second session: views are kept
 * per user, not per session, so a second sign-in would find the same kept view.
 */
export async function measureDeadlines(portal: Portal, cookie: string, booths: number): Promise<DeadlineFigures> {
  const url = `${portal.url}/api/exhibitor/deadlines?language=de`;
  const read = () => getJson(url, { cookie }) as Promise<DeadlinesView>;
  progress('deadlines of the dealer: first call of a fresh portal');
  const empty = await counted(1, read);
  const emptyDone = performance.now();
  progress(`  ${seconds(empty.timesMs[0])} s, ${empty.rubinCalls} Rubin calls (${routesText(empty.byRoute)})`);
  progress(`  ${shownText(empty.last)}`);

  const wait = Math.max(RUBIN_FRESH_MS, RATE_BUCKET_REFILL_MS) + 1_000 - (performance.now() - emptyDone);
  progress(`deadlines of the dealer: waiting ${seconds(wait)} s (answers no longer fresh, bucket full), then cold`);
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, wait)));
  portal.container.get<ViewCache>(ExhibitorViewsToken).forget(DEALER_ID);
  const cold = await counted(1, read);
  progress(
    `  ${seconds(cold.timesMs[0])} s, ${cold.rubinCalls} Rubin calls (${routesText(cold.byRoute)}); ${shownText(cold.last)}`,
  );

  const warm = await counted(WARM_SAMPLES, read);
  const warmRow = rowOf('GET /api/exhibitor/deadlines warm (repeated)', booths, 'booths', warm, shownText(warm.last));
  progress(
    `  warm p50 ${warmRow.p50Ms!.toFixed(1)} ms over ${WARM_SAMPLES} calls, ${warm.rubinCalls} Rubin calls in all`,
  );
  return {
    emptyS: empty.timesMs[0] / 1000,
    coldS: cold.timesMs[0] / 1000,
    warmMs: warmRow.p50Ms!,
    rubinCallsPerBooth: cold.rubinCalls / booths,
    coldRoutes: routesText(cold.byRoute),
    rows: [
      rowOf('GET /api/exhibitor/deadlines empty (fresh process)', booths, 'booths', empty, shownText(empty.last)),
      rowOf('GET /api/exhibitor/deadlines cold (view forgotten)', booths, 'booths', cold, shownText(cold.last)),
      warmRow,
    ],
  };
}

/**
 * The deadlines at smaller sizes: accounts of the data set with one booth and with five, which cannot sign in at the
 * development provider (only the dealer and aussteller3000 can), so their deadlines are read in-process through the
 * service behind the route (Deadlines.deadlinesFor, without the view cache and HTTP), each user once and never seen
 * before: nothing of theirs kept, as the dealer's empty call. The accounts come in the data set's order with their
 * booth counts (from the simulator's process, which holds the data set).
 */
export async function measureSmallerDeadlines(
  portal: Portal,
  boothsPerAccount: readonly (readonly [string, number])[],
): Promise<Row[]> {
  const users = portal.container.get<Users>(UsersToken);
  const deadlines = portal.container.get<Deadlines>(DeadlinesToken);
  const rows: Row[] = [];
  for (const size of [1, 5]) {
    const chosen = boothsPerAccount
      .filter(([id, booths]) => booths === size && id !== DEALER_ID)
      .slice(0, USERS_PER_SIZE);
    const known = (await Promise.all(chosen.map(([id]) => users.byId(id)))).filter(
      (user): user is User => user !== undefined,
    );
    if (known.length === 0) continue;
    progress(`deadlines of ${known.length} accounts with ${size} booth(s) each, in-process`);
    const shown: number[] = [];
    const measured = await counted(known.length, async (index) => {
      const view = await deadlines.deadlinesFor(known[index], 'de', new Date());
      shown.push(view.booths.length);
      return view;
    });
    rows.push(
      rowOf(
        'Deadlines.deadlinesFor in-process, nothing kept',
        size,
        'booths',
        measured,
        `${known.length} users; booths shown ${shown.join('/')}`,
      ),
    );
  }
  return rows;
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);

/** What the view showed: a stale view (some answers only from the cache) is not kept, so the next call loads again. */
const shownText = (view: DeadlinesView) =>
  `${view.booths.length} booths shown, ${view.unavailableBooths.length} unavailable${view.stale ? ', stale' : ''}`;
