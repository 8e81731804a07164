import type { Portal } from '../../adapters/compositionRoot.ts';
import type { FairProgress } from '../../application/admin/FairProgress.ts';
import { FairRegistrationsToken, type FairRegistrations } from '../../application/ports/FairRegistrations.ts';
import { FairProgressToken } from '../../adapters/wiring/adminProgress.ts';
import { counted, progress, rowOf, type Row } from './harness.ts';
import { getJson } from './operatorPortal.ts';

const PAGE_SAMPLES = 30;

interface FairItem {
  readonly _id: string;
  readonly idCode: string;
}

/**
 * The organiser's cockpit at growing fair sizes: the background refresh of a whole fair (every booth read as its
 * holder's booth page reads it, the booking-system calls counted at the simulator) and the manager's first page of
 * it (GET /api/admin/fairs/{id}/progress, the default 100 booths, and one filtered to a task's overdue booths),
 * p50/p99 over PAGE_SAMPLES requests. The largest fair gives the key figures.
 */
export async function measureCockpit(
  portal: Portal,
  cookie: string,
): Promise<{ rows: Row[]; refreshS: number; pageMs: number }> {
  const { items } = (await getJson(`${portal.url}/api/admin/fairs?pageSize=200`, { cookie })) as {
    items: FairItem[];
  };
  const registrations = portal.container.get<FairRegistrations>(FairRegistrationsToken);
  const sized = await Promise.all(
    items.map(async (fair) => ({ fair, booths: (await registrations.ofFair(fair.idCode))?.length ?? 0 })),
  );
  const bySize = sized.filter((entry) => entry.booths > 0).sort((a, b) => a.booths - b.booths);
  if (bySize.length === 0) throw new Error('no fair of the data set has booths');
  // The smallest, a middle one and the largest: enough for the growth per booth.
  const chosen = [...new Set([bySize[0], bySize[Math.floor(bySize.length / 2)], bySize[bySize.length - 1]])];
  const projection = portal.container.get<FairProgress>(FairProgressToken);
  const rows: Row[] = [];
  let refreshS = Number.NaN;
  let pageMs = Number.NaN;
  for (const { fair, booths } of chosen) {
    progress(`cockpit: refreshing ${fair.idCode} (${booths} booths)`);
    const refresh = await counted(1, () => projection.refreshFair(fair.idCode, new Date()));
    rows.push(rowOf('cockpit refresh (background, whole fair)', booths, 'booths', refresh));
    const pageUrl = `${portal.url}/api/admin/fairs/${fair._id}/progress`;
    const first = (await getJson(pageUrl, { cookie })) as { tasks: { id: string }[] };
    for (let index = 0; index < 3; index += 1) await getJson(pageUrl, { cookie });
    const page = await counted(PAGE_SAMPLES, () => getJson(pageUrl, { cookie }));
    rows.push(rowOf('GET /api/admin/fairs/{id}/progress (first 100)', booths, 'booths', page));
    const task = first.tasks[0]?.id;
    if (task) {
      const filtered = `${pageUrl}?task=${encodeURIComponent(task)}&state=overdue,due&sort=-overdue`;
      const measured = await counted(PAGE_SAMPLES, () => getJson(filtered, { cookie }));
      rows.push(rowOf('GET …/progress?task&state&sort (filtered)', booths, 'booths', measured));
    }
    if (booths === bySize[bySize.length - 1].booths) {
      refreshS = refresh.timesMs[0] / 1000;
      pageMs = rows[rows.length - (task ? 2 : 1)].p99Ms!;
    }
  }
  return { rows, refreshS, pageMs };
}
