import type { Portal } from '../../adapters/compositionRoot.ts';
import { counted, progress, rowOf, type Row } from './harness.ts';
import { getJson } from './operatorPortal.ts';

/** The back office's paged master-data lists (openapi/paths/admin-coreData.yaml), smallest of the data set first. */
const ADMIN_LISTS = ['/api/headerdefinitions', '/api/boothservices', '/api/tasktitles', '/api/taskdefinitions'];
const ADMIN_PAGE_SIZE = 20;
const ADMIN_SAMPLES = 100;
const FEED_SAMPLES = 200;
const FEED_GROWTH_SAMPLES = 50;

interface AdminPage {
  readonly total: number;
}

/**
 * A page of each admin list (the default page size, pages spread over the whole list, the default sort), p50/p99
 * over ADMIN_SAMPLES requests after a few to warm up; the lists' sizes give the growth, the largest the key figure.
 */
export async function measureAdminLists(
  portal: Portal,
  cookie: string,
): Promise<{ rows: Row[]; largestP99Ms: number }> {
  const rows: Row[] = [];
  for (const list of ADMIN_LISTS) {
    const pageUrl = (page: number) => `${portal.url}${list}?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`;
    const { total } = (await getJson(pageUrl(1), { cookie })) as AdminPage;
    const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
    // Spread over the list, in an order that is not sequential (a stride prime to most page counts).
    const pageOf = (index: number) => 1 + ((index * 37) % pages);
    for (let index = 0; index < 5; index += 1) await getJson(pageUrl(pageOf(index)), { cookie });
    progress(`admin list ${list}: ${total} items, ${ADMIN_SAMPLES} pages of ${ADMIN_PAGE_SIZE}`);
    const measured = await counted(ADMIN_SAMPLES, (index) => getJson(pageUrl(pageOf(index)), { cookie }));
    rows.push(rowOf(`GET ${list}?page&pageSize=${ADMIN_PAGE_SIZE}`, total, 'items', measured));
  }
  // The data set's 10,000 back-office items are spread over the lists: the longest stands for the key figure.
  const largest = rows.reduce((longest, row) => (row.size > longest.size ? row : longest));
  return {
    rows: rows.map((row) => (row === largest ? { ...row, note: 'the longest list: admin_list10k_p99_ms' } : row)),
    largestP99Ms: largest.p99Ms!,
  };
}

interface FeedRange {
  readonly min: string;
  readonly max: string;
  readonly count: string;
}

/**
 * GET /api/events pages at cursors spread evenly over the whole seq range (every FEED_SAMPLES-th part), with a
 * service token: p50/p99 of 100 events a page for the key figure; pages of 10 and 500 (the most the feed gives) for the growth per event.
 */
export async function measureFeed(
  portal: Portal,
  token: string,
): Promise<{ rows: Row[]; p99Ms: number; events: number }> {
  const [range] = await portal.orm.em
    .getConnection()
    .execute<FeedRange[]>(
      'select min(seq)::text as min, max(seq)::text as max, count(*)::text as count from domain_events',
    );
  const low = BigInt(range.min ?? '0');
  const high = BigInt(range.max ?? '0');
  const events = Number(range.count);
  const headers = { authorization: `Bearer ${token}` };
  const cursorAt = (index: number, samples: number) =>
    String(low - 1n + ((high - low + 1n) * BigInt(index)) / BigInt(samples));
  const page = (limit: number, samples: number) => (index: number) =>
    getJson(`${portal.url}/api/events?after=${cursorAt(index, samples)}&limit=${limit}`, headers);
  for (let index = 0; index < 5; index += 1) await page(100, 5)(index);
  const rows: Row[] = [];
  let p99Ms = Number.NaN;
  for (const [limit, samples] of [
    [10, FEED_GROWTH_SAMPLES],
    [100, FEED_SAMPLES],
    [500, FEED_GROWTH_SAMPLES],
  ] as const) {
    progress(`event feed: ${samples} pages of ${limit} over ${events} events`);
    const measured = await counted(samples, page(limit, samples));
    const row = rowOf(
      `GET /api/events?after&limit=${limit}`,
      limit,
      'events/page',
      measured,
      `${events} events in the feed`,
    );
    if (limit === 100) p99Ms = row.p99Ms!;
    rows.push(row);
  }
  return { rows, p99Ms, events };
}
