import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { Counter, Histogram, Registry } from 'prom-client';
import { keyedCounter, keyedTimings } from '../../../adapters/shared/keyedSeries.ts';

// The request metrics are kept outside prom-client's Counter and Histogram (cheaper per observation), but a
// scrape must read exactly as prom-client's own metrics would: the same observations give the same text.

const buckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
const labelNames = ['method', 'route', 'status'] as const;

const observation = fc.record({
  method: fc.constantFrom('GET', 'POST', 'PUT'),
  route: fc.constantFrom('/api/exhibitor/home', '/api/exhibitor/booths/{regiNr}', '(page)', 'a "quoted"\\route'),
  status: fc.constantFrom('200', '304', '404', '500'),
  seconds: fc.oneof(
    fc.constantFrom(0, 0.005, 0.01, 0.25, 30, 31),
    fc.double({ min: 0, max: 60, noNaN: true, noDefaultInfinity: true }),
  ),
});

/** Lines of the text in a fixed order: the series' order within a metric is not part of the format. */
const sortedLines = (text: string) => text.split('\n').sort();

describe('keyed request metrics', () => {
  it('scrape as prom-client Counter and Histogram would for the same observations', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(observation, { maxLength: 60 }), async (observations) => {
        const ours = new Registry();
        const theirs = new Registry();
        const timings = keyedTimings(ours, { name: 'x_request', what: 'Requests', labelNames, buckets });
        const count = new Counter({
          name: 'x_requests_total',
          help: 'Requests: how many.',
          labelNames,
          registers: [theirs],
        });
        const duration = new Histogram({
          name: 'x_request_duration_seconds',
          help: 'Requests: how long.',
          labelNames,
          buckets,
          registers: [theirs],
        });
        for (const { seconds, ...labels } of observations) {
          timings.observe(labels, seconds);
          count.inc(labels);
          duration.observe(labels, seconds);
        }
        expect(sortedLines(await ours.metrics())).toEqual(sortedLines(await theirs.metrics()));
        expect(await ours.getMetricsAsJSON()).toHaveLength(2);
      }),
      { numRuns: 150 },
    );
  });

  it('count as a prom-client Counter would, and start again after a reset', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            cache: fc.constantFrom('users', 'sessions', 'home-view'),
            result: fc.constantFrom('hit', 'miss'),
          }),
        ),
        async (lookups) => {
          const ours = new Registry();
          const theirs = new Registry();
          const counter = keyedCounter(ours, {
            name: 'x_lookups_total',
            help: 'Lookups.',
            labelNames: ['cache', 'result'],
          });
          const reference = new Counter({
            name: 'x_lookups_total',
            help: 'Lookups.',
            labelNames: ['cache', 'result'],
            registers: [theirs],
          });
          for (const lookup of lookups) {
            counter.inc(lookup);
            reference.inc(lookup);
          }
          expect(sortedLines(await ours.metrics())).toEqual(sortedLines(await theirs.metrics()));
          ours.resetMetrics();
          theirs.resetMetrics();
          expect(await ours.metrics()).toBe(await theirs.metrics());
        },
      ),
    );
  });
});
