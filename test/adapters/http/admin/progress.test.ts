import { beforeAll, describe, expect, it } from '@jest/globals';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import type { FairProgress } from '../../../../application/admin/FairProgress.ts';
import { CSV_TYPE, XLSX_TYPE } from '../../../../adapters/http/spreadsheet.ts';
import { GAP_TEXT_DE, STATE_TEXT_DE } from '../../../../adapters/http/routes/admin/progress.ts';
import { FairProgressToken } from '../../../../adapters/wiring/adminProgress.ts';
import type { TaskDisplayState } from '../../../../domain/index.ts';
import { findDemoUser } from '../../../../adapters/demo/users.ts';
import { demo } from '../../../support/demo.ts';
import { queryRows } from '../../../support/testDatabase.ts';
import { expectDescribed } from '../../../support/testPortal.ts';
import { useAdminTestPortal } from './adminTestPortal.ts';
import { demoServiceToken } from '../../../support/serviceTokens.ts';
import { until } from '../../../support/until.ts';

// Beyond the spec: the organiser's cockpit, every booth of a fair with the state of each task its booth page shows
// (exhibitor-area §4 task display state), filtered, sorted and paged, as JSON, CSV and XLSX.

const MANAGER = 'manager@demo.test';
const EXHIBITOR = 'aussteller@demo.test';
const admin = useAdminTestPortal();

interface Booth {
  regiNr: string;
  boothNumber: string;
  hall: string;
  company: string;
  status: string;
  exhibitorType: string;
  contactEmail: string | null;
  states: Record<string, TaskDisplayState>;
  done: number;
  total: number;
  overdue: number;
  lastActivity: string | null;
  asOf: string;
  neverSignedIn: boolean;
  gap: keyof typeof GAP_TEXT_DE | null;
}
interface ProgressPage {
  fair: { id: string; idCode: string };
  asOf: string | null;
  stale: boolean;
  tasks: { id: string; title: string; counts: Record<TaskDisplayState, number> }[];
  booths: Booth[];
  total: number;
  page: number;
  pageSize: number;
}

const progressPath = (fairId: string, query = '') => `/api/admin/fairs/${encodeURIComponent(fairId)}/progress${query}`;

async function get(path: string, email = MANAGER): Promise<{ status: number; body: ProgressPage }> {
  const response = await admin.portal.send(email, 'GET', path);
  return { status: response.status, body: (await expectDescribed('GET', path, response)) as ProgressPage };
}

async function file(path: string, accept: string): Promise<Buffer> {
  const browser = await admin.portal.as(MANAGER);
  const response = await browser.api(path, { headers: { accept } });
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  await expectDescribed('GET', path, response);
  expect(response.status).toBe(200);
  return bytes;
}

const serviceToken = (clientId: string, scope: string) => demoServiceToken(admin.portal.url, clientId, scope);

/** Waits until `check` holds, asking again at short steps; the machine may be slow. */
let fairs: { _id: string; idCode: string }[];
/** The demo fair with the most booths, worked out in the background at its first view. */
let fair: { _id: string; idCode: string };
let all: ProgressPage;

beforeAll(async () => {
  const list = (await admin.portal.send(MANAGER, 'GET', '/api/admin/fairs?pageSize=200').then((r) => r.json())) as {
    items: { _id: string; idCode: string }[];
  };
  fairs = list.items;
  const progress = admin.portal.portal.container.get<FairProgress>(FairProgressToken);
  const sizes = await Promise.all(
    fairs.map(async (candidate) => ({
      candidate,
      booths: (await progress.refreshFair(candidate.idCode, new Date()))?.booths.length ?? 0,
    })),
  );
  fair = sizes.sort((a, b) => b.booths - a.booths)[0].candidate;
  all = (await get(progressPath(fair._id, '?pageSize=500'))).body;
}, 240_000);

describe('GET /api/admin/fairs/{id}/progress', () => {
  it('works a fair out in the background at its first view, and answers at once with what it has', async () => {
    const [never] = fairs;
    await queryRows(admin.portal.portal.databaseUrl, 'delete from fair_progress where fair_id_code = $1', [
      never.idCode,
    ]);
    const first = await get(progressPath(never._id));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ asOf: null, stale: true, booths: [], tasks: [], total: 0 });
    // The refresh runs in pg-boss, not in the request.
    const later = await until(
      () => get(progressPath(never._id)),
      (answer) => answer.body.asOf !== null,
      'the fair worked out in the background',
    );
    expect(later.body.stale).toBe(false);
    expect(later.body.fair.idCode).toBe(never.idCode);
  });

  it('lists every booth with a state per task its page shows, and counts per task and state', () => {
    expect(all.total).toBeGreaterThan(0);
    expect(all.booths).toHaveLength(all.total);
    for (const task of all.tasks) {
      const shown = all.booths.filter((booth) => booth.states[task.id] !== undefined);
      for (const state of Object.keys(STATE_TEXT_DE) as TaskDisplayState[])
        expect([task.id, state, task.counts[state]]).toEqual([
          task.id,
          state,
          shown.filter((booth) => booth.states[task.id] === state).length,
        ]);
    }
    for (const booth of all.booths) {
      expect(booth.done).toBe(Object.values(booth.states).filter((state) => state === 'done').length);
      expect(Object.keys(booth.states).every((id) => all.tasks.some((task) => task.id === id))).toBe(true);
    }
  });

  it('filters by status, hall, exhibitor type, task and state, as the same filter over the whole list', async () => {
    const [booth] = all.booths.filter((candidate) => Object.keys(candidate.states).length > 0);
    const [taskId, state] = Object.entries(booth.states)[0];
    const cases: Array<[string, (candidate: Booth) => boolean]> = [
      [`status=${booth.status}`, (candidate) => candidate.status === booth.status],
      [`hall=${encodeURIComponent(booth.hall)}`, (candidate) => candidate.hall === booth.hall],
      [`exhibitorType=${booth.exhibitorType}`, (candidate) => candidate.exhibitorType === booth.exhibitorType],
      [`task=${taskId}&state=${state}`, (candidate) => candidate.states[taskId] === state],
      [`state=${state}`, (candidate) => Object.values(candidate.states).includes(state)],
      [`task=${taskId}&state=${state}&status=NONE`, () => false],
    ];
    for (const [query, keep] of cases) {
      const answer = await get(progressPath(fair._id, `?pageSize=500&${query}`));
      expect([query, answer.body.booths.map((candidate) => candidate.regiNr)]).toEqual([
        query,
        all.booths.filter(keep).map((candidate) => candidate.regiNr),
      ]);
      expect(answer.body.total).toBe(answer.body.booths.length);
    }
  });

  it('tells the contacts who signed in from those who never did', async () => {
    await admin.portal.as(EXHIBITOR);
    const signedIn = await get(progressPath(fair._id, '?pageSize=500&neverSignedIn=false'));
    const never = await get(progressPath(fair._id, '?pageSize=500&neverSignedIn=true'));
    expect(signedIn.body.booths.every((booth) => booth.contactEmail?.toLowerCase() === EXHIBITOR)).toBe(true);
    expect(never.body.booths.some((booth) => booth.contactEmail?.toLowerCase() === EXHIBITOR)).toBe(false);
    expect(signedIn.body.total + never.body.total).toBe(all.total);
  });

  it('sorts and pages: the pages of a sort together are the whole sorted list', async () => {
    for (const sort of ['company', '-done', 'overdue', '-boothNumber']) {
      const whole = (await get(progressPath(fair._id, `?pageSize=500&sort=${sort}`))).body.booths;
      expect(whole.map((booth) => booth.regiNr).sort()).toEqual(all.booths.map((booth) => booth.regiNr).sort());
      const paged: Booth[] = [];
      for (let page = 1; paged.length < whole.length; page += 1) {
        const answer = (await get(progressPath(fair._id, `?pageSize=2&page=${page}&sort=${sort}`))).body;
        expect(answer).toMatchObject({ page, pageSize: 2, total: whole.length });
        paged.push(...answer.booths);
      }
      expect(paged.map((booth) => booth.regiNr)).toEqual(whole.map((booth) => booth.regiNr));
      const key = sort.replace('-', '') as 'company' | 'done' | 'overdue' | 'boothNumber';
      // A booth not worked out (a gap) has no counts: the JSON says 0, and it comes last in either direction.
      const counted = key === 'done' || key === 'overdue';
      const last = whole.filter((booth) => counted && booth.gap);
      const values = whole.filter((booth) => !last.includes(booth)).map((booth) => booth[key]);
      const sorted = [...values].sort((a, b) =>
        typeof a === 'number' ? a - (b as number) : String(a).localeCompare(String(b), 'de-CH', { numeric: true }),
      );
      expect(whole.slice(values.length)).toEqual(last);
      expect(values).toEqual(sort.startsWith('-') ? sorted.reverse() : sorted);
    }
  });

  it('gives the same booths as CSV and XLSX under the same filter: a row per booth, a column per task', async () => {
    const query = `?sort=company&status=${all.booths[0].status}`;
    const json = (await get(progressPath(fair._id, `${query}&pageSize=500`))).body;
    const expected = json.booths.map((booth) => [
      booth.boothNumber,
      booth.company,
      ...json.tasks.map((task) =>
        booth.states[task.id] ? STATE_TEXT_DE[booth.states[task.id]] : booth.gap ? GAP_TEXT_DE[booth.gap] : '',
      ),
    ]);
    const csvRows: string[][] = parse(await file(progressPath(fair._id, query), CSV_TYPE), {
      bom: true,
      delimiter: ';',
    });
    const [header, ...rows] = csvRows;
    expect(header.slice(10)).toEqual(json.tasks.map((task) => task.title));
    const pick = (row: string[]) => [row[0], row[2], ...row.slice(10)];
    expect(rows.map(pick)).toEqual(expected);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await file(progressPath(fair._id, query), XLSX_TYPE)) as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const sheetRows: string[][] = [];
    sheet.eachRow((row) => sheetRows.push(header.map((_, index) => row.getCell(index + 1).text)));
    expect(sheetRows[0]).toEqual(header);
    expect(sheetRows.slice(1).map(pick)).toEqual(expected);
  });

  it('answers services with fairs:read, refuses exhibitors, and knows no fair it does not have', async () => {
    expect((await get(progressPath(fair._id), EXHIBITOR)).status).toBe(403);
    const token = await serviceToken('demo-reader', 'fairs:read');
    const path = progressPath(fair._id, '?pageSize=1');
    const asService = await fetch(new URL(path, admin.portal.url), { headers: { authorization: `Bearer ${token}` } });
    expect(asService.status).toBe(200);
    expect(((await expectDescribed('GET', path, asService)) as ProgressPage).total).toBe(all.total);
    const eventsOnly = await serviceToken('demo-reader', 'events:read');
    const refused = await fetch(new URL(path, admin.portal.url), {
      headers: { authorization: `Bearer ${eventsOnly}` },
    });
    expect(refused.status).toBe(403);
    expect((await get(progressPath('no-such-fair'))).status).toBe(404);
    expect((await get(progressPath(fair._id, '?state=late'))).status).toBe(400);
  });
});

describe('the projection and the booth pages', () => {
  /** The task states the holder's booth page shows now, per task id. */
  async function pageStates(email: string, regiNr: string): Promise<Record<string, TaskDisplayState>> {
    const path = `/api/exhibitor/booths/${regiNr}`;
    const response = await admin.portal.send(email, 'GET', path);
    const page = (await expectDescribed('GET', path, response)) as {
      taskGroups: { tasks: { id: string; state: TaskDisplayState }[] }[];
    };
    return Object.fromEntries(page.taskGroups.flatMap((group) => group.tasks.map((task) => [task.id, task.state])));
  }

  // spec: exhibitor-area §4 task display state, read by the cockpit as the booth page reads it
  it("equals, task for task, every demo holder's booth page of every demo fair", async () => {
    let compared = 0;
    for (const candidate of fairs) {
      const answer = (await get(progressPath(candidate._id, '?pageSize=500'))).body;
      for (const booth of answer.booths) {
        const holder = booth.contactEmail?.toLowerCase();
        if (!holder?.endsWith('@demo.test') || booth.status === 'OFFER' || booth.total === 0) continue;
        expect([booth.regiNr, booth.states]).toEqual([booth.regiNr, await pageStates(holder, booth.regiNr)]);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(2);
  });

  it("follows the portal's own change to a booth within one run, with its last activity", async () => {
    const booth = demo.booths.annaConfirmedHab;
    const habFair = fairs.find((candidate) => candidate.idCode === booth.fairIdCode)!;
    const before = (await get(progressPath(habFair._id, '?pageSize=500'))).body.booths.find(
      (candidate) => candidate.regiNr === booth.regiNr,
    )!;
    const saved = await admin.portal.send(EXHIBITOR, 'POST', `/api/insurance/${booth.regiNr}`, {
      liabilityInsurance: true,
      propertyInsurance: false,
      exhibitionInsurance: false,
      increasedAmountActive: false,
      cargoInsurance: false,
      regiNr: booth.regiNr,
    });
    expect(saved.status).toBe(201);
    const progress = admin.portal.portal.container.get<FairProgress>(FairProgressToken);
    expect((await progress.followChanges(new Date())).booths).toBeGreaterThanOrEqual(1);
    const after = (await get(progressPath(habFair._id, '?pageSize=500'))).body.booths.find(
      (candidate) => candidate.regiNr === booth.regiNr,
    )!;
    expect(after.states).toEqual(await pageStates(EXHIBITOR, booth.regiNr));
    expect(after.lastActivity).not.toBeNull();
    expect(Date.parse(after.lastActivity!)).toBeGreaterThanOrEqual(Date.parse(before.asOf));
  });
});

describe('GET /api/admin/fairs/{id}/progress/{regiNr}', () => {
  it("shows a manager the booth's page as its holder sees it, and nobody else", async () => {
    const booth = demo.booths.annaConfirmedHab;
    const habFair = fairs.find((candidate) => candidate.idCode === booth.fairIdCode)!;
    const path = `${progressPath(habFair._id)}/${booth.regiNr}?language=fr`;
    const asManager = await admin.portal.send(MANAGER, 'GET', path);
    expect(asManager.status).toBe(200);
    const seen = (await expectDescribed('GET', path, asManager)) as Record<string, unknown>;
    const ownPath = `/api/exhibitor/booths/${booth.regiNr}?language=fr`;
    const own = (await expectDescribed('GET', ownPath, await admin.portal.send(EXHIBITOR, 'GET', ownPath))) as Record<
      string,
      unknown
    >;
    for (const part of ['booth', 'status', 'taskGroups', 'costs', 'tabs', 'language'])
      expect([part, seen[part]]).toEqual([part, own[part]]);
    expect((await admin.portal.send(EXHIBITOR, 'GET', path)).status).toBe(403);
    const unknown = `${progressPath(habFair._id)}/999999999`;
    const missing = await admin.portal.send(MANAGER, 'GET', unknown);
    await expectDescribed('GET', unknown, missing);
    expect(missing.status).toBe(404);
  });
});

describe("an announcement to a task's overdue booths, chosen by the real cockpit", () => {
  // spec: admin cockpit announcements -- "Überfällige erinnern" reaches exactly the booths the cockpit shows overdue
  it('reaches exactly the holders the cockpit shows overdue on the task, in their language, and nobody else', async () => {
    let target: { fair: { _id: string }; taskId: string; holders: Set<string>; others: Set<string> } | undefined;
    for (const candidate of fairs) {
      const answer = (await get(progressPath(candidate._id, '?pageSize=500'))).body;
      for (const task of answer.tasks) {
        const demoHolders = answer.booths.filter((booth) => booth.contactEmail?.toLowerCase().endsWith('@demo.test'));
        const overdue = new Set(
          demoHolders
            .filter((booth) => booth.states[task.id] === 'overdue')
            .map((booth) => booth.contactEmail!.toLowerCase()),
        );
        const others = new Set(
          demoHolders.map((booth) => booth.contactEmail!.toLowerCase()).filter((email) => !overdue.has(email)),
        );
        if (overdue.size > 0 && others.size > 0 && !target)
          target = { fair: candidate, taskId: task.id, holders: overdue, others };
      }
    }
    if (!target) throw new Error('the demo has no task that is overdue for some demo holders and not for others');
    const segment = { taskId: target.taskId, states: ['overdue'] };
    const reach = await admin.portal.send(MANAGER, 'POST', '/api/admin/announcements/preview', {
      fairId: target.fair._id,
      segment,
      sendMail: false,
    });
    const expected = (await get(progressPath(target.fair._id, `?task=${target.taskId}&state=overdue&pageSize=500`)))
      .body;
    expect(((await reach.json()) as { booths: number }).booths).toBe(expected.total);
    const subject = `Frist verpasst ${Date.now()}`;
    const created = await admin.portal.send(MANAGER, 'POST', '/api/admin/announcements', {
      fairId: target.fair._id,
      segment,
      subjectDe: subject,
      subjectFr: `Délai dépassé ${subject}`,
      subjectEn: `Deadline missed ${subject}`,
      bodyDe: 'Bitte erledigen Sie die Aufgabe.',
      bodyFr: 'Veuillez terminer la tâche.',
      bodyEn: 'Please complete the task.',
      sendAt: null,
      sendMail: false,
    });
    expect(created.status).toBe(201);
    const subjectsOf = async (email: string) =>
      ((await (await admin.portal.send(email, 'GET', '/api/notifications')).json()) as { subject: string }[])
        .map((entry) => entry.subject)
        .filter((text) => text.endsWith(subject));
    for (const holder of target.holders) {
      const got = await until(
        () => subjectsOf(holder),
        (list) => list.length > 0,
        `the announcement for ${holder}`,
      );
      const inTheirLanguage = { de: subject, fr: `Délai dépassé ${subject}`, en: `Deadline missed ${subject}` };
      expect([holder, got]).toEqual([holder, [inTheirLanguage[findDemoUser(holder)!.locale]]]);
    }
    for (const other of target.others) expect(await subjectsOf(other)).toEqual([]);
  });
});

describe('the cockpit under hostile queries', () => {
  const names = ['status', 'exhibitorType', 'hall', 'task', 'state', 'neverSignedIn', 'sort', 'page', 'pageSize', 'x'];
  const values = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.constantFrom('BOOKED', 'overdue,done', '-company', '0', '-1', '501', 'true', 'NaN', '%00', "'; drop table x;--"),
    fc.string({ unit: 'binary', maxLength: 20 }),
  );

  it('answers 200 or 400 with a described body, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...names), values, { maxKeys: 4 }), async (query) => {
        const path = progressPath(fair._id, `?${new URLSearchParams(query).toString()}`);
        const answer = await get(path);
        expect([200, 400]).toContain(answer.status);
      }),
      { numRuns: 60 },
    );
  });
});
