import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { CheckedTarget } from './DnsWebhookTargets.ts';

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** How one attempt ended: the answer's status, or why there was none; `ok` only for 2xx. */
export interface SendOutcome {
  readonly ok: boolean;
  readonly statusCode: number | null;
  readonly error: string | null;
}

/**
 * One POST of a webhook to the checked address (the host name stays in the Host header and TLS's SNI and
 * certificate check). Redirects are not followed: a 3xx is a failure like any other non-2xx. At most 10 s.
 */
export function sendWebhook(
  target: CheckedTarget,
  headers: Record<string, string>,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendOutcome> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      target.url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: pinned,
        // One connection per attempt: a kept-alive socket would skip the address check of the next send.
        agent: false,
        timeout: timeoutMs,
        signal: AbortSignal.timeout(timeoutMs),
      },
      (response) => {
        const statusCode = response.statusCode ?? 0;
        // The answer's body is not needed; read it away so the socket is released.
        response.resume();
        response.on('end', () => undefined);
        const ok = statusCode >= 200 && statusCode < 300;
        const error = ok
          ? null
          : statusCode >= 300 && statusCode < 400
            ? `Umleitung (${statusCode}) wird nicht gefolgt`
            : `HTTP ${statusCode}`;
        resolve({ ok, statusCode, error });
      },
    );
    request.on('timeout', () => request.destroy(new Error('Zeitüberschreitung nach 10 s')));
    request.on('error', (error) =>
      resolve({
        ok: false,
        statusCode: null,
        error: (error.name === 'AbortError' ? 'Zeitüberschreitung' : error.message).slice(0, 500),
      }),
    );
    request.end(body);
  });
}
