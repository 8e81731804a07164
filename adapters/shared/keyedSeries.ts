import type { Metric, Registry } from 'prom-client';

/**
 * Counters and histograms for the events of every request (the request itself, the cache lookups it makes),
 * kept in a Map by their label values. prom-client's own Counter and Histogram hash and validate the label
 * object on every observation, which showed among the busiest frames of a warm request; here an observation
 * is one Map lookup and a few additions, and the series are handed to prom-client's registry, in its format,
 * only when it is scraped.
 */
interface Series<L extends string> {
  readonly labels: Readonly<Record<L, string>>;
  count: number;
  sum: number;
  /** Observations per bucket (not cumulative), the last one above every bound. */
  readonly buckets: number[];
}

/** A metric's lines as prom-client's registry writes them. */
type Lines = Array<{ labels: Record<string, string | number>; value: number; metricName?: string }>;

/** What prom-client's registry reads of a metric when it is scraped. */
interface Exposed {
  readonly name: string;
  readonly help: string;
  readonly type: 'counter' | 'histogram';
  readonly aggregator: 'sum';
  get(): Promise<{ name: string; help: string; type: string; aggregator: string; values: Lines }>;
  reset(): void;
}

class KeyedSeries<L extends string> {
  /** A Map per label, in the order of the label names, the series at the end: no key string to build per event. */
  private readonly root = new Map<string, unknown>();
  private readonly series: Series<L>[] = [];
  private readonly labelNames: readonly L[];
  private readonly bounds: readonly number[];

  constructor(labelNames: readonly L[], bounds: readonly number[] = []) {
    this.labelNames = labelNames;
    this.bounds = bounds;
  }

  /** The series of these label values, made on first sight. */
  of(labels: Readonly<Record<L, string>>): Series<L> {
    const last = this.labelNames.length - 1;
    let level = this.root;
    for (let index = 0; index < last; index += 1) {
      const value = labels[this.labelNames[index]];
      let next = level.get(value) as Map<string, unknown> | undefined;
      if (!next) {
        next = new Map();
        level.set(value, next);
      }
      level = next;
    }
    const value = labels[this.labelNames[last]];
    let found = level.get(value) as Series<L> | undefined;
    if (!found) {
      const own = {} as Record<L, string>;
      for (const name of this.labelNames) own[name] = labels[name];
      found = { labels: own, count: 0, sum: 0, buckets: new Array<number>(this.bounds.length + 1).fill(0) };
      level.set(value, found);
      this.series.push(found);
    }
    return found;
  }

  all(): readonly Series<L>[] {
    return this.series;
  }

  clear(): void {
    this.root.clear();
    this.series.length = 0;
  }

  bucketOf(value: number): number {
    let index = 0;
    while (index < this.bounds.length && value > this.bounds[index]) index += 1;
    return index;
  }

  /** The histogram's lines of one series as prom-client writes them: cumulative buckets, +Inf, sum, count. */
  histogramValues(name: string, series: Series<L>) {
    const values: Array<{ labels: Record<string, string | number>; value: number; metricName: string }> = [];
    let cumulative = 0;
    this.bounds.forEach((bound, index) => {
      cumulative += series.buckets[index];
      values.push({ labels: { le: bound, ...series.labels }, value: cumulative, metricName: `${name}_bucket` });
    });
    values.push({ labels: { le: '+Inf', ...series.labels }, value: series.count, metricName: `${name}_bucket` });
    values.push({ labels: { ...series.labels }, value: series.sum, metricName: `${name}_sum` });
    values.push({ labels: { ...series.labels }, value: series.count, metricName: `${name}_count` });
    return values;
  }
}

/** Registers a metric whose values are read from `series` when scraped. */
function register<L extends string>(
  registry: Registry,
  series: KeyedSeries<L>,
  metric: { name: string; help: string; type: Exposed['type']; values: () => Lines },
): void {
  const { name, help, type, values } = metric;
  const exposed: Exposed = {
    name,
    help,
    type,
    aggregator: 'sum',
    get: async () => ({ name, help, type, aggregator: 'sum', values: values() }),
    reset: () => series.clear(),
  };
  // The registry reads a metric through get() and reset() only; it is typed as prom-client's own class.
  registry.registerMetric(exposed as unknown as Metric);
}

/** A counter's lines: one per series, its count. */
const counts =
  <L extends string>(series: KeyedSeries<L>) =>
  () =>
    series.all().map((one) => ({ labels: { ...one.labels } as Record<string, string | number>, value: one.count }));

/** A counter by labels: `inc(labels)` adds one. */
export function keyedCounter<L extends string>(
  registry: Registry,
  options: { name: string; help: string; labelNames: readonly L[] },
): { inc(labels: Readonly<Record<L, string>>): void } {
  const series = new KeyedSeries(options.labelNames);
  const { name, help } = options;
  register(registry, series, { name, help, type: 'counter', values: counts(series) });
  return {
    inc(labels) {
      series.of(labels).count += 1;
    },
  };
}

/**
 * A count `<name>s_total` and a latency histogram `<name>_duration_seconds` of one kind of event, with the same
 * labels: `observe(labels, seconds)` counts one event and its duration.
 */
export function keyedTimings<L extends string>(
  registry: Registry,
  options: { name: string; what: string; labelNames: readonly L[]; buckets: readonly number[] },
): { observe(labels: Readonly<Record<L, string>>, seconds: number): void } {
  const series = new KeyedSeries(options.labelNames, options.buckets);
  const countName = `${options.name}s_total`;
  const countHelp = `${options.what}: how many.`;
  const durationName = `${options.name}_duration_seconds`;
  const durationHelp = `${options.what}: how long.`;
  register(registry, series, { name: countName, help: countHelp, type: 'counter', values: counts(series) });
  register(registry, series, {
    name: durationName,
    help: durationHelp,
    type: 'histogram',
    values: () => series.all().flatMap((one) => series.histogramValues(durationName, one)),
  });
  return {
    observe(labels, seconds) {
      const one = series.of(labels);
      one.count += 1;
      one.sum += seconds;
      one.buckets[series.bucketOf(seconds)] += 1;
    },
  };
}
