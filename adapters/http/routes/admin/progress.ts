import type { CockpitBooth } from '../../../../application/admin/cockpitBooths.ts';
import type { CockpitBoothPreview } from '../../../../application/admin/CockpitBoothPreview.ts';
import type { CockpitPage, CockpitSortKey, FairCockpit } from '../../../../application/admin/FairCockpit.ts';
import type { BoothProgressGap } from '../../../../application/ports/FairProgressStore.ts';
import { TASK_STATE_WORDS, type TableCell } from '../../../../application/exhibitor/exportTables.ts';
import type { Language, TaskDisplayState } from '../../../../domain/index.ts';
import type { ApiRoutes } from '../../HttpAppDependencies.ts';
import { pathParam, queryText } from '../../context.ts';
import { notFound } from '../../problem.ts';
import { listFormatOf, sendTable } from '../../spreadsheet.ts';

const DEFAULT_PAGE_SIZE = 100;

/** The task states in the German words of the booth page and the cockpit's screen (the deadlines file's too). */
/** The states as the booth page names them, in the back office's German. */
export const STATE_TEXT_DE = TASK_STATE_WORDS.de;

const list = (value: string | undefined): string[] | undefined => value?.split(',');

function boothJson(booth: CockpitBooth) {
  const { registration, line } = booth;
  return {
    regiNr: registration.regiNr,
    boothNumber: registration.standnummer,
    hall: registration.halleBezeichnung.de,
    company: registration.company,
    status: registration.status,
    exhibitorType: registration.ausstellerTyp,
    contactEmail: registration.contactEmail,
    states: line?.states ?? {},
    total: line?.total ?? 0,
    done: line?.done ?? 0,
    overdue: line?.overdue ?? 0,
    gap: booth.gap,
    stale: booth.stale,
    asOf: booth.asOf.toISOString(),
    lastActivity: booth.lastActivity?.toISOString() ?? null,
    neverSignedIn: booth.neverSignedIn,
  };
}

/** Why a booth has no task states, as a file's task cells say it. */
export const GAP_TEXT_DE: Readonly<Record<BoothProgressGap, string>> = {
  noContact: 'Kein Inhaber',
  notListed: 'Nicht in der Standliste des Inhabers',
  unavailable: 'Buchungssystem nicht erreichbar',
};

/** One row per booth and one column per task, headed in German. */
function tableOf(page: Extract<CockpitPage, { kind: 'page' }>) {
  const cell = (value: string): TableCell => ({ kind: 'text', text: value });
  const count = (value: number): TableCell => ({ kind: 'number', value });
  return {
    language: 'de' as const,
    title: `Fortschritt ${page.fair.idCode}`,
    fileName: `fortschritt-${page.fair.idCode.toLowerCase()}`,
    columns: [
      'Stand-Nr.',
      'Halle',
      'Firma',
      'Status',
      'Ausstellertyp',
      'Kontakt',
      'Erledigt',
      'Aufgaben',
      'Überfällig',
      'Letzte Aktivität',
      ...page.tasks.map((task) => task.title),
    ],
    rows: page.booths.map((booth) => [
      cell(booth.registration.standnummer),
      cell(booth.registration.halleBezeichnung.de),
      cell(booth.registration.company),
      cell(booth.registration.status),
      cell(booth.registration.ausstellerTyp),
      cell(booth.registration.contactEmail ?? ''),
      count(booth.line?.done ?? 0),
      count(booth.line?.total ?? 0),
      count(booth.line?.overdue ?? 0),
      booth.lastActivity
        ? { kind: 'date' as const, day: booth.lastActivity.toISOString().slice(0, 10) }
        : cell(booth.neverSignedIn ? 'Nie angemeldet' : ''),
      ...page.tasks.map((task) => {
        const state = booth.line?.states[task.id];
        return cell(state ? STATE_TEXT_DE[state] : booth.gap ? GAP_TEXT_DE[booth.gap] : '');
      }),
    ]),
  };
}

/**
 * GET /api/admin/fairs/{id}/progress: the organiser's cockpit of one fair, as JSON, CSV or XLSX; and
 * GET /api/admin/fairs/{id}/progress/{regiNr}: one of its booths as its exhibitor sees it.
 */
export function adminProgressRoutes(
  cockpit: FairCockpit,
  preview: CockpitBoothPreview,
  clock: { now(): Date },
): ApiRoutes {
  return (router) => {
    router.get('/admin/fairs/:id/progress/:regiNr', async (ctx) => {
      const language = queryText(ctx, 'language') as Language | undefined;
      const shown = await preview.pageOf(pathParam(ctx, 'id'), pathParam(ctx, 'regiNr'), language, clock.now());
      if (shown.kind !== 'page') throw notFound();
      ctx.set('Cache-Control', 'no-store');
      ctx.body = shown.view;
    });
    router.get('/admin/fairs/:id/progress', async (ctx) => {
      const format = listFormatOf(ctx);
      const sort = queryText(ctx, 'sort') ?? 'boothNumber';
      const neverSignedIn = queryText(ctx, 'neverSignedIn');
      const page = await cockpit.page(pathParam(ctx, 'id'), {
        statuses: list(queryText(ctx, 'status')),
        exhibitorTypes: list(queryText(ctx, 'exhibitorType')),
        halls: list(queryText(ctx, 'hall')),
        taskId: queryText(ctx, 'task'),
        states: list(queryText(ctx, 'state')) as TaskDisplayState[] | undefined,
        neverSignedIn: neverSignedIn === undefined ? undefined : neverSignedIn === 'true',
        sort: sort.replace(/^-/, '') as CockpitSortKey,
        descending: sort.startsWith('-'),
        page: format === 'json' ? Number(queryText(ctx, 'page') ?? 1) : null,
        pageSize: Number(queryText(ctx, 'pageSize') ?? DEFAULT_PAGE_SIZE),
      });
      if (page.kind === 'unknownFair') throw notFound();
      if (format !== 'json') return sendTable(ctx, tableOf(page), format);
      ctx.set('Cache-Control', 'no-store');
      ctx.body = {
        fair: page.fair,
        asOf: page.asOf?.toISOString() ?? null,
        stale: page.stale,
        tasks: page.tasks,
        booths: page.booths.map(boothJson),
        total: page.total,
        page: page.page,
        pageSize: page.pageSize,
      };
    });
  };
}
