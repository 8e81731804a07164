import { DateTime } from 'luxon';
import { boothLabel, parseInstant, PRODUCT_NAME, type IsoDate, type Language } from '../../domain/index.ts';
import type { BoothTasks } from './BoothPage.ts';
import type { DeadlineView } from './Deadlines.ts';

/** The fairs' local time zone: calendar entries are placed in it. */
export const FAIR_TIME_ZONE = 'Europe/Zurich';
/** Calendar entries start at 09:00 fair-local time (exhibitor-area §2 Task list, export to a calendar). */
export const ENTRY_START_HOUR = 9;
/** ...and end one hour later on the period's last day. */
export const ENTRY_END_HOUR = 10;

export interface TaskCalendarEntry {
  /** Stable per task and booth, so that a calendar importing the file again updates its entries. */
  readonly uid: string;
  readonly title: string;
  readonly description: string;
  /** Instants (UTC); for an all-day entry the UTC midnights of its first day and of the day after its last. */
  readonly start: Date;
  readonly end: Date;
  /** Whole days (written as dates, shown in every time zone on the same days) rather than a span of time. */
  readonly allDay: boolean;
  readonly url: string | null;
}

export interface TaskCalendar {
  readonly name: string;
  /** The language of its texts (the PRODID names it, domain calendarProductId). */
  readonly language: Language;
  readonly fileName: string;
  readonly entries: readonly TaskCalendarEntry[];
}

/** The UTC calendar day of a date or instant (the domain's day rules are UTC). */
function utcDay(value: IsoDate | null | undefined): string | undefined {
  return parseInstant(value)?.toISODate() ?? undefined;
}

function fairLocal(day: string, hour: number): DateTime {
  return DateTime.fromISO(day, { zone: FAIR_TIME_ZONE }).set({ hour, minute: 0, second: 0, millisecond: 0 });
}

/**
 * The booth's visible tasks as calendar entries, one per task with a period: from 09:00 fair-local time on
 * the period's first day to 10:00 on its last day. A period with only one side uses that day for both;
 * tasks without any period have no place in a calendar and are left out.
 */
export function taskCalendar(tasks: BoothTasks, language: Language, portalHost: string): TaskCalendar {
  const label = boothLabel(tasks.booth, language);
  const fairName = tasks.fair.displayName[language];
  const entries = tasks.groups.flatMap((group) =>
    group.tasks.flatMap((view): TaskCalendarEntry[] => {
      const firstDay = utcDay(view.task.period?.start) ?? utcDay(view.task.period?.end);
      const lastDay = utcDay(view.task.period?.end) ?? firstDay;
      if (!firstDay || !lastDay) return [];
      const href = view.link?.href ?? null;
      const url = href && /^https?:\/\//.test(href) ? href : null;
      const groupTitle = group.title?.displayName[language];
      const start = fairLocal(firstDay, ENTRY_START_HOUR);
      const end = fairLocal(lastDay, ENTRY_END_HOUR);
      return [
        {
          uid: `${view.task._id}.${tasks.booth.regiNr}@${portalHost}`,
          title: `${view.task.displayName[language]} (${label})`,
          description: [groupTitle, fairName, label, href].filter((line) => line).join('\n'),
          start: start.toJSDate(),
          // A period whose end lies before its start (bad data) still gives a one-hour entry.
          end: (end > start ? end : start.plus({ hours: ENTRY_END_HOUR - ENTRY_START_HOUR })).toJSDate(),
          allDay: false,
          url,
        },
      ];
    }),
  );
  return {
    name: `${fairName} – ${label}`,
    language,
    fileName: `tasks-${tasks.fair.idCode}-${tasks.booth.regiNr}.ics`.replace(/[^A-Za-z0-9._-]/g, '_'),
    entries,
  };
}

/**
 * The instant the export's events are stamped with (DTSTAMP) and the file's Last-Modified: the latest publish start
 * of the fair and of its visible tasks, when the last of these entries appeared to the exhibitor. It is part of the
 * data the file is made from, so the same data give the same bytes (and ETag) on every export; the time of the
 * export would change them on every download. No change time of a task's period reaches this far, so an edited
 * period leaves the stamp as it was (the ETag changes all the same).
 */
export function taskCalendarStamp(tasks: BoothTasks): Date {
  const starts = [
    tasks.fair.publish.start,
    ...tasks.groups.flatMap((group) => group.tasks.map((view) => view.task.published?.start)),
  ]
    .map((value) => parseInstant(value)?.toMillis())
    .filter((millis): millis is number => millis !== undefined && Number.isFinite(millis));
  return new Date(starts.length > 0 ? Math.floor(Math.max(...starts) / 1000) * 1000 : STAMP_WITHOUT_DATES);
}

/** For a fair without any publish start (bad data): a fixed instant, still the same on every export. */
const STAMP_WITHOUT_DATES = Date.UTC(2000, 0, 1);

/**
 * The deadlines of all booths as calendar entries (the calendar subscription): one all-day entry per deadline on its
 * due day, titled with the task and the booth, its description naming the fair, the booth and the link. A deadline
 * is a day, not an appointment: as a timed event every deadline marked the exhibitor busy for an hour. The UID
 * differs from the booth export's (whose entries span the period), so that a calendar holding both keeps them
 * apart, and stays the same from one poll to the next.
 */
export function deadlineCalendar(
  deadlines: readonly DeadlineView[],
  language: Language,
  portalHost: string,
  publicUrl: string,
): TaskCalendar {
  const entries = deadlines.flatMap((deadline): TaskCalendarEntry[] => {
    const day = utcDay(deadline.dueDate);
    if (!day) return [];
    const label = deadline.booth.label[language];
    const page = `${publicUrl.replace(/\/$/, '')}${deadline.pagePath}`;
    const href = deadline.link?.href ?? null;
    const start = DateTime.fromISO(day, { zone: 'utc' });
    return [
      {
        uid: `deadline.${deadline.task.id}.${deadline.booth.regiNr}@${portalHost}`,
        title: `${deadline.task.displayName[language]} (${label})`,
        description: [deadline.fair.displayName[language], label, page, href && /^https?:\/\//.test(href) ? href : null]
          .filter((line) => line)
          .join('\n'),
        start: start.toJSDate(),
        end: start.plus({ days: 1 }).toJSDate(),
        allDay: true,
        url: page,
      },
    ];
  });
  return {
    name: `${DEADLINE_CALENDAR_NAME[language]} – ${PRODUCT_NAME[language]}`,
    language,
    fileName: 'deadlines.ics',
    entries,
  };
}

/** The subscription's name in the calendar application, with the product's one name (domain PRODUCT_NAME). */
const DEADLINE_CALENDAR_NAME: Record<Language, string> = {
  de: 'Fristen',
  fr: 'Échéances',
  en: 'Deadlines',
};
