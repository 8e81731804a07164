import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { HttpBookingSystem } from '../../../adapters/rubin/HttpBookingSystem.ts';
import { rubinPath, RubinPathParameterError } from '../../../adapters/rubin/rubinContract.ts';
import { demo } from '../../support/demo.ts';
import { silentLogger } from './rubinTestLogger.ts';

// A parameter must stay inside its path segment: a shop id '..' once turned the call
// /serviceshop/<regiNr>/../VERS/de into /serviceshop/VERS/de, a different resource of Rubin.
// spec: exhibitor-area §7 (the booking-system calls and their paths)

let server: Server;
let baseUrl: string;
const received: string[] = [];
const anna = demo.users.anna.email;
const boothId = demo.booths.annaConfirmedHab.regiNr;

beforeAll(async () => {
  // A stand-in for Rubin that records the raw path of every request and knows nothing (404).
  server = createServer((request, response) => {
    received.push(request.url ?? '');
    response.statusCode = 404;
    response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  received.length = 0;
});

function adapter() {
  const { logger, entries } = silentLogger();
  return {
    rubin: new HttpBookingSystem({ baseUrl, user: 'portal', password: 'portal', logger, retries: 0 }),
    logged: entries,
  };
}

describe('the paths of the booking-system calls', () => {
  it('never sends a dot segment: a shop id ".." does not turn /serviceshop/<regiNr>/../VERS/de into /serviceshop/VERS/de', async () => {
    const { rubin, logged } = adapter();
    expect(
      await rubin.serviceShopLink(anna, {
        regiNr: boothId,
        shopId: '..',
        serviceGroup: 'VERS',
        language: 'de',
      }),
    ).toBeNull();
    expect(await rubin.booth(anna, '..')).toBeNull();
    expect(await rubin.documentContent(anna, '.')).toBeNull();
    expect(await rubin.address(anna, '...')).toBeNull();
    expect(received).toEqual([]);
    expect(logged.filter((entry) => entry.message === 'booking-system call refused')).toHaveLength(4);
  });

  it('encodes every segment, so a slash or a percent-encoded dot stays inside its segment', async () => {
    const { rubin } = adapter();
    await rubin.serviceShopLink(anna, {
      regiNr: boothId,
      shopId: 'a/../../fairs',
      serviceGroup: '%2e%2e',
      language: 'de',
    });
    await rubin.booth(anna, `${boothId}?x=1#y`);
    expect(received).toEqual([
      `/serviceshop/${boothId}/a%2F..%2F..%2Ffairs/%252e%252e/de`,
      `/booth/${boothId}%3Fx%3D1%23y`,
    ]);
  });

  it('rubinPath refuses an empty or dot-only parameter and keeps every other one in one segment', () => {
    expect(() => rubinPath('booth', { regiNr: '..' })).toThrow(RubinPathParameterError);
    expect(() => rubinPath('booth', { regiNr: '' })).toThrow(RubinPathParameterError);
    expect(rubinPath('orderExists', { regiNr: boothId, serviceGroup: 'A B/C' })).toBe(
      `/orderexists/${boothId}/A%20B%2FC`,
    );
    expect(rubinPath('booth', { regiNr: '1.0' })).toBe('/booth/1.0');
  });
});
