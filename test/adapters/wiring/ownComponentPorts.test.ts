import { describe, expect, it } from '@jest/globals';
import type { Config } from '../../../adapters/config.ts';
import { ownComponentPorts } from '../../../adapters/wiring/ownComponentPorts.ts';

// The ports a development webhook may not target on loopback: those of what the portal runs itself, always (a
// PostgreSQL behind DATABASE_URL too, whose name may resolve to this machine), and those of the services it only
// uses when their address is this machine.

describe("the portal's own ports", () => {
  const base = {
    port: 3000,
    database: { kind: 'embedded', dataDir: '.data/postgres', preferredPort: 54329 },
    identity: { kind: 'development' },
    bookingSystem: { kind: 'simulator' },
    metrics: { port: 9464, host: '127.0.0.1' },
    mail: { kind: 'outbox', from: 'x' },
  } as unknown as Config;

  it('are the database, HTTP, metrics and simulator ports, and used services only when on this machine', () => {
    const started = {
      databaseUrl: 'postgres://p@127.0.0.1:54330/portal',
      httpPort: 3000,
      bookingSystemUrl: 'http://127.0.0.1:41234',
    };
    expect(ownComponentPorts(base, started)).toEqual(new Set([3000, 54330, 54329, 9464, 41234]));

    const external = {
      ...base,
      port: 0,
      database: { kind: 'url', url: 'postgres://p@db.internal/portal' },
      identity: { kind: 'external', issuer: 'https://login.example.com' },
      bookingSystem: { kind: 'http', url: 'http://localhost:8081' },
      metrics: undefined,
      mail: { kind: 'smtp', url: 'smtp://[::1]:2525', from: 'x' },
    } as unknown as Config;
    expect(
      ownComponentPorts(external, {
        databaseUrl: 'postgres://p@db.internal/portal',
        httpPort: 45678,
        bookingSystemUrl: 'http://localhost:8081',
      }),
    ).toEqual(new Set([45678, 5432, 8081, 2525]));
  });
});
