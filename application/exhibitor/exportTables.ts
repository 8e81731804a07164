import { costLineNames } from '../../domain/tasks/costNames.ts';
import { toCentimes, type CostLine, type Language, type Localized, type TaskDisplayState } from '../../domain/index.ts';
import type { DeadlineView } from './Deadlines.ts';

/**
 * A list as a file (DESIGN "Files out and in"): the columns the page shows, headed in the reader's language, and
 * each cell with its kind, so that the file writer can give a spreadsheet a real date or amount and a CSV the
 * language's text of it. Free of any file format: the HTTP adapter writes CSV and XLSX from it.
 */
export type TableCell =
  | { readonly kind: 'text'; readonly text: string }
  /** A calendar day, ISO (2026-12-04). */
  | { readonly kind: 'date'; readonly day: string }
  | { readonly kind: 'number'; readonly value: number }
  /** CHF as integer centimes. */
  | { readonly kind: 'amount'; readonly centimes: number };

export interface ExportTable {
  readonly language: Language;
  /** The sheet's name and the start of the file's name, in the reader's language. */
  readonly title: string;
  readonly fileName: string;
  readonly columns: readonly string[];
  readonly rows: ReadonlyArray<readonly TableCell[]>;
}

const text = (value: string): TableCell => ({ kind: 'text', text: value });
const day = (iso: string | null): TableCell => (iso ? { kind: 'date', day: iso.slice(0, 10) } : text(''));

interface DeadlineWording {
  readonly title: string;
  readonly file: string;
  readonly columns: readonly [string, string, string, string, string, string];
  readonly states: Readonly<Record<string, string>>;
}

/**
 * The task display states as the pages name them (web/src/exhibitor/fair/tasks i18n, `tasks.state`), for the files
 * the server writes: the deadlines export and the cockpit's.
 */
export const TASK_STATE_WORDS: Readonly<Record<Language, Readonly<Record<TaskDisplayState, string>>>> = {
  de: {
    overdue: 'Überfällig',
    due: 'Fällig',
    pendent: 'Pendent',
    unknown: 'Ohne Termin',
    inactive: 'Noch nicht offen',
    done: 'Erledigt',
  },
  fr: {
    overdue: 'En retard',
    due: 'À échéance',
    pendent: 'En cours',
    unknown: 'Sans échéance',
    inactive: 'Pas encore ouverte',
    done: 'Terminé',
  },
  en: {
    overdue: 'Overdue',
    due: 'Due',
    pendent: 'Pending',
    unknown: 'No date',
    inactive: 'Not open yet',
    done: 'Done',
  },
};

/** As the deadlines page heads its rows and names the states (web/src/exhibitor/deadlines, fair/tasks i18n). */
const DEADLINE_WORDING: Record<Language, DeadlineWording> = {
  de: {
    title: 'Fristen',
    file: 'fristen',
    columns: ['Fällig bis', 'Status', 'Aufgabe', 'Stand', 'Messe', 'Öffnet am'],
    states: TASK_STATE_WORDS.de,
  },
  fr: {
    title: 'Échéances',
    file: 'echeances',
    columns: ['À faire d’ici le', 'Statut', 'Tâche', 'Stand', 'Salon', 'Ouverture le'],
    states: TASK_STATE_WORDS.fr,
  },
  en: {
    title: 'Deadlines',
    file: 'deadlines',
    columns: ['Due by', 'State', 'Task', 'Booth', 'Fair', 'Opens on'],
    states: TASK_STATE_WORDS.en,
  },
};

/** The deadlines list as the page shows it (exhibitor-area §4 task display state), one row per deadline. */
export function deadlinesTable(deadlines: readonly DeadlineView[], language: Language, today: string): ExportTable {
  const wording = DEADLINE_WORDING[language];
  return {
    language,
    title: wording.title,
    fileName: `${wording.file}-${today}`,
    columns: wording.columns,
    rows: deadlines.map((deadline) => [
      day(deadline.dueDate),
      text(wording.states[deadline.state] ?? deadline.state),
      text(deadline.task.displayName[language] || deadline.task.displayName.de),
      text(deadline.booth.label[language] || deadline.booth.label.de || deadline.booth.regiNr),
      text(deadline.fair.displayName[language] || deadline.fair.displayName.de),
      day(deadline.opensOn),
    ]),
  };
}

interface CostWording {
  readonly title: string;
  readonly file: string;
  readonly columns: readonly [string, string, string, string, string, string, string, string];
  readonly packagePart: string;
  readonly units: Readonly<Record<string, string>>;
}

/** As the costs tab heads its columns and reads the booking system's unit codes (web/src/exhibitor/fair i18n). */
const COST_WORDING: Record<Language, CostWording> = {
  de: {
    title: 'Kosten',
    file: 'kosten',
    columns: [
      'Leistungsgruppe',
      'Artikel',
      'Beschreibung',
      'Bemerkung',
      'Menge',
      'Einheit',
      'Preis (CHF)',
      'Total (CHF)',
    ],
    packagePart: 'im Paket enthalten',
    units: { Stk: 'Stk.', Std: 'Std.', Pauschale: 'Pauschale', Paket: 'Paket', m2: 'm²' },
  },
  fr: {
    title: 'Coûts',
    file: 'couts',
    columns: [
      'Groupe de prestations',
      'Article',
      'Description',
      'Remarque',
      'Quantité',
      'Unité',
      'Prix (CHF)',
      'Total (CHF)',
    ],
    packagePart: 'compris dans le forfait',
    units: { Stk: 'pce', Std: 'h', Pauschale: 'forfait', Paket: 'forfait', m2: 'm²' },
  },
  en: {
    title: 'Costs',
    file: 'costs',
    columns: ['Service group', 'Article', 'Description', 'Comment', 'Quantity', 'Unit', 'Price (CHF)', 'Total (CHF)'],
    packagePart: 'included in the package',
    units: { Stk: 'pcs', Std: 'h', Pauschale: 'flat rate', Paket: 'package', m2: 'm²' },
  },
};

/** No fair task titles: a file names each service group as the booking system does. */
const BOOKING_SYSTEM_GROUP_NAMES: ReadonlyMap<string, Localized<string>> = new Map<string, Localized<string>>();

/**
 * A booth's cost lines (exhibitor-area §2 Cost list) in the order the booking system gives them, which keeps each
 * service group's lines together as the tab groups them; amounts excluding VAT in CHF.
 */
export function costsTable(lines: readonly CostLine[], regiNr: string, language: Language): ExportTable {
  const wording = COST_WORDING[language];
  return {
    language,
    title: wording.title,
    fileName: `${wording.file}-${regiNr}`,
    columns: wording.columns,
    rows: lines.map((line) => {
      const names = costLineNames(line, BOOKING_SYSTEM_GROUP_NAMES, language);
      return [
        text(names.group || line.leistungsgruppeId),
        text(line.leistungsId),
        text(names.line),
        text(line.paketTeil ? wording.packagePart : ''),
        { kind: 'number', value: line.menge },
        text(Object.hasOwn(wording.units, line.einheit) ? wording.units[line.einheit] : line.einheit),
        { kind: 'amount', centimes: toCentimes(line.einzelPreisNetto) },
        { kind: 'amount', centimes: toCentimes(line.gesamtPreisNetto) },
      ];
    }),
  };
}
