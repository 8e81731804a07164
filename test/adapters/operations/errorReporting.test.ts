import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from '@jest/globals';
import { startErrorReporting } from '../../../adapters/http/errorReporting.ts';

// Server errors go to a Sentry-compatible service only when SENTRY_DSN is set; nothing is sent without it.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined };

describe('server error reporting', () => {
  it('is not started without a DSN', async () => {
    expect(
      await startErrorReporting({ dsn: undefined, environment: 'test', release: '0.1.0', logger: silent }),
    ).toBeUndefined();
  });

  it('sends a reported error to the DSN when one is set', async () => {
    const received: string[] = [];
    const server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks);
        received.push(
          `${request.url} ${request.headers['content-encoding'] === 'gzip' ? gunzipSync(body).toString() : body.toString()}`,
        );
        response.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const infos: string[] = [];
    try {
      const reporter = await startErrorReporting({
        dsn: `http://publickey@127.0.0.1:${port}/42`,
        environment: 'test',
        release: '0.1.0',
        logger: { ...silent, info: (message) => infos.push(message) },
      });
      expect(reporter).toBeDefined();
      reporter!.report(new Error('the database said no'));
      await reporter!.close();
      expect(
        received.some((entry) => entry.startsWith('/api/42/envelope/') && entry.includes('the database said no')),
      ).toBe(true);
      expect(infos).toEqual([expect.stringContaining('Sentry')]);
    } finally {
      server.close();
    }
  }, 60_000);
});
