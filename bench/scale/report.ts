import type { Row } from './harness.ts';

/** A path measured at growing sizes: the rows of it, smallest size first. */
export interface Growth {
  readonly path: string;
  readonly rows: readonly Row[];
}

const number = (value: number | undefined, digits = 1) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value.toFixed(digits);

/** The table of every row: path, size, p50/p99, samples, booking-system calls and SQL statements per sample, RSS. */
export function tableText(rows: readonly Row[]): string {
  const header = [
    'path',
    'size',
    'p50 ms',
    'p99 ms',
    'n',
    'Rubin/sample',
    'Rubin max in flight',
    'SQL/sample',
    'RSS MB',
    'note',
  ];
  const lines = rows.map((row) => [
    row.path,
    Number.isNaN(row.size) ? 'n/a' : `${row.size} ${row.unit}`,
    number(row.p50Ms),
    number(row.p99Ms),
    String(row.samples),
    number(row.rubinCalls),
    number(row.rubinMaxInFlight, 0),
    number(row.sqlStatements),
    number(row.rssMb, 0),
    row.note ?? '',
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column].length)));
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column === cells.length - 1 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/**
 * The growth of each path from its smallest to its largest size: time per unit at the largest over time per unit
 * at the smallest (p50). About 1 is linear; below 1 better than linear (a page whose time does not grow with its
 * list); above 1 worse. Booking-system calls per unit likewise.
 */
export function growthText(growths: readonly Growth[]): string {
  return growths
    .map(({ path, rows }) => {
      const measured = rows.filter((row) => row.p50Ms !== undefined && row.size > 0);
      if (measured.length < 2) return `${path}: n/a (not measured at two sizes)`;
      const [small, large] = [measured[0], measured[measured.length - 1]];
      const perUnit = (row: Row) => row.p50Ms! / row.size;
      const callsPerUnit = (row: Row) => (row.rubinCalls ?? 0) / row.size;
      const calls =
        callsPerUnit(small) > 0
          ? `, Rubin calls per unit ${(callsPerUnit(large) / callsPerUnit(small)).toFixed(2)}`
          : '';
      return (
        `${path}: ${small.size} -> ${large.size} ${small.unit}: time x${(large.p50Ms! / small.p50Ms!).toFixed(2)}, ` +
        `time per unit ratio ${(perUnit(large) / perUnit(small)).toFixed(2)}${calls}`
      );
    })
    .join('\n');
}

/** The keys of the scale line, in their order. */
const SCALE_KEYS = [
  'deadlines150_cold_s',
  'deadlines150_empty_s',
  'deadlines150_warm_ms',
  'rubin_calls_per_booth',
  'admin_list10k_p99_ms',
  'feed1m_page_p99_ms',
  'cockpit3000_page_ms',
  'cockpit3000_refresh_s',
  'digest10k_min',
  'reminders10k_min',
  'rubin_max_in_flight',
  'rss_max_mb',
  'cluster_rubin_ratio',
] as const;

export type ScaleFigures = Record<(typeof SCALE_KEYS)[number], string>;

/** `scale: key=value ...`, every key in its order; a path that does not exist yet is `n/a`. */
export function scaleLine(figures: ScaleFigures): string {
  return `scale: ${SCALE_KEYS.map((key) => `${key}=${figures[key]}`).join(' ')}`;
}
