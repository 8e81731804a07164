import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  callerOf,
  capturingLogger,
  ERROR,
  hostileBodies,
  sendRaw,
  WARN,
  writeOperations,
  type Caller,
  type LogLine,
  type RawBody,
} from '../../support/hostileRequests.ts';
import { demo } from '../../support/demo.ts';
import { openApi, startTestPortal, type TestPortal } from '../../support/testPortal.ts';

// Bad bodies once answered 500 with an error-level stack, even without signing in; NUL reached PostgreSQL.

/** A booth of the signed-in exhibitor: the bodies are refused before anyone looks it up. */
const annasBooth = demo.booths.annaConfirmedHab.regiNr;
let portal: TestPortal;
let lines: LogLine[];
let signedIn: Caller;
const operations = writeOperations();

beforeAll(async () => {
  const capture = capturingLogger();
  lines = capture.lines;
  portal = await startTestPortal({}, { logger: capture.logger });
  signedIn = await callerOf(await portal.as(demo.users.anna.email));
});

afterAll(async () => {
  await portal?.stop();
});

/** The unreadable bodies of the issue, each answered the same on every write endpoint. */
const unreadable: Array<{ raw: RawBody; status: number }> = [
  ...[
    'an opening brace',
    'truncated JSON',
    'NaN',
    'NaN as a value',
    'a trailing comma',
    'top-level null',
    'top-level string',
    'top-level number',
    'a __proto__ key',
    'gzip that is not gzip',
  ].map((name) => ({ raw: hostileBodies.find((body) => body.name === name)!, status: 400 })),
  { raw: hostileBodies.find((body) => body.name === 'an unsupported Content-Encoding')!, status: 415 },
  { raw: hostileBodies.find((body) => body.name === 'a huge string')!, status: 413 },
];

describe('bad request bodies on every write endpoint', () => {
  it('lists the write endpoints from openapi.yaml', () => {
    expect(operations.length).toBeGreaterThanOrEqual(10);
    expect(operations.map((operation) => `${operation.method} ${operation.pathTemplate}`)).toEqual(
      expect.arrayContaining(['POST /api/locale', 'PUT /api/insurance/{booth}']),
    );
  });

  for (const who of ['anonymous', 'signed in'] as const) {
    it(`answers unreadable bodies with a 4xx problem and a warn-level line, never 500 (${who})`, async () => {
      for (const operation of operations) {
        // An operation that takes images (multipart beside JSON) reads JSON up to 30 MB: the 70 kB string is no longer too large there.
        const limit = openApi.find(operation.method, operation.path)!.operation.takesUploads ? 'images' : 'json';
        for (const { raw, status } of unreadable.filter(
          ({ raw }) => limit === 'json' || raw.name !== 'a huge string',
        )) {
          const before = lines.length;
          const response = await sendRaw(
            portal.url,
            operation.method,
            operation.path,
            raw,
            who === 'anonymous' ? {} : signedIn,
          );
          const label = `${operation.method} ${operation.path} with ${raw.name}`;
          expect({ label, status: response.status }).toEqual({ label, status });
          expect(response.contentType).toContain('application/problem+json');
          const problem = JSON.parse(response.text) as { status: number; messageKey: string };
          expect(problem.status).toBe(status);
          expect(problem.messageKey).toMatch(/^errors\./);
          const logged = lines.slice(before);
          expect(logged.filter((line) => line.level >= ERROR)).toEqual([]);
          expect(logged.some((line) => line.level === WARN && line.msg === 'request body refused')).toBe(true);
        }
      }
    });

    it(`refuses every hand-made hostile body with a 4xx problem (${who})`, async () => {
      for (const operation of operations) {
        for (const raw of hostileBodies) {
          const response = await sendRaw(
            portal.url,
            operation.method,
            operation.path,
            raw,
            who === 'anonymous' ? {} : signedIn,
          );
          const label = `${operation.method} ${operation.path} with ${raw.name}`;
          expect({ label, clientError: response.status >= 400 && response.status < 500 }).toEqual({
            label,
            clientError: true,
          });
          expect({ label, contentType: response.contentType.split(';')[0] }).toEqual({
            label,
            contentType: 'application/problem+json',
          });
        }
      }
      expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
    });
  }

  it('refuses a NUL character in any string of a body at validation, before it reaches PostgreSQL', async () => {
    const bodies: Array<[string, string, unknown]> = [
      [
        'PUT',
        `/api/insurance/${annasBooth}`,
        { liabilityInsurance: true, propertyInsurance: true, exhibitionInsurance: true, exponant: 'Muster\u0000AG' },
      ],
      ['POST', '/api/locale', { locale: 'de\u0000' }],
      [
        'POST',
        '/api/stepTracker',
        {
          regiNr: annasBooth,
          task: 'a\u0000b',
          boothLabel: 'x',
          boothArea: '12',
          fairId: 'KA',
        },
      ],
      [
        'POST',
        `/api/insurance/${annasBooth}`,
        { liabilityInsurance: true, propertyInsurance: true, exhibitionInsurance: true, hall: '\u0000' },
      ],
    ];
    for (const [method, path, body] of bodies) {
      const response = await sendRaw(portal.url, method, path, { name: 'NUL', body: JSON.stringify(body) }, signedIn);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      const problem = JSON.parse(response.text) as { errors: Array<{ field: string; detail: string }> };
      // The body is read before the caller is known: the text follows Accept-Language (none here, so German).
      expect(problem.errors).toEqual(
        expect.arrayContaining([expect.objectContaining({ detail: 'Enthält ein unzulässiges Zeichen (NUL).' })]),
      );
    }
    const query = await sendRaw(
      portal.url,
      'GET',
      `/api/rubin/serviceshop/${annasBooth}/1/VERS/de?x=%00`,
      undefined,
      signedIn,
    );
    expect(query.status).toBe(400);
  });

  // Found by the fuzz suite: a lone surrogate ("\ud800" in JSON) in the contact message reached PostgreSQL and answered 500.
  it('refuses a lone surrogate in any string or key of a body at validation, and keeps a real pair', async () => {
    const bodies: Array<[string, string, unknown]> = [
      ['POST', `/api/exhibitor/booths/${annasBooth}/contact`, { subject: 'Frage', message: 'Halle \ud800 B' }],
      ['POST', `/api/exhibitor/booths/${annasBooth}/contact`, { subject: 'Frage \udc00', message: 'x' }],
      ['POST', '/api/locale', { ['\udbff']: 'de', locale: 'de' }],
    ];
    for (const [method, path, body] of bodies) {
      const response = await sendRaw(
        portal.url,
        method,
        path,
        { name: 'lone surrogate', body: JSON.stringify(body) },
        signedIn,
      );
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      const problem = JSON.parse(response.text) as { errors: Array<{ detail: string }> };
      expect(problem.errors.map((error) => error.detail).join(' ')).toContain('kein gültiges Unicode-Zeichen');
    }
    const pair = await sendRaw(
      portal.url,
      'POST',
      `/api/exhibitor/booths/${annasBooth}/contact`,
      {
        name: 'a surrogate pair',
        body: JSON.stringify({ subject: 'Frage 🐎', message: 'Pferdeboxen 🐎 \ud83d\udc0e' }),
      },
      signedIn,
    );
    expect(pair.status).toBeLessThan(300);
  });

  it('answers a path that is not correctly percent-encoded with 400, not 500', async () => {
    const response = await sendRaw(portal.url, 'GET', '/api/rubin/booth/%E0%A4%A', undefined, signedIn);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.text)).toMatchObject({
      messageKey: 'errors.invalidRequest',
      detail: 'Die Adresse ist nicht korrekt kodiert.',
    });
  });
});
