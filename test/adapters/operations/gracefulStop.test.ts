import { describe, expect, it } from '@jest/globals';
import { startTestPortal } from '../../support/testPortal.ts';
import { capturedLogger } from './logCapture.ts';

// Graceful shutdown on SIGTERM/SIGINT (adapters/main.ts calls portal.stop()): stop accepting, let the
// requests in flight finish (bounded), stop pg-boss and the mail worker, then PostgreSQL -- with no error-level
// line on a clean stop.

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('stopping the portal', () => {
  it('lets a request in flight finish, refuses new ones meanwhile, and logs nothing at error level', async () => {
    const { logger, lines } = capturedLogger();
    const portal = await startTestPortal({}, { logger });
    const simulator = portal.portal.simulator!;
    const browser = await portal.as('aussteller@demo.test');
    simulator.setFaults({ latencyMs: 1_500 });
    simulator.resetStats();

    const inFlight = browser.api('/api/rubin/fairs', { headers: { 'X-Request-Id': 'in-flight-during-stop' } });
    await until(() => simulator.stats().total > 0);
    const linesBeforeStop = lines.length;
    const stopped = portal.stop();

    // While it stops, a new request is not served (503 from the gate, or the connection is refused).
    const during = await fetch(`${portal.url}/api/health`).then(
      (response) => response.status,
      () => 'refused',
    );
    expect([503, 'refused']).toContain(during);

    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(Array.isArray(await response.json())).toBe(true);
    await stopped;

    const duringStop = lines.slice(linesBeforeStop);
    expect(duringStop.filter((line) => line.level >= 50)).toEqual([]);
    expect(duringStop.find((line) => line.requestId === 'in-flight-during-stop' && line.msg === 'request')).toEqual(
      expect.objectContaining({ status: 200, route: '/api/rubin/fairs' }),
    );
    await expect(fetch(`${portal.url}/api/health`)).rejects.toThrow();
  }, 120_000);
});
