import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { BookingSystemUnavailable } from '../../../application/ports/BookingSystem.ts';
import { HttpFairRegistrations } from '../../../adapters/rubin/HttpFairRegistrations.ts';
import { RubinSimulator, RUBIN_SIMULATOR_DEFAULT_CREDENTIALS } from '../../../adapters/rubin/RubinSimulator.ts';
import { RUBIN_USER_HEADER } from '../../../adapters/rubin/rubinContract.ts';
import { RubinTransport } from '../../../adapters/rubin/RubinTransport.ts';
import { silentLogger } from './rubinTestLogger.ts';

// The operator's call to the booking system: with the technical account, on nobody's behalf, and a clear
// failure when the booking system cannot answer.

const { user, password } = RUBIN_SIMULATOR_DEFAULT_CREDENTIALS;

function registrationsAt(baseUrl: string) {
  const { logger, entries } = silentLogger();
  const transport = new RubinTransport({ baseUrl, user, password, logger, retries: 0, breakerThreshold: 100 });
  return { registrations: new HttpFairRegistrations(transport, logger), entries };
}

describe('HttpFairRegistrations', () => {
  it('asks with the Basic credentials and without X-Rubin-User', async () => {
    const seen: IncomingHttpHeaders[] = [];
    const server = createServer((request, response) => {
      seen.push(request.headers);
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"registrierungen":[]}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { registrations } = registrationsAt(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      expect(await registrations.ofFair('HAB26')).toEqual([]);
      expect(seen).toHaveLength(1);
      expect(seen[0].authorization).toBe(`Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`);
      expect(seen[0][RUBIN_USER_HEADER.toLowerCase()]).toBeUndefined();
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('throws BookingSystemUnavailable, and logs it, when the booking system fails', async () => {
    const simulator = new RubinSimulator({ faults: { errorRate: 1 } });
    try {
      const { registrations, entries } = registrationsAt(await simulator.start());
      await expect(registrations.ofFair('HAB26')).rejects.toBeInstanceOf(BookingSystemUnavailable);
      expect(entries.map((entry) => entry.level)).toContain('error');
    } finally {
      await simulator.stop();
    }
  });
});
